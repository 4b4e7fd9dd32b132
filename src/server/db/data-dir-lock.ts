import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync, accessSync, constants } from "node:fs";
import { join } from "node:path";
import { StartupError } from "./startup-error.ts";

/**
 * PGlite has no lock of its own: two processes on one directory corrupt it.
 * We take an exclusive lock file holding our pid. A lock left by a process that
 * no longer exists (killed with SIGKILL) is taken over.
 */
// Paths locked by this process: a lock file naming our own pid is only stale
// when we did not take it (a container restarted with the same pid).
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable: choose another directory with DATA_DIR=...`);
  }
  const lockPath = join(dataDir, "portal.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw new StartupError(`Cannot create the lock file in ${dataDir}: ${(error as Error).message}`);
      }
      const holder = Number(readFileSync(lockPath, "utf8").trim());
      const ours = holder === process.pid;
      if (Number.isInteger(holder) && holder > 0 && (ours ? heldHere.has(lockPath) : isAlive(holder))) {
        throw new StartupError(
          `The data directory ${dataDir} is in use by another portal process (pid ${holder}). Stop it first, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new StartupError(`Cannot lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
