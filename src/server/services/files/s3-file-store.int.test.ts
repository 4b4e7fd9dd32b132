// What only the S3 store has: its credentials, the SHA-256 it writes with each
// object, and the peer the shared file store test relies on for its lock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { startS3Peer, type S3Peer } from "../../../../tests/integration/s3-peer.ts";
import { s3FileStore, type S3FileStore } from "./s3-file-store.ts";

let peer: S3Peer;
let store: S3FileStore;
/** The bucket as another tool sees it, through the SDK itself. */
let raw: S3Client;
beforeAll(async () => {
  peer = await startS3Peer();
  store = s3FileStore(peer.config);
  const { endpoint, region, accessKeyId, secretAccessKey } = peer.config;
  raw = new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
});
afterAll(async () => {
  raw.destroy();
  store.close();
  await peer.close();
});

describe("the S3 store's credentials", () => {
  it("fails loudly with a wrong secret or an unknown key: an error naming the cause, never a missing file", async () => {
    const wrongSecret = s3FileStore({ ...peer.config, secretAccessKey: "not-the-secret" });
    const key = await store.put(new Uint8Array([1]), "image/png");
    await expect(wrongSecret.get(key)).rejects.toThrow(
      `S3 reading ${key} in bucket files at ${peer.config.endpoint} failed: the secret does not match the access key (SignatureDoesNotMatch)`,
    );
    await expect(wrongSecret.get("f/never-written")).rejects.toThrow(/the secret does not match the access key/);
    await expect(wrongSecret.put(new Uint8Array([1]), "image/png")).rejects.toThrow(/^S3 writing f\/\S+ .*the secret does not match/);
    await expect(wrongSecret.putFixed("test/wrong-secret", new Uint8Array([1]), "image/png")).rejects.toThrow(/the secret does not match/);
    await expect(wrongSecret.delete(key)).rejects.toThrow(/^S3 deleting .*the secret does not match/);
    const unknownKey = s3FileStore({ ...peer.config, accessKeyId: "NOBODY" });
    await expect(unknownKey.get(key)).rejects.toThrow(/the access key is unknown \(InvalidAccessKeyId\)/);
    for (const store of [wrongSecret, unknownKey]) store.close();
  });
});

describe("the SHA-256 written with each object", () => {
  it("is the object's metadata, and bytes that no longer match it are refused", async () => {
    const key = await store.put(new TextEncoder().encode("hello"), "text/plain");
    const head = await raw.send(new HeadObjectCommand({ Bucket: "files", Key: key }));
    expect(head.Metadata).toEqual({ sha256: "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824" });
    // Another writer replaces the bytes and keeps the old digest.
    await raw.send(new PutObjectCommand({ Bucket: "files", Key: key, Body: "jello", Metadata: head.Metadata! }));
    await expect(store.get(key)).rejects.toThrow(`S3 object ${key} in bucket files does not match the SHA-256 it was written with`);
    // An object some other tool wrote without the digest is read, with the digest of its bytes.
    await raw.send(new PutObjectCommand({ Bucket: "files", Key: "test/no-digest", Body: "hello", ContentType: "text/plain" }));
    expect((await store.get("test/no-digest"))?.sha256).toBe("2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824");
  });
});

describe("the test peer", () => {
  it("overwrites a key despite If-None-Match: * (so the shared test's S3 store without conditional writes proves the lock)", async () => {
    await raw.send(new PutObjectCommand({ Bucket: "files", Key: "test/condition", Body: "first", IfNoneMatch: "*" }));
    await raw.send(new PutObjectCommand({ Bucket: "files", Key: "test/condition", Body: "second", IfNoneMatch: "*" }));
    expect((await store.get("test/condition"))?.bytes).toEqual(new TextEncoder().encode("second"));
  });
});
