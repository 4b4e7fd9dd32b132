// What only the S3 store has: its credentials, the start-up check of S3_URL,
// the SHA-256 it writes with each object, and the peer the shared file store
// test relies on for its lock.
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../config.ts";
import { StartupError } from "../../db/startup-error.ts";
import { startS3Peer, type S3Peer } from "../../../../tests/integration/s3-peer.ts";
import { checkS3Bucket, s3FileStore, type S3FileStore } from "./s3-file-store.ts";

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

/** A loopback address where nothing listens. */
async function closedEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

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

describe("the start-up check of S3_URL", () => {
  const refusal = async (config: S3Config) => {
    const error = await checkS3Bucket(config).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(StartupError);
    const message = (error as Error).message;
    expect(message).not.toContain(config.secretAccessKey);
    expect(message.split("\n")).toHaveLength(1);
    return message;
  };

  it("passes when the endpoint answers, the bucket exists and the credentials are accepted", async () => {
    await expect(checkS3Bucket(peer.config)).resolves.toBeUndefined();
  });

  it("names an unreachable endpoint, a missing bucket and refused credentials in one line", async () => {
    const nowhere = await closedEndpoint();
    expect(await refusal({ ...peer.config, endpoint: nowhere })).toBe(
      `Cannot use the S3 bucket files at ${nowhere} (S3_URL): the endpoint cannot be reached (ECONNREFUSED).`,
    );
    expect(await refusal({ ...peer.config, bucket: "no-such-bucket" })).toBe(
      `Cannot use the S3 bucket no-such-bucket at ${peer.config.endpoint} (S3_URL): the bucket does not exist (NoSuchBucket).`,
    );
    expect(await refusal({ ...peer.config, secretAccessKey: "wrong-secret-1234" })).toMatch(
      /: the secret does not match the access key \(SignatureDoesNotMatch\)\.$/,
    );
    expect(await refusal({ ...peer.config, accessKeyId: "NOBODY" })).toMatch(/: the access key is unknown \(InvalidAccessKeyId\)\.$/);
  });

  it("ends the server process at start with that one line, before it opens the database", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "s3-start-"));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        ...process.env,
        S3_URL: peer.url.replace(":S3RVER@", ":wrong-secret-1234@"),
        DATA_DIR: dataDir,
        PORT: "0",
        SEED_LISTINGS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    onTestFinished(() => void child.kill());
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(await readdir(dataDir)).toEqual([]);
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toEqual([
      `Cannot start: Cannot use the S3 bucket files at ${peer.config.endpoint} (S3_URL): the secret does not match the access key (SignatureDoesNotMatch).`,
    ]);
  });
});
