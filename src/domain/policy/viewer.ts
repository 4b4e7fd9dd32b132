// Who is asking, resolved once per request from the session and handed to
// every route, page loader and policy. Roles are data on the account: every
// account is a member; agent and admin are staff roles granted to it.
import type { User } from "../contracts/account-user.ts";

export const ROLES = ["member", "agent", "admin"] as const;
export type Role = (typeof ROLES)[number];

export interface Viewer {
  /** The signed-in account, or null for a guest. */
  user: User | null;
  /** Empty for a guest; a signed-in account has "member" and any staff roles. */
  roles: readonly Role[];
  /** The agent a staff account answers for (its desk), or null. */
  agentId: number | null;
}

export const GUEST_VIEWER: Viewer = Object.freeze({ user: null, roles: Object.freeze([]) as readonly Role[], agentId: null });

/** The roles an account row holds, keeping only the known ones and always "member". */
export function rolesOf(stored: readonly string[]): Role[] {
  const known = new Set<Role>(["member"]);
  for (const role of stored) if ((ROLES as readonly string[]).includes(role)) known.add(role as Role);
  return ROLES.filter((role) => known.has(role));
}

export function hasRole(viewer: Viewer, role: Role): boolean {
  return viewer.user !== null && viewer.roles.includes(role);
}
