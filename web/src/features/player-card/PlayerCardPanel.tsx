import { type ComponentProps, useRef } from "react";
import { CheckButton } from "../../components/ui/CheckButton.js";
import { downloadUrl } from "../../lib/download.js";
import type { ViewedPlayer } from "../../lib/league/player-standing.js";
import { useElementWidth } from "../../lib/use-element-width.js";
import { CARD_SIZE, PlayerCard } from "./PlayerCard.js";

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

/** The card scaled down to the space it has (never up), with its Export as PNG button. */
export function PlayerCardPanel({
  viewed,
  nameHeading,
}: {
  viewed: ViewedPlayer;
  nameHeading?: ComponentProps<typeof PlayerCard>["nameHeading"];
}) {
  const frame = useRef<HTMLDivElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const scale = width > 0 ? Math.min(1, width / CARD_SIZE.width) : 1;
  return (
    <div className="grid gap-3">
      <div
        ref={frame}
        className="w-full max-w-[1200px] overflow-hidden"
        style={{ height: CARD_SIZE.height * scale }}
      >
        <div style={{ transform: `scale(${scale})`, transformOrigin: "top left", width: CARD_SIZE.width }}>
          <PlayerCard viewed={viewed} ref={card} nameHeading={nameHeading} />
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
