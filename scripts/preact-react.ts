/**
 * What the browser build imports as "react" (see vite-plugin-preact-client.ts):
 * preact/compat, plus the one React 19 hook React Router calls that compat
 * does not have. `useOptimistic` only matters to React Router when its
 * `useTransitions` option is on (it is not here), so the state passes through.
 */
// @ts-expect-error -- the types of preact/compat are written as `export =`; the module itself is ESM with named exports.
export * from "preact/compat";
export { default } from "preact/compat";

export function useOptimistic<S>(passthrough: S): [S, (action: unknown) => void] {
  return [passthrough, () => undefined];
}
