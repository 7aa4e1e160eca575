import { writeFileSync } from 'node:fs';
import { m } from '../../domain/messages.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { QC_RECORD, SHIPMENT, STORE_INPUT, freshKyc, gstinFor, pinIn } from '../fixtures.ts';
import { apiToken, DEMO_PASSWORD, freshEmail, gql, signIn, signUpViaApi, term } from './support.ts';

export interface Seller {
  email: string;
  password: string;
  token: string;
  storeId: string;
  storeName: string;
}

/** A new store owner whose store an admin has approved, all through the public API. */
export async function approvedSeller(request: APIRequestContext, tag: string): Promise<Seller> {
  const email = freshEmail(tag);
  const password = `${tag} password 1`;
  const token = await signUpViaApi(request, email, password);
  // Store names are unique: a spec that runs on the phone and on the desktop makes two.
  const storeName = `${tag} store ${email.split('@')[0]}`;
  const storeId = await addApprovedStore(request, token, storeName);
  return { email, password, token, storeId, storeName };
}

/** Submits one more store for the seller, and has an admin approve it; answers its id. */
export async function addApprovedStore(request: APIRequestContext, token: string, name: string) {
  const created = await gql(
    request,
    `mutation($input: CreateStoreInput!) { createStore(input: $input) { id } }`,
    {
      input: { ...STORE_INPUT, ...freshKyc(), name },
    },
    token,
  );
  expect(created.errors).toBeUndefined();
  const storeId = (created.data as unknown as { createStore: { id: string } }).createStore.id;
  const approve = (admin: string) =>
    gql(
      request,
      `mutation($id: ID!) { approveStore(storeId: $id, reason: "KYC checked") { id } }`,
      { id: storeId },
      admin,
    );
  expect((await asAdmin(request, approve)).errors).toBeUndefined();
  return storeId;
}

/**
 * A call as the demo admin; when it is refused (a test may have ended the admin's sessions
 * since), made once more after signing in again.
 */
export async function asAdmin<R extends { errors?: unknown }>(
  request: APIRequestContext,
  call: (admin: string) => Promise<R>,
): Promise<R> {
  const answer = await call(await adminToken(request));
  return answer.errors ? call(await adminToken(request, true)) : answer;
}

let adminSession: Promise<string> | undefined;
/** The demo admin's token, signed in once per worker (each sign-in hashes the password again). */
function adminToken(request: APIRequestContext, again = false): Promise<string> {
  if (again || !adminSession) adminSession = apiToken(request, 'admin@demo.test', DEMO_PASSWORD);
  return adminSession;
}

export interface Lookups {
  categories: { id: string; name: string }[];
  colors: { id: string; name: string }[];
  sizes: { id: string; name: string }[];
}

export async function lookups(request: APIRequestContext, token: string): Promise<Lookups> {
  const res = await gql(
    request,
    `{ productCategories(gender: FE) { id name } colors { id name } productSizes { id name } }`,
    {},
    token,
  );
  const data = res.data as unknown as {
    productCategories: Lookups['categories'];
    colors: Lookups['colors'];
    productSizes: Lookups['sizes'];
  };
  return { categories: data.productCategories, colors: data.colors, sizes: data.productSizes };
}

/**
 * Lists a product straight through the API: `colors` × `sizes` entries at ₹499 (or `price`), 5
 * each, in the first women's category (or `category`).
 */
/** The seed's four sizes, in order. */
const SEED_SIZES = ['Small', 'Medium', 'Large', 'X-Large'];

