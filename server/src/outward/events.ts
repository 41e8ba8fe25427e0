import {
  matchDayLabel,
  PICKEM_LOCK_BEFORE_START_MS,
  type PlayerMapLine,
  type TierName,
} from "@fragboard/core";
import type { Db } from "../db/client.js";
import {
  firstLocksBetween,
  type MapEventSources,
  unplayedRegulationMatches,
} from "../repositories/outward/event-sources.js";
import { recordEvent, recordEvents } from "../repositories/outward/outbox.js";
import { seasonStandings } from "../routes/standings/season-standings.js";
import type { OutwardEvent, OutwardMessage } from "./message.js";

/**
 * The league's outgoing events (docs/operations.md#events), each recorded with the transaction (`db`)
 * that writes what it tells, so an event is in the outbox exactly when its fact is stored.
 */

const record = (db: Db, event: OutwardEvent) => recordEvent(db, event);
const message = (
  m: Partial<OutwardMessage> & Pick<OutwardMessage, "title" | "description">,
): OutwardMessage => ({
  link: null,
  fields: [],
  color: null,
  image: null,
  ...m,
});
const stamp = (at: Date) => at.toISOString();

/** A map as the ingest has just written it: its row and its players' lines. */
export type WrittenMap = {
  map: {
    matchId: string;
    scheduledMatchId: string | null;
    season: number;
    tier: TierName;
    matchType: string;
    matchDay: string;
    mapName: string;
    playedAt: Date;
    team0Id: string | null;
    team0Name: string;
    team0Score: number;
    team1Id: string | null;
    team1Name: string;
    team1Score: number;
  };
  lines: readonly { steam64Id: string; name: string; line: PlayerMapLine }[];
};

/**
 * The map's best player by rating (the lower steam64 id on a tie), from the lines the ingest
 * wrote: the same choice as ordering the stored lines, without reading them back.
 */
function topRated(lines: WrittenMap["lines"]) {
  let best: WrittenMap["lines"][number] | null = null;
  for (const l of lines)
    if (
      !best ||
      l.line.rating > best.line.rating ||
      (l.line.rating === best.line.rating && l.steam64Id < best.steam64Id)
    )
      best = l;
  return best;
}

/**
 * After a map is stored (ingest/one-map.ts): its result, its match day's when that completes it,
 * and its tier's playoff line when that ends the regular season; recorded in one statement.
 * `sources` is what the ingest's check read before the write (the map's previous version still
 * among the stored maps).
 */
export async function recordMapEvents(
  db: Db,
  { map, lines }: WrittenMap,
  sources: MapEventSources,
  now = new Date(),
) {
  const { matchId } = map;
  const { color } = sources;
  const mvp = topRated(lines);
  const day = matchDayLabel(map.matchDay);
  const mapName = map.mapName.replace(/^de_/, "");
  const score = `${map.team0Name} ${map.team0Score}–${map.team1Score} ${map.team1Name}`;
  // The check refused a map whose scheduled match does not exist.
  const link = map.scheduledMatchId ? `/matches/${encodeURIComponent(map.scheduledMatchId)}` : null;
  const stored: OutwardEvent = {
    key: `map.stored:${matchId}`,
    type: "map.stored",
    tier: map.tier,
    recipientDiscordId: null,
    payload: {
      occurredAt: stamp(now),
      message: message({
        title: `${score} on ${mapName}`,
        description: `${map.tier} ${map.matchType}, season ${map.season}, ${day}.`,
        link,
        color,
        fields: [
          { name: "Score", value: score, inline: true },
          { name: "Map", value: mapName, inline: true },
          ...(mvp
            ? [
                {
                  name: "MVP (rating)",
                  value: `${mvp.name}: ${mvp.line.rating.toFixed(2)} rating, ${mvp.line.kills}–${mvp.line.deaths}, ${mvp.line.adr.toFixed(1)} ADR`,
                },
              ]
            : []),
        ],
      }),
      data: {
        matchId,
        scheduledMatchId: map.scheduledMatchId,
        season: map.season,
        tier: map.tier,
        matchType: map.matchType,
        matchDay: map.matchDay,
        map: map.mapName,
        playedAt: map.playedAt.toISOString(),
        teams: [
          { id: map.team0Id, name: map.team0Name, score: map.team0Score },
          { id: map.team1Id, name: map.team1Name, score: map.team1Score },
        ],
        mvp: mvp ? { name: mvp.name, rating: mvp.line.rating } : null,
      },
    },
  };
  const events = [stored];
  const complete = matchDayEvent(map, sources, now);
  if (complete) {
    events.push(complete);
    if (map.matchType === "Regulation") {
      const line = await playoffLineEvent(db, map, color, now);
      if (line) events.push(line);
    }
  }
  await recordEvents(db, events);
}

