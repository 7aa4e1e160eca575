/**
 * A synthetic marketplace at any size (npm run seed, decision 024): stores with KYC, products in
 * colours and sizes, customers, and orders over twelve months in every status with their items,
 * status history, invoices, complaints and audit entries. Rows are made in memory in chunks and
 * loaded with COPY (both engines); the counters are then rebuilt from the rows by the same
 * recounts `npm run db:check` compares against, so the two always agree.
 */
import { nameKey } from '../../domain/text.ts';
import { sql } from 'drizzle-orm';
import { dispatchBy } from '../../domain/dispatch.ts';
import { COURIERS, RETURN_REASONS } from '../../domain/dispatch.ts';
import type { OrderStatus, PaymentMethod } from '../../domain/enums.ts';
import { indianDate } from '../../domain/dates.ts';
import { financialYear } from '../../domain/gst.ts';
import { STATUS_PATHS } from '../../domain/order-item-status.ts';
import { gstinCheckChar, verhoeffCheckDigit } from '../../domain/kyc.ts';
import { documentNumber, hsnOf, priceOrder } from '../../domain/order-tax.ts';
import { aadhaarHash, encryptKyc, gstinHash } from '../auth/kyc.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { rebuildCounters } from '../db/check.ts';
import {
  CITIES,
  COMPLAINT_ISSUES,
  FIRST_NAMES,
  LAST_NAMES,
  PRODUCT_WORDS,
  STORE_WORDS,
  STREETS,
} from './india.ts';
import { Random } from './random.ts';

export interface SeedSize {
  stores: number;
  products: number;
  orders: number;
  randomSeed: number;
}

/** `npm run seed`'s options, as typed (the tool's flags, or the control channel's arguments). */
export const SEED_OPTIONS = ['stores', 'products', 'orders', 'random-seed'] as const;
const SEED_DEFAULTS = { stores: 20, products: 2_000, orders: 10_000, 'random-seed': 1 };
const SEED_RANGES = {
  stores: [1, 10_000],
  products: [1, 2_000_000],
  orders: [0, 20_000_000],
  'random-seed': [0, 2 ** 32 - 1],
} as const;

/** The size asked for, each option a whole number in its range (a ConfigError-style message). */
export function seedSizeOf(
  values: Partial<Record<(typeof SEED_OPTIONS)[number], string>>,
): SeedSize {
  const read = (name: (typeof SEED_OPTIONS)[number]) => {
    const text = values[name];
    if (text === undefined) return SEED_DEFAULTS[name];
    const n = Number(text.replace(/_/g, ''));
    const [min, max] = SEED_RANGES[name];
    if (!Number.isInteger(n) || n < min || n > max) {
      throw new SeedInputError(`--${name}: a whole number from ${min} to ${max} (got "${text}").`);
    }
    return n;
  };
  return {
    stores: read('stores'),
    products: read('products'),
    orders: read('orders'),
    randomSeed: read('random-seed'),
  };
}

/** A seed asked for wrongly (an option out of range, a database not empty): said in one line. */
export class SeedInputError extends Error {}

/** No progress shown (the running server seeding for the tool, tests). */
export const QUIET_PROGRESS: SeedProgress = { start() {}, advance() {}, stop() {} };

export const SEED_PASSWORD = 'Seed-pass-1';
export const SEED_ADMIN = 'admin@seed.test';
/** The owner of the biggest store (about 30% of the orders): the benchmark signs in as them. */
export const SEED_OWNER = 'owner@seed.test';

export interface SeedProgress {
  start(total: number, stage: string): void;
  advance(by: number, stage?: string): void;
  stop(): void;
}

export interface SeedResult {
  users: number;
  stores: number;
  products: number;
  entries: number;
  orders: number;
  items: number;
  history: number;
  complaints: number;
  seconds: number;
}

const DAY = 86_400_000;
const NULL = '\\N';
const line = (values: readonly (string | number | boolean | null)[]) =>
  `${values.map((v) => (v === null ? NULL : String(v))).join('\t')}\n`;
