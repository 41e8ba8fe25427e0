import { type ComponentProps, useRef } from "react";
import { CheckButton } from "../../components/ui/CheckButton.js";
import { cx } from "../../components/ui/cx.js";
import { downloadUrl } from "../../lib/download.js";
import type { ViewedPlayer } from "../../lib/league/player-standing.js";
import { useElementWidth } from "../../lib/use-element-width.js";
import { CARD_SIZE, PlayerCardGraphic } from "./PlayerCardGraphic.js";

/** Draws `node` into a PNG of exactly the card's size; html-to-image loads on the first export. */
async function exportCardPng(node: HTMLElement, fileName: string): Promise<void> {
  const { toPng } = await import("html-to-image");
  const url = await toPng(node, {
    width: CARD_SIZE.width,
    height: CARD_SIZE.height,
    canvasWidth: CARD_SIZE.width,
    canvasHeight: CARD_SIZE.height,
    pixelRatio: 1,
  });
  downloadUrl(fileName, url);
}

/**
 * Below this the shrunk card's small print is too small to read (a 375 px phone would show it at
 * 0.3): it is shown at full size instead, scrolling sideways.
 */
const MIN_READABLE_SCALE = 0.6;

/**
 * The card fitted to the space it has (never enlarged), or at full size in a sideways-scrolling
 * frame where fitting would make it unreadable, with its Export as PNG button. The export always
 * draws the 1200×630 card itself, whatever is on screen.
 */
export function PlayerCardPanel({
  viewed,
  nameHeading,
}: {
  viewed: ViewedPlayer;
  nameHeading?: ComponentProps<typeof PlayerCardGraphic>["nameHeading"];
}) {
  const frame = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const fit = width > 0 ? Math.min(1, width / CARD_SIZE.width) : 1;
  const scrolls = fit < MIN_READABLE_SCALE;
  const scale = scrolls ? 1 : fit;
  return (
    <div className="grid gap-3">
      {scrolls && <p className="text-muted text-xs">Scroll sideways to see the whole card.</p>}
      {/* One frame either way: it is what is measured. Scrolling, it is focusable for the keyboard. */}
      <div
        ref={frame}
        {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": "Player card" } : {})}
        className={cx("w-full max-w-[1200px]", scrolls ? "overflow-x-auto" : "overflow-hidden")}
        style={scrolls ? undefined : { height: CARD_SIZE.height * scale }}
      >
        <div style={{ transform: `scale(${scale})`, transformOrigin: "top left", width: CARD_SIZE.width }}>
          <PlayerCardGraphic viewed={viewed} ref={card} nameHeading={nameHeading} />
        </div>
      </div>
      <div>
        <CheckButton
          label="Export as PNG"
          doneLabel="Exported"
          action={async () => {
            if (card.current) await exportCardPng(card.current, `${viewed.player.name}-card.png`);
          }}
        />
      </div>
    </div>
  );
}
