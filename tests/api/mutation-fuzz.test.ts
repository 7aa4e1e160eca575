/**
 * Every mutation of schema.graphql under fast-check's hostile arguments (decision 023): random,
 * oversized, wrong-type, unicode, negative, huge and fractional numbers, SQL- and HTML-looking
 * text, arrays of 10,000 elements, and real ids of the caller's objects so that the calls reach
 * past the checks. Each answer is a contract error code (never INTERNAL_SERVER_ERROR) or a valid
 * success, within 2 s, and a refused mutation leaves every table exactly as it was: row counts
 * and checksums compared before and after. On PGlite in every run, and on PostgreSQL too in the
 * full run (decision 045, 2026-12-04: its 130 s on the second engine in every `npm test`).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../domain/errors.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { signToken } from '../../server/auth/tokens.ts';
import { rateLimits, users, type UserRow } from '../../server/db/schema.ts';
import { productInput, sellerWithStore, approveListing } from './flows.ts';
import { engines, startTestApi, type TestApi } from './harness.ts';
import { documentOf, rolesOf, SCHEMA } from './schema-fields.ts';
import { freshKyc, pinIn, STORE_INPUT } from '../fixtures.ts';
import { FULL_RUN } from '../scope.ts';
import { createUser } from '../../server/services/users.ts';

const MUTATIONS = Object.values(SCHEMA.getMutationType()!.getFields());
/** Reads take hostile arguments too (decision 027): a bad day or page is BAD_USER_INPUT, never a 500. */
const QUERIES = Object.values(SCHEMA.getQueryType()!.getFields());
/**
 * Runs per mutation and engine: 44 mutations × this, each with two checksums. Fewer per commit
 * (each run's inputs are new), more in the full run (decision 045).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (FULL_RUN ? 40 : 15));
const QUERY_RUNS = Math.max(5, Math.round(RUNS / 2));
/** Tables a refusal may touch by design: the fixed-window counters count refused attempts too. */
const WRITTEN_BY_REFUSALS = new Set(['rate_limits']);

const HOSTILE_TEXT = [
  '',
  '   ',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.test")',
  '%_\\',
  '\u0000',
  '\u202e\u0644\u0627',
  '🙂'.repeat(500),
  'a'.repeat(100_000),
  '../../etc/passwd',
  '{"$gt": ""}',
  // A day whose Indian midnight falls in a year PostgreSQL cannot store.
  '0001-01-01',
];
/**
 * Texts sent where a list's cursor goes instead of one the server gave: the hostile ones, and
 * near-cursors whose id parts are not ids (each once reached the database, a server error).
 */
const A_UUID = '0b7c6a9e-3f51-4c2a-9d0e-6a1b2c3d4e5f';
const FORGED_CURSORS = [
  ...HOSTILE_TEXT.filter((text) => text.trim() !== '' && text.length < 1000),
  '-'.repeat(36),
  `1764000000000_${'-'.repeat(36)}`,
  `${'-'.repeat(36)}.${'-'.repeat(36)}`,
  `DHL|1764000000000_${'z'.repeat(36)}`,
  `1764000000000_${'f'.repeat(36)}_0_0_${'-'.repeat(36)}`,
  `1764000000000_${'0'.repeat(36)}_${'-'.repeat(36)}`,
  // Well-formed but for a time whose ISO text PostgreSQL cannot read (year 33658).
  ...[
    `999999999999999_${A_UUID}`,
    `999999999999999_${A_UUID}_${A_UUID}`,
    `999999999999999_${A_UUID}_0_0_${A_UUID}`,
    `DHL|999999999999999_${A_UUID}`,
  ],
];
const isCursorArg = (arg: { name: string }) => arg.name === 'after' || arg.name === 'before';
const pagesByCursor = (field: GraphQLField<unknown, unknown>) => field.args.some(isCursorArg);
/** Values for the required arguments of the lists that page by cursor, besides ids. */
const REQUIRED_READ_ARGS: Record<string, unknown> = {
  page: 1,
  limit: 10,
  day: '2026-11-25',
  from: '2026-11-01',
  to: '2026-11-25',
};
const NUMBERS = [0, -1, 1.5, -0.01, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 1e15, 1e308, 0.1 + 0.2];

interface Slot {
  path: (string | number)[];
  name: string;
  type: GraphQLInputType;
}

