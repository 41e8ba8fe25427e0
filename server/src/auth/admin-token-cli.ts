import { parseArgs } from "node:util";
import { discordIdSchema } from "@fragboard/core";
import { z } from "zod";
import { loadConfig } from "../config.js";
import { describeCliFailure } from "../util/cli.js";
import { adminToken } from "./admin-token.js";

/** `npm run admin-token -w server -- --discord-id ID [--days N]`: prints an admin session token. */

const USAGE = "usage: npm run admin-token -w server -- --discord-id DISCORD_ID [--days 1-365]";
const DAYS = "--days must be a whole number from 1 to 365";

const argsSchema = z.object({
  "discord-id": z.string({ error: "--discord-id is required" }).pipe(discordIdSchema),
  days: z.coerce.number({ error: DAYS }).int(DAYS).min(1, DAYS).max(365, DAYS).default(30),
});

async function main() {
  const { values } = parseArgs({
    options: { "discord-id": { type: "string" }, days: { type: "string" } },
    strict: true,
  });
  const args = argsSchema.parse(values);
  const token = await adminToken(loadConfig(), args["discord-id"], args.days);
  // The token alone on stdout, so `TOKEN=$(npm run -s admin-token ...)` works.
  console.error(`Admin token for ${args["discord-id"]}, valid ${args.days} days:`);
  console.log(token);
}

main().catch((error: unknown) => {
  console.error(describeCliFailure(error, USAGE));
  process.exitCode = 1;
});
