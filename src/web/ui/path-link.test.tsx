import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Link, RouterProvider, type LinkProps } from "react-router";
import { browserPathLink, PathLink } from "./path-link.tsx";

/** The markup of one link rendered inside a router, as a page would render it on the server. */
function markup(element: React.ReactElement, at = "/en/property-search/rent"): string {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [at] });
  return renderToString(<RouterProvider router={router} />);
}

const cases: [string, Omit<LinkProps, "to"> & { to: string }][] = [
  ["a plain path", { to: "/en/property-search/rent/localityarea-d37", children: "Wan Chai" }],
  ["a path with a query and a hash", { to: "/en/property/rent/the-harbourside/AB123?x=1#tab=vr", className: "card-mark", title: "Tour" }],
  ["a path in Chinese", { to: "/zh-hk/property-search/sale/keyword-港島東中心", children: "港島東中心" }],
  ["a target and a rel", { to: "/en/property-news", target: "_blank", rel: "noopener", children: "News" }],
  [
    "a reload and a click handler",
    { to: "/en/profile/savedproperties", reloadDocument: true, onClick: () => undefined, children: "Saved" },
  ],
  [
    "page state React Router keeps",
    { to: "/en/property-search/rent/page-2", rel: "next", preventScrollReset: true, replace: true, children: "2" },
  ],
  ["an empty query and hash (React Router drops them)", { to: "/en/faq?#", children: "FAQ" }],
  ["a relative path (left to React Router)", { to: "faq", children: "FAQ" }],
  ["a protocol-relative address (left to React Router)", { to: "//example.hk/x", children: "Out" }],
];

describe("PathLink on the server", () => {
  it("is the server's own link, not React Router's (vitest renders as the server does)", () => {
    expect(PathLink).not.toBe(Link);
  });

  it.each(cases)("writes the markup React Router's Link writes: %s", (_, props) => {
    expect(markup(<PathLink {...props} />)).toBe(markup(<Link {...props} />));
  });
});

describe("PathLink in the browser", () => {
  const { BrowserPathLink, BrowserPathLinkNavigation } = browserPathLink;

  it.each(cases)("writes the markup React Router's Link writes: %s", (_, props) => {
    const browser = markup(
      <BrowserPathLinkNavigation>
        <BrowserPathLink {...props} />
      </BrowserPathLinkNavigation>,
    );
    expect(browser).toBe(markup(<Link {...props} />));
  });

  it("is React Router's Link outside the page's navigation (an error page without the layout)", () => {
    const props = cases[0]![1];
    expect(markup(<BrowserPathLink {...props} />)).toBe(markup(<Link {...props} />));
  });
});
