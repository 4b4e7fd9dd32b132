// Who is asking: reads the session cookie on every request and sets
// request.viewer. A request without the cookie (a guest) costs one property
// read; one with it costs an in-memory lookup (see session-store.ts).
import type { FastifyInstance, FastifyReply } from "fastify";
import { GUEST_VIEWER, rolesOf, type Viewer as PolicyViewer } from "../../domain/policy/viewer.ts";
import type { NewSession, SessionStore } from "../services/accounts/session-store.ts";

export const SESSION_COOKIE = "__Host-hh_session";

/** The policies' viewer, with the session it came from (null for a guest). */
export interface Viewer extends PolicyViewer {
  sessionId: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    viewer: Viewer;
  }
}

const GUEST: Viewer = Object.freeze({ ...GUEST_VIEWER, sessionId: null });

export function registerSession(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest("viewer", null as unknown as Viewer);
  app.addHook("onRequest", async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token === undefined) {
      request.viewer = GUEST;
      return;
    }
    const live = await sessions.lookup(token);
    if (!live) {
      request.viewer = GUEST;
      clearSessionCookie(reply);
      return;
    }
    request.viewer = { user: live.user, sessionId: live.sessionId, roles: rolesOf(live.roles), agentId: live.agentId };
  });
}

/**
 * __Host-: Secure, Path=/, no Domain, so no other site or subdomain can set
 * or read it. rememberMe: a persistent cookie until the session's expiry;
 * otherwise a browser-session cookie (the server enforces the idle limit).
 */
export function setSessionCookie(reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "lax",
    ...(session.rememberMe ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, secure: true, sameSite: "lax" });
}
