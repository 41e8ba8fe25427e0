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
  /**
   * The match page's header: a long name breaks onto lines instead of being cut, and on a phone
   * the logo stands above it (beside it, two names and the score left a name ~120 px: mid-word);
   * below 420 px, where the header stacks the teams, it is beside it again.
   */
  wrap?: boolean;
  className?: string;
}) {
  const logo = team.franchise && `/api/logos/${encodeURIComponent(team.franchise.prefix)}.svg`;
  return (
    <span
      className={cx(
        "flex min-w-0 items-center gap-2",
        wrap
          ? cx(
              "flex-col text-center max-[419px]:flex-row",
              align === "right" ? "sm:flex-row-reverse sm:text-right" : "sm:flex-row sm:text-left",
            )
          : align === "right" && "flex-row-reverse text-right",
        className,
      )}
    >
      {logo ? (
        <img src={logo} alt="" width={24} height={24} className="size-6 shrink-0 rounded" />
      ) : (
        <span aria-hidden className="size-6 shrink-0 rounded bg-line" />
      )}
      <span
        className={cx("min-w-0", wrap ? "max-w-full break-words" : "truncate")}
        title={team.franchise ? `${team.name} (${team.franchise.name})` : team.name}
      >
        {team.name}
      </span>
    </span>
  );
}
