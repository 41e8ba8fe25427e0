import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "../../components/ui/Button.js";

const loadDialog = () => import("../../components/ui/Dialog.js");
const Dialog = lazy(async () => ({ default: (await loadDialog()).Dialog }));

/**
 * The 'Player Card' button and its dialog. The dialog's code (focus trap, scroll lock: about 7 KB
 * gzip) is not part of the page's first render: it is fetched when the button is pointed at or
 * focused, and the first click opens the dialog as soon as it is there.
 */
export function PlayerCardButton({ title, children }: { title: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      variant="primary"
      onClick={onClick}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
    >
      Player Card
    </Button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <Dialog title={title} trigger={button()} defaultOpen>
        {children}
      </Dialog>
    </Suspense>
  );
}
