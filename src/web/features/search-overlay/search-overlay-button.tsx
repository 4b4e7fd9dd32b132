import { lazy, Suspense, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";

// The overlay's code loads when first opened, not with every page.
const SearchOverlay = lazy(() => import("./search-overlay.tsx"));

/** The search icon of the top menu. */
export function SearchOverlayButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Focus goes back to the icon when the overlay closes.
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={t("search.overlay.open")}
        title={t("search.overlay.open")}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="search-overlay-open"
      >
        <Icon name="search" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
