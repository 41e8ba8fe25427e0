import {
  ARTICLE_LIMITS,
  ARTICLE_TITLE_MIN,
  ARTICLE_TITLE_MIN_MESSAGE,
  BANNER_IMAGE_URL_PATTERN,
  BANNER_URL_MESSAGE,
  type Post,
} from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.js";
import { Chip } from "../../components/ui/Chip.js";
import { LoadingScreen } from "../../components/ui/LoadingScreen.js";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { apiRequest } from "../../lib/api-client.js";
import { ARTICLES_KEY_PREFIX } from "../../lib/queries/articles.js";
import { useSession, useSessionPending } from "../../lib/session.js";
import { EMPTY_DRAFT, normaliseTag, useArticleDraft } from "./article-draft.js";
import { RichTextEditor } from "./RichTextEditor.js";

export const LOGGED_OUT_MESSAGE = "You must be logged in to create a post.";

const inputClass = "h-9 w-full rounded border border-line bg-surface px-2 text-sm";

/** /articles/create: a member writes an article; it waits for an admin's approval. */
export default function CreateArticlePage() {
  const { user } = useSession();
  const pending = useSessionPending();
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle tab="New Article">New Article</PageTitle>
      {pending ? (
        <LoadingScreen />
      ) : user ? (
        <ArticleForm />
      ) : (
        <p className="py-8 text-center text-muted">{LOGGED_OUT_MESSAGE}</p>
      )}
    </div>
  );
}

function ArticleForm() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useArticleDraft();
  const [tagText, setTagText] = useState("");
  const [touched, setTouched] = useState({ title: false, bannerURL: false, content: false });
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const errors = {
    title: draft.title.trim().length < ARTICLE_TITLE_MIN ? ARTICLE_TITLE_MIN_MESSAGE : null,
    bannerURL: BANNER_IMAGE_URL_PATTERN.test(draft.bannerURL.trim()) ? null : BANNER_URL_MESSAGE,
    content: draft.content === "" ? "Write the article first." : null,
  };
  // The editor keeps the callback it was created with: changes build on the latest draft, not its.
  const latest = useRef(draft);
  latest.current = draft;
  const update = (patch: Partial<typeof draft>) => {
    latest.current = { ...latest.current, ...patch };
    setDraft(latest.current);
  };

  function addTag() {
    const tag = normaliseTag(tagText);
    if (tag && !draft.tags.includes(tag) && draft.tags.length < ARTICLE_LIMITS.tags) {
      update({ tags: [...draft.tags, tag] });
    }
    setTagText("");
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ title: true, bannerURL: true, content: true });
    if (errors.title || errors.bannerURL || errors.content) return;
    setSubmitting(true);
    setServerError(null);
    try {
      await apiRequest<Post>("/api/fragboard/article", { method: "POST", body: draft });
      setDraft(EMPTY_DRAFT);
      await queryClient.invalidateQueries({ queryKey: [ARTICLES_KEY_PREFIX] });
      navigate("/articles/submitted");
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      setSubmitting(false);
    }
  }

  const fieldError = (field: keyof typeof errors) =>
    touched[field] && errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-bad text-sm">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: keyof typeof errors) =>
    touched[field] && errors[field] ? `${id}-${field}-error` : undefined;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div>
        <label htmlFor={`${id}-title`} className="mb-1 block font-medium text-sm">
          Title
        </label>
        <input
          id={`${id}-title`}
          className={inputClass}
          value={draft.title}
          maxLength={ARTICLE_LIMITS.title}
          onChange={(e) => update({ title: e.target.value })}
          onBlur={() => setTouched({ ...touched, title: true })}
          aria-invalid={Boolean(describedBy("title"))}
          aria-describedby={describedBy("title")}
        />
        {fieldError("title")}
      </div>
      <div>
        <label htmlFor={`${id}-subtitle`} className="mb-1 block font-medium text-sm">
          Subtitle
        </label>
        <input
          id={`${id}-subtitle`}
          className={inputClass}
          value={draft.subtitle}
          maxLength={ARTICLE_LIMITS.subtitle}
          onChange={(e) => update({ subtitle: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-banner`} className="mb-1 block font-medium text-sm">
          Banner image URL
        </label>
        <input
          id={`${id}-banner`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/banner.png"
          className={inputClass}
          value={draft.bannerURL}
          onChange={(e) => update({ bannerURL: e.target.value })}
          onBlur={() => setTouched({ ...touched, bannerURL: true })}
          aria-invalid={Boolean(describedBy("bannerURL"))}
          aria-describedby={describedBy("bannerURL")}
        />
        {fieldError("bannerURL")}
      </div>
      <div>
        <label htmlFor={`${id}-tag`} className="mb-1 block font-medium text-sm">
          Tags
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-tag`}
            className={inputClass}
            value={tagText}
            maxLength={ARTICLE_LIMITS.tag}
            onChange={(e) => setTagText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addTag();
              }
            }}
          />
          <Button onClick={addTag} disabled={normaliseTag(tagText) === ""}>
            Add tag
          </Button>
        </div>
        {draft.tags.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-1.5">
            {draft.tags.map((tag) => (
              <Chip
                key={tag}
                label={tag}
                onRemove={() => update({ tags: draft.tags.filter((t) => t !== tag) })}
              />
            ))}
          </div>
        )}
      </div>
      <div>
        <p id={`${id}-content-label`} className="mb-1 font-medium text-sm">
          Article
        </p>
        <RichTextEditor
          value={draft.content}
          labelledBy={`${id}-content-label`}
          onChange={(content) => update({ content })}
        />
        {fieldError("content")}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.isAnonymous}
          onChange={(e) => update({ isAnonymous: e.target.checked })}
          className="size-4 accent-accent"
        />
        Post anonymously
      </label>
      {serverError && (
        <p role="alert" className="rounded border border-bad/50 bg-bad/10 p-2 text-sm">
          {serverError}
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={submitting}>
          {submitting ? "Submitting..." : "Submit for review"}
        </Button>
      </div>
    </form>
  );
}
