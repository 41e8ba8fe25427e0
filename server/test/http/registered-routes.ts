import type { FastifyInstance } from "fastify";

/** A route as registered: method and URL, `:param` segments as Fastify writes them. */
export type RegisteredRoute = { method: string; url: string };

/**
 * Every route of a ready app, read from Fastify's route tree (printRoutes), whose lines nest a
 * child's segment under its parent's: "├── /api/fragboard/pickems (GET, HEAD)", "│   └── Search (GET, HEAD)".
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = "", segment = "", methods] = match;
    const depth = indent.length / 4;
    const url = (parents[depth - 1] ?? "") + segment;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of methods?.split(", ") ?? []) routes.push({ method, url });
  }
  return routes;
}

/** The REST routes: under /api, not the docs themselves, not GraphQL, not the implicit HEADs. */
export const restRoutes = (app: FastifyInstance) =>
  registeredRoutes(app).filter(
    ({ method, url }) =>
      method !== "HEAD" &&
      url.startsWith("/api/") &&
      !url.startsWith("/api/docs") &&
      !url.includes("/graphql/"),
  );

/** `/api/fragboard/articles/:id` -> `/api/fragboard/articles/{id}`, as OpenAPI writes paths. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
