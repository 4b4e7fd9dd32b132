// What a server module is: one area of the portal (browse, accounts, saved,
// alerts, enquiries, newsletter, content, platform, and each new member
// feature) declared once. The registry builds every module's services from
// the shared dependencies, registers its routes, hands its jobs to the job
// runner and its page services to the loaders; the OpenAPI document and the
// route walks read the routes it registered.
import type { FastifyInstance } from "fastify";
import type { JobHandler } from "../jobs/job-runner.ts";
import type { MailTemplate } from "../mail/mail-templates-catalog.ts";
import type { SharedDeps } from "./shared-deps.ts";

/** A module's route plugin: every module's routes take the same options. */
export type ModuleRoutes<Services> = (app: FastifyInstance, options: { services: Services; shared: SharedDeps }) => Promise<void>;

/** The other modules' services, by name, for a module built after them (e.g. alerts use browse's search). */
export interface BuiltModules {
  get<T>(name: string): T;
  /** Every built module's hourly house-keeping, for the maintenance job. */
  housekeeping(): Array<() => Promise<void>>;
}

export interface ServerModule<Name extends string = string, Services = unknown, PageServices = object> {
  name: Name;
  /** What the module is for, in one line (the docs' module table). */
  purpose: string;
  /** Its use-cases, built once per process from the shared dependencies and the modules listed before it. */
  build(shared: SharedDeps, built: BuiltModules): Services;
  /** What page loaders may call, merged into the load context's `services`. */
  pageServices?(services: Services): PageServices;
  routes?: ModuleRoutes<Services>;
  /** Background jobs by name (the jobs table: they survive restarts and run once across processes). */
  jobs?(services: Services, shared: SharedDeps): Record<string, JobHandler>;
  /** Hourly house-keeping of the module's own rows (ended sessions, stale links…), run by the maintenance job. */
  housekeeping?(services: Services, shared: SharedDeps): Promise<void>;
  /** Queues the module's recurring jobs when the server is ready. */
  schedule?(services: Services, shared: SharedDeps): Promise<void>;
  /** The mail templates the module sends (each template belongs to exactly one module). */
  mail?: readonly MailTemplate[];
  /** The module's policy: who may do what (src/domain/policy); null for a module whose every call is open. */
  policy: { module: string; rules: Record<string, { gate: string; says: string }> } | null;
}

/** Declares a module; the identity function that lets TypeScript infer its services' types. */
export function defineModule<Name extends string, Services, PageServices = object>(
  module: ServerModule<Name, Services, PageServices>,
): ServerModule<Name, Services, PageServices> {
  return module;
}