const iso = (t: number) => new Date(t).toISOString();
const array = (values: readonly string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/** How an order's items end up, by how many days ago it was placed (weights). */
const OUTCOMES: readonly { olderThan: number; weights: [OrderStatus, number][] }[] = [
  {
    olderThan: 20,
    weights: [
      ['DELIVERED', 78],
      ['CANCELLED', 8],
      ['QC_PASSED', 5],
      ['QC_FAILED', 1],
      ['RTO_DELIVERED', 5],
      ['RETURNED', 3],
    ],
  },
  {
    olderThan: 7,
    weights: [
      ['DELIVERED', 55],
      ['SHIPPED', 15],
      ['CANCELLED', 7],
      ['RETURN_REQUESTED', 8],
      ['RETURN_PICKED', 5],
      ['RETURNED', 3],
      ['RTO_INITIATED', 4],
      ['QC_PASSED', 3],
    ],
  },
  {
    olderThan: 3,
    weights: [
      ['SHIPPED', 55],
      ['DELIVERED', 25],
      ['PROCESSING', 12],
      ['CANCELLED', 5],
      ['RTO_INITIATED', 3],
    ],
  },
  {
    olderThan: -1,
    weights: [
      ['PENDING', 50],
      ['PROCESSING', 35],
      ['SHIPPED', 10],
      ['CANCELLED', 5],
    ],
  },
];

const PAYMENTS: [PaymentMethod, number][] = [
  ['UPI', 50],
  ['CARD', 20],
  ['COD', 22],
  ['NET_BANKING', 8],
];

/** Orders are this many rows apart in a chunk; each chunk is made while the last one loads. */
const CHUNK = 20_000;

interface Entry {
  id: string;
  productId: string;
  productName: string;
  colorId: string;
  sizeId: string;
  pricePaise: number;
  hsn: string;
}

interface SeedStore {
  id: string;
  ownerId: string;
  name: string;
  stateCode: string;
  gstinHash: string;
  handlingDays: number;
  approved: boolean;
  weight: number;
  entries: Entry[];
  /** Its pickup locations (issue 51), the store's address first: 1 to 10 of them. */
  locations: string[];
}

/** Pickup locations beyond the store's address of the `i`-th store: the biggest has 9, 10 in all. */
const extraLocations = (i: number) => (i + 9) % 10;

/** Refuses a database that already holds a marketplace: the seed adds to nothing. */
async function assertEmpty(database: Database) {
  const result = (await database.db.execute(
    sql`select (select count(*) from stores)::int as stores, (select count(*) from orders)::int as orders`,
  )) as unknown as { rows: { stores: number; orders: number }[] };
  const row = result.rows[0]!;
  if (row.stores > 0 || row.orders > 0) {
    throw new SeedInputError(
      `the database already holds ${row.stores} stores and ${row.orders} orders; seed an empty database (a new DATA_DIR with DEMO=0, or a new PostgreSQL database)`,
    );
  }
}

export async function seedMarketplace(
  database: Database,
  kycKey: Buffer,
  size: SeedSize,
  progress: SeedProgress,
  now = new Date(),
): Promise<SeedResult> {
  const started = Date.now();
  await assertEmpty(database);
  const random = new Random(size.randomSeed);
  const copy = (table: string, columns: readonly string[], lines: string[]) =>
    database.copy(table, columns, chunked(lines));
  const lookups = await readLookups(database);
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const yearAgo = now.getTime() - 365 * DAY;
  const customers = Math.max(50, Math.round(size.orders / 20));
  const totalUnits = size.stores + size.products + customers + size.orders;
  progress.start(totalUnits, 'users');
  // Secondary indexes are built once at the end: far faster than kept row by row (GIN above all).
  const indexes = await dropIndexes(database);
  const foreignKeys = await dropForeignKeys(database);
  try {
    // Users: an admin, one owner per store, customers; one password hash for all.
    const userColumns = [
      'id',
      'email',
      'password_hash',
      'role',
      'admin_role',
      'name',
      'phone',
      'created_at',
      'updated_at',
    ];
    const userLines: string[] = [];
    const adminId = random.uuid();
    userLines.push(
      line([
        adminId,
        SEED_ADMIN,
        passwordHash,
        'ADMIN',
        'SUPER_ADMIN',
        'Asha Menon',
        '+91 98450 10000',
        iso(yearAgo - 60 * DAY),
        iso(yearAgo),
      ]),
    );
    const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const phone = () => `+91 9${String(random.int(100000000, 999999999))}`;
    const ownerIds: string[] = [];
    for (let i = 0; i < size.stores; i++) {
      const id = random.uuid();
      ownerIds.push(id);
      const email = i === 0 ? SEED_OWNER : `owner${i}@seed.test`;
      const at = iso(yearAgo - (50 - (i % 40)) * DAY);
      userLines.push(
        line([id, email, passwordHash, 'STORE_OWNER', null, person(), phone(), at, at]),
      );
    }
    const customerIds: string[] = [];
    const customerNames: string[] = [];
    for (let i = 0; i < customers; i++) {
      const id = random.uuid();
      const name = person();
      customerIds.push(id);
      customerNames.push(name);
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i}@mail.example`;
      const at = iso(yearAgo + Math.floor((i / customers) * 300 * DAY));
      userLines.push(line([id, email, passwordHash, 'CUSTOMER', null, name, phone(), at, at]));
    }
    await copy('users', userColumns, userLines);
    progress.advance(customers, 'stores');

    // Stores: every twentieth waits for approval; the first holds about 30% of the orders.
    const stores: SeedStore[] = [];
    const storeLines: string[] = [];
    const claimLines: string[] = [];
    const aadhaarLines: string[] = [];
    const auditLines: string[] = [];
    const locationLines: string[] = [];
    const places = new Random(size.randomSeed + 51);
    for (let i = 0; i < size.stores; i++) {
      const place = random.pick(CITIES);
      const name = `${random.pick(LAST_NAMES)} ${random.pick(STORE_WORDS)} ${i + 1}`;
      const letters = () => String.fromCharCode(65 + random.int(0, 25));
      const pan = `${letters()}${letters()}${letters()}C${name[0]!.toUpperCase()}${String(random.int(1000, 9999))}${letters()}`;
      const first14 = `${place.stateCode}${pan}1Z`;
      const gstin = `${first14}${gstinCheckChar(first14)}`;
      const aadhaar11 = `${random.int(2, 9)}${String(random.int(0, 9_999_999_999)).padStart(10, '0')}`;
      const aadhaar = `${aadhaar11}${verhoeffCheckDigit(aadhaar11)}`;
      const approved = i % 20 !== 19;
      const id = random.uuid();
      const created = yearAgo - (40 - (i % 30)) * DAY;
      const hash = gstinHash(kycKey, gstin);
      const gstinEnc = encryptKyc(kycKey, gstin);
      // Its godowns (issue 51): in its own state under its own GSTIN, from a source of their own,
      // so the rest of the marketplace is the same whatever their number.
      for (let k = 1; k <= extraLocations(i); k++) {
        const where = `${places.int(1, 99)} Industrial Estate, ${place.city}`;
        locationLines.push(
          line([
            places.uuid(),
            id,
            false,
            `Godown ${k}, ${place.city}`,
            where,
            place.stateCode,
            `${place.pin}${String(places.int(1, 99)).padStart(3, '0')}`,
            gstinEnc,
            hash,
            `${places.pick(FIRST_NAMES)} ${places.pick(LAST_NAMES)}`,
            `9${String(places.int(100_000_000, 999_999_999))}`,
            'Mon–Sat 9–6',
            iso(created),
            iso(created),
          ]),
        );
      }
      const store: SeedStore = {
        id,
        ownerId: ownerIds[i]!,
        name,
        stateCode: place.stateCode,
        gstinHash: hash,
        handlingDays: random.int(1, 3),
        approved,
        weight: approved ? (i === 0 ? 0 : 1 / Math.pow(i + 1, 0.8)) : 0,
        entries: [],
        locations: [],
      };
      stores.push(store);
      const address = `${random.int(1, 300)} ${random.pick(STREETS)}, ${place.city}, ${place.state} ${place.pin}${String(random.int(1, 99)).padStart(3, '0')}`;
      storeLines.push(
        line([
          id,
          store.ownerId,
          name,
          nameKey(name),
          random.chance(0.7) ? 'BRAND' : 'THRIFT',
          `${name}: Indian wear from ${place.city}.`,
          `hello@store${i + 1}.example`,
          phone(),
          phone(),
          address,
          person(),
          phone(),
          gstinEnc,
          encryptKyc(kycKey, pan),
          aadhaar.slice(-4),
          aadhaarHash(kycKey, aadhaar),
          hash,
          place.stateCode,
          address.slice(-6),
          encryptKyc(kycKey, `5010${String(random.int(10_000_000, 99_999_999))}`),
          'HDFC0001234',
          `${place.city} Main`,
          encryptKyc(kycKey, `store${i + 1}@okhdfcbank`),
          approved ? 'APPROVED' : 'PENDING',
          approved ? iso(created + 2 * DAY) : null,
          approved ? adminId : null,
          approved ? iso(created + 2 * DAY) : null,
          store.handlingDays,
          iso(created),
          iso(created),
        ]),
      );
      claimLines.push(line([hash, store.ownerId, iso(created)]));
      aadhaarLines.push(line([aadhaarHash(kycKey, aadhaar), store.ownerId, iso(created)]));
      if (approved) {
        auditLines.push(
          line([
            random.uuid(),
            adminId,
            'STORE_APPROVED',
            'STORE',
            id,
            null,
            iso(created + 2 * DAY),
          ]),
        );
      }
    }
    // The biggest store: as many orders as 30% of all, whatever the number of stores.
    const rest = stores.reduce((s, x) => s + x.weight, 0);
    if (stores[0]) stores[0].weight = size.stores > 1 ? (rest * 0.3) / 0.7 : 1;
    await copy(
      'stores',
      [
        'id',
        'owner_id',
        'name',
        'name_key',
        'type',
        'description',
        'email',
        'phone',
        'emergency_phone',
        'address',
        'poc_name',
        'poc_phone',
        'gstin_enc',
        'pan_enc',
        'aadhaar_last4',
        'aadhaar_hash',
        'gstin_hash',
        'state_code',
        'pin_code',
        'account_no_enc',
        'ifsc',
        'branch',
        'upi_id_enc',
        'status',
        'status_changed_at',
        'status_changed_by',
        'approved_at',
        'handling_days',
        'created_at',
        'updated_at',
      ],
      storeLines,
    );
    await copy(
      'store_locations',
      [
        'id',
        'store_id',
        'is_primary',
        'name',
        'address',
        'state_code',
        'pin_code',
        'gstin_enc',
        'gstin_hash',
        'contact_name',
        'contact_phone',
        'hours',
        'created_at',
        'updated_at',
      ],
      locationLines,
    );
    // Each store's locations, the primary (made by the stores' trigger) first: its items ship from
    // them in turn, so a store's orders are spread over its locations.
    const located = (
      (await database.db.execute(
        sql`select store_id, id from store_locations order by store_id, is_primary desc, name`,
      )) as unknown as { rows: { store_id: string; id: string }[] }
    ).rows;
    const byStore = new Map(stores.map((x) => [x.id, x]));
    for (const r of located) byStore.get(r.store_id)!.locations.push(r.id);
    const primaryLocation = new Map(stores.map((x) => [x.id, x.locations[0]!]));
    let turn = 0;
    const shipsFrom = (store: SeedStore) => store.locations[turn++ % store.locations.length]!;
    await copy('gstin_claims', ['gstin_hash', 'owner_id', 'created_at'], claimLines);
    await copy('aadhaar_claims', ['aadhaar_hash', 'owner_id', 'created_at'], aadhaarLines);
    progress.advance(size.stores, 'products');

    // Products, spread over the approved stores by weight, each in 1–3 colours × 2–5 sizes.
    const live = stores.filter((s) => s.weight > 0);
    const weightSum = live.reduce((s, x) => s + x.weight, 0);
    const productLines: string[] = [];
    const entryLines: string[] = [];
    let entries = 0;
    let made = 0;
    const productColumns = [
      'id',
      'store_id',
      'category_id',
      'sub_category_id',
      'name',
      'description',
      'gender',
      'tags',
      'custom_return_policy',
      'custom_shipping_policy',
      'created_at',
      'updated_at',
    ];
    const entryColumns = [
      'id',
      'product_id',
      'color_id',
      'size_id',
      'price_paise',
      'total_stock',
      'created_at',
      'updated_at',
    ];
    const flushProducts = async () => {
      await copy('products', productColumns, productLines.splice(0));
      await copy('inventory_entries', entryColumns, entryLines.splice(0));
    };
    for (const [k, store] of live.entries()) {
      const share =
        k === live.length - 1
          ? size.products - made
          : Math.round((size.products * store.weight) / weightSum);
      const count = Math.max(0, Math.min(share, size.products - made));
      for (let j = 0; j < count; j++) {
        const category = random.pick(lookups.categories);
        const sub = category.subs.length ? random.pick(category.subs) : null;
        const id = random.uuid();
        const name = `${random.pick(PRODUCT_WORDS)} ${sub?.name ?? category.name} ${j + 1}`;
        // Products were listed over the year before the first order, and through it.
        const created = yearAgo - 30 * DAY + Math.floor(((j + 0.5) / count) * 380 * DAY);
        productLines.push(
          line([
            id,
            store.id,
            category.id,
            sub?.id ?? null,
            name,
            `${name}, made in India.`,
            category.gender,
            array([random.pick(PRODUCT_WORDS).toLowerCase()]),
            'Returns within 7 days of delivery.',
            'Ships in 2 working days.',
            iso(created),
            iso(created),
          ]),
        );
        const hsn = hsnOf(null, category.name, sub?.name);
        const price = (random.int(3, 49) * 100 - 1) * 100;
        for (const color of random.some(lookups.colors, random.int(1, 3))) {
          for (const sizeId of random.some(lookups.sizes, random.int(2, 5))) {
            const entryId = random.uuid();
            // About one entry in twenty is low on stock (at or under the default threshold, 5).
            const stock = random.chance(0.05) ? random.int(0, 5) : random.int(6, 80);
            entryLines.push(
              line([entryId, id, color, sizeId, price, stock, iso(created), iso(created)]),
            );
            store.entries.push({
              id: entryId,
              productId: id,
              productName: name,
              colorId: color,
              sizeId,
              pricePaise: price,
              hsn,
            });
            entries++;
          }
        }
        made++;
        if (productLines.length >= CHUNK / 4) {
          await flushProducts();
          progress.advance(CHUNK / 4);
        }
      }
    }
    await flushProducts();
    progress.advance(made % (CHUNK / 4), 'orders');

    // Orders in time order over the year, each with 1–3 items that share one outcome.
    const sellers = live.filter((s) => s.entries.length > 0);
    const sellerWeights = sellers.map((s) => [s, s.weight] as const);
    const span = now.getTime() - yearAgo - 3_600_000;
    const dueCache = new Map<string, string>();
    const invoiceSerial = new Map<string, number>();
    const creditSerial = new Map<string, number>();
    /**
     * The credit note a refunded, invoiced item (or an unsupplied order's packaging) gets, as the
     * services issue it (decision 026: db:check's invoice_less_credit_notes holds on a seeded
     * marketplace too): numbered in the GSTIN's CN series of the year it is issued.
     */
    const creditNote = (
      gstinHash: string,
      orderId: string,
      itemId: string | null,
      reason: OrderStatus,
      quantity: number,
      ratePercent: number,
      t: {
        inclusivePaise: number;
        taxablePaise: number;
        cgstPaise: number;
        sgstPaise: number;
        igstPaise: number;
      },
      at: number,
    ) => {
      const fy = financialYear(new Date(at));
      const key = `${gstinHash} ${fy}`;
      const serial = (creditSerial.get(key) ?? 0) + 1;
      creditSerial.set(key, serial);
      return line([
        random.uuid(),
        orderId,
        itemId,
        gstinHash,
        documentNumber('CN', fy, serial),
        reason,
        quantity,
        ratePercent,
        t.inclusivePaise,
        t.taxablePaise,
        t.cgstPaise,
        t.sgstPaise,
        t.igstPaise,
        iso(at),
      ]);
    };
    const creditColumns = [
      'id',
      'order_id',
      'order_item_id',
      'series',
      'number',
      'reason',
      'quantity',
      'rate_percent',
      'amount_paise',
      'taxable_paise',
      'cgst_paise',
      'sgst_paise',
      'igst_paise',
      'issued_at',
    ];
    let items = 0;
    let history = 0;
    let complaints = 0;
    const orderColumns = [
      'id',
      'store_id',
      'checkout_id',
      'customer_id',
      'status',
      'payment_method',
      'shipping_name',
      'shipping_email',
      'shipping_phone',
      'shipping_address',
      'shipping_state_code',
      'shipping_pin_code',
      'prices_include_tax',
      'invoice_number',
      'invoice_series',
      'billing_location_id',
      'invoiced_at',
      'delivery_type',
      'packaging_paise',
      'packaging_rate_percent',
      'packaging_taxable_paise',
      'packaging_cgst_paise',
      'packaging_sgst_paise',
      'packaging_igst_paise',
      'total_paise',
      'created_at',
      'updated_at',
    ];
    const itemColumns = [
      'id',
      'order_id',
      'store_id',
      'order_created_at',
      'inventory_entry_id',
      'product_id',
      'color_id',
      'size_id',
      'product_name',
      'price_paise',
      'quantity',
      'location_id',
      'discount_percent',
      'tax_rate_percent',
      'hsn_code',
      'amount_paise',
      'taxable_paise',
      'tax_paise',
      'cgst_paise',
      'sgst_paise',
      'igst_paise',
      'invoiced',
      'item_status',
      'dispatch_by',
      'courier',
      'awb',
      'shipped_at',
      'delivered_at',
      'return_reason',
      'qc_note',
      'created_at',
      'updated_at',
    ];
    const historyColumns = [
      'id',
      'order_item_id',
      'from_status',
      'to_status',
      'changed_by',
      'changed_at',
    ];
    const complaintColumns = [
      'id',
      'store_id',
      'order_id',
      'order_item_id',
      'customer_id',
      'issue',
      'description',
      'status',
      'resolution_note',
      'created_at',
      'updated_at',
    ];
    const complaintHistoryColumns = [
      'id',
      'complaint_id',
      'status',
      'note',
      'changed_by',
      'changed_at',
    ];
    let pending: Promise<void> = Promise.resolve();
    for (let start = 0; start < size.orders; start += CHUNK) {
      const orderLines: string[] = [];
      const itemLines: string[] = [];
      const historyLines: string[] = [];
      const complaintLines: string[] = [];
      const complaintHistoryLines: string[] = [];
      const creditLines: string[] = [];
      const end = Math.min(size.orders, start + CHUNK);
      for (let k = start; k < end; k++) {
        const store = random.weighted(sellerWeights);
        const placed = yearAgo + Math.floor(((k + random.float()) / size.orders) * span);
        const ageDays = (now.getTime() - placed) / DAY;
        const outcome = random.weighted(OUTCOMES.find((o) => ageDays > o.olderThan)!.weights);
        const path = STATUS_PATHS[outcome]!;
        const c = random.int(0, customers - 1);
        const customerId = customerIds[c]!;
        const name = customerNames[c]!;
        const place = random.pick(CITIES);
        const pin = `${place.pin}${String(random.int(1, 99)).padStart(3, '0')}`;
        const orderId = random.uuid();
        const step = (n: number) => Math.min(placed + (n + 1) * 0.6 * DAY, now.getTime() - 60_000);
        const shippedStep = path.indexOf('SHIPPED');
        const shippedAt = shippedStep >= 0 ? step(shippedStep) : null;
        let invoiceNumber: string | null = null;
        if (shippedAt !== null) {
          const fy = financialYear(new Date(shippedAt));
          const key = `${store.gstinHash} ${fy}`;
          const serial = (invoiceSerial.get(key) ?? 0) + 1;
          invoiceSerial.set(key, serial);
          invoiceNumber = documentNumber('INV', fy, serial);
        }
        // Items placed on one Indian day, at one handling time, share their dispatch-by day.
        const dueKey = `${indianDate(placed)} ${store.handlingDays}`;
        let due = dueCache.get(dueKey);
        if (!due) {
          due = dispatchBy(new Date(placed), store.handlingDays);
          dueCache.set(dueKey, due);
        }
        const deliveredStep = path.indexOf('DELIVERED');
        // An invoiced item refunded: credited at its return or its RTO's arrival.
        const creditStep = Math.max(path.indexOf('RETURNED'), path.indexOf('RTO_DELIVERED'));
        const creditReason = path[creditStep];
        const courier = shippedAt !== null ? random.pick(COURIERS) : null;
        const awb = shippedAt !== null ? `AWB${String(1_000_000_000 + k)}` : null;
        const picks = random.some(
          store.entries,
          random.weighted([
            [1, 70],
            [2, 22],
            [3, 8],
          ] as const),
        );
        const lines = picks.map((entry) => ({
          entry,
          hsn: entry.hsn,
          unitPricePaise: entry.pricePaise,
          quantity: random.chance(0.9) ? 1 : 2,
          discountPercent: random.chance(0.1) ? 10 : 0,
        }));
        // Priced as the checkout prices an order: one rule for lines, packaging and total.
        const priced = priceOrder({
          lines,
          packagingPaise: random.chance(0.6) ? 4900 : 0,
          sellerState: store.stateCode,
          supplyState: place.stateCode,
          at: new Date(placed),
        });
        const packed = priced.packaging;
        for (const [i, { entry, quantity, discountPercent: discount }] of lines.entries()) {
          const tax = priced.lines[i]!;
          const itemId = random.uuid();
          const returned = path.includes('RETURN_REQUESTED');
          itemLines.push(
            line([
              itemId,
              orderId,
              store.id,
              iso(placed),
              entry.id,
              entry.productId,
              entry.colorId,
              entry.sizeId,
              entry.productName,
              entry.pricePaise,
              quantity,
              shipsFrom(store),
              discount,
              tax.ratePercent,
              entry.hsn,
              tax.inclusivePaise,
              tax.taxablePaise,
              tax.cgstPaise + tax.sgstPaise + tax.igstPaise,
              tax.cgstPaise,
              tax.sgstPaise,
              tax.igstPaise,
              shippedAt !== null,
              outcome,
              due,
              courier,
              awb,
              shippedAt === null ? null : iso(shippedAt),
              deliveredStep >= 0 ? iso(step(deliveredStep)) : null,
              returned ? random.pick(RETURN_REASONS) : null,
              outcome === 'QC_PASSED' || outcome === 'QC_FAILED'
                ? 'Checked on return: tags intact.'
                : null,
              iso(placed),
              iso(path.length ? step(path.length - 1) : placed),
            ]),
          );
          historyLines.push(
            line([random.uuid(), itemId, null, 'PENDING', customerId, iso(placed)]),
          );
          if (invoiceNumber && creditReason) {
            creditLines.push(
              creditNote(
                store.gstinHash,
                orderId,
                itemId,
                creditReason,
                quantity,
                tax.ratePercent,
                tax,
                step(creditStep),
              ),
            );
          }
          let from: OrderStatus = 'PENDING';
          for (const [n, to] of path.entries()) {
            const by = to === 'RETURN_REQUESTED' ? customerId : store.ownerId;
            historyLines.push(line([random.uuid(), itemId, from, to, by, iso(step(n))]));
            from = to;
          }
          items++;
          history += path.length + 1;
          if (deliveredStep >= 0 && random.chance(0.01)) {
            const complaintId = random.uuid();
            const at = iso(step(deliveredStep) + DAY / 2);
            const resolved = ageDays > 20;
            complaintLines.push(
              line([
                complaintId,
                store.id,
                orderId,
                itemId,
                customerId,
                random.pick(COMPLAINT_ISSUES),
                'Please look into this.',
                resolved ? 'RESOLVED' : 'OPEN',
                resolved ? 'Replacement sent.' : null,
                at,
                at,
              ]),
            );
            complaintHistoryLines.push(
              line([random.uuid(), complaintId, 'OPEN', null, customerId, at]),
            );
            if (resolved) {
              complaintHistoryLines.push(
                line([
                  random.uuid(),
                  complaintId,
                  'RESOLVED',
                  'Replacement sent.',
                  store.ownerId,
                  at,
                ]),
              );
            }
            complaints++;
          }
        }
        // Nothing of an order back by RTO was supplied: its packaging is credited too.
        if (invoiceNumber && creditReason === 'RTO_DELIVERED' && packed.inclusivePaise) {
          creditLines.push(
            creditNote(
              store.gstinHash,
              orderId,
              null,
              creditReason,
              1,
              packed.ratePercent,
              packed,
              step(creditStep),
            ),
          );
        }
        const express = random.chance(0.2);
        orderLines.push(
          line([
            orderId,
            store.id,
            random.uuid(),
            customerId,
            outcome,
            random.weighted(PAYMENTS),
            name,
            random.chance(0.85) ? `${name.split(' ')[0]!.toLowerCase()}@mail.example` : null,
            phone(),
            `${random.int(1, 400)} ${random.pick(STREETS)}, ${place.city}, ${place.state} ${pin}`,
            place.stateCode,
            pin,
            true,
            invoiceNumber,
            invoiceNumber ? store.gstinHash : null,
            primaryLocation.get(store.id)!,
            shippedAt === null ? null : iso(shippedAt),
            express ? 'EXPRESS' : 'STANDARD',
            packed.inclusivePaise,
            packed.ratePercent,
            packed.taxablePaise,
            packed.cgstPaise,
            packed.sgstPaise,
            packed.igstPaise,
            priced.totalPaise,
            iso(placed),
            iso(path.length ? step(path.length - 1) : placed),
          ]),
        );
      }
      // Made while the previous chunk loads; loaded in order (items need their orders).
      await pending;
      pending = (async () => {
        await copy('orders', orderColumns, orderLines);
        await copy('order_items', itemColumns, itemLines);
        await copy('order_item_status_history', historyColumns, historyLines);
        await copy('complaints', complaintColumns, complaintLines);
        await copy('complaint_status_history', complaintHistoryColumns, complaintHistoryLines);
        await copy('credit_notes', creditColumns, creditLines);
        progress.advance(end - start);
      })();
    }
    await pending;
    await copy(
      'audit_log',
      ['id', 'actor_id', 'action', 'subject_type', 'subject_id', 'reason', 'created_at'],
      auditLines,
    );
    const seriesLines = [
      ...[...invoiceSerial].map(([key, last]) => ['INV', key, last] as const),
      ...[...creditSerial].map(([key, last]) => ['CN', key, last] as const),
    ].map(([kind, key, last]) => {
      const [series, fy] = key.split(' ');
      return line([series!, kind, fy!, last]);
    });
    await copy('document_series', ['series_key', 'kind', 'financial_year', 'last'], seriesLines);

    progress.advance(0, 'indexes');
    await recreateIndexes(database, indexes);
    await restoreForeignKeys(database, foreignKeys);
    progress.advance(0, 'counters');
    await settleStock(database);
    await rebuildCounters(database.db);
    await database.db.execute(sql`analyze`);
    progress.stop();
    return {
      users: 1 + size.stores + customers,
      stores: size.stores,
      products: made,
      entries,
      orders: size.orders,
      items,
      history,
      complaints,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    // Nothing is reported loaded that is not: the rows so far stay and the database is named
    // unfit; the indexes and keys are put back where the rows allow it.
    progress.stop();
    for (const index of indexes) {
      await database.db.execute(sql.raw(index.definition)).catch(() => undefined);
    }
    await restoreForeignKeys(database, foreignKeys).catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason} (the seed stopped part-way: seed a new, empty database)`);
  }
}

