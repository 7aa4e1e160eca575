/** Inputs the API and browser tests share. */
import { CATALOGUE_COLUMNS, type CatalogueColumn } from '../domain/catalogue-sheet.ts';
import { csvRows } from '../domain/csv.ts';
import type { OrderStatus } from '../domain/enums.ts';
import { PIN_PREFIXES } from '../domain/address.ts';
import { gstinFor, verhoeffCheckDigit } from '../domain/kyc.ts';

/**
 * A valid Aadhaar number (Verhoeff check digit, not starting with 0 or 1) unlikely to have been
 * used: an Aadhaar number already used by another owner is refused.
 */
export function freshAadhaar(): string {
  const body = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return body + verhoeffCheckDigit(body);
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const letter = () => LETTERS[Math.floor(Math.random() * 26)]!;

/**
 * A business PAN and its GSTIN in `state` (default Karnataka, 29), unlikely to have been used: a
 * GSTIN belongs to one owner, and another owner's store with it is refused.
 */
export function freshGstin(state = '29') {
  const pan = `${letter()}${letter()}${letter()}C${letter()}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}${letter()}`;
  return { gstin: gstinFor(state, pan), panNum: pan };
}

export { gstinFor };

/**
 * Fresh identifiers for one new owner's store: a name (store names are unique), Aadhaar, PAN and
 * GSTIN. A test that names its store puts its `name` after these.
 */
export function freshKyc(state = '29') {
  return { name: freshStoreName(), addhaarNum: freshAadhaar(), ...freshGstin(state) };
}

/** A store name no other store has (store names are unique after normalisation). */
export function freshStoreName(): string {
  return `Test Threads ${Math.random().toString(36).slice(2, 10)}`;
}

/** A PIN code in a state (its first prefix, then zeros and a 1): 29 → 560001. */
export function pinIn(stateCode: string): string {
  const prefix = PIN_PREFIXES[stateCode]?.[0];
  if (!prefix) throw new Error(`No PIN codes for state ${stateCode}`);
  return `${prefix}00000`.slice(0, 5) + '1';
}

/** A godown in Pune (Maharashtra, 27) under the store's PAN: a location's whole input. */
export const puneGodown = (panNum: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Godown, Pune',
  address: '12 Market Yard, Gultekdi, Pune',
  stateCode: '27',
  pinCode: pinIn('27'),
  gstin: gstinFor('27', panNum),
  contactName: 'Sanjay Patil',
  contactPhone: '9876543210',
  hours: 'Mon–Sat 9–6',
  ...overrides,
});

/** A complete store submission (onboarding's three pages). */
export const STORE_INPUT = {
  name: 'Test Threads',
  type: 'BRAND' as const,
  email: 'shop@threads.test',
  phone: '9876543210',
  emergencyPhone: '9876543211',
  addresses: '12 MG Road, Bengaluru 560001',
  stateCode: '29',
  pinCode: '560001',
  pocName: 'Asha',
  pocPhone: '9876543212',
  gstin: '29ABCPE1234F1Z7',
  addhaarNum: '234567890124',
  panNum: 'ABCPE1234F',
  accNum: '123456789012',
  ifsc: 'HDFC0001234',
  branch: 'MG Road',
  upiId: 'asha@okhdfc',
  storePolicy: 'Hand-made, small batches.',
  returnPolicy: 'Returns within 7 days.',
  shippingPolicy: 'Ships in 2 days.',
};

/** A shipment as the seller gives it when marking an item shipped (decision 022). */
export const SHIPMENT = { courier: 'Delhivery', awb: 'DL1234567890' };
/** A quality check's record. */
export const QC_RECORD = { note: 'Unworn, tags intact.' };

/**
 * The moves that take a new item to each status (RETURN_REQUESTED is the customer's; the rest
 * the seller's).
 */
const SHIPPED: OrderStatus[] = ['PROCESSING', 'SHIPPED'];
const DELIVERED: OrderStatus[] = [...SHIPPED, 'DELIVERED'];
const RETURNED: OrderStatus[] = [...DELIVERED, 'RETURN_REQUESTED', 'RETURN_PICKED', 'RETURNED'];
export const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [],
  PROCESSING: ['PROCESSING'],
  SHIPPED,
  DELIVERED,
  CANCELLED: ['CANCELLED'],
  RTO_INITIATED: [...SHIPPED, 'RTO_INITIATED'],
  RTO_DELIVERED: [...SHIPPED, 'RTO_INITIATED', 'RTO_DELIVERED'],
  RETURN_REQUESTED: [...DELIVERED, 'RETURN_REQUESTED'],
  RETURN_PICKED: [...DELIVERED, 'RETURN_REQUESTED', 'RETURN_PICKED'],
  RETURNED,
  QC_PASSED: [...RETURNED, 'QC_PASSED'],
  QC_FAILED: [...RETURNED, 'QC_FAILED'],
};

/** A catalogue sheet's row of a new kurta (issue 32), its cells by column; `over` changes some. */
export function kurtaRow(
  handle: string,
  over: Partial<Record<CatalogueColumn, string>> = {},
): Record<CatalogueColumn, string> {
  const cells: Partial<Record<CatalogueColumn, string>> = {
    handle,
    name: `Kurta ${handle}`,
    description: 'Cotton kurta',
    gender: 'FE',
    category: 'Ethnic Wear',
    tags: 'cotton | summer',
    shipping_policy: 'Ships in 2 days',
    return_policy: '7-day returns',
    colour: 'Maroon',
    size_system: 'LETTER',
    size: 'Medium',
    price: '899',
    mrp: '1299',
    stock: '5',
    ...over,
  };
  return Object.fromEntries(CATALOGUE_COLUMNS.map((c) => [c, cells[c] ?? ''])) as Record<
    CatalogueColumn,
    string
  >;
}

/** Rows as a CSV sheet with its header. */
export const sheetCsv = (rows: readonly Record<CatalogueColumn, string>[]) =>
  csvRows([CATALOGUE_COLUMNS, ...rows.map((r) => CATALOGUE_COLUMNS.map((c) => r[c]))]);
