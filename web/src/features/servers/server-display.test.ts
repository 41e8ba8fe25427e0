import { REDACTED_PASSWORD, type Server } from "@fragboard/core";
import { describe, expect, it } from "vitest";
import { connectCommand, serverKind, timeLeft } from "./server-display.js";

const OWNER = "300000000000000001";
const server: Server = {
  screenid: 1,
  owner: OWNER,
  host: "127.0.0.1",
  port: 27015,
  type: "pug&prac.10",
  password: "frogs",
  isPrivate: true,
  datetime: 0,
};

describe("servers table display", () => {
  it("shows the kind of the type in capitals", () => {
    expect(serverKind("pug&prac.10")).toBe("PUG&PRAC");
    expect(serverKind("retakes")).toBe("RETAKES");
  });

  it("gives the connect command to the owner, to everyone for a public server, and hides a redacted one", () => {
    expect(connectCommand(server, OWNER)).toBe("connect 127.0.0.1:27015;password frogs");
    expect(connectCommand({ ...server, password: REDACTED_PASSWORD }, "300000000000000002")).toBeNull();
    expect(connectCommand({ ...server, password: REDACTED_PASSWORD }, null)).toBeNull();
    expect(connectCommand({ ...server, password: "", isPrivate: false }, null)).toBe(
      "connect 127.0.0.1:27015",
    );
  });

  it("counts the time left in hours and minutes", () => {
    expect(timeLeft(3 * 3_600_000, 0)).toBe("3 h 00 min");
    expect(timeLeft(65 * 60_000 + 1, 0)).toBe("1 h 05 min");
    expect(timeLeft(4 * 60_000, 0)).toBe("4 min");
    expect(timeLeft(0, 1)).toBe("ending");
  });
});
