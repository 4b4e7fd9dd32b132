// Password hashing: argon2id with the OWASP Password Storage Cheat Sheet's
// first configuration (19 MiB memory, 2 iterations, 1 lane).
import { hash, verify, type Algorithm } from "@node-rs/argon2";

// Algorithm.Argon2id is an ambient const enum, which this build cannot read: its value is 2.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A hash of a password nobody knows, with the same parameters: verifying
// against it costs what a real verify costs, so an unknown address (or an
// account without a password) answers as slowly as a wrong password.
let dummyHash: Promise<string> | undefined;
function dummy(): Promise<string> {
  dummyHash ??= hash(`unknown-account-${Math.random()}`, OPTIONS);
  return dummyHash;
}

/** True only for a real hash that matches; a null hash still spends one verify. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Computes the dummy hash at start, so the first unknown address is not faster than the rest. */
export async function warmUpPasswords(): Promise<void> {
  await dummy();
}
