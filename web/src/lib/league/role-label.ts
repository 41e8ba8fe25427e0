import { ROLE_LABELS, ROLES } from "@fragboard/core";

/**
 * How a displayed role reads: a computed role by its label ("AWPer"), a configured novelty label
 * as it is, and "-" when no role stands out.
 */
export function roleLabelOf(role: string): string {
  const known = ROLES.find((r) => r === role);
  return known ? ROLE_LABELS[known] : role || "-";
}
