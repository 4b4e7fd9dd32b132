// What a new document is filled from: the listing (with its building,
// street, district and first photo), the issuing agent with their office,
// and the client's account when the address belongs to a member.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { agents, offices } from "../schema/agents.ts";
import { buildings } from "../schema/buildings.ts";
import { districts } from "../schema/districts.ts";
import { listingPhotos } from "../schema/listing-photos.ts";
import { listings } from "../schema/listings.ts";
import { streets } from "../schema/streets.ts";
import { users } from "../schema/users.ts";

export async function listingForDocument(executor: Executor, listingId: number) {
  const [row] = await executor.db
    .select({
      id: listings.id,
      referenceId: listings.referenceId,
      purpose: listings.purpose,
      slug: buildings.slug,
      buildingEn: buildings.nameEn,
      buildingZh: buildings.nameZhHk,
      streetNo: buildings.streetNo,
      streetEn: streets.nameEn,
      streetZh: streets.nameZhHk,
      districtEn: districts.nameEn,
      districtZh: districts.nameZhHk,
      floorName: listings.floorName,
      salePrice: listings.salePrice,
      rentPrice: listings.rentPrice,
      grossSize: listings.grossSize,
      saleableSize: listings.saleableSize,
      bedrooms: listings.bedrooms,
      bathrooms: listings.bathrooms,
    })
    .from(listings)
    .innerJoin(buildings, eq(buildings.id, listings.buildingId))
    .innerJoin(districts, eq(districts.id, listings.districtId))
    .leftJoin(streets, eq(streets.id, buildings.streetId))
    .where(eq(listings.id, listingId));
  if (!row) return null;
  const [photo] = await executor.db
    .select({ kind: listingPhotos.kind, key: listingPhotos.imageKey })
    .from(listingPhotos)
    .where(and(eq(listingPhotos.listingId, listingId), ne(listingPhotos.kind, "floorplan")))
    .orderBy(asc(listingPhotos.position))
    .limit(1);
  return { ...row, photo: photo ?? null };
}
export type ListingForDocument = NonNullable<Awaited<ReturnType<typeof listingForDocument>>>;

export async function agentForDocument(executor: Executor, agentId: number) {
  const [row] = await executor.db
    .select({
      id: agents.id,
      nameEn: agents.nameEn,
      nameZh: agents.nameZhHk,
      licenceNo: agents.licenceNo,
      email: agents.email,
      officeAddressEn: offices.addressEn,
      officeAddressZh: offices.addressZhHk,
      userId: users.id,
      userEmail: users.email,
      language: users.language,
    })
    .from(agents)
    .innerJoin(offices, eq(offices.id, agents.officeId))
    .leftJoin(users, eq(users.agentId, agents.id))
    .where(eq(agents.id, agentId));
  return row ?? null;
}
export type AgentForDocument = NonNullable<Awaited<ReturnType<typeof agentForDocument>>>;

/** The account of an address, if a member has it. */
export async function accountByEmail(executor: Executor, email: string) {
  const [row] = await executor.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, language: users.language })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}
