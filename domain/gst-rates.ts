/**
 * The GST rate of each HSN the marketplace sells, by date, and prices that include it (decision 021;
 * docs/india.md in this repository, "Rates" and "Prices include GST").
 *
 * Sources, read November 2026:
 * - Apparel (chapters 61, 62, 63 except 6309) and footwear (64) from 22 Sep 2025: CBIC
 *   notification 9/2025-Central Tax (Rate) of 17 Sep 2025, 5% up to ₹2,500 a piece (a pair) of
 *   taxable value, 18% above.
 * - Apparel before: notification 1/2017-Central Tax (Rate), 5% up to ₹1,000 a piece, 12% above
 *   (the 12% flat rate of notification 14/2021 was deferred and never took effect for apparel).
 * - Footwear from 1 Jan 2022 to 21 Sep 2025: notification 14/2021-Central Tax (Rate), 12% up to
 *   ₹1,000 a pair, 18% above; before 1 Jan 2022, 5% up to ₹1,000 and 18% above.
 * - 5007 silk fabrics (silk sarees) 5%, 4202 handbags and travel goods 18%, 7117 imitation
 *   jewellery 3%: schedules of notification 1/2017, unchanged by 9/2025 for these headings.
 * - Handbags and shopping bags of cotton (4202 22 20) or jute (4202 22 30): 12% under
 *   notification 1/2017 (schedule II), 5% from 22 Sep 2025 under 9/2025 (decision 026; shared
 *   docs/india.md, "Rates that are not the apparel slab").
 * Each rule names the rates in force from a date; an order is taxed by the rule on its date.
 */
import { indianDate } from './dates.ts';

/** A rate for every value, or a slab on the taxable value of one piece (after discount). */
export type RateRule =
  | { kind: 'flat'; percent: number }
  | { kind: 'slab'; thresholdPaise: number; lowPercent: number; highPercent: number };

export interface DatedRule {
  /** The first Indian date (YYYY-MM-DD) the rule is in force. */
  from: string;
  rule: RateRule;
  source: string;
}

const APPAREL: readonly DatedRule[] = [
  {
    from: '2025-09-22',
    rule: { kind: 'slab', thresholdPaise: 2_500_00, lowPercent: 5, highPercent: 18 },
    source: 'CBIC notification 9/2025-Central Tax (Rate), 17 Sep 2025',
  },
  {
    from: '2017-07-01',
    rule: { kind: 'slab', thresholdPaise: 1_000_00, lowPercent: 5, highPercent: 12 },
    source: 'CBIC notification 1/2017-Central Tax (Rate), 28 Jun 2017, as amended',
  },
];

const FOOTWEAR: readonly DatedRule[] = [
  APPAREL[0]!,
  {
    from: '2022-01-01',
    rule: { kind: 'slab', thresholdPaise: 1_000_00, lowPercent: 12, highPercent: 18 },
    source: 'CBIC notification 14/2021-Central Tax (Rate), 18 Nov 2021',
  },
  {
    from: '2017-07-01',
    rule: { kind: 'slab', thresholdPaise: 1_000_00, lowPercent: 5, highPercent: 18 },
    source: 'CBIC notification 1/2017-Central Tax (Rate), 28 Jun 2017, as amended',
  },
];

const flat = (percent: number, source: string): readonly DatedRule[] => [
  { from: '2017-07-01', rule: { kind: 'flat', percent }, source },
];

/** Cotton and jute handbags: 12% until 21 Sep 2025, 5% from 22 Sep 2025. */
const NATURAL_FIBRE_HANDBAGS: readonly DatedRule[] = [
  {
    from: '2025-09-22',
    rule: { kind: 'flat', percent: 5 },
    source: 'CBIC notification 9/2025-Central Tax (Rate), 17 Sep 2025',
  },
  {
    from: '2017-07-01',
    rule: { kind: 'flat', percent: 12 },
    source: 'CBIC notification 1/2017-Central Tax (Rate), schedule II',
  },
];

