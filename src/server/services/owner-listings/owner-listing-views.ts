// Listings as their owner and their agent see them: the form, the status and
// its notes, the agent, the agreement, the public listing once live and how
// it fares. Views answer 0: nothing counts a listing's page views (a
// recently viewed row is one per signed-in member, however often they look,
// and none for guests, so it is no count of views).
import type { AgentOwnerListing, OwnerListing } from "../../../domain/contracts/owner-listings.ts";
import type { DocumentStatus } from "../../../domain/documents/document-codes.ts";
import type { OwnerListingStatus } from "../../../domain/listings/owner-listing-status.ts";
import type { Executor } from "../../db/client.ts";
import {
  agentNames,
  agreementsByKey,
  ownerAccounts,
  type OwnerAccount,
  type OwnerListingRow,
} from "../../db/owner-listings/owner-listing-queries.ts";
import { photosOfListings } from "../../db/owner-listings/owner-photo-queries.ts";
import { buildingForListing, listingStats, publicListings } from "../../db/owner-listings/public-listing-queries.ts";
import { mediaPath } from "../search/media-paths.ts";
import { fieldsOf } from "./owner-listing-deps.ts";

/** The kind of an owner's photo in the media paths. */
export const OWNER_PHOTO_KIND = "owner";

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Each listing as its owner sees it, in the order given. */
export async function ownerViews(executor: Executor, rows: readonly OwnerListingRow[]): Promise<OwnerListing[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const listingIds = rows.flatMap((r) => (r.listingId ? [r.listingId] : []));
  const buildingIds = [...new Set(rows.flatMap((r) => (r.buildingId ? [r.buildingId] : [])))];
  const [photos, agents, agreements, published, stats, buildings] = await Promise.all([
    photosOfListings(executor, ids),
    agentNames(executor, [...new Set(rows.flatMap((r) => (r.agentId ? [r.agentId] : [])))]),
    agreementsByKey(
      executor,
      rows.flatMap((r) => (r.agreementDocumentKey ? [r.agreementDocumentKey] : [])),
    ),
    publicListings(executor, listingIds),
    listingStats(executor, listingIds),
    Promise.all(buildingIds.map((id) => buildingForListing(executor, id))),
  ]);
  return rows.map((row) => {
    const own = photos.filter((p) => p.ownerListingId === row.id);
    const cover = own.find((p) => p.isCover)?.imageKey ?? null;
    const building = buildings.find((b) => b?.id === row.buildingId) ?? null;
    const agent = row.agentId ? agents.get(row.agentId) : undefined;
    const agreement = row.agreementDocumentKey ? agreements.get(row.agreementDocumentKey) : undefined;
    const listing = published.find((l) => l.id === row.listingId);
    const counts = row.listingId ? stats.get(row.listingId) : undefined;
    const {
      photos: _keys,
      coverPhoto: _cover,
      ...fields
    } = fieldsOf(
      row,
      own.map((p) => p.imageKey),
      cover,
    );
    return {
      id: row.id,
      status: row.status as OwnerListingStatus,
      ...fields,
      building: building
        ? {
            id: building.id,
            name: { en: building.nameEn, zh: building.nameZh },
            district: { en: building.districtEn, zh: building.districtZh },
          }
        : null,
      photos: own.map((p) => ({
        key: p.imageKey,
        cover: p.isCover,
        width: p.width,
        height: p.height,
        path: mediaPath(OWNER_PHOTO_KIND, p.imageKey),
      })),
      agent: row.agentId && agent ? { id: row.agentId, name: agent } : null,
      reviewNote: row.reviewNote,
      rejectReason: row.rejectReason,
      agreement:
        row.agreementDocumentKey && agreement
          ? { documentKey: row.agreementDocumentKey, status: agreement.status as DocumentStatus }
          : null,
      listing: listing
        ? {
            id: listing.id,
            referenceId: listing.referenceId,
            available: listing.available,
            path: `/property/${listing.purpose === 2 ? "rent" : "sale"}/${listing.slug}/${listing.referenceId}`,
          }
        : null,
      stats: { views: 0, saves: counts?.saves ?? 0, enquiries: counts?.enquiries ?? 0 },
      createdAt: row.createdAt.toISOString(),
      submittedAt: iso(row.submittedAt),
      liveAt: iso(row.liveAt),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The owner's name as their account gives it, else the part of their address before the @. */
export function ownerName(account: Pick<OwnerAccount, "firstName" | "lastName" | "email">): string {
  return [account.firstName, account.lastName].filter(Boolean).join(" ") || account.email.split("@")[0]!;
}

/** Each listing as its agent sees it: the owner's view, and how to reach the owner. */
export async function agentViews(executor: Executor, rows: readonly OwnerListingRow[]): Promise<AgentOwnerListing[]> {
  const [views, accounts] = await Promise.all([
    ownerViews(executor, rows),
    ownerAccounts(executor, [...new Set(rows.map((r) => r.ownerUserId))]),
  ]);
  return views.map((view, i) => {
    const account = accounts.get(rows[i]!.ownerUserId);
    return {
      ...view,
      owner: account
        ? { name: ownerName(account), email: account.email, dialCode: account.dialCode, phone: account.phone }
        : { name: "", email: "", dialCode: "", phone: "" },
    };
  });
}
