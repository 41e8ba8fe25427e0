import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client.js";
import { type Parse, readStored, type StorageKey, writeStored } from "./storage.js";
import { useLeaveGuard } from "./use-leave-guard.js";

/**
 * The one form hook of the app (docs/web.md#forms): the values being edited, their errors (the
 * form's own checks, and a refusal of the server naming a field), submit with its pending and
 * failed states, and the unsaved-changes guard. With a `draft`, unsaved values are kept in local
 * storage (restored on the next visit, with the person they belong to) until they are submitted.
 * A failed write says why and keeps every value the user typed.
 */

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type FormConfig<T> = {
  /** The values as saved: "unsaved" means different from these. */
  saved: T;
  /** Keeps unsaved values in local storage: its key, its parser, and whose they are. */
  draft?: { key: StorageKey; parse: Parse<T>; owner: string | null };
  /** The form's own checks: a message per field that cannot be sent as it is. */
  validate?: (values: T) => FieldErrors<T>;
  /** Sends the values; may return the values as now saved, which the form restarts from. */
  submit: (values: T) => Promise<T | undefined>;
  /** The field a refusal's message names (shown under that field instead of the form's line). */
  fieldOf?: (message: string) => (keyof T & string) | undefined;
  /** Whether two values are the same (default: equal as JSON). */
  same?: (a: T, b: T) => boolean;
  /** Show the form's own errors as the user types (default: from the first submit on). */
  live?: boolean;
};

export type Form<T> = {
  values: T;
  set: <K extends keyof T & string>(field: K, value: T[K]) => void;
  /** Changes several fields at once, from the latest values (a callback of an editor that lives long). */
  update: (patch: Partial<T>) => void;
  /** Back to the saved values; the draft goes. */
  reset: () => void;
  unsaved: boolean;
  /** The errors to show: the form's own (once a submit was tried, or live), and the server's. */
  errors: FieldErrors<T>;
  /** Every error of the form's own checks, shown or not. */
  invalid: FieldErrors<T>;
  submitting: boolean;
  /** Why the last submit failed, in words; null after a success or a change. */
  failure: string | null;
  /** The last submit succeeded and nothing changed since. */
  succeeded: boolean;
  /** A draft from an earlier visit was restored. */
  restored: boolean;
  onSubmit: (event?: FormEvent) => Promise<boolean>;
  /** The leave-without-saving dialog: render it once. */
  leaveDialog: ReactNode;
  /** The id of a field's control (`${formId}-${field}`), focused when its error is the first. */
  fieldId: (field: keyof T & string) => string;
};

type StoredDraft<T> = { owner: string | null; values: T };

const asJsonEqual = <T,>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);

function readDraft<T>(config: FormConfig<T>): T | undefined {
  const { draft } = config;
  if (!draft) return undefined;
  const stored = readStored<StoredDraft<T>>(draft.key, (raw) => {
    if (typeof raw !== "object" || raw === null) return undefined;
    // A draft kept before drafts named their owner is the values alone: the signed-in person's.
    const record = ("values" in raw ? raw : { owner: draft.owner, values: raw }) as Partial<StoredDraft<T>>;
    if (record.owner !== draft.owner) return undefined;
    const values = draft.parse(record.values);
    return values && { owner: draft.owner, values };
  });
  return stored?.values;
}

export function useForm<T>(formId: string, config: FormConfig<T>): Form<T> {
  const same = config.same ?? asJsonEqual;
  const [restoredDraft] = useState(() => readDraft(config));
  const [values, setValues] = useState<T>(() => restoredDraft ?? config.saved);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const unsaved = !same(values, config.saved);
  const invalid = config.validate?.(values) ?? {};
  const errors: FieldErrors<T> = { ...(tried || config.live ? invalid : {}), ...serverErrors };
  const fieldId = (field: string) => `${formId}-${field}`;

  // The draft follows every change; a saved (or reset) form leaves none behind.
  const draftKey = config.draft?.key;
  const owner = config.draft?.owner ?? null;
  useEffect(() => {
    if (!draftKey) return;
    if (unsaved) writeStored(draftKey, { owner, values } satisfies StoredDraft<T>);
    else window.localStorage.removeItem(draftKey);
  }, [draftKey, owner, values, unsaved]);

  const leaveDialog = useLeaveGuard(unsaved && !submitting, draftKey !== undefined);

  const change = (next: T, fields: string[]) => {
    latest.current = next;
    setValues(next);
    // The server's complaint was about the value just replaced.
    setServerErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field as keyof T & string];
      return rest;
    });
    setFailure(null);
    setSucceeded(false);
  };

  async function onSubmit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault();
    setTried(true);
    const firstInvalid = Object.keys(invalid)[0];
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return false;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const saved = await config.submit(latest.current);
      if (draftKey) window.localStorage.removeItem(draftKey);
      if (saved !== undefined) {
        latest.current = saved;
        setValues(saved);
      }
      setTried(false);
      setSucceeded(true);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refused = error instanceof ApiError && error.status !== null && error.status < 500;
      const field = refused ? config.fieldOf?.(message) : undefined;
      if (field) {
        setServerErrors({ [field]: message } as FieldErrors<T>);
        document.getElementById(fieldId(field))?.focus();
      } else setFailure(message);
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  return {
    values,
    set: (field, value) => change({ ...latest.current, [field]: value }, [field]),
    update: (patch) => change({ ...latest.current, ...patch }, Object.keys(patch)),
    reset: () => change(config.saved, Object.keys(serverErrors)),
    unsaved,
    errors,
    invalid,
    submitting,
    failure,
    succeeded,
    restored: restoredDraft !== undefined && unsaved,
    onSubmit,
    leaveDialog,
    fieldId,
  };
}
