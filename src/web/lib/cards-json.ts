import type { ResultImage, ResultItem } from "../../server/services/search/result-item.ts";
import { jsonTextCodec, type JsonText } from "./json-text.ts";

/** The yes/no marks of a card: absent means false. */
const CARD_FLAGS = [
  "isExclusive",
  "isSoleAgent",
  "isJointSoleAgent",
  "isVirtual",
  "isVideo",
  "isSaved",
  "isLeaseSubjectToOffer",
  "isSaleSubjectToOffer",
] as const;
type CardFlag = (typeof CARD_FLAGS)[number];

/** The plain fields of a card, in the order of a card's tuple (see CardsJson). */
const CARD_FIELDS = [
  "id",
  "referenceId",
  "building",
  "salePrice",
  "leasePrice",
  "salePricePerSqftSaleable",
  "salePricePerSqftGross",
  "leasePricePerSqftSaleable",
  "leasePricePerSqftGross",
  "includeManagementFee",
  "district",
  "floor",
  "sizeSaleable",
  "sizeGross",
  "bedrooms",
  "bathrooms",
  "agentImage",
  "agentName",
  "lastUpdated",
  "lat",
  "lng",
] as const satisfies readonly (keyof ResultItem)[];
type CardField = (typeof CARD_FIELDS)[number];

/**
 * The fields of a result item that a result card shows. A whole ResultItem
 * is one too (the map popup and the home page pass those): the marks are
 * optional, absent meaning false.
 */
export type CardItem = Pick<ResultItem, CardField | "banners"> &
  Partial<Pick<ResultItem, CardFlag>> & {
    images: Pick<ResultImage, "path" | "caption">[];
  };

/**
 * A page of cards as loader data carries them: one JSON text of a tuple per
 * card, [...CARD_FIELDS values, [[photo path, caption]] (the first photo
 * only), [[label, labelColour, bannerType, bannerColour], …], the set marks
 * as bits of CARD_FLAGS]. As objects, the 24 cards were ~1,000 values for
 * React Router's turbo-stream encoder to walk on every request (~0.3 ms) and
 * 14.7 KB of the page; as tuples in one text they cost one JSON.stringify and
 * 9.8 KB, with few quotes to escape in the HTML.
 */
export type CardsJson = JsonText<readonly CardItem[]>;
type CardTuple = [...values: unknown[]];

/**
 * What of an item a card shows, as the browser gets it: a card renders the same from its tuple as from the item
 * (else its hydration would not match), so the tuple also keys the card's markup (result-card.tsx, decision 0068).
 */
export function cardTuple(item: CardItem): CardTuple {
  let flags = 0;
  CARD_FLAGS.forEach((flag, bit) => {
    if (item[flag]) flags |= 1 << bit;
  });
  const photos = item.images.slice(0, 1).map((p) => [p.path, p.caption]);
  const banners = item.banners.map((b) => [b.label, b.labelColour, b.bannerType, b.bannerColour]);
  return [...CARD_FIELDS.map((field) => item[field]), photos, banners, flags];
}

function toTuples(items: readonly CardItem[]): CardTuple[] {
  return items.map(cardTuple);
}

function fromTuples(tuples: CardTuple[]): CardItem[] {
  return tuples.map((tuple) => {
    const card: Record<string, unknown> = {};
    CARD_FIELDS.forEach((field, k) => {
      card[field] = tuple[k];
    });
    const [photos, banners, flags] = tuple.slice(CARD_FIELDS.length) as [[string, string][], [string, string, string, string][], number];
    card.images = photos.map(([path, caption]) => ({ path, caption }));
    card.banners = banners.map(([label, labelColour, bannerType, bannerColour]) => ({ label, labelColour, bannerType, bannerColour }));
    CARD_FLAGS.forEach((flag, bit) => {
      if (flags & (1 << bit)) card[flag] = true;
    });
    return card as CardItem;
  });
}

/**
 * The cards' codec: the server's render gets back the items it was given (a
 * ResultItem is a CardItem); the browser decodes each text once (the page's
 * and each "load more").
 */
export const { write: cardsToJson, read: cardsFromJson } = jsonTextCodec<readonly CardItem[], CardTuple[]>({
  toWire: toTuples,
  fromWire: fromTuples,
});
