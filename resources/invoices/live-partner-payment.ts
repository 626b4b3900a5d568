import { PARTNER_REPAYMENT_TDS_OPTIONS } from "@domain/enums/finance";
import { formatInr } from "@domain/money/format-inr";
import { safeParseRupees } from "@domain/money/parse-rupees";
import { expectedPartnerPaymentPaise } from "@domain/schemas/partner-repayment";

/**
 * The partner's actual payment for what is on screen, or `undefined` while the amount, TDS or rate cannot
 * be used yet. `rupees` is the form value ("97520.00"), `display` the Indian-formatted figure.
 */
export function livePartnerPayment(
  amount: unknown,
  tds: unknown,
  rate: unknown,
): { paise: number; rupees: string; display: string } | undefined {
  const parsed = safeParseRupees(String(amount ?? "").trim());
  const tdsPercent = typeof tds === "string" && tds.trim() !== "" ? Number(tds) : tds;
  const ratePercent = Number(String(rate ?? "").trim() || Number.NaN);
  if (!parsed.valid || parsed.value <= 0) return undefined;
  if (
    typeof tdsPercent !== "number" ||
    !(PARTNER_REPAYMENT_TDS_OPTIONS as readonly number[]).includes(tdsPercent)
  ) {
    return undefined;
  }
  if (!(ratePercent >= 0 && ratePercent <= 100)) return undefined;
  const paise = expectedPartnerPaymentPaise({
    Invoice_Amount_Partner: String(amount).trim(),
    TDS_Applicable_partner: tdsPercent,
    Interest_Rate_partner: String(ratePercent),
  });
  return { paise, rupees: (paise / 100).toFixed(2), display: formatInr(paise, { currency: true }) };
}
