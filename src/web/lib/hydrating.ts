/**
 * Whether the browser is hydrating the server's page: the root marks the
 * document with data-hydrated once the first render is committed (journeys
 * wait for it too). False on the server, and on every client render after.
 * The components that keep server markup unhydrated for a while
 * (ui/served-panel.tsx, ui/hydrate-when-idle.tsx, decision 0066) only do so in
 * the Preact build, whose hydration leaves such markup in place.
 */
export function isHydrating(): boolean {
  return import.meta.env.PREACT === true && typeof document !== "undefined" && !("hydrated" in document.documentElement.dataset);
}
