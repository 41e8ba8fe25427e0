import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.js";

/** Facts about the database itself, e.g. which simulated league it holds (key "seed"). */
export const meta = pgTable("meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});
