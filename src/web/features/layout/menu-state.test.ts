import { describe, expect, it } from "vitest";
import { CLOSED, hoverMenu, leaveMenu, mobileBack, mobileForward, toggleMenu, toggleMobile } from "./menu-state.ts";

describe("top menu", () => {
  it("keeps one mega-menu popup open at a time", () => {
    const buy = toggleMenu(CLOSED, "buy");
    expect(buy.open).toBe("buy");
    expect(toggleMenu(buy, "resources").open).toBe("resources");
    expect(toggleMenu(buy, "buy").open).toBeNull();
  });

  it("opens on mouse hover on a wide screen only; touch and narrow screens are ignored", () => {
    expect(hoverMenu(CLOSED, "rent", "mouse", 1366).open).toBe("rent");
    expect(hoverMenu(CLOSED, "rent", "touch", 1366)).toBe(CLOSED);
    expect(hoverMenu(CLOSED, "rent", "mouse", 1279)).toBe(CLOSED);
    expect(leaveMenu(hoverMenu(CLOSED, "rent", "mouse", 1366), "mouse").open).toBeNull();
    expect(leaveMenu(toggleMenu(CLOSED, "rent"), "touch").open).toBe("rent");
    expect(leaveMenu(toggleMenu(CLOSED, "rent"), "mouse").open).toBe("rent");
  });

  it("a click on a popup the mouse just opened pins it instead of closing it; a second click closes", () => {
    const hovered = hoverMenu(CLOSED, "buy", "mouse", 1440);
    const pinned = toggleMenu(hovered, "buy");
    expect(pinned.open).toBe("buy");
    expect(leaveMenu(pinned, "mouse").open).toBe("buy");
    expect(toggleMenu(pinned, "buy").open).toBeNull();
  });

  it("the mobile menu closes the popups, steps into a submenu and back", () => {
    const open = toggleMobile(toggleMenu(CLOSED, "aboutUs"));
    expect(open).toEqual({ open: null, byHover: false, mobile: true, mobileStep: null });
    const step = mobileForward(open, "resources");
    expect(step.mobileStep).toBe("resources");
    expect(mobileBack(step)).toEqual(open);
    expect(toggleMobile(step)).toEqual(CLOSED);
    expect(mobileForward(CLOSED, "buy")).toBe(CLOSED);
  });
});