export async function productViaApi(
  request: APIRequestContext,
  seller: Seller,
  name: string,
  opts: {
    colors?: number;
    sizes?: number;
    price?: number;
    category?: string;
    subCategory?: string;
    hsnCode?: string;
    /** Left waiting for review (the review's own tests). */
    inReview?: boolean;
  } = {},
) {
  const l = await lookups(request, seller.token);
  const category = opts.category
    ? l.categories.find((c) => c.name === opts.category)!
    : l.categories[0]!;
  const res = await gql(
    request,
    `mutation($input: CreateProductInput!) { createProduct(input: $input) { id entries { id version productColorId productSizeId color { name } size { name } } } }`,
    {
      input: {
        storeId: seller.storeId,
        name,
        description: `${name}, described.`,
        gender: 'FE',
        categoryId: category.id,
        subCategory: opts.subCategory,
        hsnCode: opts.hsnCode,
        price: opts.price ?? 499,
        stock: 5,
        colors: l.colors.slice(0, opts.colors ?? 1).map((c) => c.id),
        // The seed's sizes first, which any category takes (decision 034).
        sizes: l.sizes
          .filter((s) => SEED_SIZES.includes(s.name))
          .slice(0, opts.sizes ?? 1)
          .map((s) => s.id),
        // An image the store uploaded: the server accepts no other (decision 027).
        productImages: [await storeImage(request, seller)],
        customShippingPolicy: 'Ships in 2 days.',
        customReturnPolicy: 'Returns in 7 days.',
      },
    },
    seller.token,
  );
  expect(res.errors).toBeUndefined();
  const created = (
    res.data as unknown as {
      createProduct: {
        id: string;
        entries: {
          id: string;
          version: number;
          productColorId: string;
          productSizeId: string;
          color: { name: string };
          size: { name: string };
        }[];
      };
    }
  ).createProduct;
  // Approved by the platform (issue 50) unless the test is about the review itself.
  if (!opts.inReview) await approveViaApi(request, seller.storeId, created.id);
  return created;
}

/** The platform's admin approves every version of a store's waiting for review, a page at a time. */
export async function approveAllViaApi(request: APIRequestContext, storeId: string) {
  const admin = await adminToken(request, true);
  for (;;) {
    const queue = await gql(
      request,
      `query($s: ID!) { listingReviews(forStore: $s, limit: 50) { items { id } } }`,
      { s: storeId },
      admin,
    );
    expect(queue.errors).toBeUndefined();
    const ids = (
      queue.data as unknown as { listingReviews: { items: { id: string }[] } }
    ).listingReviews.items.map((r) => r.id);
    if (ids.length === 0) return;
    const approved = await gql(
      request,
      `mutation($ids: [ID!]!) { approveListings(reviewIds: $ids) { id } }`,
      { ids },
      admin,
    );
    expect(approved.errors).toBeUndefined();
  }
}

/** The platform's admin approves a product's waiting version (issue 50). */
export async function approveViaApi(
  request: APIRequestContext,
  storeId: string,
  productId: string,
) {
  const approve = async (admin: string) => {
    const queue = await gql(
      request,
      `query($s: ID!) { listingReviews(forStore: $s, limit: 50) { items { id productId } } }`,
      { s: storeId },
      admin,
    );
    if (queue.errors) return queue;
    const items = (
      queue.data as unknown as { listingReviews: { items: { id: string; productId: string }[] } }
    ).listingReviews.items;
    const review = items.find((r) => r.productId === productId);
    expect(review, 'a version waits for review').toBeDefined();
    return gql(
      request,
      `mutation($id: ID!) { decideListing(reviewId: $id, approve: true) { id } }`,
      { id: review!.id },
      admin,
    );
  };
  expect((await asAdmin(request, approve)).errors).toBeUndefined();
}

export interface EntryOnServer {
  price: number;
  totalStock: number;
  reservedStock: number;
  version: number;
  color: { name: string };
  size: { name: string };
}

export async function productOnServer(request: APIRequestContext, token: string, id: string) {
  const res = await gql(
    request,
    `query($id: ID!) { product(id: $id) { name productImages entries { price totalStock reservedStock version color { name } size { name } } } }`,
    { id },
    token,
  );
  return (
    res.data as unknown as {
      product: { name: string; productImages: string[]; entries: EntryOnServer[] };
    }
  ).product;
}

/** A real PNG of about `kb` kilobytes (noise does not compress), written to a temporary file. */
export async function pngFile(name: string, kb = 40): Promise<string> {
  const side = Math.ceil(Math.sqrt((kb * 1024) / 3));
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const file = path.join(tmpdir(), `${Date.now()}-${name}`);
  writeFileSync(
    file,
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer(),
  );
  return file;
}

/** Signs the seller in and opens `path` once the console is installed (offline-ready). */
export async function openAs(page: Page, seller: Seller, to: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await signIn(page, seller.email, seller.password);
  await page.waitForURL((url) => url.pathname === to.split('?')[0]);
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
}

