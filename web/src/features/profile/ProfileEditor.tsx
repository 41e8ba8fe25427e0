import {
  AGE_OPTIONS,
  ASPECT_RATIO_OPTIONS,
  FAVORITE_WEAPONS,
  IGL_EXPERIENCE_OPTIONS,
  type LoginUser,
  type MePlayer,
  PLAYSTYLES,
  PROFILE_LIMITS,
  PROFILE_MAPS,
  type ProfileBundle,
  type ProfileJson,
  REGION_OPTIONS,
} from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../components/ui/Button.js";
import { type Result, ResultMessage } from "../../components/ui/ResultMessage.js";
import { Switch } from "../../components/ui/Switch.js";
import { ApiError, apiRequest } from "../../lib/api-client.js";
import { mapName } from "../../lib/league/map-name.js";
import { useSeasonMetadata } from "../../lib/league/season-metadata.js";
import { refetchAfterWrite } from "../../lib/queries/query-options.js";
import { Field, FormSection, inputClass, OptionSelect } from "./Field.js";
import { LeagueDetails } from "./LeagueDetails.js";
import {
  bodyOf,
  differs,
  type FieldErrors,
  fieldOfMessage,
  formErrors,
  formOf,
  type ProfileField,
  type ProfileForm,
} from "./profile-form.js";
import { SocialsEditor } from "./SocialsEditor.js";

/** The fields edited as text (selects and inputs). */
type TextField = Exclude<ProfileField, "isIGL" | "socials">;

const choices = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/** The form of 'Your Profile': edits a copy of the saved profile and saves the whole of it. */
export function ProfileEditor({
  saved,
  user,
  player,
}: {
  saved: ProfileJson;
  user: LoginUser;
  player: MePlayer | null;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const currentSeason = useSeasonMetadata().data?.number;
  const [form, setForm] = useState<ProfileForm>(() => formOf(saved));
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<Result | null>(null);
  const [saving, setSaving] = useState(false);
  const errors: FieldErrors = { ...formErrors(form, currentSeason), ...serverErrors };
  const changed = differs(form, saved);

  const set = <K extends ProfileField>(field: K, value: ProfileForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // The server's complaint was about the value just replaced.
    setServerErrors(({ [field]: _, ...rest }) => rest);
    setResult(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const invalid = Object.keys(errors)[0];
    if (invalid) {
      document.getElementById(`${id}-${invalid}`)?.focus();
      return;
    }
    setSaving(true);
    setResult(null);
    try {
      await apiRequest<ProfileJson>("/api/profile", { method: "PATCH", body: bodyOf(form) });
      const fresh = await refetchAfterWrite<ProfileBundle>(queryClient, "/api/profile", {
        discordId: user.discordId,
      });
      // The saved copy is the form, trimmed and without what the server drops.
      setForm(formOf(fresh.profile));
      setResult({ ok: true, text: "Profile saved." });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field =
        error instanceof ApiError && error.status !== null && error.status < 500 && fieldOfMessage(message);
      if (field) {
        setServerErrors({ [field]: message });
        document.getElementById(`${id}-${field}`)?.focus();
      } else {
        setResult({ ok: false, text: `Your profile was not saved: ${message}` });
      }
    } finally {
      setSaving(false);
    }
  }

  const fieldId = (field: ProfileField) => `${id}-${field}`;
  const select = (field: TextField, label: string, options: { value: string; label: string }[]) => (
    <Field id={fieldId(field)} label={label} error={errors[field]}>
      {(control) => (
        <OptionSelect
          control={control}
          value={form[field]}
          options={options}
          onChange={(value) => set(field, value)}
        />
      )}
    </Field>
  );
  const textInput = (
    field: "dpi" | "inGameSensitivity" | "favoriteProPlayer" | "favoriteProTeam",
    label: string,
    maxLength: number,
    inputMode?: "numeric" | "decimal",
  ) => (
    <Field id={fieldId(field)} label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          inputMode={inputMode}
          maxLength={maxLength}
          value={form[field]}
          onChange={(e) => set(field, e.target.value)}
        />
      )}
    </Field>
  );
  const seasons = currentSeason ? Array.from({ length: currentSeason }, (_, i) => String(i + 1)) : [];

  return (
    <form onSubmit={save} noValidate aria-label="Your Profile" className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-3">
        <FormSection title="About you">
          {select("age", "Age", choices(AGE_OPTIONS))}
          {select("region", "Region", choices(REGION_OPTIONS))}
          {select(
            "firstCSCSeason",
            "First CSC season",
            choices(seasons, (s) => `Season ${s}`),
          )}
          <Field id={fieldId("bio")} label="Bio" error={errors.bio}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={PROFILE_LIMITS.bio}
                className="w-full rounded border border-line bg-bg p-2 text-sm aria-[invalid=true]:border-bad"
                value={form.bio}
                onChange={(e) => set("bio", e.target.value)}
              />
            )}
          </Field>
        </FormSection>
        <FormSection title="Leadership and settings">
          <div>
            <Switch
              label="I am an IGL"
              checked={form.isIGL}
              onChange={(on) => set("isIGL", on)}
              tooltip="In-game leader: turn on to say how many seasons you have called"
            />
            {errors.isIGL && <p className="text-bad text-xs">{errors.isIGL}</p>}
          </div>
          <Field
            id={fieldId("iglExperience")}
            label="IGL experience (seasons)"
            hint={form.isIGL ? undefined : "Turn on 'I am an IGL' first."}
            error={errors.iglExperience}
          >
            {(control) => (
              <OptionSelect
                control={control}
                value={form.isIGL ? form.iglExperience : ""}
                options={choices(IGL_EXPERIENCE_OPTIONS)}
                disabled={!form.isIGL}
                onChange={(value) => set("iglExperience", value)}
              />
            )}
          </Field>
          {select("aspectRatio", "Screen ratio", choices(ASPECT_RATIO_OPTIONS))}
          {textInput("dpi", "Mouse DPI", 6, "numeric")}
          {textInput("inGameSensitivity", "In-game sensitivity", 16, "decimal")}
        </FormSection>
        <FormSection title="Favourites">
          {select("favoriteRole", "Playstyle", choices(PLAYSTYLES))}
          {select("favoriteWeapon", "Weapon", choices(FAVORITE_WEAPONS))}
          {select("favoriteMap", "Map", choices(PROFILE_MAPS, mapName))}
          {textInput("favoriteProPlayer", "Pro player", PROFILE_LIMITS.shortText)}
          {textInput("favoriteProTeam", "Pro team", PROFILE_LIMITS.shortText)}
        </FormSection>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <FormSection title="Socials">
          <SocialsEditor
            links={form.socials}
            onChange={(links) => set("socials", links)}
            error={errors.socials}
          />
        </FormSection>
        <FormSection title="League details">
          <LeagueDetails user={user} player={player} />
        </FormSection>
      </div>
      <div className="sticky bottom-0 flex min-h-12 flex-wrap items-center gap-3 border-line border-t bg-bg/95 py-2">
        {changed && (
          <Button type="submit" variant="primary" disabled={saving}>
            {saving ? "Saving..." : "Save"}
          </Button>
        )}
        {changed && !saving && (
          <Button variant="ghost" onClick={() => setForm(formOf(saved))}>
            Undo changes
          </Button>
        )}
        <ResultMessage result={result} />
        {!changed && !result && <p className="text-muted text-sm">Change a field to save your profile.</p>}
      </div>
    </form>
  );
}
