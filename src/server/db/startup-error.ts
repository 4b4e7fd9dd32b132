/**
 * An error the process cannot recover from at start-up (locked data directory,
 * unreachable database, port in use...). main.ts prints its message as one line
 * and exits non-zero, never a stack dump.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
