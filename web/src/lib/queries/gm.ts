import type { ManagedFranchise } from "@fragboard/core";
import { restQuery } from "./query-options.js";

/** The franchises the signed-in user manages (docs/api.md#gm-panel); 401/403 for anyone else. */
export const managedFranchisesQuery = () => ({
  ...restQuery<ManagedFranchise[]>("/api/gm/franchises", {}, 60_000),
  retry: false,
});
