/**
 * Issue 48, defects 3 and 4: money of any size, and a payout run that each store survives alone.
 * A store with ₹3 crore waiting (past the 32-bit paise that once broke every payout) reads its
 * Payments and is paid beside a small store; one store whose batch fails leaves every other store
 * paid and is named to the admin; a run again on the payout day adds what became payable since.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE } from '../../domain/product.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { userWithToken } from './flows.ts';
import { sqlEngines as engines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
const PAYMENTS = `query($storeId: ID!) { storePayments(storeId: $storeId) { nextPayoutDay nextPayoutPaise
  waitingPaise payouts { id cycleDay amountPaise lines status } } }`;
const RUN = `mutation { runPayoutBatch { made failedStoreNames } }`;
const STATEMENT = `query($s: ID!, $p: ID!) { payoutStatement(storeId: $s, payoutId: $p) {
  totals { kind amountPaise lines } moves { netPaise } } }`;

const DAY = 24 * 3600_000;
/** The most paise a 32-bit integer holds: ₹2,14,74,836.47. */
const INT32_PAISE = 2 ** 31 - 1;

interface Payments {
  nextPayoutDay: string;
  nextPayoutPaise: number;
  waitingPaise: number;
  payouts: { id: string; cycleDay: string; amountPaise: number; lines: number; status: string }[];
}

describe.each(engines)('payouts at the edges (%s)', (engine) => {
  let api: TestApi;
  let admin: Awaited<ReturnType<typeof userWithToken>>;
  let flows: ReturnType<typeof taxFlows>;

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await userWithToken(api, 'admin@edges.test', 'ADMIN');
    const customer = await userWithToken(api, 'buyer@edges.test', 'CUSTOMER');
    flows = taxFlows(api, admin.user, customer);
  });
  afterAll(() => api.close());

  /** A token for `user` now: the clock moves on by weeks, past a token's life. */
  const tokenOf = async (user: { email: string }) => {
    const r = await api.gql<{ login: { token: string } }>(LOGIN, {
      email: user.email,
      password: 'correct horse 1',
    });
    return r.data!.login.token;
  };
  const payments = async (seller: { user: { email: string }; store: { id: string } }) => {
    const r = await api.gql<{ storePayments: Payments }>(
      PAYMENTS,
      { storeId: seller.store.id },
      { token: await tokenOf(seller.user) },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.storePayments;
  };
  const run = async () => {
    const r = await api.gql<{ runPayoutBatch: { made: number; failedStoreNames: string[] } }>(
      RUN,
      {},
      { token: await tokenOf(admin.user) },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.runPayoutBatch;
  };
  /** A seller with one delivered item of `price` rupees × `quantity`. */
  async function delivered(email: string, price: number, quantity = 1) {
    const seller = await flows.seller(email, '29');
    const product = await flows.product(
      seller,
      { category: 'Ethnic Wear', sub: 'Kurtis' },
      price,
      quantity,
    );
    const order = await flows.order([{ ...product, quantity }], '29');
    await flows.walk(seller.user, order.items[0]!.id, 'DELIVERED');
    return { seller, product, order };
  }
  /** Today's payout day, at least 8 days on (past every return window). */
  const toPayoutDay = () => {
    api.clock.advance(8 * DAY);
    while (new Date(api.clock.now().getTime() + 5.5 * 3600_000).getUTCDay() !== 3)
      api.clock.advance(DAY);
  };

  it('pays a store with ₹3 crore waiting beside a small one, and both read their Payments', async () => {
    const big = await delivered('big@edges.test', MAX_PRICE, 3);
    const small = await delivered('small@edges.test', 999);
    const waiting = await payments(big.seller);
    expect(waiting.waitingPaise).toBeGreaterThan(INT32_PAISE);
    toPayoutDay();
    expect(await run()).toEqual({ made: 2, failedStoreNames: [] });
    const [bigPayout] = (await payments(big.seller)).payouts;
    expect(bigPayout).toMatchObject({ amountPaise: waiting.waitingPaise, status: 'DUE' });
    expect(bigPayout!.amountPaise).toBeGreaterThan(INT32_PAISE);
    expect((await payments(small.seller)).payouts).toHaveLength(1);
    const statement = await api.gql<{
      payoutStatement: { totals: { amountPaise: number }[]; moves: { netPaise: number }[] };
    }>(
      STATEMENT,
      { s: big.seller.store.id, p: bigPayout!.id },
      { token: await tokenOf(big.seller.user) },
    );
    expect(statement.errors).toBeUndefined();
    const totals = statement.data!.payoutStatement.totals;
    expect(totals.reduce((sum, t) => sum + t.amountPaise, 0)).toBe(bigPayout!.amountPaise);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('pays every other store when one store’s batch fails, and names that store to the admin', async () => {
    const broken = await delivered('broken@edges.test', 1299);
    const fine = await delivered('fine@edges.test', 1499);
    toPayoutDay();
    // The database refuses this store's payout (as a constraint or a bad row would).
    await api.app.db.execute(
      sql.raw(`create function refuse_payout() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`),
    );
    await api.app.db.execute(
      sql.raw(`create trigger refuse_payout before insert on payouts for each row
        when (new.store_id = '${broken.seller.store.id}') execute function refuse_payout()`),
    );
    try {
      expect(await run()).toEqual({ made: 1, failedStoreNames: [broken.seller.store.name] });
    } finally {
      await api.app.db.execute(sql.raw('drop trigger refuse_payout on payouts'));
      await api.app.db.execute(sql.raw('drop function refuse_payout()'));
    }
    expect((await payments(fine.seller)).payouts).toHaveLength(1);
    expect((await payments(broken.seller)).payouts).toHaveLength(0);
    // Run again once the fault is gone: the store is paid then.
    expect(await run()).toEqual({ made: 1, failedStoreNames: [] });
    expect((await payments(broken.seller)).payouts).toHaveLength(1);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });

  it('adds to the day’s payout, while it is due, what became payable since the day’s first run', async () => {
    const first = await delivered('again@edges.test', 899);
    // A second item of the store's, delivered too, whose return is asked for: its lines wait.
    const product = await flows.product(
      first.seller,
      { category: 'Ethnic Wear', sub: 'Kurtis' },
      599,
      1,
    );
    const order = await flows.order([product], '29');
    const held = order.items[0]!.id;
    await flows.walk(first.seller.user, held, 'RETURN_REQUESTED');
    toPayoutDay();
    expect((await run()).made).toBe(1);
    const [made] = (await payments(first.seller)).payouts;
    // The same day the return comes back and fails its check: the item's lines, its reversal and
    // what the failed return costs are payable today (here a net cost, taken from today's payout).
    await flows.walk(first.seller.user, held, 'QC_FAILED', 'RETURN_REQUESTED');
    const waiting = (await payments(first.seller)).waitingPaise;
    expect(waiting).not.toBe(0);
    expect((await run()).made).toBe(1);
    const after = await payments(first.seller);
    expect(after.payouts).toHaveLength(1);
    expect(after.payouts[0]).toMatchObject({
      id: made!.id,
      amountPaise: made!.amountPaise + waiting,
      status: 'DUE',
    });
    expect(after.waitingPaise).toBe(0);
    // Nothing new: a third run makes nothing.
    expect((await run()).made).toBe(0);
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
});
