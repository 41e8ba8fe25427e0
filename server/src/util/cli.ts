import { z } from "zod";
import { ConfigError } from "../config.js";
import { StartupError } from "./startup-error.js";

/** What a command prints when it fails: bad flags or configuration get their message and the usage line, not a stack trace. */
export function describeCliFailure(error: unknown, usage: string): unknown {
  if (error instanceof ConfigError || error instanceof StartupError) return error.message;
  if (error instanceof z.ZodError) return `${error.issues.map((i) => i.message).join("\n")}\n${usage}`;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS"))
    return `${(error as Error).message}\n${usage}`;
  return error;
}
