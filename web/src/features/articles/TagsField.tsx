import { ARTICLE_LIMITS } from "@fragboard/core";
import { useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { Chip } from "../../components/ui/Chip.js";
import { normaliseTag } from "./article-draft.js";
import { inputClass } from "./article-form.js";

/** The article's tags: typed one at a time (Enter or "Add tag"), each removable as a chip. */
export function TagsField({
  id,
  tags,
  onChange,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [text, setText] = useState("");
  function add() {
    const tag = normaliseTag(text);
    if (tag && !tags.includes(tag) && tags.length < ARTICLE_LIMITS.tags) onChange([...tags, tag]);
    setText("");
  }
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-sm">
        Tags
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={text}
          maxLength={ARTICLE_LIMITS.tag}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button onClick={add} disabled={normaliseTag(text) === ""}>
          Add tag
        </Button>
      </div>
      {tags.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-1.5">
          {tags.map((tag) => (
            <Chip key={tag} label={tag} onRemove={() => onChange(tags.filter((t) => t !== tag))} />
          ))}
        </div>
      )}
    </div>
  );
}
