import type { FastifyInstance, FastifyRequest } from "fastify";
import { type WorkScope, workScope } from "../db/work-scope.js";
import { errorBody, overBudgetMessage } from "./errors.js";

/**
 * Every API request has a time budget (docs/operations.md#timeouts): past it, its database work
 * is cancelled (db/work-scope.ts) and the client gets a 503 instead of waiting behind a queue for
 * ever; a client that goes away cancels its work the same way, since nobody will read the answer.
 * A route may set `config: { budgetMs }` (an admin's map upload), or `budgetMs: null` for an
 * answer that streams for as long as it takes (the backup).
 */

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's time budget in ms; null = none; unset = the server's (REQUEST_BUDGET_MS). */
    budgetMs?: number | null;
  }
  interface FastifyRequest {
    /** The budget (ms) this request ran out of; unset while within it. */
    overBudget?: number;
    /** This request's budget (ms), null for none: PostgreSQL's statement_timeout may stop its
     * work a moment before our own timer marks it over budget. */
    budgetMs?: number | null;
  }
}

/** The answer past the budget, when the route's own failure has not come first. */
const GRACE_MS = 250;

function budgetOf(request: FastifyRequest, fallbackMs: number) {
  const own = request.routeOptions.config.budgetMs;
  return own === undefined ? fallbackMs : own;
}

/**
 * A request's work scope whose AbortController is made only when its work first asks for the
 * signal (a statement, an upstream call): most answers come from a cache and never do, and making
 * one per request was the largest cost of this hook on a cached answer.
 */
class RequestWork implements WorkScope {
  private controller: AbortController | undefined;
  private reason: string | undefined;

  constructor(readonly bounded: boolean) {}

  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController();
      if (this.reason !== undefined) this.controller.abort(this.reason);
    }
    return this.controller.signal;
  }

  /** As AbortController.abort: the first reason stands. */
  abort(reason: string) {
    if (this.reason !== undefined) return;
    this.reason = reason;
    this.controller?.abort(reason);
  }
}

export function registerDeadlines(app: FastifyInstance, budgetMs: number) {
  app.addHook("onRequest", (request, reply, done) => {
    const budget = budgetOf(request, budgetMs);
    request.budgetMs = budget;
    // Within the server's budget, PostgreSQL's statement_timeout (the same budget) applies as well.
    const work = new RequestWork(request.routeOptions.config.budgetMs === undefined);
    let timer: NodeJS.Timeout | undefined;
    let fallback: NodeJS.Timeout | undefined;
    let answered = false;
    const settle = () => {
      clearTimeout(timer);
      clearTimeout(fallback);
    };
    reply.raw.once("finish", () => {
      answered = true;
      settle();
    });
    // The client went away before the answer was written: its work is of no use any more. Our own
    // flag, not `writableFinished`, which an injected request's response never sets: aborting after
    // an answer would cancel statements still running for it (a 404 beside parallel reads), and
    // PostgreSQL's cancel, arriving a moment later, can stop the next statement on that connection.
    reply.raw.once("close", () => {
      settle();
      if (!answered) work.abort("the client went away");
    });
    if (budget !== null) {
      timer = setTimeout(() => {
        request.overBudget = budget;
        work.abort(`over the ${budget} ms budget`);
        // Work that is not the database's (an upstream call) may not notice: answer anyway.
        fallback = setTimeout(() => {
          if (!reply.sent)
            reply
              .status(503)
              .header("retry-after", 5)
              .send(errorBody(503, overBudgetMessage(budget)));
        }, GRACE_MS);
      }, budget);
    }
    workScope.run(work, done);
  });
}
