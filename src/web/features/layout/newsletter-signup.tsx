import { useState } from "react";
import type { SubscribeResponse } from "../../../domain/contracts/newsletter.ts";
import { subscribeState, SUBSCRIBE_STATE } from "../../../domain/newsletter/subscribe-state.ts";
import { subscriptionEmail } from "../../../domain/validation/rules.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { api, ApiError } from "../../lib/api-client.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";

/**
 * The footer's newsletter box: the footer e-mail rule
 * (invalidEmail as a failed popup), then the call, then the state's popup:
 * SUCCESS clears the field, UNCONFIRM asks to confirm by e-mail (double
 * opt-in), DUPLICATED and anything else are failed popups. Enter or the
 * button sends; both are disabled while the call runs.
 */
export function NewsletterSignup() {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const [email, setEmail] = useState("");
  const [loading, setLoading] = useState(false);

  async function submit() {
    const address = email.trim();
    if (subscriptionEmail(address) !== null) {
      store.showBigPopup({ type: "failed", title: "enquiry.newsletter.invalidEmail", caption: "enquiry.newsletter.invalidEmailCaption" });
      return;
    }
    setLoading(true);
    let throttled = null as string | null;
    const answer = await api
      .post<SubscribeResponse>("/api/communication/subscribebyemail", { email: address, language })
      .catch((error: unknown) => {
        throttled = error instanceof ApiError ? (error.throttled ?? null) : null;
        return null;
      })
      .finally(() => setLoading(false));
    // Refused by the sign-up limit: that limit's own message, with the wait.
    if (throttled) {
      store.showMessage(throttled);
      return;
    }
    switch (subscribeState(answer)) {
      case SUBSCRIBE_STATE.SUCCESS:
        setEmail("");
        store.showBigPopup({
          type: "success",
          title: "enquiry.newsletter.subscribeSuccess",
          caption: "enquiry.newsletter.subscribeSuccessCaption",
        });
        break;
      case SUBSCRIBE_STATE.UNCONFIRM:
        setEmail("");
        store.showBigPopup({
          type: "question",
          title: "enquiry.newsletter.subscribeUnverified",
          caption: "enquiry.newsletter.subscribeUnverifiedCaption",
        });
        break;
      case SUBSCRIBE_STATE.DUPLICATED:
        store.showBigPopup({
          type: "failed",
          title: "enquiry.newsletter.subscribeDuplicated",
          caption: "enquiry.newsletter.subscribeDuplicatedCaption",
        });
        break;
      default:
        store.showBigPopup({
          type: "failed",
          title: "enquiry.newsletter.subscribeUnknown",
          caption: "enquiry.newsletter.subscribeUnknownCaption",
        });
    }
  }

  return (
    <form
      className="newsletter"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="footer-heading" id="newsletter-title">
        {t("enquiry.newsletter.title")}
      </h2>
      <p className="newsletter-lead">{t("enquiry.newsletter.lead")}</p>
      <div className="newsletter-row">
        <input
          className="text-input"
          type="email"
          autoComplete="email"
          aria-label={t("enquiry.newsletter.email")}
          placeholder={t("enquiry.newsletter.email")}
          value={email}
          maxLength={254}
          disabled={loading}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={loading}>
          {t("enquiry.newsletter.submit")}
        </button>
      </div>
    </form>
  );
}
