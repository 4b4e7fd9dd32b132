// The page's one door to the tag manager. Until startAnalytics runs (the site
// has a tag manager and the visitor accepted analytics cookies) nothing here
// reaches the page's data layer, loads a script or sends a pixel. Events of
// the page being loaded wait in memory only until the stored answer is read:
// sent if it is Accept, dropped otherwise.
import { externalProviderEntries, userIdEntry, type DataLayerEntry } from "./analytics-events.ts";

type AnalyticsWindow = { dataLayer?: DataLayerEntry[] };

/** How many events may wait for the stored answer (a page's first few). */
const MAX_WAITING = 20;

let state: "unknown" | "off" | "on" = "unknown";
let waiting: DataLayerEntry[] = [];
let userId: string | null = null;

function push(entry: DataLayerEntry): void {
  ((window as unknown as AnalyticsWindow).dataLayer ??= []).push(entry);
}

export function track(entry: DataLayerEntry): void {
  if (state === "on") push(entry);
  else if (state === "unknown" && waiting.length < MAX_WAITING) waiting.push(entry);
}

/** The signed-in account's id (null for a guest), sent when the tag manager starts and on every change. */
export function setAnalyticsUser(id: string | null): void {
  if (id === userId) return;
  userId = id;
  if (state === "on") push(userIdEntry(id));
}

/** Loads the tag manager from its configured address, once, and sends what waited: only after the visitor accepted. */
export function startAnalytics(src: string): void {
  if (state === "on") return;
  state = "on";
  push({ "gtm.start": Date.now(), event: "gtm.js" });
  if (userId !== null) push(userIdEntry(userId));
  for (const entry of waiting.splice(0)) push(entry);
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** No tag manager, no answer yet or Decline: what waited is dropped and later events go nowhere. */
export function stopAnalytics(): void {
  if (state === "on") return;
  state = "off";
  waiting = [];
}

/** Replays an API answer's externalProviders: its data-layer entries and pixels. */
export function replayExternalProviders(body: unknown): void {
  if (state !== "on") return;
  const { dataLayer, pixels } = externalProviderEntries(body);
  for (const entry of dataLayer) push(entry);
  for (const url of pixels) new Image().src = url;
}