/**
 * Reserved stock is the open items' pieces (raising the stock where the orders took more than
 * was listed), and each entry's one stock movement says how it came to be so.
 */
async function settleStock(database: Database) {
  await database.db.execute(sql`
    update inventory_entries e set reserved_stock = o.n, total_stock = greatest(e.total_stock, o.n)
    from (select inventory_entry_id as id, sum(quantity)::int as n from order_items
          where item_status in ('PENDING', 'PROCESSING') group by inventory_entry_id) o
    where e.id = o.id`);
  // Each variant's pieces at its store's locations (issue 51): every other location holds what
  // its open items hold there and an even share of the free pieces; the store's address the rest.
  await database.db.execute(sql`
    insert into location_stock (entry_id, location_id, total_stock, reserved_stock)
    select e.id, l.id, coalesce(h.n, 0) + (e.total_stock - e.reserved_stock) / l.n, coalesce(h.n, 0)
    from inventory_entries e
    join (select id, store_id, count(*) over (partition by store_id) as n, is_primary
          from store_locations) l on l.store_id = e.store_id and not l.is_primary
    left join (select inventory_entry_id, location_id, sum(quantity)::int as n from order_items
               where item_status in ('PENDING', 'PROCESSING') group by 1, 2) h
      on h.inventory_entry_id = e.id and h.location_id = l.id`);
  await database.db.execute(sql`
    update location_stock p set total_stock = e.total_stock - coalesce(o.total, 0),
      reserved_stock = e.reserved_stock - coalesce(o.reserved, 0)
    from store_locations l, inventory_entries e
    left join (select x.entry_id, sum(x.total_stock)::int as total, sum(x.reserved_stock)::int as reserved
               from location_stock x join store_locations y on y.id = x.location_id
               where not y.is_primary group by x.entry_id) o on o.entry_id = e.id
    where l.id = p.location_id and l.is_primary and e.id = p.entry_id
      and (p.total_stock, p.reserved_stock)
        <> (e.total_stock - coalesce(o.total, 0), e.reserved_stock - coalesce(o.reserved, 0))`);
  await database.db.execute(sql`
    insert into stock_movements (entry_id, reason, version, total_stock_before, total_stock_after,
      reserved_stock_before, reserved_stock_after, price_paise_before, price_paise_after, created_at)
    select id, 'CREATED', 1, 0, total_stock, 0, reserved_stock, price_paise, price_paise, created_at
    from inventory_entries`);
}

