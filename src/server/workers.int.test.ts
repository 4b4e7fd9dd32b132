// The worker supervisor (WEB_CONCURRENCY > 1) with real processes: workers
// share the port, a crashed worker is replaced, SIGTERM lets requests in
// flight finish, and a worker that cannot start stops the whole server.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";

const FIXTURE = "tests/fixtures/supervised-server.ts";
let children: ChildProcess[] = [];
let nextPort = 39_400 + Math.floor(Math.random() * 500);

function start(env: Record<string, string> = {}) {
  const port = nextPort++;
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  children.push(child);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, port, exited, output: () => output };
}

/** One request on a new connection (the supervisor hands out connections, not requests). */
const get = (port: number, path: string) =>
  new Promise<string>((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, agent: false, timeout: 5_000 }, (response) => {
      let body = "";
      response.on("data", (d) => (body += d));
      response.on("end", () => resolve(body));
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });

async function pidsAnswering(port: number, tries = 40): Promise<Set<string>> {
  // Workers start a whole server each (TypeScript stripped, migrations checked): right after the journeys, on a
  // loaded two-core machine, the first took over 15 s once in CI.
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const answers = await Promise.all(Array.from({ length: tries }, () => get(port, "/pid").catch(() => null)));
    const pids = new Set(answers.filter((a): a is string => a !== null));
    if (pids.size > 0) return pids;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("no worker answered");
}

afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  children = [];
});

describe("superviseWorkers", () => {
  it("shares the port between the workers and replaces one that dies", async () => {
    const server = start();
    let pids = await pidsAnswering(server.port);
    for (let i = 0; i < 10 && pids.size < 2; i++) for (const pid of await pidsAnswering(server.port)) pids.add(pid);
    expect(pids.size).toBe(2);
    const [victim] = pids;
    process.kill(Number(victim), "SIGKILL");
    const deadline = Date.now() + 15_000;
    let replaced = false;
    while (!replaced && Date.now() < deadline) {
      pids = await pidsAnswering(server.port);
      replaced = pids.size === 2 && !pids.has(victim!);
    }
    expect(replaced).toBe(true);
    expect(server.output()).toMatch(/ended \(SIGKILL\): starting another/);
  });

  it("lets a request in flight finish on SIGTERM, then exits 0", async () => {
    const server = start();
    await pidsAnswering(server.port);
    const slow = get(server.port, "/slow");
    await new Promise((r) => setTimeout(r, 200));
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await slow).toBe("done");
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  });

  it("stops and exits 1 when a worker cannot start", async () => {
    const server = start({ FAIL_START: "1" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("cannot start");
  });
});
