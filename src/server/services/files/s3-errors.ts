// What went wrong with a request to the S3 bucket, said in one line an operator
// can act on: the address, the bucket or the credentials of S3_URL.
import { S3ServiceException } from "@aws-sdk/client-s3";

/** Whether S3 answered with this error code (NoSuchKey, PreconditionFailed…). */
export function isS3Error(error: unknown, code: string): boolean {
  return error instanceof S3ServiceException && error.name === code;
}

const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH"]);

/** The reason of a failed request, never naming the secret. */
export function s3Reason(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    switch (error.name) {
      case "SignatureDoesNotMatch":
        return "the secret does not match the access key (SignatureDoesNotMatch)";
      case "InvalidAccessKeyId":
        return "the access key is unknown (InvalidAccessKeyId)";
      case "NoSuchBucket":
        return "the bucket does not exist (NoSuchBucket)";
      case "AccessDenied":
        return "access denied: the credentials need s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket on the bucket";
    }
    // A peer that names no error code (a HEAD, or an error page of a proxy in front) still gives its status.
    const code = error.name === "Unknown" || error.name === "UnknownError" ? `HTTP ${status}` : `${error.name}, HTTP ${status}`;
    return `${error.message || "no reason given"} (${code})`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && NETWORK_CODES.has(code)) return `the endpoint cannot be reached (${code})`;
  if ((error as Error | undefined)?.name === "TimeoutError") return "the endpoint did not answer in time";
  return (error as Error | undefined)?.message ?? String(error);
}
