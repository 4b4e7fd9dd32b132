import type { PortalServices } from "../../../server/modules/registry.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { Popular } from "../../../server/services/places/popular-places.ts";
import type { ArticleSummary } from "../../../server/services/content/content-service.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { searchSpecOfQuery } from "../../../domain/search/search-spec.ts";
import { languageIdFromCode, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";

export type HomeData = { popular: { sale: Popular; rent: Popular }; featured: ResultItem[]; press: ArticleSummary[] };

/** The spec's "in the press" on the home page: the 2 newest news articles. */
const IN_THE_PRESS = 2;

/** The home page's popular places (kept by the places service) and the first listings of the default searches, for sale and for rent. */
export async function homeData(services: PortalServices, language: LanguageCode, currencyId: CurrencyId): Promise<HomeData> {
  const languageId = languageIdFromCode(language);
  const featured = (purpose: 1 | 2) => {
    const { spec, presentation } = searchSpecOfQuery(createSearchQuery({ languageId, listingTypeId: purpose }));
    return services.search.search({ ...spec, pageSize: 4 }, { ...presentation, currencyId });
  };
  const [sale, rent, featuredSale, featuredRent, news] = await Promise.all([
    services.places.popular(LISTING_PURPOSE.Sale, languageId),
    services.places.popular(LISTING_PURPOSE.Rent, languageId),
    featured(LISTING_PURPOSE.Sale),
    featured(LISTING_PURPOSE.Rent),
    services.content.articles("article", language),
  ]);
  return {
    popular: { sale, rent },
    featured: [...featuredSale.properties, ...featuredRent.properties],
    press: news.slice(0, IN_THE_PRESS),
  };
}
