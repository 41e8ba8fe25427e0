import type { LeaguePlayer, MatchType } from "@fragboard/core";
import { Link } from "react-router";
import { playerPath } from "../../lib/league/player-lookup.js";
import { Avatar } from "./Avatar.js";
import { noStatsInSeason } from "./messages.js";

/**
 * A player of the league with no stats in the season and match type shown: say exactly that (not
 * "nobody named ..."), with a link to the default selection, where he most likely has some.
 */
export function PlayerWithoutStats({
  player,
  season,
  matchType,
  heading: Heading = "h1",
}: {
  player: Pick<LeaguePlayer, "name" | "avatarUrl">;
  season: number;
  matchType: MatchType;
  heading?: "h1" | "h2";
}) {
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-3 py-12 text-center">
      <Avatar src={player.avatarUrl} name={player.name} className="size-16 text-2xl" />
      <Heading className="font-bold text-2xl">{player.name}</Heading>
      <p className="text-muted">{noStatsInSeason(player.name, season, matchType)}</p>
      <p>
        {/* Deliberately without the selection: the default season and match type. */}
        <Link to={playerPath(player.name)} className="underline hover:text-accent">
          See his current season
        </Link>
      </p>
    </section>
  );
}
