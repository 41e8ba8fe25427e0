import { type ComponentProps, useRef, useState } from "react";
import { CheckButton } from "../../components/ui/CheckButton.js";
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
 * Below this the shrunk card's small print is too small to read (a 390 px phone would show it at
 * 0.3): the card's content is shown in one column instead, at the width there is.
 */
const MIN_READABLE_SCALE = 0.6;

const newSeed = () => Math.floor(Math.random() * 2 ** 32);

/**
 * The card fitted to the space it has (never enlarged), or where fitting would make it unreadable
 * (a phone) its content in one column, readable without scrolling sideways; with its Export as PNG
 * button. The export always draws the 1200×630 card: on a phone one kept off-screen for it.
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
  const [seed] = useState(newSeed);
  const width = useElementWidth(frame);
  const fit = width > 0 ? Math.min(1, width / CARD_SIZE.width) : 1;
  const compact = fit < MIN_READABLE_SCALE;
  return (
    <div className="grid gap-3">
      {/* One frame either way: it is what is measured. */}
      <div
        ref={frame}
        className="w-full max-w-[1200px] overflow-hidden"
        style={compact ? undefined : { height: CARD_SIZE.height * fit }}
      >
        {compact ? (
          <PlayerCardGraphic viewed={viewed} seed={seed} compact nameHeading={nameHeading} />
        ) : (
          <div style={{ transform: `scale(${fit})`, transformOrigin: "top left", width: CARD_SIZE.width }}>
            <PlayerCardGraphic viewed={viewed} seed={seed} ref={card} nameHeading={nameHeading} />
          </div>
        )}
      </div>
      {compact && (
        // The card the export draws: off-screen (not scrolled to: a fixed box left of the page) and
        // hidden from assistive technology, which reads the column above.
        <div aria-hidden inert className="pointer-events-none fixed top-0 left-[-10000px]">
          <PlayerCardGraphic viewed={viewed} seed={seed} ref={card} testId="player-card-export" />
        </div>
      )}
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
