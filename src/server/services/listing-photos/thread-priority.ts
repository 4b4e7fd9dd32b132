// libvips decodes and encodes on threads of its own, named "libvips worker",
// which do nearly all of a photo's work: 456 of 476 ms of CPU for a
// 12-megapixel JPEG, the rest on libuv's thread and the main thread. On Linux
// they run at a lower CPU priority (niceness 10, a weight of 110 against a
// page's 1024): when a page and a photo want the same core, the page gets
// about nine tenths of it; when the core is free, the photo has all of it.
// Linux gives each thread its own niceness, so nothing else of the process
// (pages, sign-ins, files) is lowered. Where there is no /proc (not Linux),
// nothing changes.
import { readdirSync, readFileSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

/** The niceness of libvips' threads: the higher, the more they yield to the rest of the machine. */
export const PHOTO_THREAD_NICENESS = 10;

const LIBVIPS_THREAD = "libvips worker";

/**
 * Lowers the priority of every libvips thread not lowered yet. libvips makes its threads when it first needs them
 * and keeps them for the next image, so asking before and after each photo lowers them all from the second photo
 * on; a thread made meanwhile is found the next time.
 */
export function lowerLibvipsThreads(): void {
  let threads: string[];
  try {
    threads = readdirSync("/proc/self/task");
  } catch {
    return;
  }
  for (const thread of threads) {
    const id = Number(thread);
    try {
      if (readFileSync(`/proc/self/task/${thread}/comm`, "utf8").trim() !== LIBVIPS_THREAD) continue;
      if (getPriority(id) < PHOTO_THREAD_NICENESS) setPriority(id, PHOTO_THREAD_NICENESS);
    } catch {
      // The thread ended meanwhile.
    }
  }
}
