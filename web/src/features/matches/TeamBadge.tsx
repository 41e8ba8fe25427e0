import type { MatchTeam } from "@fragboard/core";
import { cx } from "../../components/ui/cx.js";

/** A team's franchise logo (a neutral square for a combine team) and its name. */
export function TeamBadge({
  team,
  align = "left",
  wrap = false,
  className,
}: {
  team: MatchTeam;
  align?: "left" | "right";
  /** Break a long name onto lines instead of cutting it (the match page's header). */
  wrap?: boolean;
  className?: string;
}) {
  const logo = team.franchise && `/api/logos/${encodeURIComponent(team.franchise.prefix)}.svg`;
  return (
    <span
      className={cx(
        "flex min-w-0 items-center gap-2",
        align === "right" && "flex-row-reverse text-right",
        className,
      )}
    >
      {logo ? (
        <img src={logo} alt="" width={24} height={24} className="size-6 shrink-0 rounded" />
      ) : (
        <span aria-hidden className="size-6 shrink-0 rounded bg-line" />
      )}
      <span
        className={cx("min-w-0", wrap ? "break-words" : "truncate")}
        title={team.franchise ? `${team.name} (${team.franchise.name})` : team.name}
      >
        {team.name}
      </span>
    </span>
  );
}
