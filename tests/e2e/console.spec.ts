import { m } from '../../domain/messages.ts';
import { expect, test } from '@playwright/test';

test('the served console opens under its security policy with no errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && problems.push(msg.text()));
  page.on('pageerror', (err) => problems.push(err.message));

  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  // Scripts from this origin, and the frames' scripts written into their pages by their hashes
  // alone (decision 067); WebAssembly may compile (the barcode reader, decision 038).
  const scripts = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(scripts.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(scripts.slice(2).length).toBeGreaterThan(0);
  for (const source of scripts.slice(2)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { name: m.signIn() })).toBeVisible();
  expect(problems).toEqual([]);
});

test('client routes fall back to the console, API paths never do', async ({ page, request }) => {
  const deep = await page.goto('/no/such/screen');
  expect(deep?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: m.pageNotFound() })).toBeVisible();

  const missing = await request.get('/graphql/nothing-here');
  expect(missing.status()).toBe(404);
  // A caller that names no language is answered in English.
  expect(await missing.json()).toEqual({
    error: { code: 'NOT_FOUND', message: m.notFound({}, { locale: 'en' }) },
  });
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-store');
  const health = await request.get('/healthz');
  expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
});

test('the demo sign-in works through /graphql and demo images are served', async ({ request }) => {
  const res = await request.post('/graphql', {
    data: {
      operationName: 'login',
      query:
        'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { token user { role stores { name isApproved } } } }',
      variables: { email: 'owner@demo.test', password: 'Demo-pass-1' },
    },
  });
  const body = await res.json();
  expect(body.data.login.user).toEqual({
    role: 'STORE_OWNER',
    stores: [{ name: 'Kanchi Looms', isApproved: true }],
  });
  // The demo's pictures are stored as the store's own uploads would be (decision 027).
  const shop = await request.post('/graphql', {
    headers: { authorization: `Bearer ${body.data.login.token}` },
    data: { query: '{ me { stores { id } } }' },
  });
  const storeId = (await shop.json()).data.me.stores[0].id;
  const image = await request.get(
    `/uploads/productImages/${storeId}/kanchi-looms-kanjivaram-silk-saree-red.webp`,
  );
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
});
