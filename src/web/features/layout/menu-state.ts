// The top menu's behaviour: one mega-menu popup open at a
// time; mouse hover opens it on a wide screen and is ignored on touch and on
// narrow screens; the mobile menu opens full screen, closes every popup and
// steps into a submenu and back. Framework-free so each rule is a tested
// transition (menu-state.test.ts); site-header.tsx renders it.

/** The spec's breakpoints: below 1280 px the header is the mobile one. */
export const MOBILE_WIDTH_LIMIT = 1280;

export type MegaMenuKey = "buy" | "rent" | "list" | "aboutUs" | "resources";
export type MenuState = {
  open: MegaMenuKey | null;
  /** A popup opened by hover closes when the mouse leaves; one opened by a click (or pinned by one) stays. */
  byHover: boolean;
  mobile: boolean;
  mobileStep: MegaMenuKey | null;
};
export const CLOSED: MenuState = { open: null, byHover: false, mobile: false, mobileStep: null };

/**
 * A click on a popup's disclosure button: toggles it, closing any other. A
 * mouse click lands after the hover that already opened the popup, so a click
 * on a hover-opened popup keeps it open (pinned) rather than closing it.
 */
export function toggleMenu(state: MenuState, key: MegaMenuKey): MenuState {
  if (state.open === key && state.byHover) return { ...state, byHover: false };
  return { ...CLOSED, open: state.open === key ? null : key };
}

/** The pointer enters a top item: a mouse on a wide screen opens its popup; touch and pen do nothing. */
export function hoverMenu(state: MenuState, key: MegaMenuKey, pointer: string, width: number): MenuState {
  if (pointer !== "mouse" || width < MOBILE_WIDTH_LIMIT || state.mobile) return state;
  return state.open === key ? state : { ...CLOSED, open: key, byHover: true };
}

/** The mouse leaves a top item and its popup: a popup it opened closes. */
export function leaveMenu(state: MenuState, pointer: string): MenuState {
  return pointer === "mouse" && state.byHover ? CLOSED : state;
}

/** The mobile menu button: opens full screen (closing the popups) or closes. */
export function toggleMobile(state: MenuState): MenuState {
  return state.mobile ? CLOSED : { ...CLOSED, mobile: true };
}

export function mobileForward(state: MenuState, key: MegaMenuKey): MenuState {
  return state.mobile ? { ...state, mobileStep: key } : state;
}

export function mobileBack(state: MenuState): MenuState {
  return { ...state, mobileStep: null };
}
