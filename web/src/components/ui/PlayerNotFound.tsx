import { useState } from "react";
import { useDocumentTitle } from "../../lib/document-title.js";
import { playerPath } from "../../lib/league/player-lookup.js";
import { SelectionLink, useSelectionNavigate } from "../../lib/league/selection-link.js";
import { Button } from "./Button.js";

/**
 * No player has the name of the address: say so, offer close names, the players list and a name
 * search, instead of an empty page.
 */
export function PlayerNotFound({
  id,
  suggestions,
}: {
  id: string;
  suggestions: readonly { name: string }[];
}) {
  useDocumentTitle("Player not found");
  const navigate = useSelectionNavigate();
  const [text, setText] = useState("");
  return (
    <div className="mx-auto max-w-xl py-12 text-center">
      <h1 className="font-bold text-2xl">Player not found</h1>
      <p className="mt-2 text-muted">
        Nobody named <span className="font-semibold text-ink">“{id}”</span> plays in this league. Names are
        matched ignoring capitals; a CSC id works too.
      </p>
      {suggestions.length > 0 && (
        <nav aria-label="Similar names" className="mt-6">
          <p className="text-muted text-sm">Did you mean</p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {suggestions.map((player) => (
              <li key={player.name}>
                <SelectionLink
                  to={playerPath(player.name)}
                  className="inline-block rounded-full border border-line px-3 py-1 hover:bg-raised"
                >
                  {player.name}
                </SelectionLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> has no implicit role in today's screen readers yet; the role on the form does */}
      <form
        role="search"
        className="mt-6 flex justify-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const name = text.trim();
          if (name !== "") navigate(playerPath(name));
        }}
      >
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label="Player name"
          placeholder="Player name or CSC id"
          className="h-8 w-56 rounded border border-line bg-surface px-2 text-sm placeholder:text-muted"
        />
        <Button type="submit">Search</Button>
      </form>
      <p className="mt-6">
        <SelectionLink to="/players" className="underline hover:text-accent">
          Browse all players
        </SelectionLink>
      </p>
    </div>
  );
}
