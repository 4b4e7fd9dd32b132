import { data, redirect, type RouterContextProvider } from "react-router";
import type { User } from "../../domain/contracts/account-user.ts";
import { passGate, type Decision, type Gate } from "../../domain/policy/policy.ts";
import type { Viewer } from "../../domain/policy/viewer.ts";
import { requestContext } from "../app-context.ts";
import { languageOfPath } from "./language-path.ts";

/** The sign-in page, coming back to `returnTo` (a path on this site) afterwards. */
export function signInPath(returnTo: string): string {
  const language = languageOfPath(returnTo);
  return `/${language}/account/login?ReturnUrl=${encodeURIComponent(returnTo)}`;
}

/** The viewer of this request, from the session the server read. */
export function viewerOf(context: Readonly<RouterContextProvider>): User | null {
  return context.get(requestContext).viewer.user;
}

/**
 * For member pages' loaders: the signed-in user, or a redirect of a guest to
 * the sign-in page with a ReturnUrl back to this page. Decided on the server,
 * so a guest never sees a member page's content, even for a moment.
 */
export function requireMember(request: Request, context: Readonly<RouterContextProvider>): User {
  return authorizePage(request, context, (viewer) => passGate(viewer, "member")).user;
}

/**
 * For pages only a verified member has (personal details, change password
 * and the member area): a guest signs in first; a member whose e-mail is not
 * confirmed yet is sent to resend the verification, the one page their
 * reduced menu offers.
 */
export function requireVerifiedMember(request: Request, context: Readonly<RouterContextProvider>): User {
  return authorizePage(request, context, (viewer) => passGate(viewer, "verified")).user;
}

/**
 * For page loaders: asks a module's policy about this viewer before any
 * service runs. A guest is sent to sign in (and back), an unverified member
 * to resend the verification; a role too low is a 403 and a record the
 * viewer may not see is the same 404 as an unknown one.
 */
export function authorizePage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  ask: (viewer: Viewer) => Decision,
): Viewer & { user: User } {
  const viewer = context.get(requestContext).viewer;
  const decision = ask(viewer);
  switch (decision) {
    case "allow":
      if (viewer.user) return viewer as Viewer & { user: User };
      throw redirect(signInPath(pageOf(request)));
    case "sign_in":
      throw redirect(signInPath(pageOf(request)));
    case "verify":
      throw redirect(`/${languageOfPath(pageOf(request))}/account/resendverification`);
    case "forbidden":
      throw data(null, { status: 403 });
    case "not_found":
      throw data(null, { status: 404 });
  }
}

/** For a page guarded by a gate alone (lib/member-pages.ts): anyone passes "anyone"; otherwise as authorizePage. */
export function guardPage(request: Request, context: Readonly<RouterContextProvider>, gate: Gate): void {
  if (gate !== "anyone") authorizePage(request, context, (viewer) => passGate(viewer, gate));
}

/** The page a request is for: a client navigation asks for "<path>.data" and may name its routes. */
function pageOf(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  return url.pathname.replace(/\.data$/, "") + url.search;
}
