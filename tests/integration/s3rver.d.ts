// The part of @20minutes/s3rver (a CommonJS package without types) that s3-peer.ts uses.
declare module "@20minutes/s3rver" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface S3rverOptions {
    silent?: boolean;
    /** Where buckets and objects are kept on disk. */
    directory?: string;
    /** Whether a request's host name may name its bucket; off, buckets are the first path segment. */
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Creates the buckets of `configureBuckets`. */
    configureBuckets(): Promise<void>;
    /** The request handler, for a server of one's own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    store: {
      existsObject(bucket: string, key: string): Promise<boolean>;
      listObjects(bucket: string, options: { prefix?: string }): Promise<{ objects: { key: string }[] }>;
    };
  }
}