/**
 * The rules by tariff item (8 digits), heading (4 digits) or chapter (2 digits); the longest
 * prefix of a code wins, so 5007 is not chapter 50's rule, 4202 22 20 not 4202's, and 6309 (worn
 * clothing) has none of its own here.
 */
export const HSN_RATE_RULES: Readonly<Record<string, readonly DatedRule[]>> = {
  '61': APPAREL,
  '62': APPAREL,
  '63': APPAREL,
  '64': FOOTWEAR,
  '5007': flat(5, 'CBIC notification 1/2017-Central Tax (Rate), schedule I'),
  '4202': flat(18, 'CBIC notification 1/2017-Central Tax (Rate), schedule III'),
  '42022220': NATURAL_FIBRE_HANDBAGS,
  '42022230': NATURAL_FIBRE_HANDBAGS,
  '7117': flat(3, 'CBIC notification 1/2017-Central Tax (Rate), schedule V'),
};

/**
 * The HSN codes a seller may choose for a product (one per rule, and the catalogue's own), and
 * (decision 026) the 6-digit subheadings (the Harmonized System's own) a seller above ₹5 crore of
 * turnover reports on GSTR-1; a subheading is taxed by its heading's rule (rulesOf, the longest
 * prefix that has one).
 */
export const ALLOWED_HSN_CODES = [
  '6104',
  '6109',
  '6110',
  '6115',
  '6203',
  '6204',
  '6206',
  '6211',
  '6214',
  '6217',
  '6302',
  '6403',
  '6404',
  '5007',
  '4202',
  '42022220',
  '42022230',
  '7117',
  '610442',
  '610910',
  '610990',
  '611020',
  '620342',
  '620442',
  '620462',
  '620630',
  '621142',
  '621410',
  '640399',
  '640419',
  '711719',
] as const;

/** The dated rules of an HSN code, or undefined when the marketplace does not sell it. */
export function rulesOf(hsn: string): readonly DatedRule[] | undefined {
  if (hsn.startsWith('6309')) return undefined;
  for (const digits of [8, 6, 4, 2]) {
    const rules = hsn.length >= digits ? HSN_RATE_RULES[hsn.slice(0, digits)] : undefined;
    if (rules) return rules;
  }
  return undefined;
}

/** The rule in force for `hsn` on the Indian date of `at`. */
export function ruleOn(hsn: string, at: Date): RateRule {
  const rules = rulesOf(hsn);
  if (!rules) throw new Error(`No GST rate is known for HSN ${hsn}`);
  const day = indianDate(at);
  return (rules.find((r) => r.from <= day) ?? rules.at(-1)!).rule;
}

/** Taxable value of an inclusive amount at `percent`: inclusive × 100 ÷ (100 + rate), to the paisa. */
export const taxableOf = (inclusivePaise: number, percent: number) =>
  Math.round((inclusivePaise * 100) / (100 + percent));

/**
 * The rate of one piece sold at an inclusive (after-discount) price. A slab is decided by the
 * taxable value, which depends on the rate: below the threshold at the low rate is low, above it
 * at the high rate is high. Between the two (the ambiguous band, e.g. ₹2,625.01–₹2,949.99 for
 * 5%/18% at ₹2,500) neither rate is consistent, and the policy is the higher rate: the
 * conservative reading, which never under-collects tax (docs/india.md, "Prices include GST").
 */
export function rateForInclusive(hsn: string, at: Date, inclusiveUnitPaise: number): number {
  const rule = ruleOn(hsn, at);
  if (rule.kind === 'flat') return rule.percent;
  return taxableOf(inclusiveUnitPaise, rule.lowPercent) <= rule.thresholdPaise
    ? rule.lowPercent
    : rule.highPercent;
}

/**
 * Where the slab of `hsn` changes in inclusive prices on `at`: up to `lowUpToPaise` is taxed at
 * `lowPercent`, from `highFromPaise` at `highPercent`, and between them at the higher rate. Null
 * for a flat rate. The product form warns a seller whose price is near it.
 */
