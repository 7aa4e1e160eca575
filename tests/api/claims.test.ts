/**
 * Return claims (issue 50, decision 054) through the real API and database: what an item may claim
 * and until when, filing within and past the window with the evidence each kind needs, an RTO
 * claimed as lost only once overdue, support's decisions and the one ledger line each accepted
 * claim writes, paid with the next payout, and the invariants `npm run db:check` holds.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_POLICY, claimWindow } from '../../domain/claims.ts';
import { formatDay, indianDate } from '../../domain/dates.ts';
import { m } from '../../domain/messages.ts';
import { formatInr } from '../../domain/money.ts';
import { compensationLines } from '../../domain/settlement.ts';
import { checkDatabase } from '../../server/db/check.ts';
import { ledgerLines, orderItems, users, type UserRow } from '../../server/db/schema.ts';
import { runPayouts } from '../../server/services/settlement.ts';
import { createUser } from '../../server/services/users.ts';
import { storedImage, userWithToken } from './flows.ts';
import { errorCode, sqlEngines, startTestApi, type TestApi } from './harness.ts';
import { taxFlows } from './tax-flows.ts';

const DAY = 24 * 3600_000;
const policy = CLAIM_POLICY[0]!.value;

const OPTIONS = `query($orderId: ID!) { orderDetails(orderId: $orderId) { items { id itemStatus
  claim { id kind status amountClaimedPaise amountAcceptedPaise deadline }
  claimOptions { kind closesOn maxAmountPaise photos video awb } qcDispute { status } } } }`;
const FILE = `mutation($id: ID!, $input: ClaimInput!) { fileClaim(orderItemId: $id, input: $input) {
  id kind status awb note photos video amountClaimedPaise deadline } }`;
const DECIDE = `mutation($id: ID!, $decision: ClaimDecision!, $amountPaise: Paise, $reason: String!) {
  decideClaim(id: $id, decision: $decision, amountPaise: $amountPaise, reason: $reason) {
  id status amountAcceptedPaise decisionReason } }`;
const STORE_CLAIMS = `query($storeId: ID!, $status: ClaimStatus) {
  storeClaims(storeId: $storeId, status: $status) { totalCount items { id kind status } } }`;
const QUEUE = `query($kind: ClaimKind) { claimQueue(status: OPEN, kind: $kind) {
  items { id kind storeName productName itemAmountPaise returnReason photos video } } }`;
const NOTES = `{ notifications { items { title link } } }`;
const STATEMENT = `query($storeId: ID!, $payoutId: ID!) { payoutStatement(storeId: $storeId, payoutId: $payoutId) {
  totals { kind amountPaise lines } moves { byClaim netPaise } } }`;

interface Option {
  kind: string;
  closesOn: string;
  maxAmountPaise: number;
  photos: string;
  video: string;
  awb: boolean;
}

describe.each(sqlEngines)('return claims on %s', (engine) => {
  let api: TestApi;
  let admin: UserRow;
  let support: Awaited<ReturnType<typeof userWithToken>>;
  let customer: Awaited<ReturnType<typeof userWithToken>>;
  let flows: ReturnType<typeof taxFlows>;
  let seller: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;
  let other: Awaited<ReturnType<ReturnType<typeof taxFlows>['seller']>>;

  beforeAll(async () => {
    api = await startTestApi(engine);
    admin = await createUser(api.app, {
      email: 'admin@claims.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    support = await userWithToken(api, 'support@claims.test', 'ADMIN');
    await api.app.db
      .update(users)
      .set({ adminRole: 'SUPPORT' })
      .where(eq(users.id, support.user.id));
    customer = await userWithToken(api, 'buyer@claims.test', 'CUSTOMER');
    flows = taxFlows(api, admin, customer);
    seller = await flows.seller('seller@claims.test', '29');
    other = await flows.seller('other@claims.test', '27');
  });
  afterAll(() => api.close());

  const as = async <T>(token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.gql<T>(query, variables, { token });

  const itemIn = async (token: string, orderId: string, itemId: string) => {
    const r = await as<{
      orderDetails: {
        items: {
          id: string;
          itemStatus: string;
          claim: { id: string; status: string; amountAcceptedPaise: number | null } | null;
          claimOptions: Option[];
          qcDispute: { status: string } | null;
        }[];
      };
    }>(token, OPTIONS, { orderId });
    expect(r.errors).toBeUndefined();
    return r.data!.orderDetails.items.find((i) => i.id === itemId)!;
  };

  /** A kurta of the seller's, ordered, and walked to `to`. */
  async function itemAt(to: 'RETURNED' | 'QC_FAILED' | 'RTO_INITIATED', price = 1499) {
    const kurta = await flows.product(seller, { category: 'Ethnic Wear', sub: 'Kurtis' }, price, 5);
    const { order, items } = await flows.order([kurta], '29');
    await flows.walk(seller.user, items[0]!.id, to);
    return { orderId: order.id, item: items[0]! };
  }

  const video = async (storeId: string) => {
    const key = `claimVideos/${storeId}/${randomUUID()}.mp4`;
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypisom'),
      Buffer.alloc(16),
    ]);
    await api.app.images.put(key, mp4, 'video/mp4');
    return api.app.images.url(key);
  };

  it('files a damaged return within its window, with the evidence its kind needs', async () => {
    const { orderId, item } = await itemAt('RETURNED');
    const shown = await itemIn(seller.token, orderId, item.id);
    const returned = await api.app.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.orderItemId, item.id));
    const cap = compensationLines(returned.filter((l) => l.event === 'RETURNED'))[0]!.amountPaise;
    const today = indianDate(api.clock.now());
    const { closesOn } = claimWindow('RETURN_DAMAGED', today, policy);
    // The four return kinds, each to the 15th day after the return came back, at most what it took.
    expect(shown.claimOptions.map((o) => o.kind)).toEqual([
      'RETURN_DAMAGED',
      'RETURN_USED',
      'WRONG_ITEM_RETURNED',
      'PIECES_MISSING',
    ]);
    expect(shown.claimOptions[0]).toEqual({
      kind: 'RETURN_DAMAGED',
      closesOn,
      maxAmountPaise: cap,
      photos: 'REQUIRED',
      video: 'REQUIRED',
      awb: true,
    });
    // The customer reads none of it.
    expect((await itemIn(customer.token, orderId, item.id)).claimOptions).toEqual([]);

    const photo = await storedImage(api, 'qcPhotos', seller.store.id);
    const clip = await video(seller.store.id);
    const base = { kind: 'RETURN_DAMAGED', awb: 'RTN12345678', note: 'Torn at the seam.' };
    const refused = async (input: Record<string, unknown>) => {
      const r = await as(seller.token, FILE, { id: item.id, input });
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      return (r.errors![0]!.extensions as unknown as { fields: Record<string, string> }).fields;
    };
    expect(await refused({ ...base, amountPaise: cap })).toEqual({
      photos: m.claimPhotosRequired(),
      video: m.claimVideoRequired(),
    });
    expect(
      await refused({
        ...base,
        awb: 'x',
        note: ' ',
        amountPaise: cap + 1,
        photos: [photo],
        video: clip,
      }),
    ).toEqual({
      awb: m.awbInvalid(),
      note: m.claimNoteRequired(),
      amountPaise: m.claimAmountOverCap({ cap: formatInr(cap) }),
    });
    // Another store's evidence is not this store's to file.
    const theirs = await storedImage(api, 'qcPhotos', other.store.id);
    expect(await refused({ ...base, amountPaise: cap, photos: [theirs], video: clip })).toEqual({
      photos: m.imageNotIssued(),
    });
    // Another store's seller finds no such item.
    const stranger = await as(other.token, FILE, {
      id: item.id,
      input: { ...base, amountPaise: cap, photos: [photo], video: clip },
    });
    expect(errorCode(stranger)).toBe('NOT_FOUND');

    const filed = await as<{ fileClaim: Record<string, unknown> }>(seller.token, FILE, {
      id: item.id,
      input: { ...base, awb: 'rtn12345678', amountPaise: cap - 100, photos: [photo], video: clip },
    });
    expect(filed.errors).toBeUndefined();
    expect(filed.data!.fileClaim).toMatchObject({
      kind: 'RETURN_DAMAGED',
      status: 'OPEN',
      awb: 'RTN12345678',
      amountClaimedPaise: cap - 100,
      deadline: closesOn,
    });
    expect((filed.data!.fileClaim.photos as string[])[0]).toMatch(/\?exp=\d+&sig=/);
    expect(filed.data!.fileClaim.video).toMatch(/\.mp4\?exp=\d+&sig=/);
    // One claim per item: the same loss is not paid twice.
    const again = await as(seller.token, FILE, {
      id: item.id,
      input: { ...base, amountPaise: cap, photos: [photo], video: clip },
    });
    expect(errorCode(again)).toBe('CONFLICT');
    const after = await itemIn(seller.token, orderId, item.id);
    expect(after.claimOptions).toEqual([]);
    expect(after.claim).toMatchObject({ status: 'OPEN' });
    const listed = await as<{ storeClaims: { totalCount: number } }>(seller.token, STORE_CLAIMS, {
      storeId: seller.store.id,
      status: 'OPEN',
    });
    expect(listed.data!.storeClaims.totalCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses a claim past its window, and an RTO as lost before it is overdue', async () => {
    const late = await itemAt('RETURNED');
    const rto = await itemAt('RTO_INITIATED', 999);
    const early = await as(seller.token, FILE, {
      id: rto.item.id,
      input: { kind: 'RTO_LOST', awb: 'AWB12345678', note: 'Never came back.' },
    });
    expect(errorCode(early)).toBe('INVALID_TRANSITION');
    const opensOn = claimWindow('RTO_LOST', indianDate(api.clock.now()), policy).opensOn;
    expect(early.errors![0]!.message).toBe(m.claimNotYet({ day: formatDay(opensOn) }));
    expect((await itemIn(seller.token, rto.orderId, rto.item.id)).claimOptions).toEqual([]);

    api.clock.advance((policy.windowDays + 1) * DAY);
    const token = (
      await api.gql<{ login: { token: string } }>(
        `mutation { login(email: "seller@claims.test", password: "correct horse 1") { token } }`,
      )
    ).data!.login.token;
    seller.token = token;
    expect((await itemIn(token, late.orderId, late.item.id)).claimOptions).toEqual([]);
    const closed = await as(token, FILE, {
      id: late.item.id,
      input: { kind: 'RETURN_USED', awb: 'RTN12345678', note: 'Worn.', amountPaise: 100 },
    });
    expect(errorCode(closed)).toBe('INVALID_TRANSITION');
    expect(closed.errors![0]!.extensions).toMatchObject({ closedOn: expect.any(String) });

    // Overdue now: the RTO may be claimed as lost, for the goods' value before GST, without photos.
    expect(indianDate(api.clock.now()) >= opensOn).toBe(true);
    const [row] = await api.app.db.select().from(orderItems).where(eq(orderItems.id, rto.item.id));
    const options = (await itemIn(token, rto.orderId, rto.item.id)).claimOptions;
    expect(options).toEqual([
      expect.objectContaining({
        kind: 'RTO_LOST',
        maxAmountPaise: row!.taxablePaise,
        photos: 'NONE',
      }),
    ]);
    const photo = await storedImage(api, 'qcPhotos', seller.store.id);
    const withPhoto = await as(token, FILE, {
      id: rto.item.id,
      input: { kind: 'RTO_LOST', awb: 'AWB12345678', note: 'Lost.', photos: [photo] },
    });
    expect(errorCode(withPhoto)).toBe('BAD_USER_INPUT');
    const lost = await as<{ fileClaim: { amountClaimedPaise: number } }>(token, FILE, {
      id: rto.item.id,
      input: { kind: 'RTO_LOST', awb: 'AWB12345678', note: 'Lost in transit.' },
    });
    expect(lost.errors).toBeUndefined();
    // Left out, the amount is all the item allows.
    expect(lost.data!.fileClaim.amountClaimedPaise).toBe(row!.taxablePaise);
  });

  it('pays what support accepts, once, with the next payout; a rejection pays nothing', async () => {
    const token = (
      await api.gql<{ login: { token: string } }>(
        `mutation { login(email: "seller@claims.test", password: "correct horse 1") { token } }`,
      )
    ).data!.login.token;
    const supportToken = (
      await api.gql<{ login: { token: string } }>(
        `mutation { login(email: "support@claims.test", password: "correct horse 1") { token } }`,
      )
    ).data!.login.token;
    const { orderId, item } = await itemAt('RETURNED', 2000);
    const photo = await storedImage(api, 'qcPhotos', seller.store.id);
    const clip = await video(seller.store.id);
    const filed = await as<{ fileClaim: { id: string; amountClaimedPaise: number } }>(token, FILE, {
      id: item.id,
      input: {
        kind: 'PIECES_MISSING',
        awb: 'RTN12345678',
        note: 'The dupatta is missing.',
        photos: [photo],
        video: clip,
      },
    });
    const claim = filed.data!.fileClaim;
    const queue = await as<{
      claimQueue: { items: { id: string; itemAmountPaise: number; returnReason: string }[] };
    }>(supportToken, QUEUE, { kind: 'PIECES_MISSING' });
    // With what support needs beside the evidence: what was paid, and the customer's reason.
    expect(queue.data!.claimQueue.items.find((c) => c.id === claim.id)).toMatchObject({
      itemAmountPaise: 2000_00,
      returnReason: 'DAMAGED',
    });
    // The seller may not decide their own claim.
    expect(
      errorCode(await as(token, DECIDE, { id: claim.id, decision: 'ACCEPT', reason: 'Mine.' })),
    ).toBe('FORBIDDEN');
    const wrongPart = await as(supportToken, DECIDE, {
      id: claim.id,
      decision: 'PARTLY_ACCEPT',
      amountPaise: claim.amountClaimedPaise,
      reason: 'Half.',
    });
    expect(errorCode(wrongPart)).toBe('BAD_USER_INPUT');
    const noReason = await as(supportToken, DECIDE, {
      id: claim.id,
      decision: 'REJECT',
      reason: ' ',
    });
    expect(errorCode(noReason)).toBe('BAD_USER_INPUT');
    const part = Math.floor(claim.amountClaimedPaise / 2);
    const decided = await as<{ decideClaim: { status: string; amountAcceptedPaise: number } }>(
      supportToken,
      DECIDE,
      {
        id: claim.id,
        decision: 'PARTLY_ACCEPT',
        amountPaise: part,
        reason: 'The dupatta was in the photo of the box.',
      },
    );
    expect(decided.data!.decideClaim).toMatchObject({
      status: 'PARTLY_ACCEPTED',
      amountAcceptedPaise: part,
    });
    const again = await as(supportToken, DECIDE, {
      id: claim.id,
      decision: 'ACCEPT',
      reason: 'Again.',
    });
    expect(errorCode(again)).toBe('CONFLICT');
    const lines = await api.app.db
      .select()
      .from(ledgerLines)
      .where(eq(ledgerLines.claimId, claim.id));
    expect(lines.map((l) => [l.kind, l.amountPaise, l.payableOn])).toEqual([
      ['CLAIM_COMPENSATION', part, indianDate(api.clock.now())],
    ]);
    // The seller is told which item, and how much of what was claimed.
    const [decidedItem] = await api.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, item.id));
    const notes = await as<{ notifications: { items: { title: string; link: string }[] } }>(
      token,
      NOTES,
    );
    expect(notes.data!.notifications.items).toContainEqual({
      title: m.claimPartlyAccepted({
        item: decidedItem!.productName,
        amount: formatInr(part),
        claimed: formatInr(claim.amountClaimedPaise),
      }),
      link: '/store-owner/claims',
    });
    expect((await itemIn(token, orderId, item.id)).claim).toMatchObject({
      status: 'PARTLY_ACCEPTED',
      amountAcceptedPaise: part,
    });

    // A QC dispute is a claim too: decided for the seller, it pays what the return took.
    const qc = await itemAt('QC_FAILED', 1200);
    const dispute = await as<{ disputeQc: { id: string } }>(
      token,
      `mutation($id: ID!) { disputeQc(orderItemId: $id, note: "Unworn, tags on.") { id } }`,
      { id: qc.item.id },
    );
    const rejected = await as<{ decideClaim: { status: string } }>(supportToken, DECIDE, {
      id: dispute.data!.disputeQc.id,
      decision: 'REJECT',
      reason: 'The photos show wear.',
    });
    expect(rejected.data!.decideClaim.status).toBe('REJECTED');
    expect((await itemIn(token, qc.orderId, qc.item.id)).qcDispute).toEqual({ status: 'UPHELD' });
    expect(
      await api.app.db
        .select()
        .from(ledgerLines)
        .where(eq(ledgerLines.claimId, dispute.data!.disputeQc.id)),
    ).toEqual([]);

    // Paid with the next payout, under its own kind on the statement.
    await runPayouts(api.app, { now: true });
    const payouts = await as<{ storePayments: { payouts: { id: string }[] } }>(
      token,
      `query($storeId: ID!) { storePayments(storeId: $storeId) { payouts { id } } }`,
      { storeId: seller.store.id },
    );
    const payoutId = payouts.data!.storePayments.payouts[0]!.id;
    const statement = await as<{
      payoutStatement: {
        totals: { kind: string; amountPaise: number }[];
        moves: { byClaim: boolean; netPaise: number }[];
      };
    }>(token, STATEMENT, { storeId: seller.store.id, payoutId });
    expect(statement.data!.payoutStatement.totals).toContainEqual(
      expect.objectContaining({ kind: 'CLAIM_COMPENSATION', amountPaise: part }),
    );
    // Its own move on the statement, not the return's.
    expect(statement.data!.payoutStatement.moves).toContainEqual({ byClaim: true, netPaise: part });
    expect(await checkDatabase(api.app.db)).toEqual([]);
    // The filing pack lists it apart: compensation, not a supply, in no GST table.
    const pack = await as<{ filingPack: { claimsPaidPaise: number; csv: string } }>(
      token,
      `query($storeId: ID!, $month: String!) { filingPack(storeId: $storeId, month: $month) { claimsPaidPaise csv } }`,
      { storeId: seller.store.id, month: indianDate(api.clock.now()).slice(0, 7) },
    );
    expect(pack.data!.filingPack.claimsPaidPaise).toBe(part);
    expect(pack.data!.filingPack.csv).toContain('Claims paid to the seller');

    // db:check holds each accepted claim to its one line of its amount.
    await api.app.db
      .update(ledgerLines)
      .set({ amountPaise: part + 1 })
      .where(eq(ledgerLines.claimId, claim.id));
    expect((await checkDatabase(api.app.db)).map((d) => d.check)).toContain('claim_lines');
    await api.app.db
      .update(ledgerLines)
      .set({ amountPaise: part })
      .where(eq(ledgerLines.claimId, claim.id));
    expect(await checkDatabase(api.app.db)).toEqual([]);
  });
});
