import { useEffect, useRef } from "react";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { ResultCard, resultCardMarkupKey } from "../../ui/result-card.tsx";
import { Kept } from "../../ui/served-panel.tsx";
import { HydrateWhenIdle } from "../../ui/hydrate-when-idle.tsx";
import { EmptyResults } from "./empty-results.tsx";
import { Pager } from "../../ui/pager.tsx";
import { useLoadMore } from "./use-load-more.ts";
import { rememberPageState, type SavedPageState } from "./use-page-state.ts";
import type { SearchPageData } from "./search-data.ts";
import type { CardPurpose } from "../../lib/card-format.ts";
import type { EnquiryTarget } from "../../lib/layout-state.ts";

type Props = {
  data: SearchPageData;
  busy: boolean;
  layout: "grid" | "list";
  purpose: CardPurpose;
  compact?: boolean;
  restore?: SavedPageState | null;
  /** The cards' Enquire: its type and what follows a sent enquiry. */
  enquiry: Omit<EnquiryTarget, "listingId" | "referenceId">;
};

/**
 * The cards of the first row hydrate with the page; the rest each in an idle moment of its own, or all at once on the
 * first pointer, key, touch or focus (decision 0066): hydrating 24 cards in one task was most of a results page's
 * Total Blocking Time on Lighthouse's phone.
 */
const FIRST_ROW = 4;
/** The cards whose photos load first, with a high priority: the first row on a phone and the largest paint. */
const EAGER = 2;

export function ResultsList({ data, busy, layout, purpose, compact = false, restore = null, enquiry }: Props) {
  const { t, language } = useI18n();
  const more = useLoadMore(data, restore);
  const sentinel = useRef<HTMLDivElement>(null);

  // Infinite loading once the visitor has asked for more: the next page loads
  // when the end of the list comes within 80% of the window height.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !more.infinite || !more.hasMore) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) more.loadMore();
      },
      { rootMargin: "0px 0px 25% 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more]);

  if (data.pager.totalItems === 0) return <EmptyResults query={data.query} />;
  return (
    <section className="results" aria-busy={busy} aria-label={t("search.resultsLabel")}>
      <ul
        className={`results-${layout}${compact ? " results-compact" : ""}`}
        onClickCapture={(e) => {
          // Opening a card saves where the visitor is, for Back (the spec's saved page state).
          const card = (e.target as Element).closest("a[href]") ? (e.target as Element).closest("li[data-id]") : null;
          if (card && !compact)
            rememberPageState({ path: data.path, pages: more.page, view: layout, cardId: Number(card.getAttribute("data-id")) });
        }}
      >
        {more.items.map((item, index) => {
          const card = { item, searched: purpose, currencyId: data.currencyId, layout, enquiry };
          if (index < EAGER) {
            // Rendered on every page: React puts the preload of an eager photo in the head as it renders the card.
            return (
              <li key={item.id} id={`result-${String(item.id)}`} data-id={item.id}>
                <ResultCard {...card} eager />
              </li>
            );
          }
          const idle = index >= FIRST_ROW;
          // The other cards' markup is kept on the server from page to page (decision 0068).
          return (
            <Kept
              as="li"
              key={item.id}
              id={`result-${String(item.id)}`}
              data-id={item.id}
              markupKey={() => `${idle ? "idle" : "now"} ${resultCardMarkupKey(card, language)}`}
            >
              {idle ? (
                <HydrateWhenIdle>
                  <ResultCard {...card} />
                </HydrateWhenIdle>
              ) : (
                <ResultCard {...card} />
              )}
            </Kept>
          );
        })}
      </ul>
      <div ref={sentinel} className="results-end">
        {more.hasMore ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={more.loadMore}
            disabled={more.loading}
            aria-busy={more.loading}
          >
            {more.loading ? t("search.loading") : t("search.loadMore")}
          </button>
        ) : null}
        {data.pager.totalPages > 0 ? (
          <Pager
            page={more.page}
            totalPages={data.pager.totalPages}
            hrefFor={(n) => buildSearchPath({ ...data.query, pageNumber: n })}
            label={t("search.pager.label")}
          />
        ) : null}
      </div>
    </section>
  );
}
