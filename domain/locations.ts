/**
 * A store's pickup locations (issue 51, decision 055): what a location's form accepts, and the one
 * rule that says which location an ordered item ships from.
 */
import * as v from 'valibot';
import { isAddressState, PIN_PREFIXES, pinCodeProblem, pinMatchesState } from './address.ts';
import { handlingDaysSchema } from './dispatch.ts';
import { GST_STATES, gstinState } from './gst.ts';
import { gstinProblem } from './kyc.ts';
import { m } from './messages.ts';
import { mobile, required, upper } from './store.ts';
import { visibleText } from './text.ts';

/** At most this many open locations per store (Flipkart's multi-location allows a handful). */
export const MAX_LOCATIONS = 10;
const MAX_TEXT = 200;

/** What the seller types for a location other than the store's address. */
export const locationInputSchema = v.pipe(
  v.object({
    name: v.pipe(required(m.locationNameRequired, 60), visibleText()),
    address: v.pipe(required(m.locationAddressRequired, 1000), visibleText()),
    stateCode: v.pipe(
      v.string(m.locationStateRequired),
      v.check(isAddressState, m.locationStateRequired),
    ),
    pinCode: v.pipe(
      v.string(m.storePinRequired),
      v.trim(),
      v.nonEmpty(m.storePinRequired),
      v.check((pin) => pinCodeProblem(pin) === null, m.pinCodeFormat),
    ),
    gstin: upper(m.gstRequired, gstinProblem),
    contactName: v.pipe(required(m.locationContactNameRequired), visibleText()),
    contactPhone: mobile(m.locationContactPhoneRequired),
    hours: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, m.textTooLong)), ''),
    takesReturns: v.optional(v.boolean(), true),
    /** Its own handling time (issue 51); null: the store's. */
    handlingDays: v.optional(v.nullable(handlingDaysSchema), null),
  }),
  v.forward(v.partialCheck([['stateCode'], ['pinCode']], pinMatchesState, m.pinNotInState), [
    'pinCode',
  ]),
  v.forward(
    v.partialCheck(
      [['gstin'], ['stateCode']],
      (i) => gstinState(i.gstin.trim()) === i.stateCode,
      (issue) => locationGstinStateMessage(issue.input as { gstin: string; stateCode: string }),
    ),
    ['gstin'],
  ),
);

export type LocationInput = v.InferInput<typeof locationInputSchema>;

/** A GSTIN of another state than its location's: both states named, as the seller knows them. */
export function locationGstinStateMessage(input: { gstin: string; stateCode: string }) {
  const name = (code: string) => GST_STATES[code] ?? code;
  return m.locationGstinState({
    registered: name(gstinState(input.gstin.trim())),
    state: name(input.stateCode),
  });
}

/** The primary location's own fields: its place and GSTIN are the store's. */
export const primaryLocationSchema = v.object({
  name: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(60, m.textTooLong)))),
  hours: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAX_TEXT, m.textTooLong)), ''),
  takesReturns: v.optional(v.boolean(), true),
});

/**
 * India Post's postal zone of a state: the first digit of its PIN codes (1 Delhi and the north-west,
 * 2 Uttar Pradesh and Uttarakhand, 3 Rajasthan and Gujarat, 4 Maharashtra, Goa, Madhya Pradesh and
 * Chhattisgarh, 5 the Telugu states and Karnataka, 6 Tamil Nadu and Kerala, 7 the east and
 * north-east, 8 Bihar and Jharkhand). A state whose PINs start with several digits is in each.
 */
const zonesOf = (stateCode: string) =>
  new Set((PIN_PREFIXES[stateCode] ?? []).map((prefix) => prefix[0]!));

/** The zones next to each zone, by road and courier network (the couriers' metro-to-region lanes). */
const NEAR_ZONES: Readonly<Record<string, readonly string[]>> = {
  '1': ['2', '3'],
  '2': ['1', '8', '4'],
  '3': ['1', '4'],
  '4': ['3', '5', '2'],
  '5': ['4', '6'],
  '6': ['5'],
  '7': ['8'],
  '8': ['7', '2'],
};

/**
 * How far a location's state is from the buyer's, by the table above: 0 the same state, 1 the
 * same postal zone, 2 a zone next to it, 3 farther. Courier rate cards price by these bands
 * (within city or state, within zone, metro to metro, rest of India).
 */
export function stateDistance(from: string, to: string): number {
  if (from === to) return 0;
  const a = zonesOf(from);
  const b = zonesOf(to);
  if ([...a].some((zone) => b.has(zone))) return 1;
  if ([...a].some((zone) => NEAR_ZONES[zone]?.some((near) => b.has(near)))) return 2;
  return 3;
}

export interface AllocationCandidate {
  locationId: string;
  stateCode: string;
  /** Pieces free to sell there: on hand less those held by orders. */
  available: number;
  isPrimary: boolean;
}

/**
 * The location an ordered line ships from (issue 51: "nearest to the buyer's state by a table,
 * then most stock"): among those with every piece free, the nearest, then the one with the most
 * free, then the primary, then by id so that the answer never depends on the order read. Null
 * when no one location has them all.
 */
export function allocate(
  buyerState: string,
  quantity: number,
  candidates: readonly AllocationCandidate[],
): AllocationCandidate | null {
  const able = candidates.filter((c) => c.available >= quantity);
  able.sort(
    (a, b) =>
      stateDistance(a.stateCode, buyerState) - stateDistance(b.stateCode, buyerState) ||
      b.available - a.available ||
      Number(b.isPrimary) - Number(a.isPrimary) ||
      (a.locationId < b.locationId ? -1 : 1),
  );
  return able[0] ?? null;
}

/** A state's name for a location's card ("Maharashtra"). */
export const stateName = (code: string | null) => (code ? (GST_STATES[code] ?? code) : '');

/**
 * Whether a variant's total may become `quantity` with its difference landing at the primary
 * location (decision 055): never under what orders hold, nor under the pieces already at the
 * other locations plus what the primary's own orders hold. Null: it may; else what is wrong.
 */
export function totalStockProblem(
  quantity: number,
  variant: { totalStock: number; reservedStock: number },
  primary: { totalStock: number; reservedStock: number },
  /** What to say of the other locations' pieces: the console's advice, or a sheet's. */
  elsewhereMessage: (args: { elsewhere: number }) => string = m.stockElsewhere,
): string | null {
  if (quantity < variant.reservedStock)
    return m.stockBelowReserved({ reserved: variant.reservedStock });
  const elsewhere = variant.totalStock - primary.totalStock;
  if (quantity - elsewhere < primary.reservedStock) return elsewhereMessage({ elsewhere });
  return null;
}
