// The database file store on both drivers: bytes come back exactly as stored
// (every byte value, an empty file, a PDF-sized one), with their size and
// SHA-256; fixed keys keep the first writer's bytes; a deleted key is gone.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { databaseFileStore, sha256Hex, type FileStore } from "./file-store.ts";

describe("the database file store", () => {
  let database: Database;
  let files: FileStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    files = databaseFileStore(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it("gives back exactly the bytes stored, with their size and SHA-256", async () => {
    const everyByte = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    const pdfSized = new Uint8Array(randomBytes(600 * 1024));
    // A view into a larger buffer: only the viewed bytes are stored.
    const view = new Uint8Array(randomBytes(64).buffer, 16, 32);
    for (const bytes of [everyByte, pdfSized, new Uint8Array(0), view]) {
      const key = await files.put(bytes, "application/pdf");
      const stored = await files.get(key);
      expect(stored).not.toBeNull();
      expect(stored!.bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.compare(Buffer.from(stored!.bytes), Buffer.from(bytes))).toBe(0);
      expect([stored!.size, stored!.sha256, stored!.contentType]).toEqual([bytes.byteLength, sha256Hex(bytes), "application/pdf"]);
    }
  });

  it("keeps the first writer's bytes under a fixed key, and forgets a deleted key", async () => {
    const first = await files.putFixed("test/fixed", new Uint8Array([1, 2, 3]), "application/octet-stream");
    const second = await files.putFixed("test/fixed", new Uint8Array([9, 9]), "application/octet-stream");
    expect([...first.bytes]).toEqual([1, 2, 3]);
    expect([...second.bytes]).toEqual([1, 2, 3]);
    const key = await files.put(new Uint8Array([7]), "image/png");
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
  });
});
