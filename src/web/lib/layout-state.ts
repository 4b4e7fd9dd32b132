// The page's layout state in one place: which panel is open (one at a time),
// the dim behind it, the big-popup queue, the global message line, the global
// loading flag, the signed-in user with their roles and the return state (what to resume after
// signing in). Features call these transitions; none keeps its own copy.
// Framework-free so its transitions are tested without a browser; the React
// binding is layout-context.tsx.
import type { User } from "../../domain/contracts/account-user.ts";
import { setAnalyticsUser, track } from "./analytics.ts";
import { signInEvent } from "./analytics-events.ts";
import type { EnquiryType } from "../../domain/contracts/enquiry-request.ts";
import type { Role } from "../../domain/policy/viewer.ts";

/** Opening a panel dims the page first; the panel shows, and the dim lifts, this long after. */
export const PANEL_DELAY_MS = 100;
/** The global message line closes by itself after this long. */
export const GLOBAL_MESSAGE_LIFE_MS = 5_000;

export type PanelName = "login" | "signup" | "existingAccount" | "enquiry" | "share";

/** The share popup's state: title and url; active when it is the open panel. */
export interface ShareTarget {
  title: string;
  url: string;
}

/** What an enquiry panel is opened for: any feature names the type and, when it has them, the listing or agent. */
export interface EnquiryTarget {
  enquiryType: EnquiryType;
  listingId?: number;
  /** The listing's reference, shown in the panel's heading. */
  referenceId?: string;
  agentId?: number;
  /** The agent's name, shown in the panel's heading when no listing is named. */
  agentName?: string;
  /** The overseas listing enquired about (named in the request's InternationalProperties). */
  internationalListingId?: number;
  /**
   * What the page that opened the panel does once the enquiry is stored and
   * no sign-in is offered instead, given the e-mail sent with it (a results
   * page offers to save its search).
   */
  afterSent?: (email: string) => void;
}

export type BigPopupType = "success" | "failed" | "question";

/** A big popup: title and caption are message keys, translated when shown. */
export interface BigPopup {
  type: BigPopupType;
  title: string;
  caption?: string;
  /** Values for the caption's placeholders. */
  captionValues?: Record<string, string>;
  /** A question's confirm button; on another popup, a second button beside OK (an undo). */
  action?: () => void;
  actionLabel?: string;
  /** A link in the page's language (a message key and a path), e.g. to manage what was just done. */
  link?: { to: string; label: string };
}

export interface GlobalMessage {
  /** A message key, or text (possibly HTML from the server, sanitised when shown). */
  message: string;
  warningLevel: "error" | "info";
  actionUrl?: string;
  actionText?: string;
}

/** Where the person was going when a panel asked them to sign in. */
export interface ReturnState {
  action: string;
  data?: unknown;
}

export interface ExistingAccount {
  email: string;
  loginProvider: string | null;
}

export interface LayoutState {
  /** The panel on screen. */
  panel: PanelName | null;
  dim: boolean;
  /** The login panel's pre-filled, locked e-mail. */
  loginEmail: string | null;
  existingAccount: ExistingAccount | null;
  /** The first is on screen; the rest wait their turn. */
  bigPopups: readonly BigPopup[];
  globalMessage: GlobalMessage | null;
  globalLoading: boolean;
  user: User | null;
  /** The user's roles as the server read them with the page; a sign-in on this page learns them with the next page. */
  roles: readonly Role[];
  returnState: ReturnState | null;
  /** What the open (or opening) enquiry panel is for. */
  enquiry: EnquiryTarget | null;
  /** The id of the last enquiry sent from this page (cleared when a new one starts). */
  lastEnquiryId: number | null;
  share: ShareTarget | null;
  /** The call-or-email prompt is up (after the page has loaded and been scrolled once). */
  callOrEmail: boolean;
  /** How many documents wait for the member's signature (the first page's count); null until asked. */
  pendingDocuments: number | null;
}

type Listener = () => void;

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type LayoutStore = ReturnType<typeof createLayoutStore>;

