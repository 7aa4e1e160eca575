import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8390';
const gql = async (query, variables, token) => {
  const r = await fetch(base + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const j = await r.json();
  if (j.errors) throw new Error(JSON.stringify(j.errors));
  return j.data;
};
const login = async (e) => (await gql('mutation($e:String!,$p:String!){login(email:$e,password:$p){token}}', { e, p: 'Demo-pass-1' })).login.token;
const owner = await login('owner@demo.test');
const me = await gql('{ me { stores { id name isApproved } } }', {}, owner);
const store = me.me.stores.find((s) => s.isApproved);
const l = await gql('{ productCategories(gender: FE) { id } colors { id } productSizes { id } }', {}, owner);
const count = async () => (await gql('query($s:ID!){ storeProducts(storeId:$s,page:1,limit:1){ totalCount } storeOrdersTC(storeId:$s,page:1,limit:1){ totalCount } }', { s: store.id }, owner));
let c = await count();
console.log('before', c.storeProducts.totalCount, c.storeOrdersTC.totalCount);
const made = [];
for (let i = c.storeProducts.totalCount; i < 50; i++) {
  const p = await gql(`mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { productColorId productSizeId } } }`, { input: {
    storeId: store.id, name: `Measured Kurta ${i}`, description: 'Hand-block printed cotton kurta for the measurement.', gender: 'FE',
    categoryId: l.productCategories[0].id, price: 899, stock: 20, colors: l.colors.slice(0, 2).map((c) => c.id), sizes: l.productSizes.slice(0, 4).map((s) => s.id),
    productImages: [`${base}/uploads/none.webp`], customShippingPolicy: 'Ships in 2 days.', customReturnPolicy: 'Returns in 7 days.' } }, owner);
  made.push(p.createProduct);
}
const customer = await login('customer@demo.test');
for (let i = c.storeOrdersTC.totalCount, k = 0; i < 50; i++, k++) {
  const p = made[k % made.length];
  await gql(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`, { input: {
    items: [{ product: p.id, color: p.entries[0].productColorId, size: p.entries[0].productSizeId, quantity: 1 }],
    shipping: { name: `Buyer ${i}`, email: 'b@buyer.test', phone: '9812345678', address: '4 Residency Road, Bengaluru', stateCode: '29' }, paymentMethod: 'UPI' } }, customer);
}
c = await count();
console.log('after', c.storeProducts.totalCount, c.storeOrdersTC.totalCount);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel('Email').fill('owner@demo.test');
await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
await page.getByRole('button', { name: /sign in|log in/i }).click();
await page.waitForURL(/store-owner/);
await page.evaluate(async () => void (await navigator.serviceWorker.ready));
for (const path of ['orders', 'inventory']) {
  for (let p = 1; p <= 5; p++) {
    await page.goto(`${base}/store-owner/${path}?page=${p}`);
    await page.getByTestId(path === 'orders' ? 'order-row' : 'inventory-row').first().waitFor();
    await page.waitForTimeout(400);
  }
}
await page.goto(`${base}/settings`);
await page.waitForTimeout(1500);
console.log('kept:', await page.getByTestId('device-kept').textContent());
const size = await page.evaluate(async () => {
  const value = await new Promise((resolve, reject) => {
    const open = indexedDB.open('keyval-store');
    open.onsuccess = () => {
      const tx = open.result.transaction('keyval', 'readonly');
      const get = tx.objectStore('keyval').get('threadline-query-cache');
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    };
    open.onerror = () => reject(open.error);
  });
  const est = await navigator.storage.estimate();
  return { cacheChars: value ? value.length : 0, usage: est.usage };
});
console.log('persisted cache', (size.cacheChars / 1024).toFixed(0), 'KB (chars); origin usage', (size.usage / 1024 / 1024).toFixed(2), 'MB');

// Offline tap → detail at 4× CPU, from the saved orders list, n = 5.
await page.goto(`${base}/store-owner/orders`);
await page.getByTestId('order-row').first().waitFor();
await page.waitForTimeout(600);
await ctx.setOffline(true);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const times = [];
for (let i = 0; i < 5; i++) {
  await page.goto(`${base}/store-owner/orders`);
  const link = page.getByTestId('order-row').nth(2).getByRole('link').first();
  await link.waitFor();
  await page.waitForTimeout(300);
  const t0 = Date.now();
  await link.tap();
  await page.getByRole('heading', { name: 'Order Items' }).waitFor();
  times.push(Date.now() - t0);
}
times.sort((a, b) => a - b);
console.log('offline tap→detail @4x CPU ms', times.join(', '), 'median', times[2]);
// Offline: a product never opened, from the saved inventory list.
await page.goto(`${base}/store-owner/inventory?page=4`);
await page.getByTestId('inventory-row').first().waitFor();
await page.getByTestId('inventory-row').nth(3).getByRole('link', { name: /Edit/ }).tap();
await page.getByRole('heading', { name: 'Colours and sizes' }).waitFor();
console.log('offline product from page 4 opened');
await browser.close();
