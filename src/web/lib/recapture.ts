// The recapture step: a visitor who leaves the tab and comes back, or closes
// the enquiry panel without sending, is asked whether an agent may help
// (a question popup that opens the enquiry panel). Never while enquiring,
// at most once in 24 hours per browser, and only when the configuration
// turns it on (RECAPTURE_PROMPT; the spec ships it off).
import { ENQUIRY_TYPE } from "../../domain/enquiry/enquiry-codes.ts";
import type { LayoutState, LayoutStore } from "./layout-state.ts";

export const RECAPTURE_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** When the prompt last showed in this browser (epoch ms). */
export const RECAPTURE_SHOWN_KEY = "recaptureShownAt";

/** Whether the prompt shows now: on, nobody enquiring or reading another dialog, not shown within the interval. */
export function recaptureDue(input: { enabled: boolean; state: LayoutState; lastShownAt: number | null; now: number }): boolean {
  if (!input.enabled) return false;
  const { state } = input;
  if (state.panel !== null || state.bigPopups.length > 0) return false;
  return input.lastShownAt === null || input.now - input.lastShownAt >= RECAPTURE_INTERVAL_MS;
}

function lastShownAt(storage: Pick<Storage, "getItem">): number | null {
  try {
    const value = Number(storage.getItem(RECAPTURE_SHOWN_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Runs the step: shows the prompt when it is due and remembers when. */
export function recaptureStep(
  store: LayoutStore,
  options: { enabled: boolean; storage: Pick<Storage, "getItem" | "setItem">; now: number },
) {
  const due = recaptureDue({
    enabled: options.enabled,
    state: store.getState(),
    lastShownAt: lastShownAt(options.storage),
    now: options.now,
  });
  if (!due) return;
  try {
    options.storage.setItem(RECAPTURE_SHOWN_KEY, String(options.now));
  } catch {
    // Blocked storage: with no record of it the prompt would repeat at every return, so it does not show.
    return;
  }
  store.showBigPopup({
    type: "question",
    title: "enquiry.recapture.title",
    caption: "enquiry.recapture.caption",
    actionLabel: "enquiry.recapture.action",
    action: () => store.openEnquiry({ enquiryType: ENQUIRY_TYPE.General }),
  });
}