/** Every value of `value` (arguments by name) with its GraphQL type and path. */
function leavesOf(
  value: Record<string, unknown>,
  types: Record<string, GraphQLInputType>,
  path: (string | number)[] = [],
): Slot[] {
  return Object.entries(value).flatMap(([name, v]) => {
    const type = types[name];
    if (!type) return [];
    const here = [...path, name];
    const inner = getNullableType(type);
    const slot = { path: here, name, type };
    if (isInputObjectType(inner) && v && typeof v === 'object') {
      const fields = Object.fromEntries(
        Object.values(inner.getFields()).map((f) => [f.name, f.type]),
      );
      return [slot, ...leavesOf(v as Record<string, unknown>, fields, here)];
    }
    if (isListType(inner) && Array.isArray(v)) {
      const item = getNullableType(inner.ofType);
      if (isInputObjectType(item)) {
        const fields = Object.fromEntries(
          Object.values(item.getFields()).map((f) => [f.name, f.type]),
        );
        return [
          slot,
          ...v.flatMap((x, i) => leavesOf(x as Record<string, unknown>, fields, [...here, i])),
        ];
      }
    }
    return [slot];
  });
}

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown) {
  let at: unknown = target;
  for (const key of path.slice(0, -1)) {
    // An earlier swap may have replaced a parent with something that has no fields.
    if (!at || typeof at !== 'object') return;
    at = (at as Record<string | number, unknown>)[key];
  }
  if (at && typeof at === 'object') (at as Record<string | number, unknown>)[path.at(-1)!] = value;
}

