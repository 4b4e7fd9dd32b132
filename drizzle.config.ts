import { defineConfig } from "drizzle-kit";

// Migrations are generated from the schema and committed; both drivers
// (PGlite and node-postgres) apply the same files at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/*.ts",
  out: "./src/server/db/migrations",
});
