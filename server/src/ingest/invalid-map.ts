import { describeProblem, type MapProblem } from "@fragboard/core";

/** The message names the first problems; the 400's `problems` lists every one. */
const SHOWN = 5;

function describeProblems(problems: readonly MapProblem[]): string {
  const shown = problems.slice(0, SHOWN).map(describeProblem);
  const more = problems.length - SHOWN;
  const head = `The map breaks ${problems.length === 1 ? "a rule" : `${problems.length} rules`} of a real game: `;
  return head + [...shown, ...(more > 0 ? [`(and ${more} more, in problems)`] : [])].join("; ");
}

/** A map ingest refuses: the error handler answers it with a 400, this message and every problem. */
export class InvalidMapError extends Error {
  readonly statusCode = 400;

  constructor(readonly problems: readonly MapProblem[]) {
    super(describeProblems(problems));
    this.name = "InvalidMapError";
  }
}
