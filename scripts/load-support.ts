/**
 * What the load benches share (`npm run bench:export`, `npm run bench:import`): the real HTTP
 * server on 127.0.0.1 over a fresh database, "another seller" with a few orders whose first page
 * is the request measured, and the percentiles of timed, sequential requests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createUser } from '../server/services/users.ts';
import { diskStorage } from '../server/uploads/storage.ts';
import { userWithToken } from '../tests/api/flows.ts';
import { startTestApi, type Engine } from '../tests/api/harness.ts';
import { taxFlows } from '../tests/api/tax-flows.ts';
import { serve } from '../tests/api/upload-server.ts';

/** The `q` quantile of `sorted` (ascending): the value at or below which that share of them lies. */
export const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

/** Times `count` runs of `request`, one after another; answers their durations (ms), ascending. */
export async function timedRuns(count: number, request: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await request();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The server on `engine` with an admin, a buyer and another seller (8 orders): `ordersPage`
 * fetches that seller's first orders page, the request each bench measures. `close` ends it all.
 */
export async function benchServer(engine: Engine, name: string) {
  const api = await startTestApi(engine);
  const uploads = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const { server, base } = await serve(api, () => diskStorage(uploads), uploads);
  const close = async () => {
    server.close();
    await api.close();
    rmSync(uploads, { recursive: true, force: true });
  };
  try {
    const admin = await createUser(api.app, {
      email: 'admin@load.test',
      password: 'correct horse 1',
      role: 'ADMIN',
    });
    const customer = await userWithToken(api, 'buyer@load.test', 'CUSTOMER');
    const flows = taxFlows(api, admin, customer);
    const small = await flows.seller('small@load.test', '29');
    const tee = await flows.product(small, { category: 'Ethnic Wear', sub: 'Kurtis' }, 799, 50);
    for (let i = 0; i < 8; i++) await flows.order([tee], '29');
    const ordersPage = async () =>
      (
        await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${small.token}` },
          body: JSON.stringify({
            query: `query($s: ID!) { storeOrdersTC(storeId: $s, page: 1, limit: 10) { totalCount items { id } } }`,
            variables: { s: small.store.id },
          }),
        })
      ).text();
    return { api, base, flows, ordersPage, close };
  } catch (error) {
    await close();
    throw error;
  }
}
