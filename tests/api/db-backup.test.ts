/**
 * The database tools that act on a running server's folder (decision 023): db:backup and db:restore
 * round-trip the embedded database with the demo data; a server killed with SIGKILL in the middle
 * of writes leaves a database that opens, with no drift. Each starts a server process with the
 * demo (90 s of a run): in the full run (decision 045).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_LOOKUPS, LOGIN, type Lookups } from './flows.ts';
import {
  graphql,
  orderVariables,
  PLACE_ORDER,
  productVariables,
} from '../../scripts/lib/workload.ts';
import { png, postImage } from './upload-server.ts';
import {
  freePort,
  graphqlAt,
  runScript,
  startServer,
  waitForHealth,
  type ServerProcess,
} from './processes.ts';

describe('db:backup and db:restore, and a SIGKILL during writes', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-'));
  const backup = path.join(dataDir, '..', `${path.basename(dataDir)}.tgz`);
  let port = 0;
  let server: ServerProcess;
  const env = (demo: string) => ({ DATA_DIR: dataDir, PORT: String(port), DEMO: demo });
  const script = (name: string, args: string[] = []) =>
    runScript(`scripts/${name}.ts`, { DATA_DIR: dataDir }, args);
  const signIn = (email: string, password: string) =>
    graphqlAt(server.base, LOGIN, { email, password });
  const signInToken = async (email: string, password: string) =>
    ((await signIn(email, password)).data as { login: { token: string } }).login.token;

  beforeAll(async () => {
    port = await freePort();
    server = startServer(env('1'));
    await waitForHealth(server);
  }, 120_000);
  afterAll(async () => {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backup, { force: true });
  });

  it('backs up the running demo, restores it after a later change, and the change is gone', async () => {
    expect(script('db-check')).toMatchObject({ status: 0 });
    const saved = script('db-backup', [backup]);
    expect(saved.status, saved.stderr).toBe(0);
    expect(saved.stderr).toMatch(/^db:backup: wrote .* \(\d+ bytes\)\.$/);

    // A change after the backup, through the running server.
    expect(
      script('admin-create', ['--email', 'after@backup.test', '--password', 'after backup 1']),
    ).toMatchObject({ status: 0 });
    expect((await signIn('after@backup.test', 'after backup 1')).data).toBeTruthy();

    // Refused while the server owns the folder, and nothing changes.
    const refused = script('db-restore', [backup]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/server is running on this folder: stop it first/);

    await server.stop();
    const garbage = path.join(dataDir, 'not-a-backup.tgz');
    await import('node:fs').then((fs) => fs.writeFileSync(garbage, 'not a tarball'));
    const bad = script('db-restore', [garbage]);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/is not a backup of this console's database .* nothing was changed/);

    const restored = script('db-restore', [backup]);
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stderr).toMatch(/The database it replaced is kept in .*before-restore/);
    server = startServer(env('0'));
    await waitForHealth(server);
    expect((await signIn('owner@demo.test', 'Demo-pass-1')).data).toBeTruthy();
    expect((await signIn('after@backup.test', 'after backup 1')).errors).toBeDefined();
    expect(script('db-check')).toMatchObject({ status: 0 });
  }, 180_000);

  it('loses nothing it answered and opens with no drift after a SIGKILL amid bursts of writes', async () => {
    const owner = await signInToken('owner@demo.test', 'Demo-pass-1');
    const customer = await signInToken('customer@demo.test', 'Demo-pass-1');
    const ask = (query: string, variables: Record<string, unknown>, token: string) =>
      graphql(server.base, query, variables, token);
    const me = await ask('{ me { stores { id isApproved } } }', {}, owner);
    const storeId = (me.data!.me as { stores: { id: string; isApproved: boolean }[] }).stores.find(
      (s) => s.isApproved,
    )!.id;
    const inv = await ask(
      `query($s: ID!) { storeInventoryTC(storeId: $s, page: 1, limit: 1) { items { product { id } productColorId productSizeId } } }`,
      { s: storeId },
      owner,
    );
    const entry = (
      inv.data!.storeInventoryTC as {
        items: { product: { id: string }; productColorId: string; productSizeId: string }[];
      }
    ).items[0]!;
    const line = {
      product: entry.product.id,
      color: entry.productColorId,
      size: entry.productSizeId,
    };
    const pending = await ask(
      `query($s: ID!) { storeOrdersTC(storeId: $s, status: PENDING, limit: 20) { items { id items { productId colorId sizeId } } } }`,
      { s: storeId },
      owner,
    );
    const open = (
      pending.data!.storeOrdersTC as {
        items: { id: string; items: { productId: string; colorId: string; sizeId: string }[] }[];
      }
    ).items;
    const image = await postImage(
      server.base,
      owner,
      new Blob([await png()]),
      'k.png',
      'productImages',
      storeId,
    );
    const { url } = ((await image.json()) as { data: { url: string } }).data;
    const lookups = (await ask(CATALOGUE_LOOKUPS, {}, owner)).data as unknown as Lookups;
    const product = (n: number) => productVariables(storeId, lookups, url, `Burst Kurta ${n}`, 12);
    const burst = Array.from({ length: 20 }, (_, i) => [
      ask(PLACE_ORDER, orderVariables(line), customer).then((r) => ({ kind: 'order', r })),
      ask(
        `mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
        product(i),
        owner,
      ).then((r) => ({ kind: 'product', r })),
      ask(
        `mutation($p: ID!, $c: ID!, $z: ID!, $price: Float!) { updateInventory(productId: $p, color: $c, size: $z, price: $price) { id } }`,
        { p: line.product, c: line.color, z: line.size, price: 500 + i },
        owner,
      ).then((r) => ({ kind: 'price', r })),
      ...(open[i]
        ? [
            ask(
              `mutation($o: ID!, $st: ID!, $p: ID!, $c: ID!, $z: ID!) { crmOrderStatusUpdate(orderId: $o, status: PROCESSING, storeId: $st, productId: $p, colorId: $c, sizeId: $z) { id } }`,
              {
                o: open[i]!.id,
                st: storeId,
                p: open[i]!.items[0]!.productId,
                c: open[i]!.items[0]!.colorId,
                z: open[i]!.items[0]!.sizeId,
              },
              owner,
            ).then((r) => ({ kind: 'status', r })),
          ]
        : []),
    ]).flat();
    await new Promise((r) => setTimeout(r, 250));
    await server.stop('SIGKILL');
    const answers = await Promise.all(burst);

    server = startServer(env('0'));
    await waitForHealth(server);
    const check = script('db-check');
    expect(check.status, `${check.stdout}\n${check.stderr}`).toBe(0);
    // What was answered as done is there after the restart.
    const owner2 = await signInToken('owner@demo.test', 'Demo-pass-1');
    for (const { kind, r } of answers) {
      if (r.errors || !r.data) continue;
      if (kind === 'product') {
        const id = (r.data.createProduct as { id: string }).id;
        const read = await graphql(
          server.base,
          'query($id: ID!) { product(id: $id) { id } }',
          { id },
          owner2,
        );
        expect(read.errors, `product ${id}`).toBeUndefined();
      }
      if (kind === 'order') {
        const id = (r.data.placeOrder as { orders: { id: string }[] }).orders[0]!.id;
        const read = await graphql(
          server.base,
          'query($id: ID!) { orderDetails(orderId: $id) { id } }',
          { id },
          owner2,
        );
        expect(read.errors, `order ${id}`).toBeUndefined();
      }
    }
  }, 120_000);
});
