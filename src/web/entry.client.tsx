import "./lib/zod-jitless.ts";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnHistorySteps } from "./lib/history-reload.ts";

/**
 * React Router's default client entry, except that it waits for the server's
 * loader data to be decoded before hydrating. HydratedRouter suspends (throws
 * the decoding promise) on its first render; React suspends the root by
 * itself, but the browser build runs on Preact
 * (docs/decisions/0007-preact-in-the-browser.md), which has no root boundary.
 * Calling it once up front starts the decoding and hands us that promise.
 */
async function dataDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown && typeof (thrown as PromiseLike<unknown>).then === "function") await thrown;
  }
}

/**
 * Creates the router before hydrating, in a task of its own: HydratedRouter
 * creates it on its first call once the data is decoded and keeps it for the
 * render (about a quarter of the hydration task on Lighthouse's phone: the
 * routes flattened and ranked, the hydration data read). Called outside a
 * render, the call then stops at its first hook, which is expected.
 */
function routerCreated(): void {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch {
    // The first hook, outside a render: the router is made and kept by then.
  }
}

/** Ends the current task, so decoding, making the router and hydrating are three shorter tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (!reloadOnHistorySteps())
  void dataDecoded()
    .then(nextTask)
    .then(routerCreated)
    .then(nextTask)
    .then(() => {
      startTransition(() => {
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        );
      });
    });
