// A one-line progress bar for long CLI runs; redrawn in place on a TTY,
// printed every tenth otherwise so logs stay short.
import type { WriteStream } from "node:tty";

export function createProgressBar(stream: NodeJS.WriteStream | WriteStream, width = 30) {
  const started = Date.now();
  let lastLogged = -1;
  return {
    update(label: string, done: number, total: number): void {
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(ratio * width);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const line = `${label.padEnd(13)} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total} ${seconds}s`;
      if (stream.isTTY) {
        stream.write(`\r${line}`);
      } else if (Math.floor(ratio * 10) !== lastLogged || done === total) {
        lastLogged = Math.floor(ratio * 10);
        stream.write(`${line}\n`);
      }
    },
    finish(): void {
      if (stream.isTTY) stream.write("\n");
    },
  };
}
