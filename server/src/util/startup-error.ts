/**
 * A reason the server cannot start that the operator can fix (a data directory in use, an
 * unreachable database, a port taken): printed as its message alone, never as a stack trace.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
