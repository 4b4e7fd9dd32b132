// The one list of server modules. app.ts registers their routes, the job
// runner takes their jobs, page loaders get their page services through the
// load context, and the API document and the route walks read the routes
// they registered. A new member feature is one more entry here (see the
// module template in docs/architecture.md).
import type { FastifyInstance } from "fastify";
import type { JobHandler } from "../jobs/job-runner.ts";
import { mailMessageSchema, type MailTemplate } from "../mail/mail-templates-catalog.ts";
import { browseModule } from "./browse-module.ts";
import { accountsModule } from "./accounts-module.ts";
import { savedModule } from "./saved-module.ts";
import { alertsModule } from "./alerts-module.ts";
import { enquiriesModule } from "./enquiries-module.ts";
import { documentsModule } from "./documents-module.ts";
import { listingsModule } from "./listings-module.ts";
import { newsletterModule } from "./newsletter-module.ts";
import { contentModule } from "./content-module.ts";
import { platformModule } from "./platform-module.ts";
import type { BuiltModules, ServerModule } from "./server-module.ts";
import type { SharedDeps } from "./shared-deps.ts";

/** In build order: a module may use the services of those before it. */
export const SERVER_MODULES = [
  browseModule,
  accountsModule,
  savedModule,
  alertsModule,
  enquiriesModule,
  documentsModule,
  listingsModule,
  newsletterModule,
  contentModule,
  platformModule,
] as const;

type Modules = typeof SERVER_MODULES;
type ModuleName = Modules[number]["name"];
type ServicesOf<M extends { build: (...args: never[]) => unknown }> = ReturnType<M["build"]>;
type PageServicesOf<M> = M extends { pageServices?: (services: never) => infer P } ? P : never;
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every module's services, by module name. */
export type ModuleServices = { [M in Modules[number] as M["name"]]: ServicesOf<M> };

/** What page loaders may call (src/web/app-context.ts): the modules' page services merged. */
export type PortalServices = Intersect<PageServicesOf<Modules[number]>>;

export interface BuiltPortal {
  modules: ModuleServices;
  /** The page loaders' services. */
  pageServices: PortalServices;
  jobs(): Record<string, JobHandler>;
  /** Queues every module's recurring jobs. */
  schedule(): Promise<void>;
  /** Registers every module's routes, each in its own plugin context with the same options. */
  registerRoutes(app: FastifyInstance): Promise<void>;
}

type AnyModule = ServerModule<string, unknown, object>;
const modules = SERVER_MODULES as readonly AnyModule[];

/** Builds every module once, in order, from the shared dependencies. */
export function buildPortal(shared: SharedDeps): BuiltPortal {
  const unowned = [...mailTemplateOwners()].filter(([, owners]) => owners.length !== 1);
  if (unowned.length) throw new Error(`every mail template is sent by one module: ${JSON.stringify(unowned)}`);
  const built = new Map<string, unknown>();
  const housekeeping: Array<() => Promise<void>> = [];
  const lookup: BuiltModules = {
    get<T>(name: string): T {
      if (!built.has(name)) throw new Error(`module ${name} is used before it is built: list it earlier in SERVER_MODULES`);
      return built.get(name) as T;
    },
    housekeeping: () => housekeeping,
  };
  for (const module of modules) {
    const services = module.build(shared, lookup);
    built.set(module.name, services);
    if (module.housekeeping) housekeeping.push(() => module.housekeeping!(services, shared));
  }
  const servicesOf = (module: AnyModule) => built.get(module.name);
  const pageServices = Object.assign({}, ...modules.map((m) => m.pageServices?.(servicesOf(m)) ?? {})) as PortalServices;
  return {
    modules: Object.fromEntries(built) as ModuleServices,
    pageServices,
    jobs: () => Object.assign({}, ...modules.map((m) => m.jobs?.(servicesOf(m), shared) ?? {})) as Record<string, JobHandler>,
    async schedule() {
      for (const module of modules) await module.schedule?.(servicesOf(module), shared);
    },
    async registerRoutes(app) {
      for (const module of modules) {
        if (module.routes) await app.register(module.routes, { services: servicesOf(module), shared });
      }
    },
  };
}

/** Which modules send each mail template of the catalog (each template must be one module's). */
export function mailTemplateOwners(): Map<MailTemplate, ModuleName[]> {
  const owners = new Map<MailTemplate, ModuleName[]>(mailMessageSchema.options.map((option) => [option.shape.template.value, []]));
  for (const module of SERVER_MODULES) {
    for (const template of (module as AnyModule).mail ?? []) owners.set(template, [...(owners.get(template) ?? []), module.name]);
  }
  return owners;
}
