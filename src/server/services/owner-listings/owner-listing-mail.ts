// The owner hears through the outbox, in the transaction of the agent's
// decision, when their listing is sent back: changes asked for, or not to be
// listed.
import { parseLanguageCode } from "../../../domain/i18n/languages.ts";
import type { Executor } from "../../db/client.ts";
import type { OwnerAccount, OwnerListingRow } from "../../db/owner-listings/owner-listing-queries.ts";
import type { BuildingForListing } from "../../db/owner-listings/public-listing-queries.ts";
import { enqueueMail } from "../../mail/outbox.ts";

/** The owner's listings page, where they act on it. */
const MY_LISTINGS_PATH = "myproperty/mylistings";

export async function mailReview(
  tx: Executor,
  input: {
    publicUrl: string;
    owner: OwnerAccount;
    row: OwnerListingRow;
    building: BuildingForListing | null;
    outcome: "changes" | "rejected";
    note: string;
  },
): Promise<void> {
  const language = parseLanguageCode(input.owner.language) ?? "en";
  const place = input.building ? (language === "en" ? input.building.nameEn : input.building.nameZh) : input.row.address;
  await enqueueMail(tx, {
    template: "owner-listing-review",
    to: input.owner.email,
    language,
    data: {
      link: `${input.publicUrl}/${language}/${MY_LISTINGS_PATH}`,
      title: [place, input.row.floor, input.row.unit].filter(Boolean).join(", "),
      outcome: input.outcome,
      note: input.note,
    },
  });
}
