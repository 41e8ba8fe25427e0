import {
  PROFILE_LIMITS,
  SOCIAL_PLATFORM_KEYS,
  SOCIAL_PLATFORMS,
  type SocialLink,
  type SocialPlatformKey,
} from "@fragboard/core";
import { useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { inputClass } from "./Field.js";
import { socialLink } from "./profile-form.js";

/**
 * The socials of the profile (spec 000 §5): each platform once, so only unused platforms are
 * offered; Add stays disabled while the handle is empty; removing a link deletes it from the map.
 */
export function SocialsEditor({
  links,
  onChange,
  error,
}: {
  links: readonly SocialLink[];
  onChange: (links: SocialLink[]) => void;
  error: string | undefined;
}) {
  const id = useId();
  const unused = SOCIAL_PLATFORM_KEYS.filter((key) => !links.some((l) => l.platform === key));
  const [picked, setPicked] = useState<SocialPlatformKey | "">("");
  const [handle, setHandle] = useState("");
  const platform = picked && unused.includes(picked) ? picked : unused[0];
  const prefix = platform ? SOCIAL_PLATFORMS[platform].urlPrefix : "";

  function add() {
    if (!platform || handle.trim() === "") return;
    onChange([...links, socialLink(platform, handle)]);
    setHandle("");
    setPicked("");
  }

  return (
    <div className="grid grid-cols-1 gap-2">
      {links.length === 0 ? (
        <p className="text-muted text-sm italic">No links yet</p>
      ) : (
        <ul aria-label="Your links" className="grid grid-cols-1 gap-1">
          {links.map((link) => (
            <li
              key={link.platform}
              className="flex items-center justify-between gap-2 rounded border border-line bg-bg px-2 py-1 text-sm"
            >
              <span className="min-w-0">
                <span className="block font-medium">{SOCIAL_PLATFORMS[link.platform].name}</span>
                <span className="block truncate text-muted text-xs">{link.url}</span>
              </span>
              <Button
                variant="ghost"
                aria-label={`Remove ${SOCIAL_PLATFORMS[link.platform].name}`}
                onClick={() => onChange(links.filter((l) => l.platform !== link.platform))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-bad text-xs">
          {error}
        </p>
      )}
      {platform ? (
        <div className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
          <div>
            <label htmlFor={`${id}-platform`} className="mb-1 block text-muted text-sm">
              Platform
            </label>
            <select
              id={`${id}-platform`}
              className={inputClass}
              value={platform}
              onChange={(e) => setPicked(e.target.value as SocialPlatformKey)}
            >
              {unused.map((key) => (
                <option key={key} value={key}>
                  {SOCIAL_PLATFORMS[key].name}
                </option>
              ))}
            </select>
          </div>
          <div className="min-w-0">
            <label htmlFor={`${id}-handle`} className="mb-1 block text-muted text-sm">
              {SOCIAL_PLATFORMS[platform].name} id
            </label>
            <div className="flex h-9 items-center rounded border border-line bg-bg text-sm focus-within:outline focus-within:outline-2 focus-within:outline-accent">
              <span className="hidden truncate pl-2 text-muted text-xs sm:block" aria-hidden>
                {prefix}
              </span>
              <input
                id={`${id}-handle`}
                aria-describedby={`${id}-prefix`}
                className="h-full min-w-0 flex-1 bg-transparent px-1 outline-none"
                maxLength={PROFILE_LIMITS.url - prefix.length}
                value={handle}
                onChange={(e) => setHandle(e.target.value)}
                onKeyDown={(e) => {
                  // Enter adds the link instead of submitting the whole profile.
                  if (e.key === "Enter") {
                    e.preventDefault();
                    add();
                  }
                }}
              />
            </div>
            <p id={`${id}-prefix`} className="mt-1 truncate text-muted text-xs sm:sr-only">
              Saved as {prefix}your-id
            </p>
          </div>
          <Button onClick={add} disabled={handle.trim() === ""}>
            Add
          </Button>
        </div>
      ) : (
        <p className="text-muted text-xs">Every platform is linked.</p>
      )}
    </div>
  );
}
