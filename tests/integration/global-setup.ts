import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/server/db/client.ts";
import { templateDatabaseName, withDatabase, withName } from "./postgres-admin.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrate one template database per run, then every test copies it: a dump of a
 * migrated PGlite directory, or a PostgreSQL database used as CREATE DATABASE
 * ... TEMPLATE. Opening a fresh PGlite and migrating per test would cost seconds.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = templateDatabaseName();
    await withDatabase(url, async (admin) => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.query(`create database ${template}`);
    });
    const database = await openDatabase({ databaseUrl: withName(url, template), dataDir: "" });
    await database.close();
    project.provide("postgresTemplate", template);
    project.provide("pgliteTemplatePath", "");
    return async () => {
      await withDatabase(url, (admin) => admin.query(`drop database if exists ${template} with (force)`));
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "hk-portal-template-"));
  const database = await openDatabase({ dataDir: dir, inMemory: true });
  const dump = await database.dump!();
  await database.close();
  const path = join(dir, "template.tar");
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}
