import { HK_MORTGAGE_RULES } from "../../../domain/mortgage/hk-mortgage-rules.ts";
import { STAMP_DUTY_SCALE } from "../../../domain/mortgage/stamp-duty.ts";
import { bankMaxLtv, HKMC_MIP } from "../../../domain/mortgage/mortgage-insurance.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatHkd, formatPercent } from "./money-text.ts";

/** Which HKMA rules the figures assume, and how current they are. */
export function RulesNote() {
  const { t } = useI18n();
  const rules = HK_MORTGAGE_RULES;
  const ltv = rules.ltvTiers.at(-1)?.maxLtv ?? 0;
  // The programme's tiers in order: first-time 90 %, first-time capped, everyone 80 %, everyone capped.
  const firstTime = HKMC_MIP.tiers.filter((x) => x.firstTimeOnly);
  const general = HKMC_MIP.tiers.filter((x) => !x.firstTimeOnly);
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
        {firstTime[0] && firstTime[1] && general[0] && general[1] ? (
          <li>
            {t("mortgage.rulesInsurance", {
              above: formatPercent(bankMaxLtv() * 100, 0),
              firstTime: formatPercent(firstTime[0].maxLtv * 100, 0),
              firstTimeValue: formatHkd(firstTime[0].upToValueHkd),
              firstTimeCap: formatHkd(firstTime[1].loanCapHkd ?? 0),
              general: formatPercent(general[0].maxLtv * 100, 0),
              generalValue: formatHkd(general[0].upToValueHkd),
              generalCap: formatHkd(general[1].loanCapHkd ?? 0),
              maxValue: formatHkd(HKMC_MIP.maxValueHkd),
              waived: formatPercent(HKMC_MIP.waiver.aboveBankLtv * 100, 0),
              verified: HKMC_MIP.lastVerified,
            })}
          </li>
        ) : null}
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
