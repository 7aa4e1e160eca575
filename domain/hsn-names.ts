import type { ALLOWED_HSN_CODES } from './gst-rates.ts';
import { ruleOn } from './gst-rates.ts';
import { m, type Message } from './messages.ts';
import { formatRupeesWhole } from './money.ts';

/*
 * The allowed HSN codes in words, for the seller's list (the product form's HSN field). Beside the
 * rates rather than in gst-rates.ts, which most screens import: their chunk would carry every
 * code's name.
 */

/** What each allowed HSN is, for the seller's list. */
export const HSN_NAMES: Readonly<Record<(typeof ALLOWED_HSN_CODES)[number], Message>> = {
  '6104': m.hsnName6104,
  '6109': m.hsnName6109,
  '6110': m.hsnName6110,
  '6115': m.hsnName6115,
  '6203': m.hsnName6203,
  '6204': m.hsnName6204,
  '6206': m.hsnName6206,
  '6211': m.hsnName6211,
  '6214': m.hsnName6214,
  '6217': m.hsnName6217,
  '6302': m.hsnName6302,
  '6403': m.hsnName6403,
  '6404': m.hsnName6404,
  '5007': m.hsnName5007,
  '4202': m.hsnName4202,
  '42022220': m.hsnName42022220,
  '42022230': m.hsnName42022230,
  '7117': m.hsnName7117,
  '610442': m.hsnName610442,
  '610910': m.hsnName610910,
  '610990': m.hsnName610990,
  '611020': m.hsnName611020,
  '620342': m.hsnName620342,
  '620442': m.hsnName620442,
  '620462': m.hsnName620462,
  '620630': m.hsnName620630,
  '621142': m.hsnName621142,
  '621410': m.hsnName621410,
  '640399': m.hsnName640399,
  '640419': m.hsnName640419,
  '711719': m.hsnName711719,
};

/** A rule in words for a list: "5%" or "5% / 18% above ₹2,500". */
export function ruleSummary(hsn: string, at: Date): string {
  const rule = ruleOn(hsn, at);
  if (rule.kind === 'flat') return `${rule.percent}%`;
  return m.slabRule({
    low: rule.lowPercent,
    high: rule.highPercent,
    threshold: formatRupeesWhole(rule.thresholdPaise / 100),
  });
}