export function slabBand(hsn: string, at: Date) {
  const rule = ruleOn(hsn, at);
  if (rule.kind === 'flat') return null;
  return {
    lowPercent: rule.lowPercent,
    highPercent: rule.highPercent,
    lowUpToPaise: Math.floor((rule.thresholdPaise * (100 + rule.lowPercent)) / 100),
    highFromPaise: Math.ceil((rule.thresholdPaise * (100 + rule.highPercent)) / 100),
  };
}

/** True when a price is within the band of `hsn` where the slab changes (the form warns). */
export function inSlabBand(hsn: string, at: Date, inclusiveUnitPaise: number): boolean {
  const band = slabBand(hsn, at);
  return Boolean(
    band && inclusiveUnitPaise > band.lowUpToPaise && inclusiveUnitPaise < band.highFromPaise,
  );
}

/**
 * Union territories without a legislature, where UTGST replaces SGST (UTGST Act 2017, s. 1(2)):
 * Chandigarh, Lakshadweep, Dadra and Nagar Haveli and Daman and Diu, Andaman and Nicobar
 * Islands, Ladakh.
 */
export const UTGST_STATE_CODES: ReadonlySet<string> = new Set(['04', '26', '31', '35', '38']);

/** The unit of quantity on an invoice (Rule 46): pairs for footwear (chapter 64), else pieces. */
export const unitOf = (hsn: string): 'PRS' | 'PCS' => (hsn.startsWith('64') ? 'PRS' : 'PCS');

/** The state's half of an intra-state tax: UTGST in a union territory without a legislature. */
export const stateTaxName = (supplyState: string): 'SGST' | 'UTGST' =>
  UTGST_STATE_CODES.has(supplyState) ? 'UTGST' : 'SGST';

export interface LineTax {
  /** What the customer pays for the line: price × quantity less the discount, to the paisa. */
  inclusivePaise: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  /** SGST, or UTGST where `utgst` is true. */
  sgstPaise: number;
  utgst: boolean;
  igstPaise: number;
}

/**
 * The one money rule of a line (decision 021): the inclusive line amount is rounded once; the taxable
 * value is taken out of it at the rate, once; the tax is what is left, so taxable + tax is the
 * inclusive amount to the paisa; intra-state it is CGST and SGST/UTGST, equal halves (splitTax,
 * decision 047), inter-state it is IGST. Sums of lines therefore always agree with the order.
 */
export function lineTax(input: {
  hsn: string;
  at: Date;
  unitPricePaise: number;
  quantity: number;
  discountPercent: number;
  sellerState: string;
  supplyState: string;
}): LineTax {
  const gross = input.unitPricePaise * input.quantity;
  const inclusivePaise = Math.round((gross * (100 - input.discountPercent)) / 100);
  // The slab is on the value of one piece after the discount shown on the invoice.
  const unitInclusive = Math.round(inclusivePaise / input.quantity);
  const ratePercent = rateForInclusive(input.hsn, input.at, unitInclusive);
  return splitTax(inclusivePaise, ratePercent, input.sellerState, input.supplyState);
}

/**
 * An inclusive amount at a known rate (docs/india.md, "Prices include GST"). Across states: the
 * taxable value taken out once, the rest IGST. Within a state, as the GST portal computes it: CGST
 * and SGST/UTGST are each the half rate on that taxable value, rounded once, so they are always
 * equal; the taxable value takes the rounding (a paisa at most), so the line still adds up to the
 * inclusive amount.
 */
export function splitTax(
  inclusivePaise: number,
  ratePercent: number,
  sellerState: string,
  supplyState: string,
): LineTax {
  const intra = sellerState === supplyState;
  const taxable = taxableOf(inclusivePaise, ratePercent);
  const half = intra ? halfTaxOf(taxable, ratePercent) : 0;
  const taxablePaise = intra ? inclusivePaise - 2 * half : taxable;
  return {
    inclusivePaise,
    ratePercent,
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    utgst: intra && UTGST_STATE_CODES.has(supplyState),
    igstPaise: intra ? 0 : inclusivePaise - taxable,
  };
}

/** CGST, or SGST/UTGST: half the rate on a taxable value, rounded once to the paisa. */
export const halfTaxOf = (taxablePaise: number, ratePercent: number) =>
  Math.round((taxablePaise * ratePercent) / 200);
