import { parseArgs } from "node:util";
import { discordIdSchema } from "@fragboard/core";
import { z } from "zod";
import { loadConfig } from "../config.js";
import { describeCliFailure } from "../util/cli.js";
import { adminToken } from "./admin-token.js";

/**
 * `npm run admin-token -w server -- --discord-id ID [--days N] [--name NAME]`: prints an admin
 * session token, listed under NAME among the member's sessions until it expires or is revoked.
 */

const USAGE = "usage: npm run admin-token -w server -- --discord-id DISCORD_ID [--days 1-365] [--name NAME]";
const NAME = "--name must be 1-64 characters";
const DAYS = "--days must be a whole number from 1 to 365";

const argsSchema = z.object({
  "discord-id": z.string({ error: "--discord-id is required" }).pipe(discordIdSchema),
  days: z.coerce.number({ error: DAYS }).int(DAYS).min(1, DAYS).max(365, DAYS).default(30),
  name: z.string().trim().min(1, NAME).max(64, NAME).default("admin-token"),
});

async function main() {
  const { values } = parseArgs({
    options: { "discord-id": { type: "string" }, days: { type: "string" }, name: { type: "string" } },
    strict: true,
  });
  const args = argsSchema.parse(values);
  const token = await adminToken(loadConfig(), args["discord-id"], args.days, args.name);
  // The token alone on stdout, so `TOKEN=$(npm run -s admin-token ...)` works.
  console.error(`Admin token "${args.name}" for ${args["discord-id"]}, valid ${args.days} days:`);
  console.log(token);
}

main().catch((error: unknown) => {
  console.error(describeCliFailure(error, USAGE));
  process.exitCode = 1;
});
