import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "../../domain/contracts/account-user.ts";
import { createLayoutStore } from "./layout-state.ts";

const user: User = {
  userId: "u1",
  email: "amy@example.hk",
  firstName: "",
  lastName: "",
  salutation: 0,
  dialCode: "852",
  phone: "",
  subscribed: false,
  isConfirmed: false,
  loginProvider: null,
  hasPassword: false,
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("layout state", () => {
  it("starts with the user the server rendered", () => {
    expect(createLayoutStore({ user }).getState().user).toBe(user);
    expect(createLayoutStore({ user: null }).getState().user).toBeNull();
  });

  it("opens a panel by dimming first and showing it 100 ms later", () => {
    const store = createLayoutStore({ user: null });
    store.openLogin();
    expect(store.getState()).toMatchObject({ dim: true, panel: null });
    vi.advanceTimersByTime(99);
    expect(store.getState().panel).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ dim: true, panel: "login" });
  });

  it("opens the enquiry panel for a target: last enquiry cleared, dim, panel 100 ms later; closing forgets the target", () => {
    const store = createLayoutStore({ user: null });
    store.setLastEnquiry(41);
    store.openEnquiry({ enquiryType: 5, listingId: 7, referenceId: "R7", agentId: 3 });
    expect(store.getState()).toMatchObject({ dim: true, panel: null, lastEnquiryId: null, enquiry: { enquiryType: 5, listingId: 7 } });
    vi.advanceTimersByTime(100);
    expect(store.getState().panel).toBe("enquiry");
    store.setLastEnquiry(42);
    store.closePanel();
    vi.advanceTimersByTime(100);
    expect(store.getState()).toMatchObject({ panel: null, dim: false, enquiry: null, lastEnquiryId: 42 });
  });

  it("closes a panel at once, forgets the return state, and lifts the dim 100 ms later", () => {
    const store = createLayoutStore({ user: null });
    store.openLogin({ email: "amy@example.hk", returnState: { action: "saveSearch" } });
    vi.advanceTimersByTime(100);
    expect(store.getState()).toMatchObject({ panel: "login", loginEmail: "amy@example.hk", returnState: { action: "saveSearch" } });
    store.closePanel();
    expect(store.getState()).toMatchObject({ panel: null, dim: true, returnState: null });
    vi.advanceTimersByTime(100);
    expect(store.getState()).toMatchObject({ panel: null, dim: false, loginEmail: null });
  });

  it("shows one panel at a time: opening another replaces the first", () => {
    const store = createLayoutStore({ user: null });
    store.openSignup();
    vi.advanceTimersByTime(100);
    store.openLogin();
    vi.advanceTimersByTime(100);
    expect(store.getState().panel).toBe("login");
  });

  it("a close right after an open wins: the panel never shows", () => {
    const store = createLayoutStore({ user: null });
    store.openLogin();
    store.closePanel();
    vi.advanceTimersByTime(500);
    expect(store.getState()).toMatchObject({ panel: null, dim: false });
  });

  it("opening sign-up forgets a stored return state", () => {
    const store = createLayoutStore({ user: null });
    store.setReturnState({ action: "saveProperty", data: 12 });
    store.openSignup();
    expect(store.getState().returnState).toBeNull();
  });

  it("keeps the existing account for its popup until the popup has closed", () => {
    const store = createLayoutStore({ user: null });
    store.openExistingAccount({ email: "amy@example.hk", loginProvider: "google" });
    vi.advanceTimersByTime(100);
    expect(store.getState()).toMatchObject({ panel: "existingAccount", existingAccount: { loginProvider: "google" } });
    store.closePanel();
    vi.advanceTimersByTime(100);
    expect(store.getState().existingAccount).toBeNull();
  });

  it("queues big popups: one on screen, the next after it closes", () => {
    const store = createLayoutStore({ user: null });
    store.showBigPopup({ type: "success", title: "logoutSuccess" });
    store.showBigPopup({ type: "failed", title: "apiCallError" });
    expect(store.getState().bigPopups[0]?.title).toBe("logoutSuccess");
    store.closeBigPopup();
    expect(store.getState().bigPopups.map((p) => p.title)).toEqual(["apiCallError"]);
    store.closeBigPopup();
    expect(store.getState().bigPopups).toEqual([]);
  });

  it("closes the global message after 5 s, or at once when asked", () => {
    const store = createLayoutStore({ user: null });
    store.showMessage("apiCallError");
    expect(store.getState().globalMessage).toEqual({ message: "apiCallError", warningLevel: "error" });
    vi.advanceTimersByTime(4_999);
    expect(store.getState().globalMessage).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().globalMessage).toBeNull();
    store.showMessage("verificationSent", { warningLevel: "info" });
    store.closeMessage();
    expect(store.getState().globalMessage).toBeNull();
  });

  it("a newer message gets its own 5 s", () => {
    const store = createLayoutStore({ user: null });
    store.showMessage("first");
    vi.advanceTimersByTime(4_000);
    store.showMessage("second");
    vi.advanceTimersByTime(4_000);
    expect(store.getState().globalMessage?.message).toBe("second");
    vi.advanceTimersByTime(1_000);
    expect(store.getState().globalMessage).toBeNull();
  });

  it("keeps the roles the page came with only while the same account is signed in", () => {
    const store = createLayoutStore({ user, roles: ["member", "agent"] });
    expect(store.getState().roles).toEqual(["member", "agent"]);
    store.setUser({ ...user, firstName: "Renamed" });
    expect(store.getState().roles).toEqual(["member", "agent"]);
    store.setUser({ ...user, userId: "u2" });
    expect(store.getState().roles).toEqual([]);
    store.setUser(null);
    expect(store.getState().roles).toEqual([]);
    expect(createLayoutStore({ user: null, roles: ["member"] }).getState().roles).toEqual([]);
  });

  it("keeps the pending documents' count only while the same account is signed in", () => {
    const store = createLayoutStore({ user });
    expect(store.getState().pendingDocuments).toBeNull();
    store.setPendingDocuments(2);
    store.setUser({ ...user, firstName: "Renamed" });
    expect(store.getState().pendingDocuments).toBe(2);
    store.setUser({ ...user, userId: "u2" });
    expect(store.getState().pendingDocuments).toBeNull();
    store.setPendingDocuments(1);
    store.setUser(null);
    expect(store.getState().pendingDocuments).toBeNull();
  });

  it("tells subscribers about each change and sets the user and the loading flag", () => {
    const store = createLayoutStore({ user: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setLoading(true);
    store.setUser(user);
    expect(store.getState()).toMatchObject({ globalLoading: true, user });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setUser(null);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
