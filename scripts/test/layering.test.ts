import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const CHECK = join(ROOT, "scripts/check-layering.ts");
const WORKSPACES = ["core", "sim", "server", "web", "e2e", "bench"];

/** Runs the check as `npm run check` does; resolves with its exit code and output. */
async function runCheck(root: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", CHECK, root], {
      cwd: ROOT,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

/** One planted import per rule: the file it goes in and what it imports. */
const PLANTS = [
  {
    rule: "core is pure: no I/O",
    file: "core/src/planted.ts",
    source: `import { readFileSync } from "node:fs";`,
  },
  { rule: "core is pure: no I/O", file: "core/src/planted.ts", source: `import { sql } from "drizzle-orm";` },
  {
    rule: "core imports no other workspace",
    file: "core/src/stats/planted.ts",
    source: `export { simulateLeague } from "../../../sim/src/index.js";`,
  },
  {
    rule: "only the seed imports the simulator",
    file: "server/src/routes/planted.ts",
    source: `import { simulateLeague } from "@fragboard/sim";`,
  },
  {
    rule: "only repositories query the database",
    file: "server/src/routes/planted.ts",
    source: `import { players } from "../db/schema/index.js";`,
  },
  {
    rule: "only repositories query the database",
    file: "server/src/graphql/league/planted.ts",
    source: `import { eq } from "drizzle-orm";`,
  },
  {
    rule: "the web never imports the server",
    file: "web/src/lib/planted.ts",
    source: `const app = await import("../../../server/src/app.js");`,
  },
  {
    rule: "a web feature never imports another feature or app/",
    file: "web/src/features/planted-a/deep/Planted.tsx",
    source: `import type { X } from "../../planted-b/x.js";`,
  },
  {
    rule: "a web feature never imports another feature or app/",
    file: "web/src/features/planted-a/Planted.tsx",
    source: `import { routes } from "../../app/routes.js";`,
  },
  {
    rule: "shared web code never imports a feature or app/",
    file: "web/src/components/ui/Planted.tsx",
    source: `import { x } from "../../features/planted-b/x.js";`,
  },
];

describe("the layering check (docs/architecture.md#layering)", () => {
  let copy: string;
  const plant = (file: string, source: string) => {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    writeFileSync(join(copy, file), `${source}\n`);
  };
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "fragboard-layering-"));
    for (const workspace of WORKSPACES) {
      cpSync(join(ROOT, workspace), join(copy, workspace), {
        recursive: true,
        filter: (path) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path),
      });
    }
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("is part of npm run check", () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts;
    expect(scripts.check).toContain("npm run check:layering");
    expect(scripts["check:layering"]).toContain("scripts/check-layering.ts");
  });

  it("passes on the repository as it is, where features import their own files, shared UI and lib, the seed and tests the simulator, and repositories and ingest the schema", async () => {
    const allowed = [
      [
        "web/src/features/planted-a/deep/Own.tsx",
        `import { x } from "../Planted.js";\nimport { y } from "../../../lib/format.js";`,
      ],
      ["web/src/features/planted-a/Planted.tsx", `import { Button } from "../../components/ui/Button.js";`],
      ["server/src/seed/planted.ts", `import { simulateLeague } from "@fragboard/sim";`],
      ["server/test/planted.test.ts", `import { simulateLeague } from "@fragboard/sim";`],
      ["server/src/repositories/planted/rows.ts", `import { players } from "../../db/schema/index.js";`],
      ["server/src/ingest/planted.ts", `import { eq } from "drizzle-orm";`],
    ] as const;
    for (const [file, source] of allowed) plant(file, source);
    try {
      const { code, output } = await runCheck(copy);
      expect(output).toContain("no violations, no import cycles");
      expect(code).toBe(0);
    } finally {
      for (const [file] of allowed) rmSync(join(copy, file));
    }
  });

  it("fails on a planted import cycle, type-only imports included, naming the files of the cycle", async () => {
    const cycle = [
      ["server/src/planted-cycle/a.ts", `import type { B } from "./b.js";\nexport type A = { b: B };`],
      [
        "server/src/planted-cycle/b.ts",
        `import { c } from "./c/index.js";\nexport type B = number;\nexport const b = c;`,
      ],
      [
        "server/src/planted-cycle/c/index.ts",
        `import type { A } from "../a.js";\nexport const c = 1 as unknown as A;`,
      ],
    ] as const;
    for (const [file, source] of cycle) plant(file, source);
    try {
      const { code, output } = await runCheck(copy);
      expect(code).toBe(1);
      expect(output).toContain(
        "import cycle: server/src/planted-cycle/a.ts -> server/src/planted-cycle/b.ts -> server/src/planted-cycle/c/index.ts -> server/src/planted-cycle/a.ts",
      );
      expect(output).toMatch(/layering: 0 violation\(s\), 1 import cycle\(s\)/);
    } finally {
      rmSync(join(copy, "server/src/planted-cycle"), { recursive: true });
    }
  });

  it("fails on a planted import breaking each rule, naming the file, the rule and why", async () => {
    const planted = PLANTS.map((p, i) => ({ ...p, file: p.file.replace(/(\.tsx?)$/, `-${i}$1`) }));
    for (const { file, source } of planted) plant(file, source);
    try {
      const { code, output } = await runCheck(copy);
      expect(code).toBe(1);
      for (const { file, rule } of planted) {
        const line = output.split("\n").find((l) => l.startsWith(`${file}:1 imports`));
        expect(line, file).toContain(`: ${rule} — `);
        expect(line).toContain("docs/architecture.md#layering");
      }
      expect(output).toMatch(/layering: \d+ violation\(s\)/);
    } finally {
      for (const { file } of planted) rmSync(join(copy, file));
    }
  });
});