export function createLayoutStore(initial: { user: User | null; roles?: readonly Role[] }, timers: Timers = realTimers) {
  let state: LayoutState = {
    panel: null,
    dim: false,
    loginEmail: null,
    existingAccount: null,
    bigPopups: [],
    globalMessage: null,
    globalLoading: false,
    user: initial.user,
    roles: initial.user ? (initial.roles ?? []) : [],
    returnState: null,
    enquiry: null,
    lastEnquiryId: null,
    share: null,
    callOrEmail: false,
    pendingDocuments: null,
  };
  const listeners = new Set<Listener>();
  // One pending panel step (show after dim, or undim after close) at a time:
  // a newer open or close replaces the older step.
  let panelTimer: unknown = null;
  let messageTimer: unknown = null;

  function set(patch: Partial<LayoutState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function schedulePanel(step: () => void) {
    if (panelTimer !== null) timers.clearTimeout(panelTimer);
    panelTimer = timers.setTimeout(() => {
      panelTimer = null;
      step();
    }, PANEL_DELAY_MS);
  }

  function openPanel(panel: PanelName, patch: Partial<LayoutState> = {}) {
    set({ ...patch, dim: true });
    schedulePanel(() => set({ panel }));
  }

  function closeMessage() {
    if (messageTimer !== null) timers.clearTimeout(messageTimer);
    messageTimer = null;
    if (state.globalMessage) set({ globalMessage: null });
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** The login panel, optionally with a locked e-mail (which also hides social sign-in). */
    openLogin(options: { email?: string; returnState?: ReturnState } = {}) {
      openPanel("login", { loginEmail: options.email ?? null, ...(options.returnState ? { returnState: options.returnState } : {}) });
    },
    /** Opening sign-up forgets any stored return state. */
    openSignup() {
      openPanel("signup", { returnState: null });
    },
    openExistingAccount(account: ExistingAccount) {
      openPanel("existingAccount", { existingAccount: account });
    },
    /** The enquiry panel: the last enquiry cleared, the target set, dim, then the panel 100 ms later. */
    openEnquiry(target: EnquiryTarget) {
      openPanel("enquiry", { enquiry: target, lastEnquiryId: null });
    },
    openShare(share: ShareTarget) {
      openPanel("share", { share });
    },
    /** The call-or-email prompt comes up (once the page has loaded and been scrolled) or is put away. */
    setCallOrEmail(callOrEmail: boolean) {
      if (state.callOrEmail !== callOrEmail) set({ callOrEmail });
    },
    setLastEnquiry(lastEnquiryId: number) {
      set({ lastEnquiryId });
    },
    /** Closing forgets the return state, hides the panel at once and lifts the dim a moment later. */
    closePanel() {
      set({ panel: null, returnState: null });
      schedulePanel(() => set({ dim: false, loginEmail: null, existingAccount: null, enquiry: null, share: null }));
    },

    showBigPopup(popup: BigPopup) {
      set({ bigPopups: [...state.bigPopups, popup] });
    },
    /** Closes the popup on screen; the next one in the queue takes its place. */
    closeBigPopup() {
      set({ bigPopups: state.bigPopups.slice(1) });
    },

    showMessage(message: string, options: Partial<Omit<GlobalMessage, "message">> = {}) {
      if (messageTimer !== null) timers.clearTimeout(messageTimer);
      set({ globalMessage: { message, warningLevel: options.warningLevel ?? "error", ...options } });
      messageTimer = timers.setTimeout(() => {
        messageTimer = null;
        set({ globalMessage: null });
      }, GLOBAL_MESSAGE_LIFE_MS);
    },
    closeMessage,

    setLoading(globalLoading: boolean) {
      set({ globalLoading });
    },
    /** The roles stay only while the same account is signed in (its details changed); another account's are not known yet. */
    setUser(user: User | null) {
      if (user !== null && user.userId !== state.user?.userId) track(signInEvent(user.userId));
      setAnalyticsUser(user?.userId ?? null);
      const same = user !== null && user.userId === state.user?.userId;
      set({ user, roles: same ? state.roles : [], pendingDocuments: same ? state.pendingDocuments : null });
    },
    setReturnState(returnState: ReturnState | null) {
      set({ returnState });
    },
    /** The pending documents' count as the alert read it (null again when the member signs out). */
    setPendingDocuments(pendingDocuments: number | null) {
      if (state.pendingDocuments !== pendingDocuments) set({ pendingDocuments });
    },
  };
}
