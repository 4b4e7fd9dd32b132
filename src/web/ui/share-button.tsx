import { useI18n } from "../i18n/i18n.tsx";
import { useLayoutStore } from "../lib/layout-context.tsx";
import { Icon } from "./icons.tsx";

/** The share button: opens the share popup for this page (or the given address). */
export function ShareButton(props: { title: string; url: string }) {
  const { t } = useI18n();
  const store = useLayoutStore();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t("enquiry.share.button")}
      onClick={() => store.openShare({ title: props.title, url: props.url })}
    >
      <Icon name="share" />
    </button>
  );
}
