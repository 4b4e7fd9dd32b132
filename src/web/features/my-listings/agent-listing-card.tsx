import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { AgentOwnerListing } from "../../../domain/contracts/owner-listings.ts";
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from "../../../domain/documents/document-codes.ts";
import { MAX_NOTE_LENGTH, OTHER_AREA_KINDS } from "../../../domain/listings/owner-listing-fields.ts";
import type { OwnerAgreementTemplate } from "../../../domain/listings/owner-listing-status.ts";
import { formatSize } from "../../../domain/money/size.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { BuildingPicker, type ChosenBuilding } from "../../ui/building-picker.tsx";
import { api } from "../../lib/api-client.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { PathLink } from "../../ui/path-link.tsx";
import { ListingPrice, PurposeTag, StatusBadge, useFailureText, useListingDate, ListingNotes } from "./listing-parts.tsx";
import { AGENT_CARD_ACTIONS, allows, districtName, listingFailure, listingName } from "./owner-listing-facts.ts";

type AgentAction = (typeof AGENT_CARD_ACTIONS)[number];

const LANGUAGE_LABELS: Record<DocumentLanguage, string> = {
  en: "agentListings.language.en",
  "zh-hk": "agentListings.language.zhHk",
};

const DONE: Record<AgentAction, string> = {
  issueAgreement: "agentListings.msg.agreementSent",
  approve: "agentListings.msg.approved",
  requestChanges: "agentListings.msg.changesRequested",
  reject: "agentListings.msg.rejected",
};

/** The fields the agent's forms show an error beside. */
const SHOWN_FIELDS = ["language", "template", "buildingId", "note", "reason"];

const PATHS: Record<AgentAction, string> = {
  issueAgreement: "agreement",
  approve: "approve",
  requestChanges: "changes",
  reject: "reject",
};

/**
 * One owner's listing in the agent's queue: everything the owner filled in,
 * the photos, how to reach the owner, where the agreement stands, and the
 * agent's steps the state table allows now, each a small form: issue the
 * agreement (its language, and for a flat offered both ways which one),
 * approve (naming the building when the owner typed an address), ask for
 * changes with a note, reject with a reason.
 */
