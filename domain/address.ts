/**
 * Indian addresses the platform can check (decision 021, docs/india.md "Addresses"): a state from the
 * GST state list and a 6-digit PIN code whose first digits belong to that state.
 *
 * Source, read November 2026: India Post's PIN code allotment (the first digit is the zone, the
 * first two or three the postal circle). Circles that serve more than one state or union
 * territory (e.g. 16 Punjab with Chandigarh 160, 40 Maharashtra with Goa 403, 60 Tamil Nadu with
 * Puducherry 605) list the shared prefix under each, so a real address is never refused; a PIN of
 * another circle is.
 */
import { GST_STATES } from './gst.ts';
import { m } from './messages.ts';

/** The PIN prefixes of each GST state code. 97 (Other Territory) has no PIN codes. */
export const PIN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  '01': ['18', '19'],
  '02': ['17'],
  '03': ['14', '15', '16'],
  '04': ['160'],
  '05': ['244', '246', '247', '248', '249', '262', '263'],
  '06': ['12', '13'],
  '07': ['11'],
  '08': ['30', '31', '32', '33', '34'],
  '09': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  '10': ['80', '81', '82', '83', '84', '85'],
  '11': ['737'],
  '12': ['790', '791', '792'],
  '13': ['797', '798'],
  '14': ['795'],
  '15': ['796'],
  '16': ['799'],
  '17': ['793', '794'],
  '18': ['78'],
  '19': ['70', '71', '72', '73', '74'],
  '20': ['81', '82', '83'],
  '21': ['75', '76', '77'],
  '22': ['49'],
  '23': ['45', '46', '47', '48'],
  '24': ['36', '37', '38', '39'],
  '26': ['362', '396'],
  '27': ['40', '41', '42', '43', '44'],
  '29': ['56', '57', '58', '59'],
  '30': ['403'],
  '31': ['682'],
  '32': ['67', '68', '69'],
  '33': ['60', '61', '62', '63', '64'],
  '34': ['533', '605', '607', '609', '673'],
  '35': ['744'],
  '36': ['50'],
  '37': ['51', '52', '53'],
  '38': ['194'],
};

/**
 * The states and union territories an address may be in: code and name, by name. One collator
 * sorts them (`localeCompare` makes one per comparison: tens of milliseconds on a slow phone, on
 * every page that loads this module).
 */
const byName = new Intl.Collator('en').compare;
export const ADDRESS_STATES = Object.entries(GST_STATES)
  .filter(([code]) => Object.hasOwn(PIN_PREFIXES, code))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => byName(a.name, b.name));

export const isAddressState = (code: string) => Object.hasOwn(PIN_PREFIXES, code);

/** The state code of a state's name as the GST list spells it. */
export const stateCodeOfName = (name: string) =>
  ADDRESS_STATES.find((s) => s.name === name)?.code ?? null;

export const pinCodeProblem = (value: string) =>
  /^[1-9]\d{5}$/.test(value.trim()) ? null : m.pinCodeFormat();

/** Null when the PIN code is well-formed and belongs to the state; else what is wrong. */
export function pinInStateProblem(stateCode: string, pin: string): string | null {
  const shape = pinCodeProblem(pin);
  if (shape) return shape;
  const prefixes = PIN_PREFIXES[stateCode];
  if (!prefixes) return m.stateUnknown();
  return prefixes.some((p) => pin.trim().startsWith(p)) ? null : m.pinNotInState();
}

/**
 * An address's PIN code is in its state, or the state is not one (its own message says so): the
 * one rule of the store, delivery and checkout forms.
 */
export const pinMatchesState = (a: { stateCode: string; pinCode: string }) =>
  !isAddressState(a.stateCode) || pinInStateProblem(a.stateCode, a.pinCode) === null;
