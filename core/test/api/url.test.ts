import { describe, expect, it } from "vitest";
import { buildUrl } from "../../src/api/url.js";

describe("buildUrl", () => {
  it("URL-encodes keys and values", () => {
    expect(buildUrl("/api/x", { name: "Ninja & Co/1?", "odd key": "a=b" })).toBe(
      "/api/x?name=Ninja%20%26%20Co%2F1%3F&odd%20key=a%3Db",
    );
  });
  it("drops undefined and null values instead of sending them as text", () => {
    expect(buildUrl("/api/x", { season: 15, tier: undefined, team: null, matchType: "Regulation" })).toBe(
      "/api/x?season=15&matchType=Regulation",
    );
    expect(buildUrl("/api/x", { tier: undefined })).toBe("/api/x");
  });
  it("keeps falsy values that are real: 0, false and the empty string", () => {
    expect(buildUrl("/api/x", { a: 0, b: false, c: "" })).toBe("/api/x?a=0&b=false&c=");
  });
});
