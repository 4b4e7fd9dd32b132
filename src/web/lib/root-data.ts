import { useRouteLoaderData } from "react-router";
import type { CurrencyId } from "../../domain/money/currency.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { User } from "../../domain/contracts/account-user.ts";
import type { Role } from "../../domain/policy/viewer.ts";
import type { CatalogAddress } from "../i18n/catalog-script.ts";
import type { PanelPart } from "../i18n/message-parts.ts";
import { staticMapUrl, type STATIC_MAP_SIZES } from "../../domain/map/static-map-url.ts";
import type { MenuPlaces } from "../../server/services/content/content-service.ts";

export interface RootData {
  language: LanguageCode;
  /** Where the page's catalog part is (catalogAt, decision 0065). */
  messages: CatalogAddress;
  /** Where each lazy panel's own texts are (i18n/panel-messages.tsx). */
  panelMessages: Record<PanelPart, CatalogAddress>;
  currencyId: CurrencyId;
  publicUrl: string;
  /** Who was signed in when the page was served (the layout state follows later changes). */
  user: User | null;
  /** That user's roles (empty for a guest): the account menu shows the agent desk to an agent. */
  roles: readonly Role[];
  /** The static map service, or null for the offline map (/staticmap). */
  staticMap: { template: string; key: string } | null;
  /** Whether the recapture prompt is on (off unless configured). */
  recapturePrompt: boolean;
  /** The busiest districts and buildings for sale and for rent (the menus and the search screen list them). */
  menu: { sale: MenuPlaces; rent: MenuPlaces };
}

/** The static map of a point (zoom 16, red marker) from the configured service or the offline one. */
export function useStaticMapUrl(): (lat: number, lng: number, size: keyof typeof STATIC_MAP_SIZES) => string {
  const { staticMap } = useRootData();
  return (lat, lng, size) => (staticMap ? staticMapUrl(lat, lng, size, staticMap.template, staticMap.key) : staticMapUrl(lat, lng, size));
}

export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root loader data is missing");
  return data;
}
