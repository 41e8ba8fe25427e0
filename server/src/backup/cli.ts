import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { describeCliFailure } from "../util/cli.js";
import { backup, restore, secretSource } from "./backup.js";

/**
 * `npm run backup -- [--out FILE] [--url URL]` and `npm run restore -- FILE`: the embedded
 * database (DATA_DIR) to one file and back (docs/operations.md#backups).
 */

const USAGE = "usage: npm run backup -- [--out FILE] [--url http://127.0.0.1:PORT] | npm run restore -- FILE";

/** npm runs workspace scripts in the workspace folder: paths are the caller's, as typed. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: "string" }, url: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const config = loadConfig();
  if (command === "backup") {
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const file = fromCaller(values.out ?? `fragboard-backup-${stamp}.tar.gz`);
    const how = await backup(config, file, values.url ?? `http://127.0.0.1:${config.port}`);
    console.log(
      `Backed up ${config.dataDir} to ${file} (${how === "online" ? "from the running server" : "server stopped"})`,
    );
    const secret = await secretSource(config);
    if (secret.kind !== "configured") {
      console.log(
        `The session secret is not in the backup: to keep everyone signed in after restoring on another host, keep ${secret.file} with it (as securely) and copy it into that host's DATA_DIR before its first start.`,
      );
    }
    return;
  }
  if (command === "restore" && positionals.length === 1) {
    const file = fromCaller(positionals[0] as string);
    const { kept, secret } = await restore(config, file);
    console.log(
      `Restored ${file} into ${config.dataDir}${kept ? `; the previous database is kept in ${kept}` : ""}`,
    );
    if (secret.kind === "missing") {
      console.log(
        `No session secret here (${secret.file}, JWT_SECRET unset): copy jwt-secret from the backed-up host's DATA_DIR before starting the server, or set the same JWT_SECRET; otherwise a new secret is generated and every member signs in again.`,
      );
    }
    return;
  }
  throw Object.assign(new Error(`unknown command or arguments`), { code: "ERR_PARSE_ARGS_BACKUP" });
}

main().catch((error: unknown) => {
  console.error(describeCliFailure(error, USAGE));
  process.exitCode = 1;
});
