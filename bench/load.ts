// A small closed-loop load generator: `connections` keep-alive sockets each
// send the next request as soon as the previous answer arrives, for
// `seconds`. Latency is measured from send to the last byte of the body.
import http from "node:http";

export type BenchRequest = { route: string; method: "GET" | "POST"; path: string; body?: unknown; headers?: Record<string, string> };
export type RouteStats = {
  route: string;
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  server: { p50: number; p95: number; p99: number };
};

export async function runLoad(base: string, next: () => BenchRequest, connections: number, seconds: number): Promise<RouteStats[]> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples = new Map<string, number[]>();
  const serverSamples = new Map<string, number[]>();
  const errors = new Map<string, number>();
  // One visitor's anti-forgery secret and token for every POST: a token stays
  // valid for an hour, so the browser's fresh token per call (one GET more)
  // would only measure the token route beside the one under test.
  const csrf = await antiForgeryHeaders(base);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const send = (r: BenchRequest) =>
    new Promise<{ ms: number; server: number }>((resolve) => {
      const body = r.body === undefined ? undefined : JSON.stringify(r.body);
      const t0 = performance.now();
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: r.path,
          method: r.method,
          agent,
          headers: {
            ...r.headers,
            ...(r.method === "POST" ? csrf : {}),
            ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
          },
        },
        (res) => {
          res.resume();
          const server = Number(/dur=([\d.]+)/.exec(String(res.headers["server-timing"] ?? ""))?.[1] ?? NaN);
          res.on("end", () => resolve({ ms: res.statusCode === 200 ? performance.now() - t0 : -1, server }));
        },
      );
      req.on("error", () => resolve({ ms: -1, server: NaN }));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const r = next();
        const { ms, server } = await send(r);
        if (ms < 0) errors.set(r.route, (errors.get(r.route) ?? 0) + 1);
        else {
          (samples.get(r.route) ?? samples.set(r.route, []).get(r.route)!).push(ms);
          (serverSamples.get(r.route) ?? serverSamples.set(r.route, []).get(r.route)!).push(server);
        }
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  const routes = new Set([...samples.keys(), ...errors.keys()]);
  return [...routes].map((route) => {
    const list = (samples.get(route) ?? []).sort((a, b) => a - b);
    const server = (serverSamples.get(route) ?? []).sort((a, b) => a - b);
    const q = (l: number[], p: number) => l[Math.min(l.length - 1, Math.floor(p * l.length))] ?? NaN;
    return {
      route,
      count: list.length,
      errors: errors.get(route) ?? 0,
      rps: list.length / elapsed,
      p50: q(list, 0.5),
      p95: q(list, 0.95),
      p99: q(list, 0.99),
      max: list.at(-1) ?? NaN,
      server: { p50: q(server, 0.5), p95: q(server, 0.95), p99: q(server, 0.99) },
    };
  });
}

/** The Cookie and X-XSRF-TOKEN headers of one visitor (GET /api/communication/getcsrftoken). */
async function antiForgeryHeaders(base: string): Promise<Record<string, string>> {
  const response = await fetch(new URL("/api/communication/getcsrftoken", base));
  if (!response.ok) throw new Error(`No anti-forgery token from ${base}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { cookie, "x-xsrf-token": ((await response.json()) as { data: string }).data };
}
