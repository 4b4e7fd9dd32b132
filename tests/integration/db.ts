import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { withDatabase, withName } from "./postgres-admin.ts";

let templateBytes: Buffer | undefined;

/**
 * An isolated, migrated database for one test file or test: a copy of the
 * run's template (see global-setup.ts). PGlite in memory by default; a fresh
 * PostgreSQL database when TEST_DATABASE_URL is set. Closing it drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `hk_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await withDatabase(url, (admin) => admin.query(`create database ${name} template ${inject("postgresTemplate")}`));
    const database = await openDatabase({ databaseUrl: withName(url, name), dataDir: "", migrate: false });
    return {
      ...database,
      close: async () => {
        await database.close();
        await withDatabase(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      },
    };
  }
  templateBytes ??= readFileSync(inject("pgliteTemplatePath"));
  return openDatabase({ dataDir: "", inMemory: true, migrate: false, loadDataDir: new Blob([new Uint8Array(templateBytes)]) });
}
