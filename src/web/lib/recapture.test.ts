import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLayoutStore } from "./layout-state.ts";
import { RECAPTURE_INTERVAL_MS, RECAPTURE_SHOWN_KEY, recaptureStep } from "./recapture.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("recapture step", () => {
  it("is off unless configured: nothing shows and nothing is stored", () => {
    const store = createLayoutStore({ user: null });
    const storage = memoryStorage();
    recaptureStep(store, { enabled: false, storage, now: NOW });
    expect(store.getState().bigPopups).toEqual([]);
    expect(storage.values.size).toBe(0);
  });

  it("when on, asks whether an agent may help; its action opens the enquiry panel", () => {
    const store = createLayoutStore({ user: null });
    const storage = memoryStorage();
    recaptureStep(store, { enabled: true, storage, now: NOW });
    const [popup] = store.getState().bigPopups;
    expect(popup).toMatchObject({ type: "question", title: "enquiry.recapture.title", actionLabel: "enquiry.recapture.action" });
    expect(storage.getItem(RECAPTURE_SHOWN_KEY)).toBe(String(NOW));
    store.closeBigPopup();
    popup!.action!();
    vi.advanceTimersByTime(100);
    expect(store.getState()).toMatchObject({ panel: "enquiry", enquiry: { enquiryType: 1 } });
  });

  it("shows at most once in 24 hours", () => {
    const store = createLayoutStore({ user: null });
    const storage = memoryStorage();
    recaptureStep(store, { enabled: true, storage, now: NOW });
    store.closeBigPopup();
    recaptureStep(store, { enabled: true, storage, now: NOW + RECAPTURE_INTERVAL_MS - 1 });
    expect(store.getState().bigPopups).toEqual([]);
    recaptureStep(store, { enabled: true, storage, now: NOW + RECAPTURE_INTERVAL_MS });
    expect(store.getState().bigPopups).toHaveLength(1);
  });

  it("is skipped while enquiring, or while another dialog is on screen", () => {
    const store = createLayoutStore({ user: null });
    const storage = memoryStorage();
    store.openEnquiry({ enquiryType: 5, listingId: 7 });
    vi.advanceTimersByTime(100);
    recaptureStep(store, { enabled: true, storage, now: NOW });
    expect(store.getState().bigPopups).toEqual([]);
    store.closePanel();
    store.showBigPopup({ type: "success", title: "enquiry.msg.enquireSuccess" });
    recaptureStep(store, { enabled: true, storage, now: NOW });
    expect(store.getState().bigPopups).toHaveLength(1);
    expect(storage.values.size).toBe(0);
  });

  it("reads an unreadable record as never shown, and does not show when storage is blocked", () => {
    const store = createLayoutStore({ user: null });
    const storage = memoryStorage();
    storage.setItem(RECAPTURE_SHOWN_KEY, "not a time");
    recaptureStep(store, { enabled: true, storage, now: NOW });
    expect(store.getState().bigPopups).toHaveLength(1);
    const blocked = createLayoutStore({ user: null });
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
    };
    recaptureStep(blocked, { enabled: true, storage: throwing, now: NOW });
    expect(blocked.getState().bigPopups).toEqual([]);
  });
});
