import { Link } from "react-router";

/** A pickems player by his league name (his Discord id when he has no player), linked to his picks. */
export function MemberLink({ discordId, names }: { discordId: string; names: ReadonlyMap<string, string> }) {
  return (
    <Link to={`/pickems/explorer/${encodeURIComponent(discordId)}`} className="text-accent hover:underline">
      {names.get(discordId) ?? `Discord user ${discordId}`}
    </Link>
  );
}