export function AgentListingCard(props: { listing: AgentOwnerListing; onChange: (listing: AgentOwnerListing) => void }) {
  const { t, language, locale } = useI18n();
  const store = useLayoutStore();
  const failureText = useFailureText();
  const dateOf = useListingDate();
  const id = useId();
  const { listing } = props;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: "conjunction", style: "long" }).format(items);
  const [open, setOpen] = useState<AgentAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [documentLanguage, setDocumentLanguage] = useState<DocumentLanguage>(language === "en" ? "en" : "zh-hk");
  const [template, setTemplate] = useState<OwnerAgreementTemplate>("vendor-agreement");
  const [note, setNote] = useState("");
  const [reason, setReason] = useState("");
  const [building, setBuilding] = useState<ChosenBuilding | null>(null);
  const actions = AGENT_CARD_ACTIONS.filter((action) => allows(listing, action, "agent"));
  const name = listingName(listing, language) || t("myListings.card.untitled");
  const district = districtName(listing, language);

  function toggle(next: AgentAction | null) {
    setOpen((current) => (current === next ? null : next));
    setError(null);
    setFields({});
  }

  function refresh() {
    api
      .get<{ data: AgentOwnerListing }>(`/api/agent/owner-listings/${String(listing.id)}`)
      .then((answer) => props.onChange(answer.data))
      .catch(() => undefined);
  }

  async function act(action: AgentAction, body: object) {
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const answer = await api.post<{ data: AgentOwnerListing }>(`/api/agent/owner-listings/${String(listing.id)}/${PATHS[action]}`, body);
      setOpen(null);
      props.onChange(answer.data);
      store.showMessage(DONE[action], { warningLevel: "info" });
    } catch (failure) {
      // What was typed stays, to be corrected and sent again.
      const { message, fields, stale } = listingFailure(failure);
      // Bad input the form shows by its fields needs no second line saying so.
      const shown = Object.keys(fields).every((field) => SHOWN_FIELDS.includes(field));
      setError(message === "myListings.error.invalidInput" && shown ? null : message);
      setFields(fields);
      if (stale) refresh();
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    switch (open) {
      case "issueAgreement":
        return void act("issueAgreement", { language: documentLanguage, ...(listing.purpose === "both" ? { template } : {}) });
      case "approve":
        if (listing.building === null && building === null) return setFields({ buildingId: "myListings.field.required" });
        return void act("approve", listing.building === null && building ? { buildingId: building.id } : {});
      case "requestChanges":
        if (note.trim() === "") return setFields({ note: "myListings.field.required" });
        return void act("requestChanges", { note: note.trim() });
      case "reject":
        if (reason.trim() === "") return setFields({ reason: "myListings.field.required" });
        return void act("reject", { reason: reason.trim() });
      case null:
        return;
    }
  }

  const fieldError = (field: string) => (fields[field] ? failureText(fields[field]) : null);
  const area = (size: number) => t("agentListings.fact.sqft", { size: formatSize(size) });
  const features = [
    listing.maidRoom ? t("agentListings.feature.maidRoom") : "",
    listing.parking ? t("agentListings.feature.parking") : "",
    listing.outdoorSpace ? t("agentListings.feature.outdoorSpace") : "",
  ].filter(Boolean);
  const otherAreas = OTHER_AREA_KINDS.flatMap((kind) => {
    const size = listing.otherAreas[kind];
    return size ? [`${t(`agentListings.area.${kind}`)} ${area(size)}`] : [];
  });
  const phone = listing.owner.phone ? `+${listing.owner.dialCode} ${listing.owner.phone}` : "";

  return (
    <li className="agent-listing" aria-labelledby={`${id}-name`}>
      <div className="agent-listing-head">
        <p className="owner-listing-tags">
          <StatusBadge status={listing.status} />
          <PurposeTag purpose={listing.purpose} />
          {listing.submittedAt ? (
            <span className="muted">{t("agentListings.submitted", { date: dateOf(listing.submittedAt) })}</span>
          ) : null}
        </p>
        <h2 id={`${id}-name`} className="owner-listing-name">
          {name}
        </h2>
        <p className="owner-listing-where">
          {listing.building ? district : <span className="tag tag-warning">{t("agentListings.typedAddress")}</span>}
        </p>
        <ListingPrice listing={listing} className="owner-listing-price" />
      </div>
      {listing.photos.length > 0 ? (
        <ul className="agent-listing-photos" aria-label={t("agentListings.photos", { count: listing.photos.length })}>
          {listing.photos.map((photo, index) => (
            <li key={photo.key}>
              <a href={photo.path} target="_blank" rel="noreferrer">
                <img
                  src={photo.path}
                  alt={t("agentListings.photo", { n: index + 1, count: listing.photos.length })}
                  width={120}
                  height={90}
                  loading="lazy"
                />
              </a>
              {photo.cover ? <span className="agent-listing-cover">{t("agentListings.cover")}</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("agentListings.noPhotos")}</p>
      )}
      <dl className="agent-listing-facts">
        <Fact label={t("agentListings.agreement.label")}>
          <strong>{t(listing.agreement ? `myListings.agreement.${listing.agreement.status}` : "myListings.agreement.none")}</strong>
        </Fact>
        <Fact label={t("agentListings.fact.floorUnit")}>{[listing.floor, listing.unit].filter(Boolean).join(" / ") || "—"}</Fact>
        <Fact label={t("agentListings.fact.saleable")}>{listing.saleableArea ? area(listing.saleableArea) : "—"}</Fact>
        {listing.grossArea ? <Fact label={t("agentListings.fact.gross")}>{area(listing.grossArea)}</Fact> : null}
        <Fact label={t("agentListings.fact.rooms")}>
          {t("agentListings.fact.roomsValue", { bedrooms: listing.bedrooms ?? 0, bathrooms: listing.bathrooms ?? 0 })}
        </Fact>
        {listing.purpose !== "sale" && listing.managementFeeIncluded !== null ? (
          <Fact label={t("agentListings.fact.managementFee")}>
            {t(listing.managementFeeIncluded ? "agentListings.fact.included" : "agentListings.fact.notIncluded")}
          </Fact>
        ) : null}
        {features.length > 0 ? (
          <Fact label={t("agentListings.fact.features")} wide>
            {list(features)}
          </Fact>
        ) : null}
        {otherAreas.length > 0 ? (
          <Fact label={t("agentListings.fact.otherAreas")} wide>
            {list(otherAreas)}
          </Fact>
        ) : null}
      </dl>
      {listing.description ? <p className="agent-listing-description">{listing.description}</p> : null}
      <section className="agent-listing-owner" aria-labelledby={`${id}-owner`}>
        <h3 id={`${id}-owner`}>{t("agentListings.owner.title")}</h3>
        <dl className="agent-listing-facts agent-listing-contact">
          <Fact label={t("agentListings.owner.name")}>{listing.owner.name || "—"}</Fact>
          <Fact label={t("agentListings.owner.email")}>
            {listing.owner.email ? <a href={`mailto:${listing.owner.email}`}>{listing.owner.email}</a> : "—"}
          </Fact>
          <Fact label={t("agentListings.owner.phone")}>
            {phone ? <a href={`tel:+${listing.owner.dialCode}${listing.owner.phone}`}>{phone}</a> : "—"}
          </Fact>
          <Fact label={t("agentListings.owner.contactBy")}>
            {listing.contactBy.length > 0 ? list(listing.contactBy.map((method) => t(`agentListings.contact.${method}`))) : "—"}
          </Fact>
        </dl>
      </section>
      <ListingNotes listing={listing} noteLabel={t("agentListings.sentBack")} />
      <div className="button-row owner-listing-actions">
        {listing.status === "live" && listing.listing ? (
          <PathLink className="button button-secondary" to={`/${language}${listing.listing.path}`}>
            {t("myListings.action.view")}
          </PathLink>
        ) : null}
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={action === "approve" || action === "issueAgreement" ? "button button-primary" : "button button-ghost"}
            aria-expanded={open === action}
            onClick={() => toggle(action)}
          >
            {t(`agentListings.action.${action}`)}
          </button>
        ))}
      </div>
      {open ? (
        <form className="listing-inline-form" onSubmit={submit} noValidate aria-labelledby={`${id}-form-title`}>
          <h3 id={`${id}-form-title`} className="listing-inline-title">
            {t(`agentListings.form.${open}`)}
          </h3>
          {open === "issueAgreement" ? (
            <>
              <div className="form-field">
                <label className="field-label" htmlFor={`${id}-language`}>
                  {t("agentListings.agreement.language")}
                </label>
                <select
                  id={`${id}-language`}
                  className="text-input"
                  value={documentLanguage}
                  onChange={(event) => setDocumentLanguage(event.currentTarget.value as DocumentLanguage)}
                >
                  {DOCUMENT_LANGUAGES.map((option) => (
                    <option key={option} value={option}>
                      {t(LANGUAGE_LABELS[option])}
                    </option>
                  ))}
                </select>
                {fieldError("language") ? <p className="field-error">{fieldError("language")}</p> : null}
              </div>
              {listing.purpose === "both" ? (
                <fieldset className="plain-fieldset form-field">
                  <legend className="field-label">{t("agentListings.agreement.which")}</legend>
                  {(["vendor-agreement", "landlord-agreement"] as const).map((option) => (
                    <label key={option} className="radio-row">
                      <input type="radio" name={`${id}-template`} checked={template === option} onChange={() => setTemplate(option)} />{" "}
                      {t(option === "vendor-agreement" ? "agentListings.agreement.vendor" : "agentListings.agreement.landlord")}
                    </label>
                  ))}
                  {fieldError("template") ? <p className="field-error">{fieldError("template")}</p> : null}
                </fieldset>
              ) : (
                <p className="field-hint">
                  {t(listing.purpose === "rent" ? "agentListings.agreement.landlordOnly" : "agentListings.agreement.vendorOnly")}
                </p>
              )}
            </>
          ) : null}
          {open === "approve" ? (
            listing.building === null ? (
              <BuildingPicker
                id={`${id}-building`}
                purpose={listing.purpose === "rent" ? "rent" : "sale"}
                error={fieldError("buildingId") ?? undefined}
                chosen={building}
                texts={{
                  label: t("agentListings.building.label"),
                  hint: t("agentListings.building.hint"),
                  placeholder: t("agentListings.building.placeholder"),
                  searching: t("agentListings.building.searching"),
                  none: t("agentListings.building.none"),
                  chooseBlock: t("agentListings.building.chooseBlock"),
                  chosen: t("agentListings.building.chosen"),
                  change: t("agentListings.building.change"),
                }}
                onChoose={setBuilding}
              />
            ) : (
              <p>{t("agentListings.approve.text", { building: name })}</p>
            )
          ) : null}
          {open === "requestChanges" ? (
            <NoteField
              id={`${id}-note`}
              label={t("agentListings.changes.note")}
              value={note}
              onChange={setNote}
              error={fieldError("note")}
            />
          ) : null}
          {open === "reject" ? (
            <NoteField
              id={`${id}-reason`}
              label={t("agentListings.reject.reason")}
              value={reason}
              onChange={setReason}
              error={fieldError("reason")}
            />
          ) : null}
          <div className="button-row">
            <button type="submit" className={open === "reject" ? "button button-danger" : "button button-primary"} disabled={busy}>
              {t(`agentListings.submit.${open}`)}
            </button>
            <button type="button" className="button button-ghost" onClick={() => toggle(null)}>
              {t("myListings.action.cancel")}
            </button>
          </div>
        </form>
      ) : null}
      <p className="form-error" role="alert">
        {error ? failureText(error) : ""}
      </p>
    </li>
  );
}

/** A fact of the listing; a wide one (a list) takes two columns of the grid. */
function Fact(props: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={props.wide ? "agent-fact-wide" : undefined}>
      <dt>{props.label}</dt>
      <dd>{props.children}</dd>
    </div>
  );
}

/** The agent's words to the owner: required, kept as typed until sent. */
function NoteField(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: string | null }) {
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        ref={input}
        id={props.id}
        className="text-input"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
