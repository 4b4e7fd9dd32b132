import S3rver from "@20minutes/s3rver";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import type { S3Config } from "../../src/server/config.ts";

/**
 * A real S3 server on loopback for the file store tests: s3rver checks each
 * request's SigV4 signature against its one account (S3RVER, secret S3RVER)
 * and keeps buckets and objects in a temporary folder.
 *
 * s3rver ignores If-None-Match on a PUT and overwrites, as some S3-compatible
 * services do. With `conditionalWrites` the peer answers that condition as AWS
 * S3 does, in front of s3rver: while a key holds an object, a PUT with
 * `If-None-Match: *` gets 412 PreconditionFailed; such PUTs of one key are taken
 * one at a time. (The condition is looked at before s3rver checks the signature.)
 */
export interface S3Peer {
  /** The bucket `files` with the peer's credentials. */
  config: S3Config;
  /** The same as an S3_URL. */
  url: string;
  /** The keys the bucket holds, read from the peer's own store (s3rver refuses the signatures of listing calls). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export const S3_PEER_BUCKET = "files";

export async function startS3Peer(options: { conditionalWrites?: boolean } = {}): Promise<S3Peer> {
  const directory = await mkdtemp(join(tmpdir(), "s3-peer-"));
  const s3rver = new S3rver({ silent: true, directory, vhostBuckets: false, configureBuckets: [{ name: S3_PEER_BUCKET }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const turns = new Map<string, Promise<void>>();

  async function putIfAbsent(request: IncomingMessage, response: ServerResponse) {
    const [bucket = "", ...key] = new URL(request.url ?? "/", "http://peer").pathname.slice(1).split("/").map(decodeURIComponent);
    if (await s3rver.store.existsObject(bucket, key.join("/"))) {
      request.resume();
      response.writeHead(412, { "content-type": "application/xml" });
      response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>` +
          `<Message>At least one of the pre-conditions you specified did not hold</Message><Condition>If-None-Match</Condition></Error>`,
      );
    } else handle(request, response);
    await finished(response).catch(() => {});
  }

  const server = createServer((request, response) => {
    if (!options.conditionalWrites || request.method !== "PUT" || request.headers["if-none-match"] !== "*")
      return handle(request, response);
    const id = request.url ?? "";
    const turn = (turns.get(id) ?? Promise.resolve()).then(() => putIfAbsent(request, response));
    turns.set(
      id,
      turn.catch(() => {
        if (!response.headersSent) response.writeHead(500).end();
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      bucket: S3_PEER_BUCKET,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${S3_PEER_BUCKET}`,
    keys: async () => (await s3rver.store.listObjects(S3_PEER_BUCKET, {})).objects.map((object) => object.key),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
