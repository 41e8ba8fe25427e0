import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../src/config.js";

/** The sample load-balancer config of docs/deploy must be one nginx accepts (.ci/run installs nginx). */

const nginx = spawnSync("nginx", ["-v"]).error ? null : "nginx";
if (!nginx)
  console.warn(
    "deploy-config: nginx is not installed, the sample config is not parsed (.ci/run installs it)",
  );

describe.skipIf(!nginx)("docs/deploy/nginx.conf", () => {
  it("parses with nginx -t", () => {
    const prefix = mkdtempSync(join(tmpdir(), "fragboard-nginx-"));
    try {
      const run = spawnSync(
        "nginx",
        [
          "-t",
          "-p",
          prefix,
          "-c",
          join(REPO_ROOT, "docs/deploy/nginx.conf"),
          "-g",
          "error_log stderr; pid nginx.pid;",
        ],
        { encoding: "utf8" },
      );
      expect(run.stderr).toContain("syntax is ok");
      expect(run.status, run.stderr).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
