/**
 * Decision 027: what a probe of the newer surfaces found, each as a test that failed before its fix
 * (the customer's view of a QC dispute is in dispatch-returns.test.ts and customer-fields.test.ts,
 * a 500 from any argument in mutation-fuzz.test.ts).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '../../domain/messages.ts';
import { mailOutbox, rateLimits, stores } from '../../server/db/schema.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { createMailOutbox, MAIL_POLICY, queueMail } from '../../server/mail/outbox.ts';
import { sendRegistrationCode } from '../../server/services/registration.ts';
import {
  STORE_INPUT,
  freshKyc,
  productInput,
  sellerWithStore,
  userWithToken,
  approveListing,
} from './flows.ts';
import { engines, errorCode, startTestApi, type TestApi } from './harness.ts';

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  orders { id items { id quantity } } } }`;
const CANCEL = `mutation($orderId: ID!) { cancelOrder(orderId: $orderId) { id } }`;
const CREATE_PRODUCT = `mutation($input: CreateProductInput!) { createProduct(input: $input) {
  id entries { productColorId productSizeId } } }`;
const CREATE_STORE = `mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }`;
const SEND_CODE = `mutation($e: String!) { sendShippingEmailCode(email: $e) { success } }`;
const VERIFY = `mutation($e: String!, $otp: String!) { verifyShippingEmail(email: $e, otp: $otp) }`;
const MANIFEST = `query($s: ID!, $d: String!) { pickupManifest(storeId: $s, day: $d) { awb } }`;
const FEED = `{ notifications { items { title body } } }`;
const LURE = 'Your Threadline account is locked - verify at https://evil.test/login';

describe.each(engines)('the newer surfaces hardened (%s)', (engine) => {
  let api: TestApi;
  let seller: Awaited<ReturnType<typeof sellerWithStore>>;
  let lines: { product: string; color: string; size: string }[];

  beforeAll(async () => {
    api = await startTestApi(engine);
    seller = await sellerWithStore(api, 'hard@seller.test', 'Hardened Looms');
    const input = await productInput(api, seller.token, seller.store.id, 'Hard Kurta');
    const r = await api.gql<{
      createProduct: { id: string; entries: { productColorId: string; productSizeId: string }[] };
    }>(CREATE_PRODUCT, { input: { ...input, stock: 500 } }, { token: seller.token });
    const p = r.data!.createProduct;
    await approveListing(api, p.id);
    lines = p.entries.map((e) => ({
      product: p.id,
      color: e.productColorId,
      size: e.productSizeId,
    }));
  });
  afterAll(() => api.close());

  const place = (token: string, items: object[], shipping: Record<string, unknown> = {}) =>
    api.gql<{ placeOrder: { orders: { id: string; items: { id: string }[] }[] } }>(
      PLACE,
      {
        input: {
          items,
          paymentMethod: 'UPI',
          shipping: {
            name: 'Kavya Rao',
            address: '9 Church Street, Bengaluru',
            stateCode: '29',
            pinCode: '560001',
            ...shipping,
          },
        },
      },
      { token },
    );

  /** Every mail gathered and sent: the gathering wait passed. */
  async function flushMail() {
    api.clock.advance(MAIL_POLICY.gatherMs);
    await api.app.mail.deliverDue();
  }

  it("mails a typed address only once the customer proves it, in our words, the buyer's as data", async () => {
    const buyer = await userWithToken(api, 'buyer1@hard.test', 'CUSTOMER');
    const placed = await place(buyer.token, [{ ...lines[0]!, quantity: 1 }], {
      name: LURE,
      email: 'victim@evil.test',
    });
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.placeOrder.orders[0]!;
    await api.gql(CANCEL, { orderId: order.id }, { token: buyer.token });
    await flushMail();
    // Before: "Hello Your Threadline account is locked…" to victim@evil.test.
    expect(api.mailsTo('victim@evil.test')).toEqual([]);
    const [mail] = api.mailsTo('buyer1@hard.test');
    expect(mail).toMatch(/\r?\n\r?\nHello,\n/);
    expect(mail).toContain(
      'Order for: Your Threadline account is locked - verify at https[:]//evil[.]test/login',
    );
    expect(mail).not.toContain('https://evil.test');
    // The seller's bell: our words first, the name quoted, never a link.
    const feed = await api.gql<{ notifications: { items: { title: string; body: string }[] } }>(
      FEED,
      {},
      { token: seller.token },
    );
    for (const n of feed.data!.notifications.items) {
      expect(n.title).not.toContain('locked');
      expect(n.body).not.toContain('https://');
    }
    expect(
      feed.data!.notifications.items.filter((n) => n.body.includes('Order for: Your Threadline')),
    ).toHaveLength(2);

    // A proved address gets the mail: the code goes to it, and a wrong code proves nothing.
    const addr = 'kavya.home@hard.test';
    expect((await api.gql(SEND_CODE, { e: addr }, { token: buyer.token })).errors).toBeUndefined();
    const code = /this e-mail is (\d{6})/.exec(api.mailsTo(addr).at(-1)!)![1]!;
    const wrong = await api.gql(
      VERIFY,
      { e: addr, otp: code === '000000' ? '111111' : '000000' },
      { token: buyer.token },
    );
    expect(wrong.errors![0]!.extensions.fields).toEqual({ otp: m.otpInvalid() });
    const other = await userWithToken(api, 'buyer2@hard.test', 'CUSTOMER');
    expect(errorCode(await api.gql(VERIFY, { e: addr, otp: code }, { token: other.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await api.gql(VERIFY, { e: addr, otp: code }, { token: buyer.token })).data).toEqual({
      verifyShippingEmail: true,
    });
    const next = await place(buyer.token, [{ ...lines[0]!, quantity: 1 }], { email: addr });
    await api.gql(CANCEL, { orderId: next.data!.placeOrder.orders[0]!.id }, { token: buyer.token });
    await flushMail();
    expect(api.mailsTo(addr).filter((m) => m.includes('Now Cancelled:'))).toHaveLength(1);
  });

  it('sends one mail per order and event, not one per item, and caps what one address gets a day', async () => {
    const buyer = await userWithToken(api, 'buyer3@hard.test', 'CUSTOMER');
    await api.app.db.delete(rateLimits);
    const placed = await place(
      buyer.token,
      lines.map((l) => ({ ...l, quantity: 1 })),
    );
    const order = placed.data!.placeOrder.orders[0]!;
    expect(order.items.length).toBeGreaterThan(1);
    await api.gql(CANCEL, { orderId: order.id }, { token: buyer.token });
    await flushMail();
    const mails = api.mailsTo('buyer3@hard.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.match(/^- 1 x Hard Kurta$/gm)).toHaveLength(order.items.length);

    // The cap: an address that has had its day's notifications is sent no more today.
    const at = api.clock.now();
    for (let i = 0; i < MAIL_POLICY.recipientDailyCap + 5; i++) {
      await queueMail(api.app.db, at, { to: 'flood@hard.test', subject: 's', text: `t${i}` });
    }
    const [{ n } = { n: 0 }] = await api.app.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'flood@hard.test'));
    expect(n).toBe(MAIL_POLICY.recipientDailyCap);
    // A code is never capped.
    expect(
      await queueMail(api.app.db, at, {
        to: 'flood@hard.test',
        subject: 'c',
        text: 'c',
        secret: true,
      }),
    ).toBe(true);
  });

  it('refuses a store name that reads as another, and hidden characters in names and addresses', async () => {
    const owner = await userWithToken(api, 'copycat@hard.test', 'STORE_OWNER');
    for (const name of [
      'Hardened Looms',
      'HARDENED  LOOMS',
      'Hardened\u200BLooms',
      'Ｈａｒｄｅｎｅｄ Looms',
    ]) {
      const r = await api.gql(
        CREATE_STORE,
        { input: { ...STORE_INPUT, ...freshKyc(), name: name.replace('\u200B', ' \u200B') } },
        { token: owner.token },
      );
      expect(r.errors![0]!.extensions.fields, name).toEqual(
        name.includes('\u200B') ? { name: m.textHiddenCharacters() } : { name: m.storeNameTaken() },
      );
    }
    const rlo = await api.gql(
      CREATE_STORE,
      { input: { ...STORE_INPUT, ...freshKyc(), name: 'Kanchi \u202ESmool' } },
      { token: owner.token },
    );
    expect(rlo.errors![0]!.extensions.fields).toEqual({ name: m.textHiddenCharacters() });
    const buyer = await userWithToken(api, 'bidi@hard.test', 'CUSTOMER');
    const label = await place(buyer.token, [{ ...lines[0]!, quantity: 1 }], {
      name: 'Ravi \u202Elive\u202C',
    });
    expect(label.errors![0]!.extensions.fields).toEqual({
      'shipping.name': m.textHiddenCharacters(),
    });
    // Onboarding's first page asks before the owner types two more pages.
    const AVAILABLE = `query($n: String!) { storeNameAvailable(name: $n) }`;
    for (const [name, free] of [
      ['ｈａｒｄｅｎｅｄ LOOMS ', false],
      // A name the form would refuse is not "available" either.
      ['Hardened\u200BLooms Two', false],
      ['Hardened Looms Two', true],
    ] as const) {
      const r = await api.gql(AVAILABLE, { n: name }, { token: owner.token });
      expect(r.data, name).toEqual({ storeNameAvailable: free });
    }
    // One store of that name, whatever was tried.
    const [{ n } = { n: 0 }] = await api.app.db
      .select({ n: count() })
      .from(stores)
      .where(sql`${stores.nameKey} = 'hardened looms'`);
    expect(n).toBe(1);
  });

  it('checks days and quantities before any work: BAD_USER_INPUT, never a 500 or a merge', async () => {
    for (const day of ['x', '2026-13-45', '2026-02-30']) {
      const r = await api.gql(MANIFEST, { s: seller.store.id, d: day }, { token: seller.token });
      expect(errorCode(r), day).toBe('BAD_USER_INPUT');
      expect(r.errors![0]!.extensions.fields, day).toEqual({ day: m.dayInvalid() });
    }
    const buyer = await userWithToken(api, 'merge@hard.test', 'CUSTOMER');
    const r = await place(buyer.token, [
      { ...lines[0]!, quantity: -5 },
      { ...lines[0]!, quantity: 10 },
    ]);
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0]!.extensions.fields).toEqual({
      'items.0.quantity': m.orderQuantityRange(),
    });
  });
});