describe.each(engines)('mutations under hostile arguments (%s)', (engine) => {
  let api: TestApi;
  const callers = {} as Record<'admin' | 'owner' | 'customer', UserRow>;
  /** Real ids by the argument names that take them, so that calls reach past NOT_FOUND. */
  const ids: Record<string, string[]> = {};
  /** A valid call of some mutations, whose values the fuzz swaps one to three at a time. */
  const valid: Record<string, Record<string, unknown>> = {};
  let checksumSql = '';

  beforeAll(async () => {
    api = await startTestApi(engine);
    const seller = await sellerWithStore(api, 'fuzz@seller.test', 'Fuzz Threads');
    callers.owner = seller.user;
    callers.admin = await createUser(api.app, {
      email: 'fuzz@admin.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    callers.customer = await createUser(api.app, {
      email: 'fuzz@buyer.test',
      password: 'correct horse 1',
      role: 'CUSTOMER',
    });
    const input = await productInput(api, seller.token, seller.store.id, 'Fuzz Kurta');
    const created = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { productColorId productSizeId } } }`,
      { input: { ...input, stock: 100_000 } },
      { token: seller.token },
    );
    const product = created.data!.createProduct;
    await approveListing(api, product.id);
    const entry = product.entries[0]!;
    const line = {
      product: product.id,
      color: entry.productColorId,
      size: entry.productSizeId,
      quantity: 1,
    };
    const orderVars = {
      input: {
        items: [line],
        shipping: { name: 'Kavya', address: '9 Church St', stateCode: '29', pinCode: pinIn('29') },
        paymentMethod: 'UPI',
      },
    };
    const placed = await api.gql<{
      placeOrder: { orders: { id: string; items: { id: string }[] }[] };
    }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id items { id } } } }`,
      orderVars,
      { token: await tokenOf(callers.customer) },
    );
    const order = placed.data!.placeOrder.orders[0]!;
    Object.assign(ids, {
      storeId: [seller.store.id],
      productId: [product.id],
      id: [product.id, order.id],
      orderId: [order.id],
      orderItemId: [order.items[0]!.id],
      colorId: [entry.productColorId],
      color: [entry.productColorId],
      sizeId: [entry.productSizeId],
      size: [entry.productSizeId],
      product: [product.id],
      categoryId: [input.categoryId],
      userId: [callers.customer.id],
    });
    Object.assign(valid, {
      createProduct: { input },
      productUpdate: { id: product.id, input: { name: 'Renamed', description: 'New words' } },
      updateInventory: {
        productId: product.id,
        color: entry.productColorId,
        size: entry.productSizeId,
        quantity: 40,
        price: 549.5,
      },
      placeOrder: orderVars,
      createStore: { input: { ...STORE_INPUT, ...freshKyc() } },
      crmOrderStatusUpdate: {
        orderId: order.id,
        status: 'PROCESSING',
        storeId: seller.store.id,
        productId: product.id,
        colorId: entry.productColorId,
        sizeId: entry.productSizeId,
      },
      updateDispatchSettings: { storeId: seller.store.id, handlingDays: 3, returnWindowDays: 10 },
      setCommissionRate: { categoryId: input.categoryId, percent: 12.5, from: '2026-12-01' },
      createOrganisation: { input: { name: 'Fuzz Org', pinCode: '560001', gstNo: null } },
      updateProfile: { name: 'Kavya', phone: '9876543210' },
      updateSettings: { lowStockThreshold: 5 },
      raiseComplaint: { orderId: order.id, issue: 'Late', description: 'Not here yet' },
      requestReturn: { orderItemId: order.items[0]!.id, reason: 'DAMAGED', note: 'Torn' },
      updatePlatformSettings: { unpaidHoldHours: 24 },
      login: { email: 'fuzz@buyer.test', password: 'correct horse 1' },
      pickupManifest: { storeId: seller.store.id, day: '2026-11-25', limit: 10 },
      storeLedger: { storeId: seller.store.id, from: '2026-11-01', to: '2026-11-25' },
      ledgerCsv: { storeId: seller.store.id, from: '2026-11-01', to: '2026-11-25' },
      filingPack: { storeId: seller.store.id, month: '2026-10' },
      platformFiling: { month: '2026-10' },
      orderDetails: { orderId: order.id },
      storeOrdersTC: { storeId: seller.store.id, page: 1, limit: 10 },
    });
    checksumSql = await checksumStatement();
  });
  afterAll(() => api.close());

  async function tokenOf(user: UserRow) {
    const [row] = await api.app.db.select().from(users).where(eq(users.id, user.id));
    return signToken(api.app.config.jwtSecret, row!.id, row!.tokenVersion, api.app.clock.now());
  }

  const rowsOf = async <T>(query: SQL) =>
    ((await api.app.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** One statement that counts and hashes every table's rows. */
  async function checksumStatement() {
    const rows = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    return rows
      .map((r) => r.name)
      .filter((name) => !WRITTEN_BY_REFUSALS.has(name))
      .map(
        (name) =>
          `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x`,
      )
      .join(' union all ');
  }

  async function checksums() {
    const rows = await rowsOf<{ t: string; n: number; h: string }>(sql.raw(checksumSql));
    return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
  }

  /** Hostile values for an argument of `type`, named `name` (ids come from the real ones). */
  function valueOf(type: GraphQLInputType, name: string, depth = 0): fc.Arbitrary<unknown> {
    const wrongType = fc.oneof(
      fc.integer(),
      fc.string(),
      fc.boolean(),
      fc.constant({}),
      fc.constant([]),
    );
    const inner = getNullableType(type);
    let right: fc.Arbitrary<unknown>;
    if (isListType(inner)) {
      const item = valueOf(inner.ofType, name, depth + 1);
      right = fc.oneof(
        { weight: 4, arbitrary: fc.array(item, { maxLength: 3 }) },
        // 10,000 short elements (of long ones the body limit would speak first).
        {
          weight: 1,
          arbitrary: fc
            .constantFrom(...(ids[name] ?? []), 'x', 1, {})
            .map((v) => Array.from({ length: 10_000 }, () => v)),
        },
      );
    } else if (isEnumType(inner)) {
      right = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...inner.getValues().map((v) => v.value)) },
        { weight: 1, arbitrary: fc.string() },
      );
    } else if (isInputObjectType(inner)) {
      const fields = Object.values(inner.getFields());
      right =
        depth > 3
          ? fc.constant({})
          : fc.record(
              Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, f.name, depth + 1)])),
              { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
            );
    } else if (isScalarType(inner) && inner.name === 'ID') {
      right = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...(ids[name] ?? ids.id!)) },
        { weight: 1, arbitrary: fc.uuid() },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
      );
    } else if (isScalarType(inner) && inner.name === 'Int') {
      right = fc.oneof(fc.integer(), fc.constantFrom(...NUMBERS));
    } else if (isScalarType(inner) && inner.name === 'Float') {
      right = fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(...NUMBERS),
      );
    } else if (isScalarType(inner) && inner.name === 'Boolean') {
      right = fc.boolean();
    } else {
      right = fc.oneof(
        { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
      );
    }
    return fc.oneof(
      { weight: 12, arbitrary: right },
      { weight: 1, arbitrary: wrongType },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }

  /**
   * A field's arguments: wholly random, or (where a valid call is known) that call with one to
   * three of its values swapped for hostile ones, so that the hostile value reaches the service.
   */
  function argsOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<Record<string, unknown>> {
    const random = fc.record(
      Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type, a.name)])),
      { requiredKeys: [] },
    );
    const base = valid[field.name];
    if (!base) return random;
    const slots = leavesOf(base, Object.fromEntries(field.args.map((a) => [a.name, a.type])));
    const swap = fc
      .array(
        fc
          .nat(slots.length - 1)
          .chain((i) => valueOf(slots[i]!.type, slots[i]!.name).map((v) => [i, v] as const)),
        { minLength: 1, maxLength: 3 },
      )
      .map((swaps) => {
        const copy = structuredClone(base);
        for (const [i, v] of swaps) setAt(copy, slots[i]!.path, v);
        return copy;
      });
    return fc.oneof({ weight: 1, arbitrary: random }, { weight: 2, arbitrary: swap });
  }

  async function tokenFor(field: GraphQLField<unknown, unknown>) {
    const caller = callerFor(field);
    return caller ? await tokenOf(caller) : undefined;
  }

  function callerFor(field: GraphQLField<unknown, unknown>): UserRow | null {
    const roles = rolesOf(field);
    if (roles === null) return null;
    if (roles.length === 0 || roles.includes('STORE_OWNER')) return callers.owner;
    return roles.includes('ADMIN') ? callers.admin : callers.customer;
  }

  it.each(MUTATIONS.map((m) => [m.name, m] as const))(
    '%s answers a contract code or succeeds, in time, and a refusal writes nothing',
    async (_, field) => {
      const doc = documentOf('mutation', field);
      const caller = callerFor(field);
      await fc.assert(
        fc.asyncProperty(argsOf(field), async (variables) => {
          // The callers stay able to call: a block or a sign-out from an earlier run is undone.
          await api.app.db.update(users).set({ blockedAt: null });
          await api.app.db.delete(rateLimits);
          const before = await checksums();
          const started = performance.now();
          const result = await api.gql(doc, variables as Record<string, unknown>, {
            token: caller ? await tokenOf(caller) : undefined,
          });
          const elapsed = performance.now() - started;
          expect(elapsed).toBeLessThan(2000);
          const code = result.errors?.[0]?.extensions.code;
          if (code === undefined) {
            expect(result.data?.[field.name]).toBeDefined();
            return;
          }
          expect(ERROR_CODES).toContain(code);
          expect(code, result.errors?.[0]?.message).not.toBe('INTERNAL_SERVER_ERROR');
          expect(await checksums()).toEqual(before);
        }),
        { numRuns: RUNS },
      );
    },
    RUNS * 1000,
  );

  it.each(QUERIES.map((q) => [q.name, q] as const))(
    '%s answers a contract code or data under hostile arguments, never a 500',
    async (_, field) => {
      const doc = documentOf('query', field);
      const caller = callerFor(field);
      await fc.assert(
        fc.asyncProperty(argsOf(field), async (variables) => {
          await api.app.db.update(users).set({ blockedAt: null });
          await api.app.db.delete(rateLimits);
          const result = await api.gql(doc, variables as Record<string, unknown>, {
            token: caller ? await tokenOf(caller) : undefined,
          });
          const code = result.errors?.[0]?.extensions.code;
          if (code === undefined) {
            expect(result.data?.[field.name]).toBeDefined();
            return;
          }
          expect(ERROR_CODES).toContain(code);
          expect(code, result.errors?.[0]?.message).not.toBe('INTERNAL_SERVER_ERROR');
        }),
        { numRuns: QUERY_RUNS },
      );
    },
    QUERY_RUNS * 2000,
  );

  it.each(QUERIES.filter(pagesByCursor).map((q) => [q.name, q] as const))(
    '%s refuses a forged cursor as bad input, never a 500',
    async (_, field) => {
      const token = await tokenFor(field);
      const required = Object.fromEntries(
        field.args
          .filter((a) => isNonNullType(a.type))
          .map((a) => [a.name, ids[a.name]?.[0] ?? REQUIRED_READ_ARGS[a.name]]),
      );
      for (const arg of field.args.filter(isCursorArg)) {
        for (const cursor of FORGED_CURSORS) {
          const result = await api.gql(
            documentOf('query', field),
            { ...required, [arg.name]: cursor },
            { token },
          );
          expect(result.errors?.[0]?.extensions.code, `${arg.name}: ${cursor}`).toBe(
            'BAD_USER_INPUT',
          );
        }
      }
    },
  );

  it('refuses a day before the year 1000 as bad input: its Indian midnight cannot be stored', async () => {
    const token = await tokenOf(callers.owner);
    const reads = [
      'query($s: ID!, $d: String!) { pickupManifest(storeId: $s, day: $d) { cursor } }',
      'query($s: ID!, $d: String!) { storeLedgerPage(storeId: $s, from: $d, to: $d) { nextCursor } }',
      'query($s: ID!, $d: String!) { storeLedger(storeId: $s, from: $d, to: $d) { __typename } }',
    ];
    for (const day of ['0000-01-01', '0001-01-01', '0999-12-31'])
      for (const query of reads) {
        const result = await api.gql(query, { s: ids.storeId![0], d: day }, { token });
        expect(result.errors?.[0]?.extensions.code, `${query} ${day}`).toBe('BAD_USER_INPUT');
      }
  });

  it('leaves every counter equal to its recount after all of it (db:check)', async () => {
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
});
