import { useState } from "react";
import { Avatar } from "../../components/ui/Avatar.js";

/** The franchise logo, or the player's avatar when he has no franchise or the logo does not load. */
export function TeamLogo({
  prefix,
  avatarUrl,
  name,
}: {
  prefix: string | undefined;
  avatarUrl: string;
  name: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!prefix || failed) return <Avatar src={avatarUrl} name={name} className="size-28 text-5xl" />;
  return (
    <img
      src={`/api/logos/${encodeURIComponent(prefix)}.svg`}
      alt={`${prefix} logo`}
      onError={() => setFailed(true)}
      className="size-28 object-contain"
    />
  );
}
