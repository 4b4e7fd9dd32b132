// Structured data of a listing: a RealEstateListing with its Offer and the
// flat it offers (schema.org); the trail is lib/breadcrumb-json-ld.ts.
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import { currencyCode, type CurrencyId } from "../../../domain/money/currency.ts";

export function listingJsonLd(input: {
  item: ResultItem;
  /** When it was first advertised (ISO 8601). */
  listedAt: string;
  purpose: "sale" | "rent";
  url: string;
  title: string;
  description: string;
  images: string[];
  currencyId: CurrencyId;
}): unknown {
  const { item } = input;
  const price = input.purpose === "rent" ? item.leasePrice : item.salePrice;
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: input.title,
    description: input.description,
    url: input.url,
    image: input.images,
    datePosted: input.listedAt,
    dateModified: item.lastUpdated,
    offers: {
      "@type": "Offer",
      price: price ?? undefined,
      priceCurrency: currencyCode(input.currencyId) === "RMB" ? "CNY" : currencyCode(input.currencyId),
      businessFunction: input.purpose === "rent" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      availability: item.available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    },
    about: {
      "@type": "Apartment",
      name: item.building,
      numberOfBedrooms: item.bedrooms,
      numberOfBathroomsTotal: item.bathrooms,
      floorSize: { "@type": "QuantitativeValue", value: item.sizeSaleable, unitCode: "FTK" },
      address: {
        "@type": "PostalAddress",
        streetAddress: item.address,
        addressLocality: item.district,
        addressRegion: item.area,
        addressCountry: "HK",
      },
      geo: { "@type": "GeoCoordinates", latitude: item.lat, longitude: item.lng },
    },
  };
}
