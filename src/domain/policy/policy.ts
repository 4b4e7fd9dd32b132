// "Who may do this", one table per module: each action names the least a
// viewer must be (its gate) and, where the action is on one record, whether
// the viewer may see that record at all. Routes and page loaders ask the
// policy before the service runs.
//
// The answers follow GitLab's rule: a record the viewer may not see answers
// exactly as an unknown id does (not_found), so ids cannot be probed; only a
// gate the viewer does not pass says so (sign_in, verify, forbidden).
import { hasRole, type Viewer } from "./viewer.ts";

/** The least a viewer must be: anyone, a signed-in member, a member whose e-mail is confirmed, or staff. */
export type Gate = "anyone" | "member" | "verified" | "agent" | "admin";

export type Decision = "allow" | "sign_in" | "verify" | "forbidden" | "not_found";

export interface Rule<Resource> {
  gate: Gate;
  /** For actions on one record: whether this viewer may see it. Absent: the gate alone decides. */
  sees?: (viewer: Viewer, resource: Resource) => boolean;
  /** One line for the API document and the policy table in the docs. */
  says: string;
}

export interface Policy<Rules extends Record<string, Rule<never>>> {
  module: string;
  rules: Rules;
  can<A extends keyof Rules & string>(viewer: Viewer, action: A, ...resource: ResourceArg<Rules[A]>): Decision;
}

type ResourceArg<R> = R extends { sees: (viewer: Viewer, resource: infer Resource) => boolean } ? [resource: Resource | null] : [];

/** Whether a viewer passes a gate, and if not, what they lack. */
export function passGate(viewer: Viewer, gate: Gate): Decision {
  if (gate === "anyone") return "allow";
  if (!viewer.user) return "sign_in";
  if (gate === "member") return "allow";
  if (gate === "verified") return viewer.user.isConfirmed ? "allow" : "verify";
  return hasRole(viewer, gate) ? "allow" : "forbidden";
}

// `Rule<never>` accepts a rule about any resource: a rule's `sees` is only ever
// called with the resource its own action is given (see ResourceArg).
export function definePolicy<Rules extends Record<string, Rule<never>>>(module: string, rules: Rules): Policy<Rules> {
  return {
    module,
    rules,
    can(viewer, action, ...resource) {
      const rule = rules[action] as Rule<unknown>;
      const gate = passGate(viewer, rule.gate);
      if (gate !== "allow" || !rule.sees) return gate;
      const [record] = resource as [unknown];
      return record !== null && record !== undefined && rule.sees(viewer, record) ? "allow" : "not_found";
    },
  };
}
