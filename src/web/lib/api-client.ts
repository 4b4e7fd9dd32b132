// The browser's call layer for the member side: same origin, JSON, the
// session cookie sent along, a 30 s timeout, every call queued and run in
// order, and each state-changing call carrying a fresh anti-forgery token in
// X-XSRF-TOKEN. Failures are ApiErrors whose message is one of the texts the
// panels know: the network texts below, "tokenFailed" or "apiAuthError".

import { throttledMessage } from "./throttled-message.ts";
import { replayExternalProviders } from "./analytics.ts";

export const API_TIMEOUT_MS = 30_000;
export const CSRF_TOKEN_PATH = "/api/communication/getcsrftoken";

export const NETWORK_ERROR = {
  aborted: "Request aborted",
  network: "Network Error",
  timeout: (ms: number) => `timeout of ${String(ms)}ms exceeded`,
  status: (status: number) => `Request failed with status code ${String(status)}`,
} as const;

export const TOKEN_FAILED = "tokenFailed";
export const API_AUTH_ERROR = "apiAuthError";

/**
 * A failed call. `status` and `data` are set when the server answered (a 400
 * with field errors, a 429 with its result), so a panel can still show the
 * server's message key.
 */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly data: unknown;
  /** A 429 from a call with a limit: its own message with the real wait (throttled-message.ts). */
  readonly throttled: string | undefined;
  constructor(message: string, status?: number, data?: unknown, throttled?: string) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
    this.throttled = throttled;
  }
}

/** A refusal as the portal's API writes it: `{ error: { code, message, fields? } }`, fields by name. */
export interface ApiRefusal {
  code: string;
  fields: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The refusal in an answer's body, or null when the body is not one. */
export function refusalIn(body: unknown): ApiRefusal | null {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error) return null;
  const fields = isRecord(error.fields)
    ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
    : {};
  return { code: typeof error.code === "string" ? error.code : "", fields };
}

/** The refusal a failed call carries (a 4xx answered in the API's shape), or null. */
export function refusalOf(error: unknown): ApiRefusal | null {
  return error instanceof ApiError ? refusalIn(error.data) : null;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface CallOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** A GET that changes state (the spec's deleteusersearchset) carries a token too. */
  changesState?: boolean;
}

export interface ApiClient {
  get<T>(path: string, options?: CallOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: CallOptions): Promise<T>;
  request<T>(method: Method, path: string, options?: CallOptions): Promise<T>;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The spec's logout call answers without a body worth showing; a text there is not an auth failure. */
function isLogoutPath(path: string): boolean {
  return /^(?:\/[a-z-]+)?\/api\/account\/logout(?:$|[/?])/.test(path) || path.startsWith("account/logout");
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const doFetch = (...args: Parameters<typeof fetch>) => (options.fetch ?? globalThis.fetch)(...args);
  // The tail of the queue: each call starts when the one before it settled.
  let tail: Promise<unknown> = Promise.resolve();

  /** One fetch with the timeout and the caller's signal, turning failures into the spec's texts. */
  async function send(path: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener("abort", onAbort);
    try {
      return await doFetch(path, { ...init, credentials: "same-origin", signal: controller.signal });
    } catch {
      if (timedOut) throw new ApiError(NETWORK_ERROR.timeout(timeoutMs));
      if (controller.signal.aborted) throw new ApiError(NETWORK_ERROR.aborted);
      throw new ApiError(NETWORK_ERROR.network);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  async function fetchToken(signal: AbortSignal | undefined): Promise<string> {
    try {
      const response = await send(CSRF_TOKEN_PATH, { method: "GET", headers: { accept: "application/json" } }, signal);
      const body = response.ok ? await readBody(response) : null;
      const token = typeof body === "object" && body !== null && "data" in body ? body.data : null;
      if (typeof token === "string" && token !== "") return token;
    } catch (error) {
      if (error instanceof ApiError && error.message === NETWORK_ERROR.aborted) throw error;
    }
    throw new ApiError(TOKEN_FAILED);
  }

  async function run<T>(method: Method, path: string, { body, signal, changesState }: CallOptions): Promise<T> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (method !== "GET" || changesState) headers["x-xsrf-token"] = await fetchToken(signal);
    const init: RequestInit = { method, headers };
    if (body instanceof Blob) {
      // A file (the verify page's PDF) goes as it is, under its own type.
      headers["content-type"] = body.type || "application/octet-stream";
      init.body = body;
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const response = await send(path, init, signal);
    const data = await readBody(response);
    if (!response.ok) {
      const throttled = response.status === 429 ? throttledMessage(path, Number(response.headers.get("retry-after"))) : null;
      throw new ApiError(NETWORK_ERROR.status(response.status), response.status, data, throttled ?? undefined);
    }
    // A text where JSON was expected is a sign-in page or a proxy's answer, not ours.
    if (typeof data === "string" && !isLogoutPath(path)) throw new ApiError(API_AUTH_ERROR, response.status, data);
    // An answer may carry externalProviders (pixels, data-layer entries): replayed once the visitor allows analytics.
    replayExternalProviders(data);
    return data as T;
  }

  function request<T>(method: Method, path: string, callOptions: CallOptions = {}): Promise<T> {
    const result = tail.then(() => run<T>(method, path, callOptions));
    tail = result.catch(() => undefined);
    return result;
  }

  return {
    request,
    get: (path, callOptions) => request("GET", path, callOptions),
    post: (path, body, callOptions) => request("POST", path, { ...callOptions, body }),
  };
}

/** The page's one client, so every panel's calls share one queue. */
export const api = createApiClient();
