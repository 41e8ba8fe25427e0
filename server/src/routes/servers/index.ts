import { serverListResponseSchema } from "@fragboard/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.js";
import { serverList } from "./list.js";

/** On-demand game servers (docs/api.md#servers): the list; requests, details and stops come with sessions. */
export const serversRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Game servers run in real time, not in the simulated league's "today".
  app.get(
    "/servers",
    {
      schema: {
        summary: "Running on-demand game servers and the servers notice",
        response: { 200: serverListResponseSchema },
      },
    },
    async () => serverList(db, new Date()),
  );
};
