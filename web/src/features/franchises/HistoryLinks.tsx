import type { Settings } from "@fragboard/core";
import { useQuery } from "@tanstack/react-query";
import { configQuery } from "../../lib/queries/league.js";

const links = (config: Pick<Settings, "franchiseHistoryLinks">) => config.franchiseHistoryLinks;

/**
 * The league's franchise history spreadsheets (spec 000 §2), as the admin lists them in the
 * configuration (docs/api.md#config). They live outside the app, so they open in a new tab; with
 * none configured the page says nothing about them.
 */
export function HistoryLinks() {
  const config = useQuery({ ...configQuery(), select: links });
  if (!config.data?.length) return null;
  return (
    <nav
      aria-label="Franchise history"
      className="mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm"
    >
      <span className="text-muted">Franchise history:</span>
      {config.data.map((link) => (
        <a
          key={link.url}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-accent underline hover:text-ink"
        >
          {link.label}
          <span className="sr-only"> (spreadsheet, opens in a new tab)</span>
        </a>
      ))}
    </nav>
  );
}
