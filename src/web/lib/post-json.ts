// JSON POST to the portal's API: same origin, credentials, a 30 s timeout, and
// a fresh anti-forgery token in X-XSRF-TOKEN (the server refuses a
// state-changing call without it, so a cross-site form cannot forge one).
const TIMEOUT_MS = 30_000;

async function xsrfToken(signal: AbortSignal): Promise<string> {
  const response = await fetch("/api/communication/getcsrftoken", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    signal,
  });
  if (!response.ok) throw new Error("tokenFailed");
  return ((await response.json()) as { data: string }).data;
}

export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  headers["x-xsrf-token"] = await xsrfToken(signal ? AbortSignal.any([signal, timeout]) : timeout);
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers,
    body: JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`Request failed with status code ${String(response.status)}`);
  return (await response.json()) as T;
}
