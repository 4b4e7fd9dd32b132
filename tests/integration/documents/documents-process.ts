// A second server process's documents side, as a test builds it: the module
// built from its own shared dependencies on a database handle, with a job
// runner over the module's jobs (the seal and the sweep). A test may wrap the
// PDF engine the module takes (its port), e.g. to make one call fail.
import type { Database } from "../../../src/server/db/client.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { createJobRunner, type JobRunner } from "../../../src/server/jobs/job-runner.ts";
import { documentsModule } from "../../../src/server/modules/documents-module.ts";
import type { BuiltModules } from "../../../src/server/modules/server-module.ts";
import { createSharedDeps, type SharedDeps } from "../../../src/server/modules/shared-deps.ts";
import type { DocumentService } from "../../../src/server/services/documents/document-service.ts";
import { PUBLIC_URL, unlimitedRateLimits } from "../accounts-app.ts";

export interface DocumentsProcess {
  service: DocumentService;
  /** Runs the due documents jobs (a failed job comes back at once: no backoff wait in tests). */
  runner: JobRunner;
  close(): Promise<void>;
}

const NO_OTHER_MODULES: BuiltModules = {
  get: (name) => {
    throw new Error(`the documents module does not use ${name}`);
  },
  housekeeping: () => [],
};

export function documentsProcess(
  database: Database,
  now: () => Date,
  options: { env?: Record<string, string>; pdf?: (real: SharedDeps["pdf"]) => SharedDeps["pdf"] } = {},
): DocumentsProcess {
  const config = loadConfig({ DATA_DIR: "/tmp/hk-accounts-test", LOG_LEVEL: "silent", PUBLIC_URL, ...options.env });
  const shared = createSharedDeps({ database, config, now, rateLimitStore: unlimitedRateLimits });
  const deps = options.pdf ? { ...shared, pdf: options.pdf(shared.pdf) } : shared;
  const service = documentsModule.build(deps, NO_OTHER_MODULES);
  const runner = createJobRunner({ database, handlers: documentsModule.jobs!(service, deps), backoffSeconds: () => 0 });
  return { service, runner, close: () => shared.close() };
}