/**
 * A customer of its own (the demo customer's hourly order limit is shared by the whole suite),
 * through the public sign-up API; answers an API token.
 */
export async function customerViaApi(request: APIRequestContext, tag: string) {
  const email = freshEmail(tag);
  const password = `${tag} password 1`;
  return signUpViaApi(request, email, password, 'CUSTOMER');
}

/**
 * A customer (the demo one unless given) places an order with the seller's store for `quantity`
 * of the product.
 */
export async function orderViaApi(
  request: APIRequestContext,
  product: Awaited<ReturnType<typeof productViaApi>>,
  opts: { quantity?: number; stateCode?: string; name?: string; customer?: string } = {},
) {
  const customer = opts.customer ?? (await apiToken(request, 'customer@demo.test', DEMO_PASSWORD));
  const entry = product.entries[0]!;
  const res = await gql(
    request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orders { id } } }`,
    {
      input: {
        items: [
          {
            product: product.id,
            color: entry.productColorId,
            size: entry.productSizeId,
            quantity: opts.quantity ?? 1,
          },
        ],
        shipping: {
          name: opts.name ?? 'Meera Iyer',
          email: 'meera@buyer.test',
          phone: '9812345678',
          address: '4 Residency Road, Bengaluru',
          stateCode: opts.stateCode ?? '29',
          pinCode: pinIn(opts.stateCode ?? '29'),
        },
        paymentMethod: m.upi(),
      },
    },
    customer,
  );
  expect(res.errors).toBeUndefined();
  const orderId = (res.data as unknown as { placeOrder: { orders: { id: string }[] } }).placeOrder
    .orders[0]!.id;
  return { orderId, customer };
}

export const setStatus = (page: Page, status: string) =>
  page.getByTestId('order-item').first().getByRole('combobox').selectOption(status);

/** Marks the first item shipped in the order screen, through the shipment dialog. */
export async function shipInDialog(page: Page, awb: string, courier = 'Delhivery') {
  await setStatus(page, 'SHIPPED');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(m.courier()).selectOption(courier);
  await dialog.getByLabel(m.awbNumber()).fill(awb);
  await dialog.getByRole('button', { name: m.markShipped() }).click();
  await expect(dialog).toBeHidden();
}

export async function stock(request: APIRequestContext, seller: Seller, productId: string) {
  const e = (await productOnServer(request, seller.token, productId)).entries[0]!;
  return [e.totalStock, e.reservedStock];
}

export const form = (page: Page) => page.getByRole('form', { name: m.product() });

/** Fills every field of the product form with valid values (the images are chosen apart). */
export async function fillProduct(page: Page, name: string) {
  const f = form(page);
  await f.getByLabel(m.name(), { exact: true }).fill(name);
  await f.getByLabel(m.gender()).selectOption('FE');
  await f.getByLabel(m.category(), { exact: true }).selectOption({ index: 1 });
  // Kurtis: letter sizes (sarees are Free Size only).
  await f.getByLabel(m.subCategory()).selectOption('Kurtis');
  await f.getByLabel(m.priceInclGst()).fill('799');
  await f.getByLabel(m.quantity(), { exact: true }).fill('3');
  for (const choice of ['Red', 'Blue', 'Small', 'Medium'])
    await f.getByRole('checkbox', { name: term(choice), exact: true }).check();
  await f.getByLabel(m.description()).fill('Hand-block printed cotton.');
  await f.getByLabel(m.tags2()).fill(' cotton, summer ,');
  await f.getByLabel(m.shippingPolicy()).fill('Ships in 2 days.');
  await f.getByLabel(m.returnPolicy()).fill('Returns within 7 days.');
}

const uploaded = new Map<string, Promise<string>>();

/** One product image uploaded through POST /cdnfile for the seller's store (once per store). */
export function storeImage(request: APIRequestContext, seller: Seller): Promise<string> {
  let url = uploaded.get(seller.storeId);
  if (!url) {
    url = (async () => {
      const res = await request.post('/cdnfile', {
        headers: { authorization: `Bearer ${seller.token}` },
        multipart: {
          folderName: 'productImages',
          storeId: seller.storeId,
          file: {
            name: 'kurta.png',
            mimeType: 'image/png',
            buffer: await sharp({
              create: { width: 16, height: 16, channels: 3, background: '#8b4513' },
            })
              .png()
              .toBuffer(),
          },
        },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { data: { url: string } }).data.url;
    })();
    uploaded.set(seller.storeId, url);
  }
  return url;
}

/** Named a PNG, but not an image: only the server can tell. */
/**
 * A page that begins as a PNG does: past the picker's look at its first bytes, refused by the
 * server, which decodes the whole file.
 */
export const NOT_AN_IMAGE = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('<html><script>alert(1)</script></html>'),
  ]),
};

/**
 * Moves the order's item of `product` (its first entry) to `status` by the API: as the seller,
 * with a shipment when it ships and a check when it is QC'd; a return request as the demo
 * customer.
 */
export async function moveViaApi(
  request: APIRequestContext,
  seller: Seller,
  product: { id: string; entries: { productColorId: string; productSizeId: string }[] },
  orderId: string,
  status: string,
  /** The order's customer, for a return request (the demo customer unless given). */
  customerToken?: string,
) {
  const entry = product.entries[0]!;
  if (status === 'RETURN_REQUESTED') {
    const customer =
      customerToken ?? (await apiToken(request, 'customer@demo.test', DEMO_PASSWORD));
    const details = await gql(
      request,
      `query($o: ID!) { orderDetails(orderId: $o) { items { id productId colorId sizeId } } }`,
      { o: orderId },
      customer,
    );
    const items = (
      details.data as unknown as {
        orderDetails: { items: { id: string; colorId: string; sizeId: string }[] };
      }
    ).orderDetails.items;
    const item = items.find(
      (i) => i.colorId === entry.productColorId && i.sizeId === entry.productSizeId,
    )!;
    const r = await gql(
      request,
      `mutation($id: ID!) { requestReturn(orderItemId: $id, reason: SIZE_TOO_SMALL) { id } }`,
      { id: item.id },
      customer,
    );
    expect(r.errors).toBeUndefined();
    return;
  }
  const r = await gql(
    request,
    `mutation($o: ID!, $s: OrderStatus!, $st: ID!, $p: ID!, $c: ID!, $z: ID!, $sh: ShipmentInput, $qc: QcInput) {
      crmOrderStatusUpdate(orderId: $o, status: $s, storeId: $st, productId: $p, colorId: $c, sizeId: $z, shipment: $sh, qc: $qc) { id } }`,
    {
      o: orderId,
      s: status,
      st: seller.storeId,
      p: product.id,
      c: entry.productColorId,
      z: entry.productSizeId,
      sh: status === 'SHIPPED' ? SHIPMENT : undefined,
      qc: status.startsWith('QC_') ? QC_RECORD : undefined,
    },
    seller.token,
  );
  expect(r.errors).toBeUndefined();
}

/** The owner's godown in Maharashtra, under the store's PAN, through the API: its id and GSTIN, and the store's. */
export async function godownViaApi(request: APIRequestContext, seller: Seller) {
  const read = await gql(
    request,
    `query($id: ID!) { storeLocations(storeId: $id) { gstin } }`,
    { id: seller.storeId },
    seller.token,
  );
  const storeGstin = (read.data as unknown as { storeLocations: { gstin: string }[] })
    .storeLocations[0]!.gstin;
  const added = await gql(
    request,
    `mutation($storeId: ID!, $input: LocationInput!) { addStoreLocation(storeId: $storeId, input: $input) { id } }`,
    {
      storeId: seller.storeId,
      input: {
        name: 'Godown, Pune',
        address: '12 Market Yard, Gultekdi, Pune',
        stateCode: '27',
        pinCode: pinIn('27'),
        gstin: gstinFor('27', storeGstin.slice(2, 12)),
        contactName: 'Sanjay Patil',
        contactPhone: '9876543210',
      },
    },
    seller.token,
  );
  expect(added.errors).toBeUndefined();
  return {
    id: (added.data as unknown as { addStoreLocation: { id: string } }).addStoreLocation.id,
    gstin: gstinFor('27', storeGstin.slice(2, 12)),
    storeGstin,
  };
}