describe('a sign-up code goes before a backlog of mail (a real SMTP server)', () => {
  const received: { at: number; text: string }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      // 20 ms a mail: 1,000 of them take 5 s through the pool of 4, and no less.
      stream.on('end', () =>
        setTimeout(() => {
          received.push({ at: performance.now(), text: raw });
          done();
        }, 20),
      );
    },
  });
  let api: TestApi;

  beforeAll(async () => {
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    api = await startTestApi('pglite');
  });
  afterAll(async () => {
    await api.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('delivers the code within 5 s behind 1,000 notifications', async () => {
    const { port } = smtp.server.address() as AddressInfo;
    const log = pino({ level: 'silent' });
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@console.test',
      outboxDir: '/nonexistent',
      log,
    });
    const outbox = createMailOutbox({ db: api.app.db, mailer, clock: api.clock, log });
    const at = api.clock.now();
    await api.app.db.insert(mailOutbox).values(
      Array.from({ length: 1000 }, (_, i) => ({
        to: `reader${i}@backlog.test`,
        subject: 'Your order',
        text: `Backlog ${i}`,
        nextAttemptAt: at,
        createdAt: at,
      })),
    );
    const stop = outbox.start();
    try {
      while (received.length < 40) await new Promise((r) => setTimeout(r, 20));
      const asked = performance.now();
      await sendRegistrationCode(
        { ...api.app, mail: outbox },
        { email: 'newcomer@hard.test' },
        '203.0.113.9',
      );
      outbox.kick();
      let code: { at: number } | undefined;
      while (!code && performance.now() - asked < 20_000) {
        await new Promise((r) => setTimeout(r, 20));
        code = received.find((m) => m.text.includes('sign-up code is'));
      }
      expect(code).toBeDefined();
      expect(code!.at - asked).toBeLessThan(5_000);
      // It went ahead: most of the backlog was still waiting.
      expect(received.filter((m) => m.at < code!.at).length).toBeLessThan(500);
    } finally {
      stop();
      // The rest of the backlog is not this test's: the senders find nothing more to take.
      await api.app.db.update(mailOutbox).set({ sentAt: api.clock.now() });
      await outbox.settled();
    }
  }, 60_000);
});