/** The tables the seed fills, whose secondary indexes wait until the rows are in. */
const LOADED = [
  'users',
  'stores',
  'products',
  'inventory_entries',
  'orders',
  'order_items',
  'order_item_status_history',
  'complaints',
  'complaint_status_history',
  'credit_notes',
  'audit_log',
];

/**
 * Drops the loaded tables' indexes that back no constraint (primary keys and unique constraints
 * stay), answering their definitions to build them again.
 */
async function dropIndexes(database: Database): Promise<{ name: string; definition: string }[]> {
  const result = (await database.db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes i
    where schemaname = 'public' and tablename in (${sql.join(
      LOADED.map((t) => sql`${t}`),
      sql`, `,
    )})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
      and indexdef not like 'CREATE UNIQUE%'`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const index of result.rows) await database.db.execute(sql.raw(`drop index "${index.name}"`));
  return result.rows;
}

async function recreateIndexes(database: Database, indexes: { definition: string }[]) {
  for (const index of indexes) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.definition));
    });
  }
}

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

/**
 * Drops the loaded tables' foreign keys, answering them: checked once each when added again (one
 * join over the table) instead of once per row as it arrives.
 */
async function dropForeignKeys(database: Database): Promise<ForeignKey[]> {
  const result = (await database.db.execute(sql`
    select conrelid::regclass::text as table, conname as name,
           pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
      and conrelid::regclass::text in (${sql.join(
        LOADED.map((t) => sql`${t}`),
        sql`, `,
      )})`)) as unknown as { rows: ForeignKey[] };
  for (const fk of result.rows) {
    await database.db.execute(sql.raw(`alter table ${fk.table} drop constraint "${fk.name}"`));
  }
  return result.rows;
}

/** The foreign keys added again: a load that broke one fails here, naming it. */
async function restoreForeignKeys(database: Database, foreignKeys: ForeignKey[]) {
  for (const fk of foreignKeys) {
    await database.db.execute(
      sql.raw(`alter table ${fk.table} add constraint "${fk.name}" ${fk.definition}`),
    );
  }
}

async function readLookups(database: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const colors = await rows<{ id: string }>(sql`select id from colors order by position`);
  const sizes = await rows<{ id: string }>(sql`select id from sizes order by position`);
  const cats = await rows<{ id: string; name: string; gender: string }>(
    sql`select id, name, gender from categories order by position`,
  );
  const subs = await rows<{ id: string; name: string; category_id: string }>(
    sql`select id, name, category_id from sub_categories order by position`,
  );
  return {
    colors: colors.map((c) => c.id),
    sizes: sizes.map((s) => s.id),
    categories: cats.map((c) => ({
      ...c,
      subs: subs.filter((s) => s.category_id === c.id),
    })),
  };
}

/** Lines joined into pieces of about a megabyte: what COPY is handed at a time. */
function* chunked(lines: string[]): Generator<string> {
  for (let i = 0; i < lines.length; i += 4000) yield lines.slice(i, i + 4000).join('');
}
