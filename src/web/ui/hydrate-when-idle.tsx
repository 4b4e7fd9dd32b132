import { Suspense, useState, type ReactElement } from "react";
import { isHydrating } from "../lib/hydrating.ts";

type Gate = { open: boolean; opened: Promise<void> };

/** Parts waiting for their turn, in page order. */
const waiting: Array<() => void> = [];
let scheduled = false;
let listening = false;
const INTERACTION_EVENTS = ["pointerdown", "keydown", "focusin", "touchstart"] as const;

function openAll() {
  for (const type of INTERACTION_EVENTS) document.removeEventListener(type, openAll, true);
  listening = false;
  for (let open = waiting.shift(); open; open = waiting.shift()) open();
}

/** One part per idle moment, so each hydrates in a short task of its own. */
function scheduleNext() {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) scheduleNext();
    else openAll();
  };
  if (typeof requestIdleCallback === "function") requestIdleCallback(next, { timeout: 2000 });
  else setTimeout(next, 50);
}

function waitForTurn(): Gate {
  const gate: Gate = { open: false, opened: Promise.resolve() };
  gate.opened = new Promise<void>((resolve) => {
    waiting.push(() => {
      gate.open = true;
      resolve();
    });
  });
  if (!listening) {
    listening = true;
    // Someone reaching for the page gets every part live before the click lands:
    // the parts hydrate in the microtasks right after this event.
    for (const type of INTERACTION_EVENTS) document.addEventListener(type, openAll, { capture: true, passive: true });
  }
  scheduleNext();
  return gate;
}

function Gated({ gate, children }: { gate: Gate | null; children: ReactElement }) {
  if (gate && !gate.open) throw gate.opened;
  return children;
}

/**
 * A part of the page nobody uses in its first moment (below the fold, or the
 * header's dropdowns) whose hydration waits for an idle moment after the rest
 * of the page is live, or for the first pointer, key, touch or focus on the
 * page, whichever comes first. Hydrating a whole page was one long task of
 * 250-500 ms on Lighthouse's phone, most of Total Blocking Time; split off,
 * each part is a short task of its own (decision 0066). Preact keeps the
 * server's markup of a part that suspends while hydrating and hydrates it in
 * place once the promise settles, so nothing on screen changes. `children`
 * must be one element: Preact keeps only the first node of a suspended part.
 * On the server, in the React dev build and on client navigations it renders
 * at once.
 */
export function HydrateWhenIdle({ children }: { children: ReactElement }) {
  const [gate] = useState(() => (isHydrating() ? waitForTurn() : null));
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
