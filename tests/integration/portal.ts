// Every module's page services over a test database, built as the server builds them (src/server/modules/registry.ts).
import { loadConfig } from "../../src/server/config.ts";
import type { Database } from "../../src/server/db/client.ts";
import { buildPortal, type PortalServices } from "../../src/server/modules/registry.ts";
import { createSharedDeps } from "../../src/server/modules/shared-deps.ts";

export function portalServicesOf(database: Database): PortalServices {
  return buildPortal(createSharedDeps({ database, config: loadConfig({}) })).pageServices;
}
