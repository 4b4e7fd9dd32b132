import { useState } from "react";
import type { OwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { CURRENCY_ID } from "../../../domain/money/currency.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useMessageText } from "../../ui/global-message.tsx";
import { coverPhoto } from "./owner-listing-facts.ts";

/** The listing's status as a badge, its colour by how the listing stands (draft, waiting, live, needs the owner, over). */
export function StatusBadge(props: { status: OwnerListing["status"] }) {
  const { t } = useI18n();
  return <span className={`tag listing-status listing-status-${props.status}`}>{t(`myListings.status.${props.status}`)}</span>;
}

/** Sale, rent or both, in the quiet sale and rent colours. */
export function PurposeTag(props: { purpose: OwnerListing["purpose"] }) {
  const { t } = useI18n();
  if (props.purpose === null) return null;
  return <span className={`tag listing-purpose listing-purpose-${props.purpose}`}>{t(`myListings.purpose.${props.purpose}`)}</span>;
}

/** The asking price and the monthly rent as the site writes prices (HK$8.5M, HK$850萬), each where the flat is offered so. */
export function ListingPrice(props: { listing: Pick<OwnerListing, "purpose" | "askingPrice" | "rent">; className: string }) {
  const { t, language } = useI18n();
  const { listing } = props;
  const money = (amount: number) => formatPrice(amount, { currencyId: CURRENCY_ID.HKD, language });
  const parts = [
    listing.askingPrice !== null && listing.purpose !== "rent" ? (
      <span key="sale">
        {listing.purpose === "both" ? <span className="listing-price-label">{t("myListings.card.sale")} </span> : null}
        <strong>{money(listing.askingPrice)}</strong>
      </span>
    ) : null,
    listing.rent !== null && listing.purpose !== "sale" ? (
      <span key="rent">
        {listing.purpose === "both" ? <span className="listing-price-label">{t("myListings.card.rent")} </span> : null}
        <strong>{money(listing.rent)}</strong>
        <span className="listing-price-per">{t("myListings.card.perMonth")}</span>
      </span>
    ) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return <p className={`${props.className} muted`}>{t("myListings.card.noPrice")}</p>;
  return <p className={props.className}>{parts}</p>;
}

/** The cover photo at 4:3, or a quiet placeholder when there is none (or its file does not load). */
export function ListingPhoto(props: { listing: Pick<OwnerListing, "photos">; className: string }) {
  const { t } = useI18n();
  const photo = coverPhoto(props.listing);
  const [failed, setFailed] = useState(false);
  if (photo === null || failed) {
    return (
      <div className={`${props.className} listing-photo-none`}>
        <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 3 2 11.5l1.3 1.5L5 11.6V20h5v-5h4v5h5v-8.4l1.7 1.4 1.3-1.5L12 3Zm5 15h-1v-5H8v5H7V9.9l5-4.3 5 4.3V18Z"
          />
        </svg>
        <span>{t("myListings.card.noPhoto")}</span>
      </div>
    );
  }
  return (
    <img className={props.className} src={photo.path} alt="" width={320} height={240} loading="lazy" onError={() => setFailed(true)} />
  );
}

/** A failure's text: this catalog's keys, else the message line's (network, session, throttled, account texts). */
export function useFailureText(): (message: string) => string {
  const { t } = useI18n();
  const textOf = useMessageText();
  return (message) => (message.startsWith("myListings.") ? t(message) : textOf(message));
}

/** A date as Hong Kong reads it, the same on the server and in the browser. */
export function useListingDate(): (iso: string) => string {
  const { locale } = useI18n();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "Asia/Hong_Kong" });
  return (iso) => format.format(new Date(iso));
}

/** What the agent wrote: the note of a listing sent back for changes, or the reason it was rejected. */
export function ListingNotes(props: { listing: OwnerListing; noteLabel: string }) {
  const { t } = useI18n();
  const { status, reviewNote, rejectReason } = props.listing;
  if (status === "changes" && reviewNote) {
    return (
      <blockquote className="owner-listing-note">
        <p className="owner-listing-note-label">{props.noteLabel}</p>
        <p>{reviewNote}</p>
      </blockquote>
    );
  }
  if (status === "rejected" && rejectReason) {
    return (
      <blockquote className="owner-listing-note owner-listing-note-rejected">
        <p className="owner-listing-note-label">{t("myListings.card.rejectReason")}</p>
        <p>{rejectReason}</p>
      </blockquote>
    );
  }
  return null;
}
