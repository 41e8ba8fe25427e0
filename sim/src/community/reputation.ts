import type { ReputationRecord, UserRecord } from "@fragboard/core";
import type { CommunityContext } from "./context.js";
import { instantBetween } from "./time.js";

/** Most users +rep a few others; at most one +rep per (giver, receiver), never to oneself. */
export function makeReputation(ctx: CommunityContext, users: readonly UserRecord[]): ReputationRecord[] {
  const rng = ctx.rng("reputation");
  return users.flatMap((giver) =>
    rng
      .shuffle(users.filter((u) => u.discordId !== giver.discordId))
      .slice(
        0,
        rng.weighted([
          [0, 3],
          [1, 3],
          [2, 2],
          [3, 1],
          [5, 1],
        ] as const),
      )
      .map((receiver) => ({
        giverDiscordId: giver.discordId,
        receiverDiscordId: receiver.discordId,
        createdAt: instantBetween(
          rng,
          Math.max(Date.parse(giver.createdAt), Date.parse(receiver.createdAt)),
          ctx.now,
        ),
      })),
  );
}
