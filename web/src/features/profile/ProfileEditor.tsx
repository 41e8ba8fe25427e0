import type { LoginUser, MePlayer, ProfileBundle, ProfileJson } from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Button } from "../../components/ui/Button.js";
import { ResultMessage } from "../../components/ui/ResultMessage.js";
import { apiRequest } from "../../lib/api-client.js";
import { useSeasonMetadata } from "../../lib/league/season-metadata.js";
import { refetchAfterWrite } from "../../lib/queries/query-options.js";
import { STORAGE_KEYS } from "../../lib/storage.js";
import { useForm } from "../../lib/use-form.js";
import { FormSection } from "./Field.js";
import { LeagueDetails } from "./LeagueDetails.js";
import { AboutSection, FavouritesSection, PlaySection } from "./ProfileSections.js";
import {
  bodyOf,
  fieldOfMessage,
  formErrors,
  formOf,
  type ProfileForm,
  parseForm,
  sameForm,
} from "./profile-form.js";
import { SocialsEditor } from "./SocialsEditor.js";

/**
 * The form of 'Your Profile': edits a copy of the saved profile and saves the whole of it
 * (web/src/lib/use-form.tsx: unsaved edits wait as a draft, leaving asks first).
 */
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
  const form = useForm<ProfileForm>(id, {
    saved: formOf(saved),
    draft: { key: STORAGE_KEYS.draftProfile, parse: parseForm, owner: user.discordId },
    validate: (values) => formErrors(values, currentSeason),
    same: sameForm,
    live: true,
    fieldOf: fieldOfMessage,
    async submit(values) {
      await apiRequest<ProfileJson>("/api/profile", { method: "PATCH", body: bodyOf(values) });
      const fresh = await refetchAfterWrite<ProfileBundle>(queryClient, "/api/profile", {
        discordId: user.discordId,
      });
      // The saved copy is the form, trimmed and without what the server drops.
      return formOf(fresh.profile);
    },
  });
  const sections = { form, currentSeason };

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Your Profile" className="grid gap-4">
      {form.restored && (
        <p role="status" className="rounded border border-line bg-raised p-2 text-sm">
          Your unsaved changes are back: save them, or undo them to start from your saved profile.
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        <AboutSection {...sections} />
        <PlaySection {...sections} />
        <FavouritesSection {...sections} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <FormSection title="Socials">
          <SocialsEditor
            links={form.values.socials}
            onChange={(links) => form.set("socials", links)}
            error={form.errors.socials}
          />
        </FormSection>
        <FormSection title="League details">
          <LeagueDetails user={user} player={player} />
        </FormSection>
      </div>
      <div className="sticky bottom-0 flex min-h-12 flex-wrap items-center gap-3 border-line border-t bg-bg/95 py-2">
        {form.unsaved && (
          <Button type="submit" variant="primary" disabled={form.submitting}>
            {form.submitting ? "Saving..." : "Save"}
          </Button>
        )}
        {form.unsaved && !form.submitting && (
          <Button variant="ghost" onClick={form.reset}>
            Undo changes
          </Button>
        )}
        <ResultMessage
          result={
            form.failure
              ? { ok: false, text: `Your profile was not saved: ${form.failure}` }
              : form.succeeded
                ? { ok: true, text: "Profile saved." }
                : null
          }
        />
        {!form.unsaved && !form.succeeded && !form.failure && (
          <p className="text-muted text-sm">Change a field to save your profile.</p>
        )}
      </div>
      {form.leaveDialog}
    </form>
  );
}
