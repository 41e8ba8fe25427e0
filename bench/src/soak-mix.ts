import { FRANCHISES } from "@fragboard/core";

/**
 * The soak benches' read mix (lists, GraphQL, standings, health) for 200 visitors behind one
 * proxy (TRUST_PROXY=1), each from `10.<subnet>.<n>.7` with the rate limit's budget as in
 * production.
 */
export function soakRequests(season: number, subnet: number) {
  const graphql = JSON.stringify({ query: FRANCHISES, variables: { season } });
  const mix = [
    { path: `/api/csc/cached-players?season=${season}` },
    { path: `/api/csc/cached-stats?season=${season}&matchType=Regulation` },
    { path: "/api/graphql/core", method: "POST" as const, body: graphql },
    { path: `/api/fragboard/standings?season=${season}` },
    { path: "/api/health" },
  ];
  return Array.from({ length: 200 }, (_, visitor) =>
    mix.map((r) => ({
      ...r,
      headers: { "content-type": "application/json", "x-forwarded-for": `10.${subnet}.${visitor}.7` },
    })),
  ).flat();
}
