import { HK_MORTGAGE_RULES } from "../../../domain/mortgage/hk-mortgage-rules.ts";
import { STAMP_DUTY_SCALE } from "../../../domain/mortgage/stamp-duty.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatPercent } from "./money-text.ts";

/** Which HKMA rules the figures assume, and how current they are. */
export function RulesNote() {
  const { t } = useI18n();
  const rules = HK_MORTGAGE_RULES;
  const ltv = rules.ltvTiers.at(-1)?.maxLtv ?? 0;
  return (
    <aside className="rules-note" aria-label={t("mortgage.rulesHeading")}>
      <h2>{t("mortgage.rulesHeading")}</h2>
      <ul>
        <li>{t("mortgage.rulesLtv", { ltv: formatPercent(ltv * 100, 0) })}</li>
        <li>{t("mortgage.rulesDsr", { dsr: formatPercent(rules.dsrCap * 100, 0) })}</li>
        <li>
          {rules.stressTest.enabled
            ? t("mortgage.rulesStressOn", { addOn: rules.stressTest.rateAddOnPct, dsr: formatPercent(rules.stressTest.dsrCap * 100, 0) })
            : t("mortgage.rulesStressOff")}
        </li>
        <li>{t("mortgage.rulesTenure", { years: rules.maxTenureYears })}</li>
        <li>
          <a href={STAMP_DUTY_SCALE.url} rel="noopener">
            {t("mortgage.rulesStampDuty", { date: STAMP_DUTY_SCALE.effectiveFrom, verified: STAMP_DUTY_SCALE.lastVerified })}
          </a>
        </li>
      </ul>
      <p className="muted">{t("mortgage.rulesSource", { date: rules.effectiveFrom, verified: rules.lastVerified })}</p>
    </aside>
  );
}