/**
 * When every scheduled match of the map's match day (tier, match type) has a result, counting
 * the map just written (over its previous version): the day's table.
 */
function matchDayEvent(map: WrittenMap["map"], sources: MapEventSources, now: Date): OutwardEvent | null {
  const { matches } = sources;
  const played = sources.stored.filter((p) => p.matchId !== map.matchId);
  if (map.scheduledMatchId) played.push({ ...map, scheduledMatchId: map.scheduledMatchId });
  const mapsOf = (id: string) => played.filter((p) => p.scheduledMatchId === id);
  if (matches.length === 0 || matches.some((m) => !m.completed && mapsOf(m.id).length === 0)) return null;
  const results = matches.map((m) => {
    const own = mapsOf(m.id);
    // One map: its rounds; a series: maps won.
    const [homeScore, awayScore] =
      own.length === 1
        ? own[0]?.team0Id === m.homeId
          ? [own[0]?.team0Score, own[0]?.team1Score]
          : [own[0]?.team1Score, own[0]?.team0Score]
        : [
            own.filter((p) => (p.team0Id === m.homeId) === p.team0Score > p.team1Score).length,
            own.filter((p) => (p.team0Id === m.homeId) !== p.team0Score > p.team1Score).length,
          ];
    return {
      id: m.id,
      home: m.homeName,
      away: m.awayName,
      homeScore: homeScore ?? 0,
      awayScore: awayScore ?? 0,
    };
  });
  const { season, tier, matchType, matchDay } = map;
  return {
    key: `matchday.complete:${season}:${tier}:${matchType}:${matchDay}`,
    type: "matchday.complete",
    tier,
    recipientDiscordId: null,
    payload: {
      occurredAt: stamp(now),
      message: message({
        title: `${tier} ${matchDayLabel(matchDay)}: every result is in`,
        description: results.map((r) => `${r.home} **${r.homeScore}–${r.awayScore}** ${r.away}`).join("\n"),
        link: `/standings?q=${encodeURIComponent(tier)}`,
        color: sources.color,
      }),
      // The day's facts only (docs/operations.md#events), not the map that completed it.
      data: { season, tier, matchType, matchDay, results },
    },
  };
}

/**
 * The playoff line of a tier is decided once its regular season is played out: the standings
 * (the same rules as the standings page, tie-breakers included) name the teams above the line.
 * Clinching earlier by arithmetic is not attempted: with head-to-head tie-breakers it is not
 * decided by wins alone.
 */
async function playoffLineEvent(
  db: Db,
  day: { season: number; tier: TierName },
  color: string | null,
  now: Date,
): Promise<OutwardEvent | null> {
  if ((await unplayedRegulationMatches(db, day.season, day.tier)) > 0) return null;
  const standings = (await seasonStandings(db, day.season)).tiers.find((t) => t.tier === day.tier);
  if (!standings || standings.rows.length === 0) return null;
  const inside = standings.rows.filter((r) => r.position <= standings.playoffLine);
  const line = (r: (typeof inside)[number]) => `${r.position}. ${r.name} (${r.wins}–${r.losses})`;
  return {
    key: `playoffs.line:${day.season}:${day.tier}`,
    type: "playoffs.line",
    tier: day.tier,
    recipientDiscordId: null,
    payload: {
      occurredAt: stamp(now),
      message: message({
        title: `${day.tier} playoffs: the ${inside.length} teams are set`,
        description: inside.map(line).join("\n"),
        link: `/standings?q=${encodeURIComponent(day.tier)}`,
        color,
      }),
      data: {
        season: day.season,
        tier: day.tier,
        playoffLine: standings.playoffLine,
        teams: inside.map((r) => ({ position: r.position, name: r.name, wins: r.wins, losses: r.losses })),
      },
    },
  };
}

