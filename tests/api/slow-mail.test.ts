/**
 * Decision 019, finding 2: mail never runs inside a request. A real server process (embedded
 * database, demo data) sends over SMTP to a server started here that takes 5 s to accept each
 * message; writes that mail their customer still answer at once, and so does everybody else.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN, ME } from './flows.ts';
import { freePort, startServer, waitForHealth, type ServerProcess } from './processes.ts';
import { demoDataDir } from '../templates.ts';

const SMTP_DELAY_MS = 5_000;
/** Far from the SMTP server's 5 s, with room for a busy CI machine. */
const AT_ONCE_MS = 2_000;

interface Received {
  to: string[];
  raw: string;
}

function slowSmtpServer(received: Received[]) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      // Slow for the mails under test; the demo's own mails (sent first) go through at once.
      stream.on('end', () =>
        setTimeout(
          () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
            done();
          },
          raw.includes('Now Processing:') ? SMTP_DELAY_MS : 0,
        ),
      );
    },
  });
}

describe('mail waits for nobody (slow SMTP server)', () => {
  // The demo's stores and sign-ins, copied (tests/templates.ts).
  const dataDir = demoDataDir(mkdtempSync(path.join(tmpdir(), 'slow-mail-')));
  const received: Received[] = [];
  const smtp = slowSmtpServer(received);
  let server: ServerProcess;

  async function call<T>(query: string, variables: object, token?: string, key?: string) {
    const started = performance.now();
    const res = await fetch(`${server.base}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data: T; errors?: unknown[] };
    return { ...body, ms: performance.now() - started };
  }

  async function signIn(email: string) {
    const r = await call<{ login: { token: string } }>(LOGIN, { email, password: 'Demo-pass-1' });
    return r.data.login.token;
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    server = startServer({
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      DEMO: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    await waitForHealth(server);
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a status change with an Idempotency-Key answers at once; health, me and other writes do not wait for the mail', async () => {
    const owner = await signIn('owner@demo.test');
    const otherOwner = await signIn('owner2@demo.test');
    const me = await call<{ me: { stores: { id: string }[] } }>(ME, {}, owner);
    const storeId = me.data.me.stores[0]!.id;
    const list = await call<{
      storeOrdersTC: {
        items: {
          id: string;
          items: { productId: string; colorId: string; sizeId: string; itemStatus: string }[];
        }[];
      };
    }>(
      `query($s: ID!) { storeOrdersTC(storeId: $s, status: PENDING, limit: 5) {
         items { id items { productId colorId sizeId itemStatus } } } }`,
      { s: storeId },
      owner,
    );
    const orders = list.data.storeOrdersTC.items;
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const move = (order: (typeof orders)[number], key?: string) => {
      const item = order.items.find((i) => i.itemStatus === 'PENDING')!;
      return call<{ crmOrderStatusUpdate: { id: string } }>(
        `mutation($o: ID!, $s: ID!, $p: ID!, $c: ID!, $z: ID!) {
           crmOrderStatusUpdate(orderId: $o, status: PROCESSING, storeId: $s, productId: $p, colorId: $c, sizeId: $z) { id } }`,
        { o: order.id, s: storeId, p: item.productId, c: item.colorId, z: item.sizeId },
        owner,
        key,
      );
    };

    // With the key the console sends on every queued write, and without one.
    const keyed = await move(orders[0]!, randomUUID());
    expect(keyed.errors).toBeUndefined();
    expect(keyed.ms).toBeLessThan(AT_ONCE_MS);
    // While that mail waits on the SMTP server, everyone else is served at once.
    const health = performance.now();
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(performance.now() - health).toBeLessThan(AT_ONCE_MS);
    const other = await call(ME, {}, otherOwner);
    expect(other.errors).toBeUndefined();
    expect(other.ms).toBeLessThan(AT_ONCE_MS);
    const plain = await move(orders[1]!);
    expect(plain.errors).toBeUndefined();
    expect(plain.ms).toBeLessThan(AT_ONCE_MS);

    // The mails do go out, each once, after the server took its time (after the demo's own
    // mails, which the outbox sends first; quoted-printable soft line breaks undone).
    const statusMails = () =>
      received
        .map((m) => ({ ...m, text: m.raw.replace(/=\r?\n/g, '') }))
        .filter((m) => m.text.includes('Now Processing:'));
    // A status mail gathers its order's other moves for MAIL_POLICY.gatherMs before it goes.
    for (let i = 0; i < 160 && statusMails().length < 2; i++) {
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(statusMails()).toHaveLength(2);
    expect(statusMails().every((m) => m.to.length === 1)).toBe(true);
  }, 150_000);
});
