// Benchmark targets: a database of a given size (seeded once, then reused)
// and a production-mode server process over it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import pg from "pg";

export type Target = { name: string; driver: "postgres" | "pglite"; listings: number; env: Record<string, string> };

const ROOT = join(import.meta.dirname, "..");
export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";

export function target(driver: "postgres" | "pglite", listings: number): Target {
  const label = listings >= 1e6 ? `${listings / 1e6}m` : `${listings / 1e3}k`;
  const name = `${driver}-${label}`;
  return driver === "postgres"
    ? { name, driver, listings, env: { DATABASE_URL: `${ADMIN_URL}/hk_bench_${label}` } }
    : { name, driver, listings, env: { DATA_DIR: join(ROOT, "bench", ".data", `pglite-${label}`), DATABASE_URL: "" } };
}

/** Creates and seeds the database unless it already holds a market of this size. */
export async function ensureSeeded(t: Target): Promise<void> {
  if (t.driver === "postgres") {
    const admin = new pg.Client({ connectionString: `${ADMIN_URL}/postgres` });
    await admin.connect();
    const db = t.env.DATABASE_URL!.split("/").at(-1)!;
    const exists = await admin.query("select 1 from pg_database where datname = $1", [db]);
    if (exists.rowCount === 0) await admin.query(`create database ${db}`);
    await admin.end();
    const client = new pg.Client({ connectionString: t.env.DATABASE_URL });
    await client.connect();
    const seeded = await client.query("select listings from market_seed").catch(() => ({ rows: [] as { listings: number }[] }));
    await client.end();
    if (Number(seeded.rows[0]?.listings) === t.listings) return;
  }
  console.error(`Seeding ${t.name} (reused when already seeded)...`);
  const result = spawnSync("node", ["src/cli/seed.ts", "--listings", String(t.listings), "--seed", "1"], {
    cwd: ROOT,
    env: { ...process.env, ...t.env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`seeding ${t.name} failed`);
}

/** `cpus`: the server held to these CPUs by `taskset -c` (e.g. "0"), its child process keeping the same pid. */
export async function startServer(t: Target, port: number, extraEnv: Record<string, string> = {}, cpus?: string): Promise<ChildProcess> {
  // BENCH_NODE_FLAGS: extra flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const flags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const command = cpus ? ["taskset", "-c", cpus, "node"] : ["node"];
  const child = spawn(command[0]!, [...command.slice(1), ...flags, "bench/api-server.ts"], {
    cwd: ROOT,
    env: { ...process.env, ...t.env, ...extraEnv, NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn", TRUST_PROXY: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server for ${t.name} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`server for ${t.name} did not start`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}
