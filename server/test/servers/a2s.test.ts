import { describe, expect, it } from "vitest";
import { type A2sServerInfo, answerQuery, challengeKeeper } from "../../src/providers/servers/a2s.js";

const info: A2sServerInfo = {
  name: "Fragboard Pug & Prac | someone",
  map: "de_mills",
  maxPlayers: 10,
  port: 27015,
  hasPassword: true,
  keywords: "fragboard",
};
const header = Buffer.from([0xff, 0xff, 0xff, 0xff]);
const infoQuery = (challenge?: number) => {
  const parts = [header, Buffer.from("TSource Engine Query\0", "latin1")];
  if (challenge !== undefined) parts.push(Buffer.from(new Uint32Array([challenge]).buffer));
  return Buffer.concat(parts);
};
const playerQuery = (challenge: number) =>
  Buffer.concat([header, Buffer.from("U", "latin1"), Buffer.from(new Uint32Array([challenge]).buffer)]);
const typeOf = (answer: Buffer | null) => (answer ? String.fromCharCode(answer[4] ?? 0) : null);

/** The sandbox's side of the Source query protocol, packet by packet (the journey checks it over UDP). */
describe("A2S answers", () => {
  const challengeOf = challengeKeeper();
  const challenge = challengeOf("127.0.0.1", 50000);

  it("asks for the challenge first, and answers only a query that carries it", () => {
    expect(challengeOf("127.0.0.1", 50000)).toBe(challenge);
    expect(challengeOf("127.0.0.1", 50001)).not.toBe(challenge);
    const first = answerQuery(infoQuery(), info, challenge);
    expect(typeOf(first)).toBe("A");
    expect(first?.readUInt32LE(5)).toBe(challenge);
    expect(typeOf(answerQuery(infoQuery(challenge + 1), info, challenge))).toBe("A");
    const answer = answerQuery(infoQuery(challenge), info, challenge);
    expect(typeOf(answer)).toBe("I");
    const text = answer?.toString("latin1") ?? "";
    expect(text).toContain(`${info.name}\0${info.map}\0csgo\0Counter-Strike 2\0`);

    expect(typeOf(answerQuery(playerQuery(0xffffffff), info, challenge))).toBe("A");
    expect([...(answerQuery(playerQuery(challenge), info, challenge) ?? [])]).toEqual([
      0xff, 0xff, 0xff, 0xff, 0x44, 0,
    ]);
  });

  it("ignores what is not a query", () => {
    for (const packet of [Buffer.from("hello"), Buffer.concat([header, Buffer.from("TSource")]), header]) {
      expect(answerQuery(packet, info, challenge)).toBeNull();
    }
  });
});
