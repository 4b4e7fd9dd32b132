// Every file store: the database on both drivers, and an S3 bucket on a real S3
// peer on loopback. Bytes come back exactly as stored (every byte value, an
// empty file, a PDF-sized one), with their size, SHA-256 and content type;
// fixed keys keep the first writer's bytes, also when writers race; a deleted
// key is gone.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSharedTestDatabase } from "../../../../tests/integration/db.ts";
import { startS3Peer } from "../../../../tests/integration/s3-peer.ts";
import { databaseFileStore, databaseKeyLock, newFileKey, sha256Hex, type FileStore } from "./file-store.ts";
import { s3FileStore } from "./s3-file-store.ts";

/** Two handles on one store, as two server processes hold it (one each), and how to let go of both. */
interface Opened {
  stores: [FileStore, FileStore];
  close(): Promise<void>;
}

const kinds: [string, () => Promise<Opened>][] = [
  [
    "the database store",
    async () => {
      const [first, second] = await createSharedTestDatabase(2);
      return { stores: [databaseFileStore(first!), databaseFileStore(second!)], close: () => first!.close() };
    },
  ],
  [
    // The peer overwrites despite If-None-Match (s3-file-store.int.test.ts shows it): here the database's lock keeps the first writer.
    "the S3 store on a peer that ignores If-None-Match, with the database's key lock",
    async () => {
      const [[first, second], peer] = await Promise.all([createSharedTestDatabase(2), startS3Peer()]);
      const stores = [s3FileStore(peer.config, databaseKeyLock(first!)), s3FileStore(peer.config, databaseKeyLock(second!))] as const;
      return {
        stores: [...stores],
        close: async () => {
          for (const store of stores) store.close();
          await peer.close();
          await first!.close();
        },
      };
    },
  ],
  [
    "the S3 store on a peer that honours If-None-Match, without a lock",
    async () => {
      const peer = await startS3Peer({ conditionalWrites: true });
      const stores = [s3FileStore(peer.config), s3FileStore(peer.config)] as const;
      return {
        stores: [...stores],
        close: async () => {
          for (const store of stores) store.close();
          await peer.close();
        },
      };
    },
  ],
];

describe.each(kinds)("%s", (_kind, open) => {
  let opened: Opened;
  let files: FileStore;
  beforeAll(async () => {
    opened = await open();
    files = opened.stores[0];
  });
  afterAll(async () => {
    await opened.close();
  });

  it("gives back exactly the bytes stored, with their size and SHA-256", async () => {
    const everyByte = Uint8Array.from({ length: 512 }, (_, i) => i % 256);
    const pdfSized = new Uint8Array(randomBytes(600 * 1024));
    // A view into a larger buffer: only the viewed bytes are stored.
    const view = new Uint8Array(randomBytes(64).buffer, 16, 32);
    for (const bytes of [everyByte, pdfSized, new Uint8Array(0), view]) {
      const key = await files.put(bytes, "application/pdf");
      expect(key).toMatch(/^f\/[A-Za-z0-9_-]{22}$/);
      const stored = await files.get(key);
      expect(stored).not.toBeNull();
      expect(stored!.bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.compare(Buffer.from(stored!.bytes), Buffer.from(bytes))).toBe(0);
      expect([stored!.size, stored!.sha256, stored!.contentType]).toEqual([bytes.byteLength, sha256Hex(bytes), "application/pdf"]);
    }
    expect(await files.get("f/never-written")).toBeNull();
    // A key made beforehand holds nothing until its bytes are written under it.
    const chosen = newFileKey();
    expect(await files.get(chosen)).toBeNull();
    await files.putAt(chosen, everyByte, "image/webp");
    expect(await opened.stores[1].get(chosen)).toMatchObject({ size: 512, sha256: sha256Hex(everyByte), contentType: "image/webp" });
  });

  it("keeps the first writer's bytes under a fixed key, and forgets a deleted key", async () => {
    const first = await files.putFixed("test/fixed", new Uint8Array([1, 2, 3]), "application/octet-stream");
    const second = await files.putFixed("test/fixed", new Uint8Array([9, 9]), "image/png");
    expect([...first.bytes]).toEqual([1, 2, 3]);
    expect([...second.bytes]).toEqual([1, 2, 3]);
    expect([second.size, second.sha256, second.contentType]).toEqual([3, sha256Hex(new Uint8Array([1, 2, 3])), "application/octet-stream"]);
    const key = await files.put(new Uint8Array([7]), "image/png");
    expect((await files.get(key))?.contentType).toBe("image/png");
    await files.delete(key);
    expect(await files.get(key)).toBeNull();
    await files.delete(key);
  });

  it("gives every writer racing for an empty fixed key the same first bytes, from one process or two", async () => {
    for (const round of [1, 2, 3]) {
      const key = `test/race-${round}`;
      const candidates = Array.from({ length: 6 }, (_, i) => new Uint8Array(randomBytes(1024 + i)));
      const answers = await Promise.all(
        candidates.map((bytes, i) => opened.stores[i % 2]!.putFixed(key, bytes, "application/octet-stream")),
      );
      const kept = (await files.get(key))!;
      expect(candidates.some((bytes) => Buffer.compare(Buffer.from(bytes), Buffer.from(kept.bytes)) === 0)).toBe(true);
      for (const answer of answers) expect(answer.sha256).toBe(kept.sha256);
    }
  });
});
