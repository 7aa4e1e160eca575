/**
 * Two API processes on different ports against one PostgreSQL (decision 023): they start together
 * (one migrates, the other waits), share sign-in limits, one-time codes, idempotency keys and the
 * mail outbox, and hold a mixed workload (orders, status updates, price updates, reads, sign-ins)
 * for TWO_INSTANCES_SECONDS (15 per commit, 60 in the full run; bounded, 127.0.0.1 only) with no error beyond the
 * expected conflicts, no oversold stock, no counter drift, and each mail sent once.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDatabase } from '../../server/db/check.ts';
import { openPostgres, type Database } from '../../server/db/client.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { createUser } from '../../server/services/users.ts';
import {
  CATALOGUE_LOOKUPS,
  LOGIN,
  approveListing,
  sellerWithStore,
  type Lookups,
} from './flows.ts';
import { FULL_RUN } from '../scope.ts';
import { codeFrom, sqlEngines, scratchPostgres, startTestApi, type TestApi } from './harness.ts';
import {
  graphql,
  orderVariables,
  PLACE_ORDER,
  productVariables,
  runMix,
} from '../../scripts/lib/workload.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './processes.ts';
import { png, postImage } from './upload-server.ts';

/** The soak's length: a short one per commit, the full minute in `npm run test:full` (decision 045). */
const SECONDS = Number(process.env.TWO_INSTANCES_SECONDS ?? (FULL_RUN ? 60 : 15));
const STOCK = 150;
const CUSTOMERS = 10;
const PASSWORD = 'correct horse 1';
describe.each(sqlEngines.filter((e) => e === 'postgres'))('two instances on one %s', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'two-'));
  let scratch: { url: string; drop(): Promise<void> };
  let database: Database;
  let api: TestApi;
  const servers: ServerProcess[] = [];
  const tokens = { seller: '', customers: [] as string[] };
  let storeId = '';
  let line = { product: '', color: '', size: '' };

  const call = (
    server: ServerProcess,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
    headers: Record<string, string> = {},
  ) => graphql(server.base, query, variables, token, headers);
  const signIn = async (server: ServerProcess, email: string) =>
    (
      (await call(server, LOGIN, { email, password: PASSWORD })).data as {
        login: { token: string };
      }
    ).login.token;
  const mails = () =>
    readdirSync(path.join(dataDir, 'outbox')).map((f) =>
      readFileSync(path.join(dataDir, 'outbox', f), 'utf8'),
    );

  beforeAll(async () => {
    scratch = await scratchPostgres();
    const jwtSecret = randomBytes(48).toString('base64');
    const kycKey = randomBytes(32);
    const env = {
      DATABASE_URL: scratch.url,
      JWT_SECRET: jwtSecret,
      KYC_KEY: kycKey.toString('base64'),
      DATA_DIR: dataDir,
      DEMO: '0',
    };
    // Both start at once on an empty database: one migrates, the other waits for it.
    for (let i = 0; i < 2; i++)
      servers.push(startServer({ ...env, PORT: String(await freePort()) }));
    await Promise.all(servers.map((server) => waitForHealth(server)));
    database = await openPostgres(scratch.url);
    api = await startTestApi('postgres', {
      database,
      jwtSecret: new TextEncoder().encode(jwtSecret),
      kycKey,
    });
    const seller = await sellerWithStore(api, 'two@seller.test', 'Two Instances');
    storeId = seller.store.id;
    for (let i = 0; i < CUSTOMERS; i++)
      await createUser(api.app, { email: `c${i}@two.test`, password: PASSWORD, role: 'CUSTOMER' });
    const [a] = servers;
    tokens.seller = await signIn(a!, 'two@seller.test');
    for (let i = 0; i < CUSTOMERS; i++) tokens.customers.push(await signIn(a!, `c${i}@two.test`));
    const lookups = (await call(a!, CATALOGUE_LOOKUPS, {}, tokens.seller))
      .data as unknown as Lookups;
    const image = await postImage(
      a!.base,
      tokens.seller,
      new Blob([await png()]),
      'k.png',
      'productImages',
      storeId,
    );
    const { url } = ((await image.json()) as { data: { url: string } }).data;
    const created = await call(
      a!,
      `mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { productColorId productSizeId } } }`,
      productVariables(storeId, lookups, url, 'Two Kurta', STOCK),
      tokens.seller,
    );
    expect(created.errors).toBeUndefined();
    const product = created.data!.createProduct as {
      id: string;
      entries: { productColorId: string; productSizeId: string }[];
    };
    await approveListing(api, product.id);
    line = {
      product: product.id,
      color: product.entries[0]!.productColorId,
      size: product.entries[0]!.productSizeId,
    };
  }, 120_000);

  afterAll(async () => {
    if (process.env.TWO_INSTANCES_LOG)
      servers.forEach((s, i) => writeFileSync(`${process.env.TWO_INSTANCES_LOG}.${i}`, s.output()));
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const placeOrder = (server: ServerProcess, token: string, headers: Record<string, string> = {}) =>
    call(server, PLACE_ORDER, orderVariables(line), token, headers);

  it('shares sign-in limits, one-time codes and idempotency keys between the instances', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // Ten wrong passwords, alternating instances; the eleventh is limited wherever it lands.
    const wrong = (s: ServerProcess) =>
      call(s, LOGIN, { email: 'c0@two.test', password: 'wrong password 1' });
    for (let i = 0; i < 10; i++) {
      const r = await wrong(i % 2 ? b : a);
      expect(r.errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    }
    expect((await wrong(a)).errors?.[0]?.extensions.code).toBe('RATE_LIMITED');
    expect((await wrong(b)).errors?.[0]?.extensions.code).toBe('RATE_LIMITED');

    // A code sent by one instance is checked by the other.
    const email = 'newcomer@two.test';
    await call(a, `mutation($e: String!) { sendRegistrationOTP(email: $e) { success } }`, {
      e: email,
    });
    let mail: string | undefined;
    for (let i = 0; i < 40 && !mail; i++) {
      mail = mails().find((m) => m.includes(`To: ${email}`));
      if (!mail) await new Promise((r) => setTimeout(r, 250));
    }
    const verified = await call(
      b,
      `mutation($e: String!, $otp: String!) { verifyRegistrationOTP(email: $e, otp: $otp) }`,
      { e: email, otp: codeFrom(mail!.replace(/=\r?\n/g, '')) },
    );
    expect(verified.data).toEqual({ verifyRegistrationOTP: true });

    // The same key at both instances at once: one order, the same answer twice.
    const key = randomUUID();
    const [first, second] = await Promise.all([
      placeOrder(a, tokens.customers[1]!, { 'idempotency-key': key }),
      placeOrder(b, tokens.customers[1]!, { 'idempotency-key': key }),
    ]);
    expect(first.errors).toBeUndefined();
    expect(second.data).toEqual(first.data);
    const placed = await call(a, '{ myOrders { totalCount } }', {}, tokens.customers[1]);
    expect(placed.data).toEqual({ myOrders: { totalCount: 1 } });
  }, 60_000);

  it(
    `holds a mixed workload on both for ${SECONDS} s: only expected conflicts, nothing oversold, each mail once`,
    async () => {
      const { outcomes, unexpected } = await runMix(
        servers.map((s) => s.base),
        {
          storeId,
          line,
          sellerToken: tokens.seller,
          customerTokens: tokens.customers,
          signInEmail: 'c2@two.test',
          password: PASSWORD,
        },
        Date.now() + SECONDS * 1000,
      );
      if (process.env.TWO_INSTANCES_LOG)
        writeFileSync(
          `${process.env.TWO_INSTANCES_LOG}.outcomes.json`,
          JSON.stringify(outcomes, null, 1),
        );
      // An unexpected answer names what the servers logged as errors (level 50 and above).
      const logged = servers.flatMap((s) =>
        s
          .output()
          .split('\n')
          .filter((l) => /"level":(50|60)/.test(l)),
      );
      expect(unexpected, logged.join('\n').slice(0, 4000)).toEqual([]);
      expect(outcomes['placeOrder ok'] ?? 0).toBeGreaterThan(0);
      expect(outcomes['crmOrderStatusUpdate ok'] ?? 0).toBeGreaterThan(0);
      expect(outcomes['updateInventory ok'] ?? 0).toBeGreaterThan(0);

      // Nothing oversold, no counter adrift, reserved stock = the open items.
      expect(await checkDatabase(database.db)).toEqual([]);

      // Each mail sent once: as many files in the shared outbox folder as rows marked sent.
      for (let i = 0; i < 120; i++) {
        const [pending] = await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(mailOutbox)
          .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
        if (pending!.n === 0) break;
        await new Promise((r) => setTimeout(r, 500));
      }
      const [sent] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is not null`);
      expect(sent!.n).toBeGreaterThan(0);
      expect(mails()).toHaveLength(sent!.n);
    },
    (SECONDS + 120) * 1000,
  );
});
