import { describe, expect, it } from "vitest";
import { createSerialQueue } from "./photo-queue.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("createSerialQueue", () => {
  it("runs one job at a time, in the order asked", async () => {
    const queue = createSerialQueue(10);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await pause(5);
      order.push(n);
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4].map((n) => queue.run(job(n))));
    expect(results).toEqual([1, 2, 3, 4]);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it("turns a job away when as many as allowed already wait, and takes jobs again once they have started", async () => {
    const queue = createSerialQueue(2);
    let release!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    await pause(0);
    const waiting = [queue.run(async () => "a"), queue.run(async () => "b")];
    expect(queue.waiting()).toBe(2);
    expect(queue.run(async () => "c")).toBeNull();
    release();
    await first;
    expect(await Promise.all(waiting)).toEqual(["a", "b"]);
    expect(await queue.run(async () => "d")).toBe("d");
  });

  it("goes on after a job that failed", async () => {
    const queue = createSerialQueue(5);
    const failed = queue.run(async () => {
      throw new Error("broken");
    });
    const next = queue.run(async () => "next");
    await expect(failed).rejects.toThrow("broken");
    expect(await next).toBe("next");
  });
});
