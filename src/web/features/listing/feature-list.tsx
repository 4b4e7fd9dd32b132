import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";

const OVERFLOW_CHECK_MS = 1000; // The feature block's overflow is checked 1 s after load, once photos and fonts have settled its height.

/** Features and description in a block of fixed height; "Show more" appears only when the text overflows. */
export function FeatureList(props: { features: string[]; description: string }) {
  const { t } = useI18n();
  const block = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      const el = block.current;
      if (el) setOverflows(el.scrollHeight > el.clientHeight + 1);
    }, OVERFLOW_CHECK_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="features" aria-labelledby="features-heading">
      <h2 id="features-heading">{t("listing.features")}</h2>
      <div ref={block} id="feature-block" className={expanded ? "feature-block is-expanded" : "feature-block"}>
        <p>{props.description}</p>
        <ul className="feature-tags">
          {props.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
      {overflows ? (
        <button
          type="button"
          className="link-button"
          aria-expanded={expanded}
          aria-controls="feature-block"
          onClick={() => setExpanded(!expanded)}
        >
          {t(expanded ? "listing.showLess" : "listing.showMore")}
        </button>
      ) : null}
    </section>
  );
}
