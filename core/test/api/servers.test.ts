import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_ALERT_MESSAGE,
  SERVER_TYPE_INFO,
  SERVER_TYPES,
  serverDetailsBodySchema,
  serverListResponseSchema,
  serverNoticeBodySchema,
  serverRequestBodySchema,
  serverStopBodySchema,
} from "../../src/index.js";
import { expectSingleIssue } from "./issues.js";

const request = {
  map: "de_nuke",
  playerSlots: 10,
  serverDuration: 2,
  serverType: "pug&prac",
  password: "frogs",
  isPrivate: true,
  matchConfig: { players: [], maps: [null] },
};

describe("server request body", () => {
  it("accepts a private pug with a password and fills the defaults", () => {
    expect(serverRequestBodySchema.parse(request)).toEqual({ ...request, gotv: false, coachSlot: false });
  });

  it("accepts a blank password on a private server (the server picks one)", () => {
    expect(serverRequestBodySchema.parse({ ...request, password: "" }).password).toBe("");
  });

  it.each([
    ["pug&prac", 1],
    ["pug&prac", 11],
    ["retakes", 10],
  ])("rejects %s with %i slots", (serverType, playerSlots) => {
    const info = SERVER_TYPE_INFO[serverType as keyof typeof SERVER_TYPE_INFO];
    expectSingleIssue(
      serverRequestBodySchema,
      { ...request, serverType, playerSlots },
      "playerSlots",
      `${info.minSlots}-${info.maxSlots}`,
    );
  });

  it("accepts every slot count inside an enabled type's range", () => {
    for (const serverType of ["pug&prac", "retakes"] as const) {
      const { minSlots, maxSlots } = SERVER_TYPE_INFO[serverType];
      for (let playerSlots = minSlots; playerSlots <= maxSlots; playerSlots++) {
        expect(serverRequestBodySchema.safeParse({ ...request, serverType, playerSlots }).success).toBe(true);
      }
    }
  });

  it("refuses a type that is not live yet", () => {
    expectSingleIssue(
      serverRequestBodySchema,
      { ...request, serverType: "wingman", playerSlots: 4 },
      "serverType",
    );
  });

  it.each([0, 4, 1.5])("rejects a duration of %s hours", (serverDuration) => {
    expectSingleIssue(
      serverRequestBodySchema,
      { ...request, serverDuration },
      "serverDuration",
      "serverDuration",
    );
  });

  it("rejects a password on a public server", () => {
    expectSingleIssue(serverRequestBodySchema, { ...request, isPrivate: false }, "password", "private");
    expect(serverRequestBodySchema.safeParse({ ...request, isPrivate: false, password: "" }).success).toBe(
      true,
    );
  });

  it.each(["two words", "semi;colon", 'quo"te', "x".repeat(33)])("rejects the password %j", (password) => {
    expectSingleIssue(serverRequestBodySchema, { ...request, password }, "password");
  });

  it("rejects a map outside the server pool", () => {
    expectSingleIssue(serverRequestBodySchema, { ...request, map: "de_cache" }, "map", "map must be one of");
  });
});

describe("server request defaults and ranges (spec 000 §5)", () => {
  it("fills the spec's defaults: de_anubis, pug&prac with 10 slots, 3 hours, private, no GOTV or coach", () => {
    expect(serverRequestBodySchema.parse({ playerSlots: 10 })).toEqual({
      map: "de_anubis",
      playerSlots: 10,
      serverDuration: 3,
      serverType: "pug&prac",
      password: "",
      isPrivate: true,
      gotv: false,
      coachSlot: false,
      matchConfig: { players: [], maps: [] },
    });
  });

  it("gives every type its range, and the maximum as the slots a type starts with", () => {
    expect(
      Object.fromEntries(
        SERVER_TYPES.map((t) => [
          t,
          [SERVER_TYPE_INFO[t].minSlots, SERVER_TYPE_INFO[t].maxSlots, SERVER_TYPE_INFO[t].enabled],
        ]),
      ),
    ).toEqual({
      "pug&prac": [2, 10, true],
      retakes: [2, 9, true],
      wingman: [4, 4, false],
      deathmatch: [2, 15, false],
      match: [2, 11, false],
    });
    for (const t of SERVER_TYPES) expect(SERVER_TYPE_INFO[t].defaultSlots).toBe(SERVER_TYPE_INFO[t].maxSlots);
  });

  it.each([1, 2, 3])("accepts %i hours", (serverDuration) => {
    expect(serverRequestBodySchema.parse({ ...request, serverDuration }).serverDuration).toBe(serverDuration);
  });
});

describe("other server bodies", () => {
  it("stop and details take whole numbers", () => {
    expect(serverStopBodySchema.parse({ id: 42 })).toEqual({ id: 42 });
    expectSingleIssue(serverStopBodySchema, { id: "42" }, "id");
    expectSingleIssue(serverDetailsBodySchema, { port: 70000 }, "port");
  });

  it("notice: an alert without text gets the default message, healthy stays empty", () => {
    expect(serverNoticeBodySchema.parse({ notice: { type: "alert", message: "  " } })).toEqual({
      notice: { type: "alert", message: DEFAULT_ALERT_MESSAGE },
    });
    expect(
      serverNoticeBodySchema.parse({ notice: { type: "alert", message: " Down for maintenance " } }),
    ).toEqual({
      notice: { type: "alert", message: "Down for maintenance" },
    });
    expect(serverNoticeBodySchema.parse({ notice: { type: "", message: "" } })).toEqual({
      notice: { type: "", message: "" },
    });
    expectSingleIssue(serverNoticeBodySchema, { notice: { type: "warning", message: "" } }, "notice.type");
  });

  it("list response carries an optional notice", () => {
    const row = {
      screenid: 1,
      owner: "123456789012345678",
      host: "127.0.0.1",
      port: 27015,
      type: "pug&prac.1",
      password: "REDACTED",
      isPrivate: true,
      datetime: 1_790_000_000_000,
    };
    expect(serverListResponseSchema.safeParse({ notice: null, servers: [row] }).success).toBe(true);
    expectSingleIssue(
      serverListResponseSchema,
      { notice: null, servers: [{ ...row, owner: "bob" }] },
      "servers.0.owner",
    );
  });
});

describe("server request slots (property)", () => {
  it("accepts exactly the live types with slots inside their range", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SERVER_TYPES),
        fc.integer({ min: -5, max: 20 }),
        (serverType, playerSlots) => {
          const { enabled, minSlots, maxSlots } = SERVER_TYPE_INFO[serverType];
          const valid = enabled && playerSlots >= minSlots && playerSlots <= maxSlots;
          expect(serverRequestBodySchema.safeParse({ ...request, serverType, playerSlots }).success).toBe(
            valid,
          );
        },
      ),
    );
  });
});
