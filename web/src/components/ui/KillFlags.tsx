/** The kill feed's badges (headshot, wallbang...): a player's match history and the match page show them. */

type Flags = {
  headshot: boolean;
  wallbang: boolean;
  noscope: boolean;
  throughSmoke: boolean;
  blinded: boolean;
  airborne: boolean;
  trade: boolean;
};

const KILL_FLAGS: { flag: keyof Flags; label: string; title: string }[] = [
  { flag: "headshot", label: "HS", title: "Headshot" },
  { flag: "wallbang", label: "WB", title: "Wallbang" },
  { flag: "noscope", label: "NS", title: "No scope" },
  { flag: "throughSmoke", label: "SM", title: "Through smoke" },
  { flag: "blinded", label: "BL", title: "Killer was blinded" },
  { flag: "airborne", label: "AIR", title: "Killer was airborne" },
  { flag: "trade", label: "TR", title: "Trade kill" },
];

export function KillFlags(flags: Flags) {
  return KILL_FLAGS.filter(({ flag }) => flags[flag]).map(({ label, title }) => (
    <abbr key={label} title={title} className="rounded bg-line px-1 text-[10px] no-underline">
      {label}
    </abbr>
  ));
}
