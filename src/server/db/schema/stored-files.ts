import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL bytea: a Uint8Array on both drivers (node-postgres gives a Buffer, which is one). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

// The file store's default home (decision 0078): PDFs, drawn signatures and
// the demo sealing certificate, in the database every process shares. A file
// is written once under its key and never changed; its SHA-256 is kept to
// check what is read back.
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  /** Lower-case hex. */
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
