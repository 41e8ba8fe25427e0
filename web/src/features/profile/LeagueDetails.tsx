import type { LoginUser, MePlayer } from "@fragboard/core";
import { useId } from "react";
import { inputClass } from "./Field.js";

/** League details are the league's, not the player's to change (spec 000 §5: disabled, at most 255). */
const MAX_LENGTH = 255;

/** The read-only league details block of 'Your Profile': who the league knows you as. */
export function LeagueDetails({ user, player }: { user: LoginUser; player: MePlayer | null }) {
  const id = useId();
  const team = player?.team;
  const rows: [string, string][] = [
    ["Discord", user.discordUsername],
    ...(player
      ? ([
          ["Player name", player.name],
          ["CSC ID", player.id],
          ["Steam64 ID", player.steam64Id],
          ["Tier", player.tier],
          ["Contract", player.type],
          ["Team", team ? team.name : "No team"],
          ["Franchise", team ? `${team.franchise.name} (${team.franchise.prefix})` : "No franchise"],
        ] satisfies [string, string][])
      : []),
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {rows.map(([label, value], i) => (
        <div key={label}>
          <label htmlFor={`${id}-${i}`} className="mb-1 block text-muted text-sm">
            {label}
          </label>
          <input
            id={`${id}-${i}`}
            className={inputClass}
            value={value}
            maxLength={MAX_LENGTH}
            disabled
            readOnly
          />
        </div>
      ))}
      {!player && (
        <p className="text-muted text-sm sm:col-span-2">
          Your Discord account is not linked to a player of the league yet.
        </p>
      )}
    </div>
  );
}
