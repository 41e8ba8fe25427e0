import { Link } from "react-router";

/** A pickems player by the name the server gives him (docs/api.md#pickems), linked to his picks. */
export function MemberLink({ discordId, name }: { discordId: string; name: string }) {
  return (
    <Link to={`/pickems/explorer/${encodeURIComponent(discordId)}`} className="text-accent hover:underline">
      {name}
    </Link>
  );
}
