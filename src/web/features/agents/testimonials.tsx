import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Testimonial } from "../../../server/services/content/content-service.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatDate } from "../../../domain/dates/format.ts";
import { TESTIMONIALS_INITIAL, testimonialTextClass } from "./agent-rules.ts";

/** After a "more cards" click the cards are measured again 200 ms later. */
const MEASURE_DELAY_MS = 200;
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Client testimonials: the first 3 cards, more on click; each card's text is
 * clamped, with its own "read more" shown only when the text overflows
 * (measured after load and 200 ms after a more-cards click); the track
 * scrolls by one card.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const { t } = useI18n();
  const [limit, setLimit] = useState(TESTIMONIALS_INITIAL);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [overflowing, setOverflowing] = useState<ReadonlySet<number>>(new Set());
  const [measureAt, setMeasureAt] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  const shown = items.slice(0, limit);

  useIsomorphicLayoutEffect(() => {
    const measure = () => {
      const found = new Set<number>();
      for (const text of track.current?.querySelectorAll<HTMLElement>("[data-testimonial]") ?? []) {
        if (text.scrollHeight > text.clientHeight + 1) found.add(Number(text.dataset.testimonial));
      }
      setOverflowing(found);
    };
    if (measureAt === 0) {
      measure();
      return;
    }
    const timer = setTimeout(measure, MEASURE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [measureAt]);

  const scrollByCard = (direction: 1 | -1) => {
    const list = track.current;
    const card = list?.querySelector("li");
    if (list && card) list.scrollBy({ left: direction * (card.getBoundingClientRect().width + 16), behavior: "smooth" });
  };

  return (
    <div className="carousel">
      {/* Focusable so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      <ul className="carousel-track testimonial-track" ref={track} tabIndex={0} aria-label={t("agents.nav.clientTestimonials")}>
        {shown.map((item) => {
          const open = expanded.has(item.id);
          return (
            <li key={item.id} className="testimonial-card">
              <p className="testimonial-rating" aria-label={t("agents.rating", { rating: item.rating })}>
                {"★".repeat(item.rating)}
                {"☆".repeat(5 - item.rating)}
              </p>
              <blockquote
                id={`testimonial-${item.id}`}
                data-testimonial={item.id}
                className={`testimonial-text text-${testimonialTextClass(item.text)}${open ? " is-open" : ""}`}
              >
                {item.text}
              </blockquote>
              {overflowing.has(item.id) || open ? (
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={open}
                  aria-controls={`testimonial-${item.id}`}
                  onClick={() =>
                    setExpanded((now) => {
                      const next = new Set(now);
                      if (open) next.delete(item.id);
                      else next.add(item.id);
                      return next;
                    })
                  }
                >
                  {open ? t("agents.readLess") : t("agents.readMore")}
                </button>
              ) : null}
              <p className="testimonial-author">
                {item.author} · <time dateTime={item.date}>{formatDate(new Date(item.date))}</time>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="carousel-controls">
        <button type="button" className="icon-button" aria-label={t("agents.previous")} onClick={() => scrollByCard(-1)}>
          ‹
        </button>
        <button type="button" className="icon-button" aria-label={t("agents.next")} onClick={() => scrollByCard(1)}>
          ›
        </button>
        {items.length > limit ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              setLimit((n) => n + TESTIMONIALS_INITIAL);
              setMeasureAt(Date.now());
            }}
          >
            {t("agents.moreTestimonials", { count: items.length - limit })}
          </button>
        ) : null}
      </div>
    </div>
  );
}
