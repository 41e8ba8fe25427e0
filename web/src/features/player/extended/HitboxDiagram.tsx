import type { ExtendedStats } from "@fragboard/core";
import { HITGROUP_LABELS } from "../../../lib/extended-stat-labels.js";
import { BODY_REGIONS, type BodyRegion, hitboxShares } from "./hitbox-shares.js";

/**
 * Each region's outline and where its percentage is written. The figure faces the viewer, so his
 * left arm and leg are drawn on the right.
 */
const SHAPES: Record<BodyRegion, { path: string; label: [number, number] }> = {
  Head: { path: "M100 8a22 24 0 1 1 0 48a22 24 0 1 1 0-48z", label: [100, 37] },
  Chest: { path: "M66 64h68l6 58H60z", label: [100, 97] },
  Stomach: { path: "M62 124h76l-4 50H66z", label: [100, 153] },
  RightArm: { path: "M62 66l-12 4-20 96 16 4 22-80z", label: [36, 128] },
  LeftArm: { path: "M138 66l12 4 20 96-16 4-22-80z", label: [164, 128] },
  RightLeg: { path: "M66 176h32l-4 118H70z", label: [82, 240] },
  LeftLeg: { path: "M102 176h32l-4 118h-24z", label: [118, 240] },
};

/** A body silhouette shaded by where his bullets land (darker = more hits), with the shares as text. */
export function HitboxDiagram({ tags }: { tags: ExtendedStats["hitboxTags"] }) {
  const shares = hitboxShares(tags);
  const highest = Math.max(...BODY_REGIONS.map((r) => shares[r]), 1);
  return (
    <figure aria-label="Where his hits land" className="m-0 flex flex-col items-center">
      <svg viewBox="0 0 200 300" className="h-72 w-auto" aria-hidden>
        {BODY_REGIONS.map((region) => {
          const { path, label } = SHAPES[region];
          return (
            <g key={region}>
              <title>
                {HITGROUP_LABELS[region]}: {shares[region].toFixed(1)}% of hits
              </title>
              <path
                d={path}
                fill="#f59e0b"
                fillOpacity={0.12 + (0.78 * shares[region]) / highest}
                stroke="#8b95a7"
                strokeWidth={1.5}
              />
              <text
                x={label[0]}
                y={label[1]}
                textAnchor="middle"
                fontSize={region.includes("Arm") ? 10 : 12}
                fontWeight={700}
                fill="#e6e9ef"
                stroke="#0a0d13"
                strokeWidth={3}
                paintOrder="stroke"
              >
                {Math.round(shares[region])}%
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-center text-muted text-xs">
        Share of hits by body part (neck counts as head; untargeted hits left out)
        <ul className="sr-only">
          {BODY_REGIONS.map((region) => (
            <li key={region}>
              {HITGROUP_LABELS[region]}: {shares[region].toFixed(1)}%
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
