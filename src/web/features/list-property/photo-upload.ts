// One photo up to POST /api/owner-listings/photos as its raw bytes, with the
// upload's progress (XMLHttpRequest: fetch cannot report an upload's
// progress). The server reads the type from the bytes, removes every metadata
// field and answers the stored photo's key, or a refusal code the form names.
import { CSRF_TOKEN_PATH, refusalIn } from "../../lib/api-client.ts";

export const PHOTO_UPLOAD_PATH = "/api/owner-listings/photos";
/** A 20 MB photo on a slow mobile line takes a while; the server's processing is seconds. */
const UPLOAD_TIMEOUT_MS = 180_000;

export interface UploadedPhoto {
  key: string;
  path: string;
  width: number;
  height: number;
}

/** A refusal (the server's code: "too_many_bytes", "heic_not_supported", …), "throttled", "busy" or "failed". */
export class PhotoUploadError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = "PhotoUploadError";
    this.code = code;
  }
}

async function csrfToken(): Promise<string> {
  const response = await fetch(CSRF_TOKEN_PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!response.ok) throw new PhotoUploadError("failed");
  return ((await response.json()) as { data: string }).data;
}

function codeOf(status: number, body: unknown): string {
  if (status === 429) return "throttled";
  if (status === 503) return "busy";
  const code = refusalIn(body)?.code;
  return status === 400 && code ? code : "failed";
}

/** Sends the photo; `onProgress` gets the share sent so far (0–1). */
export async function uploadPhoto(file: Blob, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<UploadedPhoto> {
  const token = await csrfToken().catch(() => {
    throw new PhotoUploadError("failed");
  });
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", PHOTO_UPLOAD_PATH);
    request.timeout = UPLOAD_TIMEOUT_MS;
    request.responseType = "json";
    request.setRequestHeader("accept", "application/json");
    request.setRequestHeader("content-type", file.type || "application/octet-stream");
    request.setRequestHeader("x-xsrf-token", token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 200) {
        resolve((request.response as { data: UploadedPhoto }).data);
      } else {
        reject(new PhotoUploadError(codeOf(request.status, request.response)));
      }
    };
    request.onerror = request.ontimeout = request.onabort = () => reject(new PhotoUploadError("failed"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}
