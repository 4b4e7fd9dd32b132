import "./lib/zod-jitless.ts";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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

/** Ends the current task, so decoding and hydrating are two shorter tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void dataDecoded()
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
