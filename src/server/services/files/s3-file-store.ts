// The file store on an S3-compatible bucket (S3_URL, decision 0084): the same
// keys, bytes, content type, size and SHA-256 as the database store.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Config } from "../../config.ts";
import { StartupError } from "../../db/startup-error.ts";
import { newFileKey, sha256Hex, type FileStore, type KeyLock, type StoredFile } from "./file-store.ts";
import { isS3Error, s3Reason } from "./s3-errors.ts";

export interface S3FileStore extends FileStore {
  /** Lets go of the client's open connections. */
  close(): void;
}

/** A conditional write of a fixed key is tried this often while S3 answers that another one is under way. */
const CONFLICT_ATTEMPTS = 5;

/**
 * `lock` serialises the writes of one fixed key across processes: a peer that
 * ignores If-None-Match overwrites silently, so the condition alone cannot be
 * relied on (decision 0084).
 */
export function s3FileStore(config: S3Config, lock: KeyLock = (_key, work) => work()): S3FileStore {
  const client = bucketClient(config);
  const Bucket = config.bucket;
  const failure = (doing: string, key: string, error: unknown) =>
    new Error(`S3 ${doing} ${key} in bucket ${Bucket} at ${config.endpoint} failed: ${s3Reason(error)}`, { cause: error });

  async function get(key: string): Promise<StoredFile | null> {
    let bytes: Uint8Array;
    let answer;
    try {
      answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      bytes = await answer.Body!.transformToByteArray();
    } catch (error) {
      if (isS3Error(error, "NoSuchKey")) return null;
      throw failure("reading", key, error);
    }
    // The digest is written with the object; bytes that no longer match it are no file of ours.
    const sha256 = sha256Hex(bytes);
    const written = answer.Metadata?.sha256;
    if (written !== undefined && written !== sha256) {
      throw new Error(`S3 object ${key} in bucket ${Bucket} does not match the SHA-256 it was written with`);
    }
    return { bytes, contentType: answer.ContentType ?? "application/octet-stream", size: bytes.byteLength, sha256 };
  }

  /** "taken": the key already holds an object; "busy": another conditional write of the key is under way. */
  async function write(key: string, bytes: Uint8Array, contentType: string, onlyIfAbsent: boolean) {
    const condition = onlyIfAbsent ? { IfNoneMatch: "*" } : {};
    try {
      const Metadata = { sha256: sha256Hex(bytes) };
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, Metadata, ...condition }));
      return "written" as const;
    } catch (error) {
      if (onlyIfAbsent && isS3Error(error, "PreconditionFailed")) return "taken" as const;
      if (onlyIfAbsent && isS3Error(error, "ConditionalRequestConflict")) return "busy" as const;
      throw failure("writing", key, error);
    }
  }

  /** Under the key's lock: what the key holds, else these bytes written only if it is still empty. */
  async function writeFirst(key: string, bytes: Uint8Array, contentType: string): Promise<StoredFile> {
    for (let attempt = 1; attempt <= CONFLICT_ATTEMPTS; attempt++) {
      const held = await get(key);
      if (held) return held;
      const outcome = await write(key, bytes, contentType, true);
      if (outcome === "written") return { bytes: bytes.slice(), contentType, size: bytes.byteLength, sha256: sha256Hex(bytes) };
      if (outcome === "busy") await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
    throw new Error(`S3 writing ${key} in bucket ${Bucket} failed: other writes of the key kept conflicting`);
  }

  return {
    async put(bytes, contentType) {
      const key = newFileKey();
      await write(key, bytes, contentType, false);
      return key;
    },
    async putAt(key, bytes, contentType) {
      await write(key, bytes, contentType, false);
    },
    get,
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        throw failure("deleting", key, error);
      }
    },
    async putFixed(key, bytes, contentType) {
      // Once written, a fixed key is only read: the lock is taken while it is empty.
      return (await get(key)) ?? lock(key, () => writeFirst(key, bytes, contentType));
    },
    close: () => client.destroy(),
  };
}

/**
 * Proves at start that S3_URL's endpoint answers, its bucket exists and its
 * credentials are accepted, by reading a key nobody writes (S3 answers
 * NoSuchKey); otherwise throws the reason as one line. A read rather than
 * HeadBucket: an error answering a GET names its cause (a HEAD's has no body),
 * and it needs the permissions the store's own reads need.
 */
export async function checkS3Bucket(config: S3Config): Promise<void> {
  const client = bucketClient(config);
  try {
    await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: "start-check/absent" }));
  } catch (error) {
    if (isS3Error(error, "NoSuchKey")) return;
    throw new StartupError(`Cannot use the S3 bucket ${config.bucket} at ${config.endpoint} (S3_URL): ${s3Reason(error)}.`);
  } finally {
    client.destroy();
  }
}

function bucketClient(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    // Buckets as the first path segment: every S3-compatible service understands it, and a loopback or IP endpoint has no subdomains.
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksum headers are refused by some S3-compatible services; SigV4 already signs each body's SHA-256.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });
}
