import type { MapProblem } from "@fragboard/core";

/** A map's problems, first ones first, as one message: "rounds.3.kills.0.assister: ...; (and 2 more)". */
const SHOWN = 3;

function describeProblems(problems: readonly MapProblem[]): string {
  const shown = problems.slice(0, SHOWN).map(({ path, message }) => `${path.join(".")}: ${message}`);
  const more = problems.length - SHOWN;
  return [...shown, ...(more > 0 ? [`(and ${more} more)`] : [])].join("; ");
}

/** A map ingest refuses: the error handler answers it with a 400 and this message. */
export class InvalidMapError extends Error {
  readonly statusCode = 400;

  constructor(readonly problems: readonly MapProblem[]) {
    super(describeProblems(problems));
    this.name = "InvalidMapError";
  }
}
