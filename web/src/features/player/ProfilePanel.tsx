import {
  type ProfileJson,
  SOCIAL_PLATFORM_KEYS,
  SOCIAL_PLATFORMS,
  type SocialPlatformKey,
} from "@fragboard/core";
import { CheckButton } from "../../components/ui/CheckButton.js";
import { mapName } from "../../lib/league/map-name.js";

const NOT_SPECIFIED = "Not Specified";

type Row = { label: string; value: string | number | undefined };

function Fields({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <h3 className="mb-1 font-semibold text-muted text-xs uppercase tracking-wide">{title}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-muted">{row.label}</dt>
            <dd className={row.value === undefined ? "text-muted italic" : undefined}>
              {row.value ?? NOT_SPECIFIED}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The player's own preferences and links (spec 000 "Player page": the player profile card). */
export function ProfilePanel({
  profile,
  crosshairShareCode,
}: {
  profile: ProfileJson;
  crosshairShareCode: string | undefined;
}) {
  const socials = SOCIAL_PLATFORM_KEYS.flatMap((key): [SocialPlatformKey, string][] => {
    const handle = profile.socials?.[key];
    return handle ? [[key, handle]] : [];
  });
  return (
    <section
      aria-label="Profile"
      className="grid gap-4 rounded-md border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Fields
        title="Preferred"
        rows={[
          { label: "Playstyle", value: profile.favoriteRole },
          { label: "Weapon", value: profile.favoriteWeapon },
          { label: "Map", value: profile.favoriteMap && mapName(profile.favoriteMap) },
        ]}
      />
      <Fields
        title="Game Settings"
        rows={[
          { label: "Screen Ratio", value: profile.aspectRatio },
          { label: "Mouse DPI", value: profile.dpi },
          { label: "In-game Sens", value: profile.inGameSensitivity },
        ]}
      />
      <div>
        <h3 className="mb-1 font-semibold text-muted text-xs uppercase tracking-wide">
          Crosshair Share Code
        </h3>
        {crosshairShareCode ? (
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all rounded bg-bg px-2 py-1 text-xs">{crosshairShareCode}</code>
            <CheckButton
              label="Copy"
              doneLabel="Copied"
              action={() => navigator.clipboard.writeText(crosshairShareCode)}
            />
          </div>
        ) : (
          <p className="text-muted text-sm italic">{NOT_SPECIFIED}</p>
        )}
      </div>
      <div>
        <h3 className="mb-1 font-semibold text-muted text-xs uppercase tracking-wide">Socials</h3>
        {socials.length === 0 ? (
          <p className="text-muted text-sm italic">No links yet</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {socials.map(([platform, url]) => (
              <li key={platform}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline hover:text-accent"
                >
                  {SOCIAL_PLATFORMS[platform].name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