/** An admin's decision on an article: the league hears of an approval, the author of either. */
export async function recordArticleEvents(
  db: Db,
  article: {
    id: number;
    title: string;
    subtitle: string | null;
    bannerUrl: string;
    authorDiscordId: string;
    authorName: string | null;
  },
  state: "APPROVED" | "REJECTED",
  now = new Date(),
) {
  const link = `/articles/${article.id}`;
  if (state === "APPROVED")
    await record(db, {
      key: `article.approved:${article.id}`,
      type: "article.approved",
      tier: null,
      recipientDiscordId: null,
      payload: {
        occurredAt: stamp(now),
        message: message({
          title: article.title,
          description: article.subtitle ?? "A new article on Fragboard.",
          link,
          image: article.bannerUrl,
          fields: [{ name: "Author", value: article.authorName ?? "Anonymous", inline: true }],
        }),
        data: { articleId: article.id, title: article.title, author: article.authorName },
      },
    });
  await record(db, {
    key: `article.decided:${article.id}:${state}:${now.getTime()}`,
    type: "article.decided",
    tier: null,
    recipientDiscordId: article.authorDiscordId,
    payload: {
      occurredAt: stamp(now),
      message: message({
        title: state === "APPROVED" ? "Your article was approved" : "Your article was not approved",
        description: article.title,
        link,
      }),
      data: { articleId: article.id, state },
    },
  });
}

export async function recordServerNoticeEvent(
  db: Db,
  notice: { id: number; type: string; message: string },
  now = new Date(),
) {
  await record(db, {
    key: `server.notice:${notice.id}`,
    type: "server.notice",
    tier: null,
    recipientDiscordId: null,
    payload: {
      occurredAt: stamp(now),
      message: message({
        title: notice.type === "alert" ? "Servers notice" : "Servers are back to normal",
        description:
          notice.message ||
          (notice.type === "alert"
            ? "Servers may be unstable or non-functional."
            : "No known problem with the servers."),
        link: "/servers",
        color: notice.type === "alert" ? "#e5a50a" : "#26a269",
      }),
      data: { type: notice.type, message: notice.message },
    },
  });
}

/** A member's game server answers: its connect line, to him alone. */
export async function recordServerReadyEvent(
  db: Db,
  server: {
    id: number;
    owner: string;
    host: string;
    port: number;
    password: string;
    map: string;
    expiresAt: Date;
  },
  now = new Date(),
) {
  const connect = `connect ${server.host}:${server.port}${server.password ? `; password ${server.password}` : ""}`;
  await record(db, {
    key: `server.ready:${server.id}`,
    type: "server.ready",
    tier: null,
    recipientDiscordId: server.owner,
    payload: {
      occurredAt: stamp(now),
      message: message({
        title: "Your server is ready",
        description: `\`${connect}\``,
        link: "/servers",
        fields: [
          { name: "Map", value: server.map, inline: true },
          {
            name: "Until",
            value: `${server.expiresAt.toISOString().replace("T", " ").slice(0, 16)} UTC`,
            inline: true,
          },
        ],
      }),
      data: { serverId: server.id, connect, map: server.map, expiresAt: server.expiresAt.toISOString() },
    },
  });
}

/** How long before a match day's first lock its reminders go out. */
export const PICKEMS_REMINDER_MS = 60 * 60_000;

/**
 * The pickems job (every minute, on one instance): each match day whose first picks lock within the
 * hour gets the league's "lock in one hour" and the members' reminder, once (their keys).
 */
export async function recordPickemsReminders(db: Db, now: Date) {
  const days = await firstLocksBetween(
    db,
    new Date(now.getTime() + PICKEM_LOCK_BEFORE_START_MS),
    new Date(now.getTime() + PICKEM_LOCK_BEFORE_START_MS + PICKEMS_REMINDER_MS),
  );
  for (const day of days) {
    const lock = new Date(day.first.getTime() - PICKEM_LOCK_BEFORE_START_MS);
    const minutes = Math.max(1, Math.round((lock.getTime() - now.getTime()) / 60_000));
    const label = matchDayLabel(day.matchDay);
    const payload = {
      occurredAt: stamp(now),
      message: message({
        title: `Pickems lock in ${minutes} minutes`,
        description: `The first picks of season ${day.season}, ${label} lock at ${lock.toISOString().slice(11, 16)} UTC (${day.matches} matches).`,
        link: "/pickems",
      }),
      data: { season: day.season, matchDay: day.matchDay, locksAt: lock.toISOString(), matches: day.matches },
    };
    await db.transaction(async (tx) => {
      await record(tx, {
        key: `pickems.lock:${day.season}:${day.matchDay}`,
        type: "pickems.lock",
        tier: null,
        recipientDiscordId: null,
        payload,
      });
      await record(tx, {
        key: `pickems.reminder:${day.season}:${day.matchDay}`,
        type: "pickems.reminder",
        tier: null,
        recipientDiscordId: null,
        payload,
      });
    });
  }
}
