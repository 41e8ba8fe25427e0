import { timestamp } from "drizzle-orm/pg-core";

/** Every point in time is a timestamptz read back as a Date (serialised as ISO by the API). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
