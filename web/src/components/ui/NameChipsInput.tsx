import { Button } from "./Button.js";
import { Chip } from "./Chip.js";

/**
 * Text box + Filter button that turn names into removable chips (spec 000 §2, §5): Enter adds too,
 * blank input is ignored, and a name already present (in any case) is not added twice. The text
 * is the caller's, so a list can also filter by it as it is typed. Changes are updates of the chips
 * as they are when they land, so two made before the page re-renders both count.
 */
export function NameChipsInput({
  chips,
  onChange,
  text,
  onTextChange,
}: {
  chips: readonly string[];
  onChange: (update: (current: readonly string[]) => string[]) => void;
  text: string;
  onTextChange: (text: string) => void;
}) {
  const setText = onTextChange;

  const add = () => {
    const name = text.trim();
    setText("");
    const present = (list: readonly string[]) =>
      list.some((chip) => chip.toLowerCase() === name.toLowerCase());
    if (name === "" || present(chips)) return;
    // Checked again on the chips as they are: one added since the last render may be this name.
    onChange((current) => (present(current) ? [...current] : [...current, name]));
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <form
        className="flex gap-1"
        aria-label="Filter players by name"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Player name"
          type="search"
          aria-label="Player name"
          className="h-8 w-44 rounded border border-line bg-surface px-2 text-sm placeholder:text-muted"
        />
        <Button type="submit">Filter</Button>
      </form>
      {chips.map((chip) => (
        <Chip
          key={chip}
          label={chip}
          onRemove={() => onChange((current) => current.filter((c) => c !== chip))}
        />
      ))}
    </div>
  );
}
