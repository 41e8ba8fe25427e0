import type { MatchType } from "@fragboard/core";

export const MATCH_TYPE_LABELS: Record<MatchType, string> = { Regulation: "Regulation", Combine: "Combines" };
