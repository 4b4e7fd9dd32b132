import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { OwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { api } from "../../lib/api-client.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { ListingPhoto, ListingPrice, PurposeTag, StatusBadge, useFailureText, useListingDate, ListingNotes } from "./listing-parts.tsx";
import { agreementStateOf, allows, awaitsSignature, districtName, editable, listingFailure, listingName } from "./owner-listing-facts.ts";

/** The owner's steps that ask first: each leaves the listing off the market for good. */
type Confirming = "withdraw" | "let" | "sold";
type Open = Confirming | "price" | null;

const CONFIRM_DONE: Record<Confirming, string> = {
  withdraw: "myListings.msg.withdrawn",
  let: "myListings.msg.let",
  sold: "myListings.msg.sold",
};

/**
 * One of the owner's listings: its photo, building, flat, price and status
 * badge, what the status means for the owner (the agent's note, the reason
 * it was not taken), the public listing's numbers once live, and the steps
 * the state table allows now: edit, sign the agreement, change the price,
 * mark it let or sold, withdraw (those last three after a confirmation).
 */
export function OwnerListingCard(props: { listing: OwnerListing; onChange: (listing: OwnerListing) => void }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const failureText = useFailureText();
  const dateOf = useListingDate();
  const id = useId();
  const { listing } = props;
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [askingPrice, setAskingPrice] = useState("");
  const [rent, setRent] = useState("");
  const name = listingName(listing, language) || t("myListings.card.untitled");
  const district = districtName(listing, language);
  const where = [
    listing.floor ? t("myListings.card.floor", { floor: listing.floor }) : "",
    listing.unit ? t("myListings.card.unit", { unit: listing.unit }) : "",
    district,
  ].filter(Boolean);
  const offersSale = listing.purpose !== "rent";
  const offersRent = listing.purpose !== "sale";

  function toggle(next: Open) {
    setOpen((current) => (current === next ? null : next));
    setError(null);
    setFields({});
  }

  /** Reads the listing again after a refusal: it may have moved on since the page read it. */
  function refresh() {
    api
      .get<{ data: OwnerListing }>(`/api/owner-listings/${String(listing.id)}`)
      .then((answer) => props.onChange(answer.data))
      .catch(() => undefined);
  }

  async function act(step: "price" | "withdraw" | "let" | "sold", body: object, done: string) {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const answer = await api.post<{ data: OwnerListing }>(`/api/owner-listings/${String(listing.id)}/${step}`, body);
      setOpen(null);
      setAskingPrice("");
      setRent("");
      props.onChange(answer.data);
      store.showMessage(done, { warningLevel: "info" });
    } catch (failure) {
      // What was typed stays in the form, to be corrected and sent again.
      const { message, fields, stale } = listingFailure(failure);
      // A price the field itself says is wrong needs no second line saying so.
      const shown = Object.keys(fields).every((field) => field === "askingPrice" || field === "rent");
      setError(message === "myListings.error.invalidInput" && shown ? null : message);
      setFields(fields);
      if (stale) refresh();
    } finally {
      setBusy(false);
    }
  }

  function changePrice(event: FormEvent) {
    event.preventDefault();
    const body = {
      ...(offersSale && askingPrice.trim() ? { askingPrice: askingPrice.trim() } : {}),
      ...(offersRent && rent.trim() ? { rent: rent.trim() } : {}),
    };
    if (Object.keys(body).length === 0) {
      setError(null);
      setFields({ [offersSale ? "askingPrice" : "rent"]: "myListings.field.required" });
      return;
    }
    void act("price", body, "myListings.msg.priceChanged");
  }

  const state = stateText(listing);
  return (
    <li className="owner-listing" aria-labelledby={`${id}-name`}>
      <ListingPhoto listing={listing} className="owner-listing-photo" />
      <div className="owner-listing-summary">
        <p className="owner-listing-tags">
          <StatusBadge status={listing.status} />
          <PurposeTag purpose={listing.purpose} />
        </p>
        <h2 id={`${id}-name`} className="owner-listing-name">
          {name}
        </h2>
        {where.length > 0 ? <p className="owner-listing-where">{where.join(" · ")}</p> : null}
        <ListingPrice listing={listing} className="owner-listing-price" />
      </div>
      <div className="owner-listing-rest">
        <p className="owner-listing-state">{state}</p>
        <ListingNotes listing={listing} noteLabel={t("myListings.card.agentNote")} />
        {listing.listing ? (
          <dl className="owner-listing-stats">
            {(["views", "saves", "enquiries"] as const).map((stat) => (
              <div key={stat}>
                <dt>{t(`myListings.stats.${stat}`)}</dt>
                <dd>{listing.stats[stat]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="button-row owner-listing-actions">
          {editable(listing) ? (
            <PathLink className="button button-primary" to={`/${language}/list-property?edit=${String(listing.id)}`}>
              {t("myListings.action.edit")}
            </PathLink>
          ) : null}
          {awaitsSignature(listing) ? (
            <PathLink className="button button-primary" to={`/${language}/mydocument/pendingdocument`}>
              {t("myListings.action.sign")}
            </PathLink>
          ) : null}
          {listing.status === "live" && listing.listing ? (
            <PathLink className="button button-secondary" to={`/${language}${listing.listing.path}`}>
              {t("myListings.action.view")}
            </PathLink>
          ) : null}
          {allows(listing, "changePrice", "owner") ? (
            <button type="button" className="button button-ghost" aria-expanded={open === "price"} onClick={() => toggle("price")}>
              {t("myListings.action.changePrice")}
            </button>
          ) : null}
          {allows(listing, "markLet", "owner") ? (
            <button type="button" className="button button-ghost" aria-expanded={open === "let"} onClick={() => toggle("let")}>
              {t("myListings.action.markLet")}
            </button>
          ) : null}
          {allows(listing, "markSold", "owner") ? (
            <button type="button" className="button button-ghost" aria-expanded={open === "sold"} onClick={() => toggle("sold")}>
              {t("myListings.action.markSold")}
            </button>
          ) : null}
          {allows(listing, "withdraw", "owner") ? (
            <button type="button" className="button button-ghost" aria-expanded={open === "withdraw"} onClick={() => toggle("withdraw")}>
              {t("myListings.action.withdraw")}
            </button>
          ) : null}
        </div>
        {open === "price" ? (
          <form className="listing-inline-form" onSubmit={changePrice} noValidate aria-labelledby={`${id}-price-title`}>
            <h3 id={`${id}-price-title`} className="listing-inline-title">
              {t("myListings.price.title")}
            </h3>
            {offersSale ? (
              <PriceField
                id={`${id}-asking`}
                label={t("myListings.price.asking")}
                hint={t("myListings.price.askingHint")}
                value={askingPrice}
                onChange={setAskingPrice}
                error={fields.askingPrice ? failureText(fields.askingPrice) : null}
                focus
              />
            ) : null}
            {offersRent ? (
              <PriceField
                id={`${id}-rent`}
                label={t("myListings.price.rent")}
                hint={t("myListings.price.rentHint")}
                value={rent}
                onChange={setRent}
                error={fields.rent ? failureText(fields.rent) : null}
                focus={!offersSale}
              />
            ) : null}
            <div className="button-row">
              <button type="submit" className="button button-primary" disabled={busy}>
                {t("myListings.price.save")}
              </button>
              <button type="button" className="button button-ghost" onClick={() => toggle(null)}>
                {t("myListings.action.cancel")}
              </button>
            </div>
          </form>
        ) : null}
        {open === "withdraw" || open === "let" || open === "sold" ? (
          <ConfirmStep
            text={t(`myListings.confirm.${open}`)}
            confirm={t(`myListings.confirm.${open}Yes`)}
            keep={t("myListings.confirm.keep")}
            busy={busy}
            onConfirm={() => void act(open, {}, CONFIRM_DONE[open])}
            onKeep={() => toggle(null)}
          />
        ) : null}
        <p className="form-error" role="alert">
          {error ? failureText(error) : ""}
        </p>
      </div>
    </li>
  );

  function stateText(l: OwnerListing): string {
    switch (l.status) {
      case "submitted":
        return l.agent
          ? t("myListings.state.submittedTo", { agent: language === "en" ? l.agent.name.en : l.agent.name.zh || l.agent.name.en })
          : t("myListings.state.submitted");
      case "agreement":
        return agreementStateOf(l.agreement) === "closed" ? t("myListings.state.agreementClosed") : t("myListings.state.agreement");
      case "live":
        return l.liveAt ? t("myListings.state.liveSince", { date: dateOf(l.liveAt) }) : t("myListings.state.live");
      default:
        return t(`myListings.state.${l.status}`);
    }
  }
}

/** A price typed as the owner says it ("8.5M", "28K", "850萬"); the server reads it. */
function PriceField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  focus: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  // When the form opens: the first price field takes the focus.
  useEffect(() => {
    if (props.focus) input.current?.focus();
  }, [props.focus]);
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        ref={input}
        id={props.id}
        className="text-input listing-price-input"
        inputMode="text"
        autoComplete="off"
        maxLength={40}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={`${props.id}-hint${props.error ? ` ${props.id}-error` : ""}`}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      <p className="field-hint" id={`${props.id}-hint`}>
        {props.hint}
      </p>
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A step that cannot be undone, said plainly, with the way to keep things as they are focused first. */
function ConfirmStep(props: { text: string; confirm: string; keep: string; busy: boolean; onConfirm: () => void; onKeep: () => void }) {
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="listing-confirm" role="group" aria-labelledby={`${id}-text`}>
      <p id={`${id}-text`}>{props.text}</p>
      <div className="button-row">
        <button type="button" className="button button-danger" disabled={props.busy} onClick={props.onConfirm}>
          {props.confirm}
        </button>
        <button ref={keep} type="button" className="button button-ghost" onClick={props.onKeep}>
          {props.keep}
        </button>
      </div>
    </div>
  );
}
