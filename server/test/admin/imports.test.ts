import { errorBodySchema, importRunSchema, type MapEvents } from "@fragboard/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENGINES } from "../helpers/databases.js";
import { importMap } from "../helpers/import-maps.js";
import { openSeededApp, type SeededApp } from "../http/seeded-app.js";

const ADMIN = { sub: "123456789012345678", scopes: ["admin"] };

/** /api/admin/imports: a dry run, then the import, polled to the end, and its CSV report. */
describe.each(ENGINES)("admin bulk import on %s", (kind) => {
  let seeded: SeededApp;
  let file: string;
  beforeAll(async () => {
    seeded = await openSeededApp(kind);
    const playedAt = seeded.held.playedAt;
    const good = [1, 2, 3].map((i) => importMap(900 + i, seeded.season, playedAt));
    const bad: MapEvents = { ...importMap(904, seeded.season, playedAt), mapName: "de_cache" };
    file = Buffer.from([...good, bad].map((m) => JSON.stringify(m)).join("\n")).toString("base64");
  });
  afterAll(async () => {
    await seeded?.close();
  });

  const bearer = async (claims = ADMIN) => ({ authorization: `Bearer ${await seeded.token(claims)}` });
  const start = async (dryRun: boolean) =>
    seeded.app.inject({
      method: "POST",
      url: "/api/admin/imports",
      payload: { fileName: "scrims.ndjson", contentBase64: file, dryRun },
      headers: await bearer(),
    });
  const finished = async (id: string) => {
    for (;;) {
      const res = await seeded.app.inject({
        method: "GET",
        url: `/api/admin/imports/${id}`,
        headers: await bearer(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const run = importRunSchema.parse(res.json());
      if (run.state === "done") return run;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("refuses a member without the admin scope", async () => {
    const res = await seeded.app.inject({
      method: "POST",
      url: "/api/admin/imports",
      payload: { fileName: "x.json", contentBase64: file, dryRun: true },
      headers: await bearer({ sub: "123456789012345678", scopes: [] }),
    });
    expect(res.statusCode).toBe(403);
  });

  it("dry-runs, imports with progress to the end, and reports the refused map with its reason", async () => {
    const dry = await start(true);
    expect(dry.statusCode, dry.body).toBe(202);
    const dryRun = await finished(dry.json().id);
    expect(dryRun.summary).toMatchObject({ stored: 3, refused: 1 });

    const res = await start(false);
    expect(res.statusCode).toBe(202);
    const run = await finished(res.json().id);
    expect(run).toMatchObject({ total: 4, done: 4, summary: { stored: 3, refused: 1 } });
    expect(run.outcomes[3]).toMatchObject({ source: "scrims.ndjson:4", status: "refused" });
    expect(run.outcomes[3]?.problems.map((p) => p.rule)).toEqual(["map-pool"]);

    const csv = await seeded.app.inject({
      method: "GET",
      url: `/api/admin/imports/${run.id}/report.csv`,
      headers: await bearer(),
    });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body.split("\r\n")[4]).toMatch(
      /^scrims\.ndjson:4,combines-import-904,refused,map-pool,,,mapName,/,
    );
  });

  it("answers an unknown run with a 404", async () => {
    const res = await seeded.app.inject({
      method: "GET",
      url: `/api/admin/imports/${"0".repeat(24)}-import`,
      headers: await bearer(),
    });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBe("NOT_FOUND");
  });
});
