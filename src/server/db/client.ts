import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./data-dir-lock.ts";
import { StartupError } from "./startup-error.ts";

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), "migrations");

/** The subset of a connection both drivers share: raw SQL with positional parameters. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** drizzle's typed query builder over whichever driver is in use; both speak the same PostgreSQL dialect. */
export type Drizzle = PgDatabase<PgQueryResultHKT>;

/**
 * A connection or an open transaction: raw SQL where a decision record says it
 * was measured faster, drizzle's typed builder (row types from the schema) for the rest.
 */
export interface Executor extends Queryable {
  db: Drizzle;
}

export interface Database extends Executor {
  kind: "pglite" | "postgres";
  transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (tests copy a migrated template). */
  dump?(): Promise<Blob>;
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Skip migrations (tests that load an already-migrated template). */
  migrate?: boolean;
  /** Start PGlite from a dump of an already-migrated data directory (tests). */
  loadDataDir?: Blob;
  /** Keep PGlite in memory instead of DATA_DIR (tests). */
  inMemory?: boolean;
}

// int8 (count(*), bigint ids) and numeric come back as strings from pg and as
// numbers or strings from PGlite; both drivers are told to return numbers here,
// the one place where that conversion happens. Our values stay far below 2^53.
const INT8 = 20;
const NUMERIC = 1700;

// bytea (the file store's PDFs) crosses PGlite's boundary as hex text. Its own
// codec walks the bytes one by one in JavaScript: storing a 600 KB PDF cost
// ~300 ms of CPU and reading it ~70 ms, more than signing it. Node's hex codec
// does the same in native code (bench/pdf-signing.ts measures the sign call).
const BYTEA = 17;
const byteaToHex = (value: unknown) => {
  if (!(value instanceof Uint8Array)) throw new Error("Invalid input for bytea type");
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
};
const byteaFromHex = (text: string) => Buffer.from(text.slice(2), "hex");

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options);
  if (options.migrate !== false) await applyMigrations(database);
  return database;
}

async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const release = options.inMemory ? () => {} : lockDataDir(options.dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.inMemory ? {} : { dataDir: join(options.dataDir, "pg") }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
      parsers: { [INT8]: Number, [NUMERIC]: Number, [BYTEA]: byteaFromHex },
      serializers: { [BYTEA]: byteaToHex },
    });
  } catch (error) {
    release();
    throw new StartupError(`Cannot open the embedded database in ${options.dataDir}: ${(error as Error).message}`);
  }
  const query = async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params)).rows;
  return {
    kind: "pglite",
    db: drizzlePglite({ client }) as unknown as Drizzle,
    query,
    transaction: (work) =>
      client.transaction((tx) =>
        work({
          query: async (sql, params) => (await tx.query(sql, params)).rows as never,
          // drizzle's PGlite session only calls query() and exec(), which a PGlite transaction has too.
          db: drizzlePglite({ client: tx as unknown as PGlite }) as unknown as Drizzle,
        }),
      ),
    dump: () => client.dumpDataDir("none"),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: 5000,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format as "text")) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server must not crash the process.
  pool.on("error", () => {});
  try {
    await pool.query("select 1");
  } catch (error) {
    await pool.end().catch(() => {});
    throw new StartupError(
      `Cannot reach the database at ${redact(databaseUrl)}: ${(error as Error).message || (error as NodeJS.ErrnoException).code}`,
    );
  }
  const query = async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[];
  return {
    kind: "postgres",
    db: drizzlePg({ client: pool }) as unknown as Drizzle,
    query,
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await work({
          query: async (sql, params) => (await client.query(sql, params)).rows,
          db: drizzlePg({ client }) as unknown as Drizzle,
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Hide the password of a connection string in messages. */
export function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(invalid DATABASE_URL)";
  }
}
