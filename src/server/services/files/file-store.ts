// Where the portal keeps files (PDFs, drawn signatures, the demo sealing
// certificate): a key in, the bytes out, whichever process asks. The default
// store is the database every process shares (decision 0078); with S3_URL it is
// an S3 bucket (s3-file-store.ts, decision 0084).
import { createHash, randomBytes } from "node:crypto";
import type { Database, Executor } from "../../db/client.ts";
import { deleteStoredFile, insertStoredFile, storedFileByKey, withKeyLock } from "../../db/files/stored-file-queries.ts";

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  size: number;
  /** Lower-case hex SHA-256 of the bytes. */
  sha256: string;
}

export interface FileStore {
  /** Stores new bytes under a fresh random key and answers the key. */
  put(bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * Stores new bytes under a key the caller made with `newFileKey()` beforehand, so it can record the key before
   * the bytes are written (a record that outlives a failed write names nothing, and its clean-up finds the key).
   */
  putAt(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Stores bytes under a fixed key unless the key already holds some (the first writer wins); answers what the key holds. */
  putFixed(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A fresh key for `put`: 128 random bits. */
export function newFileKey(): string {
  return `f/${randomBytes(16).toString("base64url")}`;
}

/** Runs `work` while no other run under the same key is under way, in any process. */
export type KeyLock = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/** The lock every process of one database shares: PostgreSQL's advisory lock, held for one transaction. */
export function databaseKeyLock(database: Database): KeyLock {
  return (key, work) => withKeyLock(database, key, work);
}

/** The PostgreSQL-backed store (bytea rows), shared by every process on the same database. */
export function databaseFileStore(executor: Executor): FileStore {
  async function write(key: string, bytes: Uint8Array, contentType: string): Promise<boolean> {
    return insertStoredFile(executor, { key, bytes, contentType, size: bytes.byteLength, sha256: sha256Hex(bytes) });
  }
  async function get(key: string): Promise<StoredFile | null> {
    const row = await storedFileByKey(executor, key);
    if (!row) return null;
    const bytes = new Uint8Array(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
    return { bytes, contentType: row.contentType, size: row.size, sha256: row.sha256 };
  }
  return {
    async put(bytes, contentType) {
      const key = newFileKey();
      await write(key, bytes, contentType);
      return key;
    },
    async putAt(key, bytes, contentType) {
      await write(key, bytes, contentType);
    },
    get,
    delete: (key) => deleteStoredFile(executor, key),
    async putFixed(key, bytes, contentType) {
      await write(key, bytes, contentType);
      return (await get(key))!;
    },
  };
}

/** The file store as a CertificateVault of the PDF engine: fixed keys, bytes in and out. */
export function certificateVault(store: FileStore) {
  return {
    get: async (key: string) => (await store.get(`vault/${key}`))?.bytes ?? null,
    put: async (key: string, bytes: Uint8Array) => {
      await store.putFixed(`vault/${key}`, bytes, "application/octet-stream");
    },
  };
}
