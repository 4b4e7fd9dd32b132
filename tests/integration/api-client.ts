import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * A visitor of the API in tests: keeps its cookies like a browser and, like
 * the portal's browser client, fetches a fresh anti-forgery token for every
 * state-changing call (GET /api/communication/getcsrftoken, X-XSRF-TOKEN).
 */
export interface ApiVisitor {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** POST of a JSON body. */
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  /** A fresh token for this visitor. */
  token(): Promise<string>;
  /** The Cookie header this visitor sends. */
  cookieHeader(): string;
}

export function apiVisitor(app: FastifyInstance): ApiVisitor {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const keep = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as { name: string; value: string }[]) jar.set(cookie.name, cookie.value);
    return response;
  };
  const token = async () => {
    const response = keep(await app.inject({ method: "GET", url: "/api/communication/getcsrftoken", headers: { cookie: cookieHeader() } }));
    return (response.json() as { data: string }).data;
  };
  const inject = async (options: InjectOptions) => {
    const method = (options.method ?? "GET").toUpperCase();
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    if (!["GET", "HEAD", "OPTIONS"].includes(method)) headers["x-xsrf-token"] = await token();
    if (jar.size) headers.cookie = cookieHeader();
    return keep(await app.inject({ ...options, headers }));
  };
  return {
    inject,
    post: (url, payload) => inject({ method: "POST", url, payload: payload as object, headers: { "content-type": "application/json" } }),
    token,
    cookieHeader,
  };
}
