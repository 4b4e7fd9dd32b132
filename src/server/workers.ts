// WEB_CONCURRENCY > 1: this process becomes a small supervisor and the server
// runs in that many worker processes sharing the port (node:cluster hands the
// connections round). Rendering a page is CPU-bound JavaScript on one thread;
// workers let a PostgreSQL deployment use every core. Each worker holds its
// own listing index and connection pool. The embedded database is one
// process's, so config.ts refuses WEB_CONCURRENCY > 1 without DATABASE_URL.
import cluster, { type Worker } from "node:cluster";

export interface SupervisorOptions {
  workers: number;
  /** Workers still running this long after SIGTERM/SIGINT are killed and the supervisor exits 1. */
  shutdownLimitMs: number;
  log?: (line: string) => void;
}

/** True in a worker (or without cluster mode): the caller starts the server. */
export const isServerProcess = (workers: number) => workers <= 1 || cluster.isWorker;

/**
 * Forks the workers and watches them: a worker that dies after it started
 * listening is replaced; one that fails to start stops them all (its own
 * message says why) and the supervisor exits 1. SIGTERM and SIGINT are passed
 * on, and the supervisor exits once every worker has finished its requests.
 */
export function superviseWorkers({ workers, shutdownLimitMs, log = (line) => console.error(line) }: SupervisorOptions): void {
  const listening = new WeakSet<Worker>();
  const running = new Set<Worker>();
  let stopping = false;
  let failed = false;
  const fork = () => running.add(cluster.fork());

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of running) worker.process.kill(signal);
    const force = setTimeout(() => {
      log(`Workers still running ${shutdownLimitMs / 1000} s after ${signal}: killing them.`);
      for (const worker of running) worker.process.kill("SIGKILL");
      process.exit(1);
    }, shutdownLimitMs);
    force.unref();
  };

  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    running.delete(worker);
    if (!stopping) {
      if (listening.has(worker)) {
        log(`Worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another.`);
        fork();
        return;
      }
      failed = true;
      stopAll("SIGTERM");
    }
    if (code !== 0 && code !== null) failed = true;
    if (running.size === 0) process.exit(failed ? 1 : 0);
  });
  process.on("SIGTERM", () => stopAll("SIGTERM"));
  process.on("SIGINT", () => stopAll("SIGINT"));
  for (let i = 0; i < workers; i++) fork();
}
