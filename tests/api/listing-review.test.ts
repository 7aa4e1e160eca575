/**
 * Listings reviewed before buyers see them (issue 50, decision 052), through the real API and
 * database: a listing's lifecycle, what buyers see at each step, trusted stores, bulk approval,
 * the queue's filters and paging, and the invariants `npm run db:check` holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { LISTING_TRUST_RULE, isTrusted } from '../../domain/listing-review.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { rateLimits } from '../../server/db/schema.ts';
import { createUser } from '../../server/services/users.ts';
import { pinIn } from '../fixtures.ts';
import { LOGIN, productInput, sellerWithStore, userWithToken } from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const CREATE = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id listingState entries { productColorId productSizeId } } }`;
const PRODUCT = `query($id: ID!) { product(id: $id) { id name listingState
  listingReviews { id decision reasons note automatic previousReasons version { name } } } }`;
const RENAME = `mutation($id: ID!, $name: String!) { productUpdate(id: $id, input: { name: $name }) {
  id name listingState } }`;
const PRICE = `mutation($p: ID!, $c: ID!, $s: ID!, $price: Float!) {
  updateInventory(productId: $p, color: $c, size: $s, price: $price) { id } }`;
const SHOP = `{ shopProducts(limit: 50) { totalCount items { id name listingState listingReviews { id } } } }`;
const QUEUE = `query($forStore: ID, $reason: ListingRejectReason, $limit: Int, $after: String) {
  listingReviews(forStore: $forStore, reason: $reason, limit: $limit, after: $after) {
    totalCount nextCursor items { id productId storeName changed previousReasons changedSinceRefusal
      refused { name }
      version { name category productImages } previous { name } } } }`;
const DECIDE = `mutation($id: ID!, $approve: Boolean!, $reasons: [ListingRejectReason!], $note: String) {
  decideListing(reviewId: $id, approve: $approve, reasons: $reasons, note: $note) {
    id decision reasons note } }`;
const BULK = `mutation($ids: [ID!]!) { approveListings(reviewIds: $ids) { id decision } }`;
const RESUBMIT = `mutation($p: ID!) { resubmitListing(productId: $p) { id listingState } }`;
const TRUST = `mutation($storeId: ID!, $trusted: Boolean) { setListingTrust(storeId: $storeId, trusted: $trusted) {
  trusted override approved rejected minApproved maxRejectedPercent } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { items { productName } } } }`;
const NOTES = `{ notifications { items { title body } } }`;

interface Review {
  id: string;
  productId: string;
  storeName: string;
  changed: string[];
  previousReasons: string[];
  changedSinceRefusal: string[];
  refused: { name: string } | null;
  version: { name: string; category: string; productImages: string[] };
  previous: { name: string } | null;
}

describe.each(engines)('listing review on %s', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let other: Awaited<ReturnType<typeof sellerWithStore>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let reviewer: string;

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'review@seller.test', 'Review Threads');
    other = await sellerWithStore(api, 'other@seller.test', 'Other Threads');
    customer = await userWithToken(api, 'review@buyer.test', 'CUSTOMER');
    await createUser(api.app, {
      email: 'catalogue@platform.test',
      password: 'correct horse 1',
      role: 'ADMIN',
      adminRole: 'CATALOGUE',
    });
    const login = await api.gql<{ login: { token: string } }>(LOGIN, {
      email: 'catalogue@platform.test',
      password: 'correct horse 1',
    });
    reviewer = login.data!.login.token;
  });
  afterAll(() => api.close());

  async function create(owner: typeof seller, name: string) {
    // A minute between steps, as between a seller's and a reviewer's (the queue is by time).
    api.clock.advance(60_000);
    const input = await productInput(api, owner.token, owner.store.id, name);
    const r = await api.gql<{
      createProduct: {
        id: string;
        listingState: string;
        entries: { productColorId: string; productSizeId: string }[];
      };
    }>(CREATE, { input }, { token: owner.token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const p = r.data.createProduct;
    return { ...p, line: { c: p.entries[0]!.productColorId, s: p.entries[0]!.productSizeId } };
  }

  const queue = async (vars: Record<string, unknown> = {}) => {
    const r = await api.gql<{
      listingReviews: { totalCount: number; nextCursor: string | null; items: Review[] };
    }>(QUEUE, { forStore: seller.store.id, ...vars }, { token: reviewer });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.listingReviews;
  };
  const waitingFor = async (productId: string, vars: Record<string, unknown> = {}) =>
    (await queue({ limit: 50, ...vars })).items.find((r) => r.productId === productId);
  const shop = async () =>
    (
      await api.gql<{
        shopProducts: {
          items: { id: string; name: string; listingState: null; listingReviews: [] }[];
        };
      }>(SHOP, {}, { token: customer.token })
    ).data!.shopProducts.items;
  const read = async (id: string, token = seller.token) =>
    (
      await api.gql<{
        product: {
          name: string;
          listingState: string;
          listingReviews: {
            decision: string | null;
            reasons: string[];
            note: string | null;
            automatic: boolean;
            previousReasons: string[];
            version: { name: string };
          }[];
        };
      }>(PRODUCT, { id }, { token })
    ).data!.product;
  const decide = (id: string, vars: Record<string, unknown>) => {
    api.clock.advance(60_000);
    return api.gql<{ decideListing: { decision: string } }>(
      DECIDE,
      { id, ...vars },
      { token: reviewer },
    );
  };
  const order = async (productId: string, line: { c: string; s: string }) => {
    await api.app.db.delete(rateLimits);
    return api.gql<{ placeOrder: { orders: { items: { productName: string }[] }[] } }>(
      PLACE,
      {
        input: {
          items: [{ product: productId, color: line.c, size: line.s, quantity: 1 }],
          shipping: {
            name: 'Asha Rao',
            address: '4 Residency Road, Bengaluru',
            stateCode: '29',
            pinCode: pinIn('29'),
          },
          paymentMethod: 'UPI',
        },
      },
      { token: customer.token },
    );
  };

  it('takes a new product through review, refusal, resubmission and approval; buyers see it only once approved', async () => {
    const p = await create(seller, 'Review Kurta');
    expect(p.listingState).toBe('IN_REVIEW');
    expect((await shop()).map((s) => s.id)).not.toContain(p.id);
    expect(errorCode(await order(p.id, p.line))).toBe('NOT_FOUND');

    const waiting = await waitingFor(p.id);
    expect(waiting).toMatchObject({
      storeName: 'Review Threads',
      previous: null,
      previousReasons: [],
      version: { name: 'Review Kurta' },
    });
    expect(waiting!.changed).toContain('name');
    expect(waiting!.version.productImages).toHaveLength(1);

    // Refusing needs a reason from the list.
    const bare = await decide(waiting!.id, { approve: false });
    expect(errorCode(bare)).toBe('BAD_USER_INPUT');
    expect(bare.errors![0]!.message).toBe(m.listingReasonRequired());
    const refused = await decide(waiting!.id, {
      approve: false,
      reasons: ['PHOTO_BLURRED', 'MRP_MISSING_OR_WRONG'],
      note: 'The photo is out of focus.',
    });
    expect(refused.data!.decideListing.decision).toBe('REJECTED');
    // Decided once: a second decision is refused, not applied.
    expect(errorCode(await decide(waiting!.id, { approve: true }))).toBe('CONFLICT');

    const rejected = await read(p.id);
    expect(rejected.listingState).toBe('REJECTED');
    expect(rejected.listingReviews[0]).toMatchObject({
      decision: 'REJECTED',
      reasons: ['PHOTO_BLURRED', 'MRP_MISSING_OR_WRONG'],
      note: 'The photo is out of focus.',
    });
    const notes = await api.gql<{ notifications: { items: { title: string; body: string }[] } }>(
      NOTES,
      {},
      { token: seller.token },
    );
    expect(notes.data!.notifications.items).toContainEqual({
      title: m.listingRejectedTitle({ name: 'Review Kurta' }),
      // The reasons, in the reader's words, and the reviewer's own.
      body: m.listingRejectedWhyNote({
        reasons: `${m.listingReasonPHOTO_BLURRED()} and ${m.listingReasonMRP_MISSING_OR_WRONG()}`,
        note: m.theirWords({ text: 'The photo is out of focus.' }),
      }),
    });
    expect((await shop()).map((s) => s.id)).not.toContain(p.id);

    // Resubmitted as it is: it waits again, with the refusal's reasons for the reviewer's filter.
    api.clock.advance(60_000);
    const again = await api.gql<{ resubmitListing: { listingState: string } }>(
      RESUBMIT,
      { p: p.id },
      { token: seller.token },
    );
    expect(again.data!.resubmitListing.listingState).toBe('IN_REVIEW');
    expect(errorCode(await api.gql(RESUBMIT, { p: p.id }, { token: seller.token }))).toBe(
      'CONFLICT',
    );
    const second = await waitingFor(p.id, { reason: 'PHOTO_BLURRED' });
    expect(second!.previousReasons).toEqual(['PHOTO_BLURRED', 'MRP_MISSING_OR_WRONG']);
    // Sent again as it was refused: the reviewer sees the refused version and that nothing changed.
    expect(second).toMatchObject({ refused: { name: 'Review Kurta' }, changedSinceRefusal: [] });
    expect(await waitingFor(p.id, { reason: 'PROHIBITED_ITEM' })).toBeUndefined();

    expect((await decide(second!.id, { approve: true })).data!.decideListing.decision).toBe(
      'APPROVED',
    );
    const live = await read(p.id);
    expect(live.listingState).toBe('LIVE');
    expect(live.listingReviews.map((r) => r.decision)).toEqual(['APPROVED', 'REJECTED']);
    const listed = (await shop()).find((s) => s.id === p.id);
    // A buyer reads nothing of the review.
    expect(listed).toEqual({
      id: p.id,
      name: 'Review Kurta',
      listingState: null,
      listingReviews: [],
    });
    expect((await order(p.id, p.line)).errors).toBeUndefined();
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('keeps the approved version live while an edit waits, and reviews no price change', async () => {
    const p = await create(seller, 'Indigo Dupatta');
    await decide((await waitingFor(p.id))!.id, { approve: true });

    const price = await api.gql(
      PRICE,
      { p: p.id, c: p.line.c, s: p.line.s, price: 549 },
      { token: seller.token },
    );
    expect(price.errors).toBeUndefined();
    expect((await read(p.id)).listingState).toBe('LIVE');
    expect(await waitingFor(p.id)).toBeUndefined();

    const renamed = await api.gql<{ productUpdate: { name: string; listingState: string } }>(
      RENAME,
      { id: p.id, name: 'Indigo Silk Dupatta' },
      { token: seller.token },
    );
    expect(renamed.data!.productUpdate).toMatchObject({
      name: 'Indigo Silk Dupatta',
      listingState: 'IN_REVIEW',
    });
    // Buyers see, and order under, the approved name until the edit is approved.
    expect((await shop()).find((s) => s.id === p.id)!.name).toBe('Indigo Dupatta');
    const placed = await order(p.id, p.line);
    expect(placed.data!.placeOrder.orders[0]!.items[0]!.productName).toBe('Indigo Dupatta');
    const edit = await waitingFor(p.id);
    expect(edit).toMatchObject({
      previous: { name: 'Indigo Dupatta' },
      version: { name: 'Indigo Silk Dupatta' },
      changed: ['name'],
    });

    // A second edit replaces the waiting version; going back to the approved text withdraws it.
    await api.gql(RENAME, { id: p.id, name: 'Indigo Dupatta' }, { token: seller.token });
    expect((await read(p.id)).listingState).toBe('LIVE');
    expect(await waitingFor(p.id)).toBeUndefined();
    await api.gql(RENAME, { id: p.id, name: 'Indigo Cotton Dupatta' }, { token: seller.token });
    const next = await waitingFor(p.id);
    expect(errorCode(await decide(edit!.id, { approve: true }))).toBe('NOT_FOUND');
    await decide(next!.id, { approve: true });
    expect((await shop()).find((s) => s.id === p.id)!.name).toBe('Indigo Cotton Dupatta');
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('lets a trusted store publish edits at once, still reviews its new products, and audits the choice', async () => {
    const p = await create(seller, 'Trusted Saree');
    await decide((await waitingFor(p.id))!.id, { approve: true });
    const trust = await api.gql<{ setListingTrust: Record<string, unknown> }>(
      TRUST,
      { storeId: seller.store.id, trusted: true },
      { token: reviewer },
    );
    const rule = LISTING_TRUST_RULE[0]!.value;
    expect(trust.data!.setListingTrust).toMatchObject({
      trusted: true,
      override: true,
      minApproved: rule.minApproved,
      maxRejectedPercent: rule.maxRejectedPercent,
    });
    // Read at once, as the console does after saving: the new choice, not a cached store's.
    const chosen = await api.gql<{ listingTrust: { override: boolean; storeName: string } }>(
      'query($s: ID!) { listingTrust(storeId: $s) { override storeName } }',
      { s: seller.store.id },
      { token: reviewer },
    );
    expect(chosen.data!.listingTrust).toEqual({ override: true, storeName: 'Review Threads' });
    const renamed = await api.gql<{ productUpdate: { listingState: string } }>(
      RENAME,
      { id: p.id, name: 'Trusted Silk Saree' },
      { token: seller.token },
    );
    expect(renamed.data!.productUpdate.listingState).toBe('LIVE');
    expect((await shop()).find((s) => s.id === p.id)!.name).toBe('Trusted Silk Saree');
    expect((await read(p.id)).listingReviews[0]).toMatchObject({
      decision: 'APPROVED',
      automatic: true,
    });
    const fresh = await create(seller, 'Trusted New Kurta');
    expect(fresh.listingState).toBe('IN_REVIEW');

    // Back to the rule: a store with few approvals is reviewed again.
    const ruled = await api.gql<{ setListingTrust: { trusted: boolean; override: null } }>(
      TRUST,
      { storeId: seller.store.id, trusted: null },
      { token: reviewer },
    );
    expect(ruled.data!.setListingTrust).toMatchObject({ trusted: false, override: null });
    const audit = await api.gql<{ auditLog: { items: { action: string }[] } }>(
      '{ auditLog(limit: 50) { items { action } } }',
      {},
      { token: reviewer },
    );
    const actions = audit.data!.auditLog.items.map((a) => a.action);
    expect(actions).toContain('LISTING_TRUST_SET');
    expect(actions).toContain('LISTING_APPROVED');
  });

  it('approves a page at once, all or none, and pages the queue oldest first by cursor', async () => {
    const made = [];
    for (const name of ['Batch One', 'Batch Two', 'Batch Three'])
      made.push(await create(other, name));
    const page1 = await queue({ forStore: other.store.id, limit: 2 });
    expect(page1.totalCount).toBe(3);
    expect(page1.items.map((r) => r.version.name)).toEqual(['Batch One', 'Batch Two']);
    const page2 = await queue({ forStore: other.store.id, limit: 2, after: page1.nextCursor });
    expect(page2.items.map((r) => r.version.name)).toEqual(['Batch Three']);
    expect(page2.nextCursor).toBeNull();

    const ids = [...page1.items, ...page2.items].map((r) => r.id);
    // One already decided: the whole batch is refused and nothing of it is written.
    await decide(ids[2]!, { approve: false, reasons: ['WRONG_CATEGORY'] });
    expect(errorCode(await api.gql(BULK, { ids }, { token: reviewer }))).toBe('CONFLICT');
    expect((await queue({ forStore: other.store.id })).totalCount).toBe(2);
    const bulk = await api.gql<{ approveListings: { decision: string }[] }>(
      BULK,
      { ids: ids.slice(0, 2) },
      { token: reviewer },
    );
    expect(bulk.data!.approveListings.map((r) => r.decision)).toEqual(['APPROVED', 'APPROVED']);
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect(errorCode(await api.gql(BULK, { ids: tooMany }, { token: reviewer }))).toBe(
      'BAD_USER_INPUT',
    );
    const names = (await shop()).map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Batch One', 'Batch Two']));
    expect(names).not.toContain('Batch Three');
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('answers NOT_FOUND to another store’s owner resubmitting, and FORBIDDEN to a seller deciding', async () => {
    const p = await create(seller, 'Guarded Kurta');
    const waiting = await waitingFor(p.id);
    expect(errorCode(await api.gql(RESUBMIT, { p: p.id }, { token: other.token }))).toBe(
      'NOT_FOUND',
    );
    const bySeller = await api.gql(
      DECIDE,
      { id: waiting!.id, approve: true },
      { token: seller.token },
    );
    expect(errorCode(bySeller)).toBe('FORBIDDEN');
    expect((await read(p.id)).listingState).toBe('IN_REVIEW');
  });
});

describe('the trust rule at its edges', () => {
  const { minApproved, maxRejectedPercent } = LISTING_TRUST_RULE[0]!.value;
  const day = LISTING_TRUST_RULE[0]!.from;
  // The most refusals the rule allows beside `minApproved` approvals.
  const allowed = Math.floor((maxRejectedPercent * minApproved) / (100 - maxRejectedPercent));

  it('trusts a store at the approvals needed and the refusals allowed, not one short or one over', () => {
    const facts = (approved: number, rejected: number, override: boolean | null = null) => ({
      override,
      approved,
      rejected,
    });
    expect(isTrusted(facts(minApproved, 0), day)).toBe(true);
    expect(isTrusted(facts(minApproved - 1, 0), day)).toBe(false);
    expect(isTrusted(facts(minApproved, allowed), day)).toBe(true);
    expect(isTrusted(facts(minApproved, allowed + 1), day)).toBe(false);
    // The admin's choice wins over the rule, either way.
    expect(isTrusted(facts(0, 5, true), day)).toBe(true);
    expect(isTrusted(facts(minApproved * 10, 0, false), day)).toBe(false);
  });
});
