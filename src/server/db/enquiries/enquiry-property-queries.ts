// What an enquiry keeps of each listing it carries: the reference and the
// first photos, the primary (the lowest position) first. Floor plans are left
// out: their drawing depends on the page's language.
import type { Queryable } from "../client.ts";

export interface EnquiryListingPhotos {
  id: number;
  referenceId: string;
  photos: { kind: string; key: string }[];
}

/** These listings' references and first `photoCount` photos; ids with no listing are left out. */
export async function enquiryListingPhotos(
  executor: Queryable,
  ids: readonly number[],
  photoCount: number,
): Promise<EnquiryListingPhotos[]> {
  if (ids.length === 0) return [];
  const rows = await executor.query<{ id: number; reference_id: string; photos: { kind: string; key: string }[] | null }>(
    `select l.id, l.reference_id,
       (select json_agg(json_build_object('kind', ph.kind, 'key', ph.image_key) order by ph.position)
          from (select kind, image_key, position from listing_photos
                 where listing_id = l.id and kind <> 'floorplan' order by position limit $2) ph) as photos
     from listings l where l.id = any($1::int[])`,
    [ids, photoCount],
  );
  return rows.map((row) => ({ id: row.id, referenceId: row.reference_id, photos: row.photos ?? [] }));
}

/** A listing's asking prices in HKD (the monthly rent for a rent), null when it is not offered so; null when there is no listing. */
export async function enquiryListingPrices(
  executor: Queryable,
  listingId: number,
): Promise<{ salePrice: number | null; leasePrice: number | null } | null> {
  const [row] = await executor.query<{ sale_price: number | string | null; rent_price: number | null }>(
    `select sale_price, rent_price from listings where id = $1`,
    [listingId],
  );
  if (!row) return null;
  return { salePrice: row.sale_price === null ? null : Number(row.sale_price), leasePrice: row.rent_price };
}
