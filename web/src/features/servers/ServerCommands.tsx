import { useId } from "react";

/**
 * The chat commands of a Pug & Prac server (spec 000 §3: the panel beside the form). They are the
 * game server's, typed in its chat; this page only lists them.
 */
const COMMANDS: readonly { group: string; items: readonly [string, string][] }[] = [
  {
    group: "Pug",
    items: [
      [".ready / .unready", "mark yourself ready; the match goes live when everyone is"],
      [".pause / .unpause", "pause at the next freeze time; both teams unpause"],
      [".tech", "technical pause"],
      [".knife", "start with a knife round; the winner types .stay or .swap"],
      [".restart", "restart the match (both teams must agree)"],
    ],
  },
  {
    group: "Practice",
    items: [
      [".prac / .exitprac", "enter or leave practice mode"],
      [".map de_<name>", "change the map"],
      [".noclip", "fly through the map"],
      [".bot / .nobots", "place a bot where you stand / remove them"],
      [".rethrow", "throw your last grenade again"],
      [".spawn <n>", "go to competitive spawn n"],
    ],
  },
];

export function ServerCommands() {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded border border-line bg-surface p-4">
      <h2 id={id} className="mb-2 font-semibold">
        Pug/Prac commands
      </h2>
      {COMMANDS.map(({ group, items }) => (
        <div key={group} className="mb-3 last:mb-0">
          <h3 className="mb-1 text-muted text-xs uppercase tracking-wide">{group}</h3>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {items.map(([command, what]) => (
              <div key={command} className="contents">
                <dt>
                  <code className="whitespace-nowrap rounded bg-raised px-1 text-accent">{command}</code>
                </dt>
                <dd className="text-muted">{what}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
