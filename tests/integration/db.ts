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
  return (await createSharedTestDatabase(1))[0]!;
}

/**
 * `processes` handles on one test database, as separate server processes
 * would hold: separate connection pools on PostgreSQL; on PGlite (one
 * process by nature) the same instance. Closing the first drops it.
 */
export async function createSharedTestDatabase(processes: number): Promise<Database[]> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `hk_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
    await withDatabase(url, (admin) => admin.query(`create database ${name} template ${inject("postgresTemplate")}`));
    const handles = await Promise.all(
      Array.from({ length: processes }, () => openDatabase({ databaseUrl: withName(url, name), dataDir: "", migrate: false })),
    );
    const [first, ...others] = handles;
    return [
      {
        ...first!,
        close: async () => {
          await Promise.all(others.map((other) => other.close().catch(() => {})));
          await first!.close();
          await withDatabase(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
        },
      },
      ...others.map((other) => ({ ...other, close: async () => other.close().catch(() => {}) })),
    ];
  }
  templateBytes ??= readFileSync(inject("pgliteTemplatePath"));
  const database = await openDatabase({
    dataDir: "",
    inMemory: true,
    migrate: false,
    loadDataDir: new Blob([new Uint8Array(templateBytes)]),
  });
  return [database, ...Array.from({ length: processes - 1 }, () => ({ ...database, close: async () => {} }))];
}
