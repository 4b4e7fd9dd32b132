// One job at a time, in the order asked, with a bounded number waiting: the
// photo pipeline uses one per process, so decoding photos takes at most one
// core's worth of work from a two-core machine serving pages, and the
// uploads held in memory while they wait stay few.

export type SerialQueue = {
  /** The job's promise once it has run after those before it; null (the job not taken) when `maxWaiting` already wait. */
  run<T>(job: () => Promise<T>): Promise<T> | null;
  /** Jobs queued and not yet started. */
  waiting(): number;
};

export function createSerialQueue(maxWaiting: number): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    run<T>(job: () => Promise<T>): Promise<T> | null {
      if (waiting >= maxWaiting) return null;
      waiting++;
      const result = tail.then(() => {
        waiting--;
        return job();
      });
      // The next job starts when this one has ended, whether it succeeded or failed.
      tail = result.catch(() => undefined);
      return result;
    },
    waiting: () => waiting,
  };
}
