/** The dark theme's colours (index.css) as ECharts options: axes, tooltips and legends look alike everywhere. */

export const CHART_INK = "#e6e9ef";
export const CHART_MUTED = "#8b95a7";
export const CHART_LINE = "#263043";

export const CHART_AXIS = {
  axisLabel: { color: CHART_MUTED },
  axisLine: { lineStyle: { color: CHART_LINE } },
  splitLine: { lineStyle: { color: CHART_LINE } },
  nameTextStyle: { color: CHART_MUTED },
};

export const CHART_TOOLTIP = {
  backgroundColor: "#1a2130",
  borderColor: CHART_LINE,
  textStyle: { color: CHART_INK },
  // Stays inside the chart on a narrow phone screen.
  confine: true,
};

/** Escapes text for a tooltip formatter (ECharts renders its string as HTML; player names are user data). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What a tooltip formatter gets of the item under the pointer (a player's point or bar is named). */
export type TooltipItem = { name?: string; seriesName?: string; value?: unknown };

function tooltipItem(params: unknown): TooltipItem {
  const item = Array.isArray(params) ? params[0] : params;
  return typeof item === "object" && item !== null ? item : {};
}

/** A tooltip on the item under the pointer, its text from `describe` (escape what it quotes: escapeHtml). */
export const itemTooltip = (describe: (item: TooltipItem) => string) => ({
  ...CHART_TOOLTIP,
  trigger: "item" as const,
  formatter: (params: unknown) => describe(tooltipItem(params)),
});
