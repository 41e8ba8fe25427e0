import type { BadgeType } from "@fragboard/core";

/**
 * The accolade icons, drawn rather than typed as emoji: a phone or desktop without an emoji font
 * showed an empty box for 🏆 ⭐ 👑 🎖. Each is a 16×16 shape in the text colour.
 */
const SHAPES: Record<BadgeType, string> = {
  // A cup on a stem and base, handles either side.
  championship:
    "M4 2h8v1h2.5v2.5A3 3 0 0 1 11.6 8.4 4 4 0 0 1 9 10.6V12h2v2H5v-2h2v-1.4A4 4 0 0 1 4.4 8.4 3 3 0 0 1 1.5 5.5V3H4zm0 2.5H3v1A1.5 1.5 0 0 0 4 6.9zm8 0v2.4a1.5 1.5 0 0 0 1-1.4v-1z",
  // A five-pointed star.
  "all-star": "M8 1.2l2.1 4.3 4.7.7-3.4 3.3.8 4.7L8 11.9l-4.2 2.3.8-4.7-3.4-3.3 4.7-.7z",
  // A crown of three points on a band.
  mvp: "M1.5 4.5l3.5 3L8 2.5l3 5 3.5-3-1.5 7.5h-10zM3 13h10v1.5H3z",
  // A round medal hanging from a ribbon.
  other: "M4.5 1h2.5l1 3 1-3h2.5L9.8 5.6a4.5 4.5 0 1 1-3.6 0zM8 7.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
};

export function BadgeIcon({ type, className }: { type: BadgeType; className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width={16}
      height={16}
      aria-hidden
      focusable="false"
      data-badge={type}
      className={className}
    >
      <path d={SHAPES[type]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
