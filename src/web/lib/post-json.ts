// JSON POST to the portal's API: same origin, credentials, a 30 s timeout, and
// the anti-forgery header echoed from the XSRF-TOKEN cookie when it is present
// (state-changing requests must carry it so a cross-site form cannot forge them).
const TIMEOUT_MS = 30_000;

function xsrfToken(): string | null {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  const token = xsrfToken();
  if (token) headers["x-xsrf-token"] = token;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
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
