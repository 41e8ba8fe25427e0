import * as RadixDialog from "@radix-ui/react-dialog";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { Button } from "./Button.js";

/** What a confirmation asks: the question, what happens, and the button that does it. */
export type Confirmation = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The cancel button's words ("Stay", "Cancel"). */
  cancelLabel?: string;
  /** A destructive action: its button is red. */
  destructive?: boolean;
};

/**
 * A question before an action that cannot be taken back or that notifies someone (docs/web.md#forms):
 * `confirm(question)` opens the dialog and resolves true once the user confirms, false when he
 * cancels, presses Escape or clicks outside. Render `dialog` once in the component.
 */
export function useConfirm(): [(question: Confirmation) => Promise<boolean>, ReactNode] {
  const [question, setQuestion] = useState<Confirmation | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const confirm = useCallback(
    (next: Confirmation) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const close = (yes: boolean) => {
    setQuestion(null);
    answer.current(yes);
  };
  const dialog = (
    <RadixDialog.Root open={question !== null} onOpenChange={(open) => !open && close(false)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <RadixDialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-md border border-line bg-surface p-4 shadow-2xl"
        >
          <RadixDialog.Title className="font-bold text-lg">{question?.title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-muted text-sm">
            {question?.description}
          </RadixDialog.Description>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button onClick={() => close(false)}>{question?.cancelLabel ?? "Cancel"}</Button>
            <Button
              variant="primary"
              className={question?.destructive ? "bg-bad text-white hover:bg-bad/80" : undefined}
              onClick={() => close(true)}
            >
              {question?.confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
  return [confirm, dialog];
}
