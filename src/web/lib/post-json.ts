// JSON POST to the portal's API: same origin, credentials, a 30 s timeout, and
// a fresh anti-forgery token in X-XSRF-TOKEN (the server refuses a
// state-changing call without it, so a cross-site form cannot forge one).
// Failures are ApiErrors with the spec's network texts (as the member side's
// api-client gives), which the global message line shows in the page's language.
import { API_TIMEOUT_MS, ApiError, CSRF_TOKEN_PATH, NETWORK_ERROR, TOKEN_FAILED } from "./api-client.ts";

async function send(path: string, init: RequestInit, signal: AbortSignal | undefined, timeoutMs: number): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(path, { ...init, credentials: "same-origin", signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch {
    if (signal?.aborted) throw new ApiError(NETWORK_ERROR.aborted);
    if (timeout.aborted) throw new ApiError(NETWORK_ERROR.timeout(timeoutMs));
    throw new ApiError(NETWORK_ERROR.network);
  }
}

export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal, timeoutMs = API_TIMEOUT_MS): Promise<T> {
  const tokenResponse = await send(CSRF_TOKEN_PATH, { headers: { accept: "application/json" } }, signal, timeoutMs);
  if (!tokenResponse.ok) throw new ApiError(TOKEN_FAILED, tokenResponse.status);
  const token = ((await tokenResponse.json()) as { data: string }).data;
  const response = await send(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-xsrf-token": token },
      body: JSON.stringify(body),
    },
    signal,
    timeoutMs,
  );
  if (!response.ok) throw new ApiError(NETWORK_ERROR.status(response.status), response.status);
  return (await response.json()) as T;
}

/** The text a failed call shows: the error's own (a network text or a message key), else the generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "apiCallError";
}
