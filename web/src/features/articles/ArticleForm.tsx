import { ARTICLE_LIMITS, type Post } from "@fragboard/core";
import { useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/Button.js";
import { apiRequest } from "../../lib/api-client.js";
import { ARTICLES_KEY_PREFIX } from "../../lib/queries/articles.js";
import { STORAGE_KEYS } from "../../lib/storage.js";
import { useForm } from "../../lib/use-form.js";
import { type ArticleDraft, EMPTY_DRAFT, parseDraft } from "./article-draft.js";
import { articleErrors, articleFieldOf, inputClass } from "./article-form.js";
import { RichTextEditor } from "./RichTextEditor.js";
import { TagsField } from "./TagsField.js";

/**
 * The create form of /articles/create: the draft lives in local storage until it is submitted
 * (spec 000 §4), leaving with one unsent asks first, and a refused submit keeps every word.
 */
export function ArticleForm({ author }: { author: string }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ArticleDraft>(id, {
    saved: EMPTY_DRAFT,
    draft: { key: STORAGE_KEYS.draftPost, parse: parseDraft, owner: author },
    validate: articleErrors,
    fieldOf: articleFieldOf,
    async submit(draft) {
      await apiRequest<Post>("/api/fragboard/article", { method: "POST", body: draft });
      await queryClient.invalidateQueries({ queryKey: [ARTICLES_KEY_PREFIX] });
      return EMPTY_DRAFT;
    },
  });
  const { values, errors, update, fieldId } = form;

  const errorOf = (field: keyof ArticleDraft) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className="mt-1 text-bad text-sm">
        {errors[field]}
      </p>
    ) : null;
  const invalidProps = (field: keyof ArticleDraft) => ({
    "aria-invalid": errors[field] !== undefined,
    "aria-describedby": errors[field] ? `${fieldId(field)}-error` : undefined,
  });

  return (
    <form
      onSubmit={async (event) => {
        if (await form.onSubmit(event)) navigate("/articles/submitted");
      }}
      noValidate
      className="grid gap-4"
    >
      {form.restored && (
        <p role="status" className="rounded border border-line bg-raised p-2 text-sm">
          Your unsent draft is back. It stays in this browser until you submit it.
        </p>
      )}
      <div>
        <label htmlFor={fieldId("title")} className="mb-1 block font-medium text-sm">
          Title
        </label>
        <input
          id={fieldId("title")}
          className={inputClass}
          value={values.title}
          maxLength={ARTICLE_LIMITS.title}
          onChange={(e) => update({ title: e.target.value })}
          {...invalidProps("title")}
        />
        {errorOf("title")}
      </div>
      <div>
        <label htmlFor={fieldId("subtitle")} className="mb-1 block font-medium text-sm">
          Subtitle
        </label>
        <input
          id={fieldId("subtitle")}
          className={inputClass}
          value={values.subtitle}
          maxLength={ARTICLE_LIMITS.subtitle}
          onChange={(e) => update({ subtitle: e.target.value })}
        />
      </div>
      <div>
        <label htmlFor={fieldId("bannerURL")} className="mb-1 block font-medium text-sm">
          Banner image URL
        </label>
        <input
          id={fieldId("bannerURL")}
          type="url"
          inputMode="url"
          placeholder="https://example.com/banner.png"
          className={inputClass}
          value={values.bannerURL}
          onChange={(e) => update({ bannerURL: e.target.value })}
          {...invalidProps("bannerURL")}
        />
        {errorOf("bannerURL") ?? (
          <p className="mt-1 text-muted text-xs">
            Optional: an image address ending in .png, .jpg, .gif or .svg.
          </p>
        )}
      </div>
      <TagsField id={fieldId("tags")} tags={values.tags} onChange={(tags) => update({ tags })} />
      <div>
        <p id={`${fieldId("content")}-label`} className="mb-1 font-medium text-sm">
          Article
        </p>
        <RichTextEditor
          value={values.content}
          labelledBy={`${fieldId("content")}-label`}
          onChange={(content) => update({ content })}
        />
        {errorOf("content")}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={values.isAnonymous}
          onChange={(e) => update({ isAnonymous: e.target.checked })}
          className="size-4 accent-accent"
        />
        Post anonymously
      </label>
      {form.failure && (
        <p role="alert" className="rounded border border-bad/50 bg-bad/10 p-2 text-sm">
          Your article was not submitted: {form.failure} Your draft is kept.
        </p>
      )}
      <div>
        <Button type="submit" variant="primary" disabled={form.submitting}>
          {form.submitting ? "Submitting..." : "Submit for review"}
        </Button>
      </div>
      {form.leaveDialog}
    </form>
  );
}
