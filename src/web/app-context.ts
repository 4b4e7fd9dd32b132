import { createContext } from "react-router";
import type { CurrencyId } from "../domain/money/currency.ts";
import type { PortalServices } from "../server/modules/registry.ts";
import type { Viewer } from "../domain/policy/viewer.ts";

/**
 * What the server hands to loaders for one request. The web app sees only the
 * types of server modules; the values come through React Router's load
 * context, so no server code is bundled for the browser.
 */
export interface RequestContext {
  nonce: string;
  currencyId: CurrencyId;
  publicUrl: string;
  /** What the server's modules let page loaders call (each module's page services, merged). */
  services: PortalServices;
  /** Map tiles ({z}/{x}/{y} template) when MAP_TILE_URL is set; otherwise the offline base layer only. */
  mapTileUrl?: string | undefined;
  /** The static map service (STATIC_MAP_URL, STATIC_MAP_KEY); undefined for the offline map. */
  staticMap?: { template: string; key: string } | undefined;
  /** The careers site the menus and footer link to, when CAREERS_URL is set. */
  careersUrl?: string | undefined;
  /** The tag manager's script when TAG_MANAGER_ID is set: the consent banner shows and, once accepted, loads it. */
  tagManagerSrc?: string | undefined;
  /** Whether the recapture prompt is on (RECAPTURE_PROMPT; off when unset). */
  recapturePrompt?: boolean | undefined;
  /** The configured social sign-in providers, so the sign-in page renders their buttons with the page (nothing moves later). */
  socialProviders: { id: string; name: string }[];
  /** Who is asking, resolved once from the session cookie: the account (null for a guest), its roles and its agent. */
  viewer: Viewer;
}

export const requestContext = createContext<RequestContext>();
