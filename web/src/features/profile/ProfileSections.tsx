import {
  AGE_OPTIONS,
  ASPECT_RATIO_OPTIONS,
  FAVORITE_WEAPONS,
  IGL_EXPERIENCE_OPTIONS,
  PLAYSTYLES,
  PROFILE_LIMITS,
  PROFILE_MAPS,
  REGION_OPTIONS,
} from "@fragboard/core";
import { Switch } from "../../components/ui/Switch.js";
import { mapName } from "../../lib/league/map-name.js";
import type { Form } from "../../lib/use-form.js";
import { Field, FormSection, inputClass, OptionSelect } from "./Field.js";
import type { ProfileField, ProfileForm } from "./profile-form.js";

/** The profile form's three sections of fields: about the player, how he plays, his favourites. */

type Props = { form: Form<ProfileForm>; currentSeason: number | undefined };
type TextField = Exclude<ProfileField, "isIGL" | "socials">;

const choices = (values: readonly string[], label: (v: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/** A select and a text box of one field, wired to the form. */
function controls({ form }: Props) {
  const select = (field: TextField, label: string, options: { value: string; label: string }[]) => (
    <Field id={form.fieldId(field)} label={label} error={form.errors[field]}>
      {(control) => (
        <OptionSelect
          control={control}
          value={form.values[field]}
          options={options}
          onChange={(value) => form.set(field, value)}
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
    <Field id={form.fieldId(field)} label={label} error={form.errors[field]}>
      {(control) => (
        <input
          {...control}
          className={inputClass}
          inputMode={inputMode}
          maxLength={maxLength}
          value={form.values[field]}
          onChange={(e) => form.set(field, e.target.value)}
        />
      )}
    </Field>
  );
  return { select, textInput };
}

export function AboutSection(props: Props) {
  const { form, currentSeason } = props;
  const { select } = controls(props);
  const seasons = currentSeason ? Array.from({ length: currentSeason }, (_, i) => String(i + 1)) : [];
  return (
    <FormSection title="About you">
      {select("age", "Age", choices(AGE_OPTIONS))}
      {select("region", "Region", choices(REGION_OPTIONS))}
      {select(
        "firstCSCSeason",
        "First CSC season",
        choices(seasons, (s) => `Season ${s}`),
      )}
      <Field id={form.fieldId("bio")} label="Bio" error={form.errors.bio}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={PROFILE_LIMITS.bio}
            className="w-full rounded border border-line bg-bg p-2 text-sm aria-[invalid=true]:border-bad"
            value={form.values.bio}
            onChange={(e) => form.set("bio", e.target.value)}
          />
        )}
      </Field>
    </FormSection>
  );
}

export function PlaySection(props: Props) {
  const { form } = props;
  const { select, textInput } = controls(props);
  return (
    <FormSection title="Leadership and settings">
      <div>
        <Switch
          label="I am an IGL"
          checked={form.values.isIGL}
          onChange={(on) => form.set("isIGL", on)}
          tooltip="In-game leader: turn on to say how many seasons you have called"
        />
        {form.errors.isIGL && <p className="text-bad text-xs">{form.errors.isIGL}</p>}
      </div>
      <Field
        id={form.fieldId("iglExperience")}
        label="IGL experience (seasons)"
        hint={form.values.isIGL ? undefined : "Turn on 'I am an IGL' first."}
        error={form.errors.iglExperience}
      >
        {(control) => (
          <OptionSelect
            control={control}
            value={form.values.isIGL ? form.values.iglExperience : ""}
            options={choices(IGL_EXPERIENCE_OPTIONS)}
            disabled={!form.values.isIGL}
            onChange={(value) => form.set("iglExperience", value)}
          />
        )}
      </Field>
      {select("aspectRatio", "Screen ratio", choices(ASPECT_RATIO_OPTIONS))}
      {textInput("dpi", "Mouse DPI", 6, "numeric")}
      {textInput("inGameSensitivity", "In-game sensitivity", 16, "decimal")}
    </FormSection>
  );
}

export function FavouritesSection(props: Props) {
  const { select, textInput } = controls(props);
  return (
    <FormSection title="Favourites">
      {select("favoriteRole", "Playstyle", choices(PLAYSTYLES))}
      {select("favoriteWeapon", "Weapon", choices(FAVORITE_WEAPONS))}
      {select("favoriteMap", "Map", choices(PROFILE_MAPS, mapName))}
      {textInput("favoriteProPlayer", "Pro player", PROFILE_LIMITS.shortText)}
      {textInput("favoriteProTeam", "Pro team", PROFILE_LIMITS.shortText)}
    </FormSection>
  );
}
