import { describe, expect, it } from "vitest";
import { avatarUrl } from "../src/league/identity.js";

describe("default avatars", () => {
  it("are served by the API under the player's id", () => {
    expect(avatarUrl("clabc123")).toBe("/api/avatars/clabc123.svg");
  });
});
