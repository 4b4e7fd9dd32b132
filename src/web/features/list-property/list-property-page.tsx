import { useSearchParams } from "react-router";
import type { ContentPage } from "../../../server/services/content/site-content.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ENQUIRY_TYPE } from "../../../domain/enquiry/enquiry-codes.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { EnquireButton } from "../../ui/enquire-button.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { ListingFormView } from "./listing-form.tsx";
import { useListingForm } from "./use-listing-form.ts";

/** ?edit=<id>: one of the member's own listings, else a new one. */
function editIdOf(value: string | null): number | null {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * List a property: the form in five steps for anyone (a guest signs in or up
 * only to send it), and below it how listing works and what it costs.
 */
export function ListPropertyPage(props: { about: ContentPage | null }) {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const editId = editIdOf(query.get("edit"));
  const state = useListingForm(editId);
  const title = editId === null ? t("listProperty.title") : t("listProperty.editTitle");
  return (
    <div className="container list-property-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t("listProperty.description")} />
      <Breadcrumbs items={[{ label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{t("listProperty.lead")}</p>
      <div className="lp-layout">
        <ListingFormView s={state} />
        {props.about ? (
          <aside className="lp-about" aria-labelledby="lp-about-title">
            <h2 id="lp-about-title">{t("listProperty.about")}</h2>
            {/* An owner who would rather talk it through sends a listing enquiry (the spec's List_Property type). */}
            <p className="lp-ask">{t("listProperty.askLead")}</p>
            <EnquireButton className="button button-secondary" target={{ enquiryType: ENQUIRY_TYPE.List_Property }}>
              {t("listProperty.askAgent")}
            </EnquireButton>
            {props.about.sections.map((section) => (
              <section key={section.id} id={section.id} className="content-section" aria-labelledby={`${section.id}-heading`}>
                <h3 id={`${section.id}-heading`}>{section.heading}</h3>
                {section.paragraphs.map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </section>
            ))}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
