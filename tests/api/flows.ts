import { approveWaiting } from '../../server/services/listings.ts';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema.ts';
import { approveStore, createStore } from '../../server/services/stores.ts';
import { STORE_INPUT, freshAadhaar, freshKyc } from '../fixtures.ts';
import { createUser } from '../../server/services/users.ts';
import type { Role } from '../../domain/enums.ts';
import { codeFrom, type TestApi } from './harness.ts';

export const SEND = `mutation($email: String!) { sendRegistrationOTP(email: $email) { success resendAfter } }`;
export const VERIFY = `mutation($email: String!, $otp: String!) { verifyRegistrationOTP(email: $email, otp: $otp) }`;
export const REGISTER = `mutation($email: String!, $password: String!, $role: Role!) {
  register(email: $email, password: $password, role: $role) { token user { id email role } } }`;
export const LOGIN = `mutation($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token user { id email role stores { id name logo isDeleted type description createdAt isApproved } } } }`;
export const ME = `{ me { id email role authProvider createdAt updatedAt name phone profileImage stores { id name isApproved } } }`;

/** Signs up through the public API, reading the code from the outbox as a person would. */
export async function signUp(
  api: TestApi,
  email: string,
  password = 'correct horse 1',
  role: Role = 'STORE_OWNER',
) {
  await api.gql(SEND, { email });
  const code = codeFrom(api.mailsTo(email).at(-1)!);
  await api.gql(VERIFY, { email, otp: code });
  const result = await api.gql<{ register: { token: string; user: { id: string } } }>(REGISTER, {
    email,
    password,
    role,
  });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.register;
}

/** A user of any role made directly (admins cannot sign up), signed in through the API. */
export async function userWithToken(
  api: TestApi,
  email: string,
  role: Role,
  password = 'correct horse 1',
) {
  const user = await createUser(api.app, { email, password, role });
  const result = await api.gql<{ login: { token: string } }>(LOGIN, { email, password });
  return { user, token: result.data!.login.token };
}

export async function storedUser(api: TestApi, email: string) {
  const [row] = await api.app.db.select().from(users).where(eq(users.email, email));
  return row;
}

/** A store owner with one approved store (created and approved through the services). */
export async function sellerWithStore(
  api: TestApi,
  email: string,
  storeName = `Test Threads (${email})`,
) {
  const seller = await userWithToken(api, email, 'STORE_OWNER');
  const admin = await createUser(api.app, {
    email: `admin+${email}`,
    password: 'correct horse 1',
    role: 'ADMIN',
  });
  const created = await createStore(api.app, seller.user, {
    ...STORE_INPUT,
    ...freshKyc(),
    name: storeName,
  });
  const store = await approveStore(api.app, admin, created.id, 'KYC checked');
  return { ...seller, store };
}

export { STORE_INPUT, freshAadhaar, freshKyc };

const REVIEWER_EMAIL = 'listing-reviewer@platform.test';

/**
 * A new product's version approved by the platform's reviewer (issue 50, decision 052), so that
 * buyers may order it: set-up for tests of what comes after listing (the review itself is
 * tested through the API in listing-review.test.ts).
 */
export async function approveListing(api: TestApi, productId: string) {
  const reviewer =
    (await storedUser(api, REVIEWER_EMAIL)) ??
    (await createUser(api.app, {
      email: REVIEWER_EMAIL,
      password: 'correct horse 1',
      role: 'ADMIN',
    }));
  await approveWaiting(api.app, reviewer, productId);
}

export const CATALOGUE_LOOKUPS = `{ productCategories(gender: FE) { id name subCategory } colors { id name } productSizes { id name } }`;

export interface Lookups {
  productCategories: { id: string; name: string; subCategory: string[] }[];
  colors: { id: string; name: string }[];
  productSizes: { id: string; name: string }[];
}

/** A valid createProduct input for `storeId`: FE, 2 colours × 2 sizes, ₹499, 5 each. */
export async function productInput(
  api: TestApi,
  token: string,
  storeId: string,
  name = 'Linen Kurta',
) {
  const { data } = await api.gql<Lookups>(CATALOGUE_LOOKUPS, {}, { token });
  const category = data!.productCategories[0]!;
  return {
    storeId,
    name,
    description: 'Hand-block printed linen.',
    gender: 'FE',
    categoryId: category.id,
    subCategory: category.subCategory[0] ?? null,
    price: 499,
    stock: 5,
    colors: data!.colors.slice(0, 2).map((c) => c.id),
    // The seed's sizes, which any category takes (decision 034).
    sizes: data!.productSizes.filter((s) => ['Small', 'Medium'].includes(s.name)).map((s) => s.id),
    tags: [' summer', 'linen ', ''],
    productImages: [await storedImage(api, 'productImages', storeId)],
    customShippingPolicy: 'Ships in 2 days.',
    customReturnPolicy: 'Returns within 7 days.',
  };
}

let tinyWebp: Buffer | null = null;

/**
 * An image stored as POST /cdnfile stores it (its folder, under its store or user, a random
 * name): an input may name only such an image (decision 027). Answers its address.
 */
export async function storedImage(
  api: TestApi,
  folder: 'productImages' | 'qcPhotos' | 'storeImages',
  owner: string,
): Promise<string> {
  tinyWebp ??= await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#b5651d' },
  })
    .webp()
    .toBuffer();
  const key = `${folder}/${owner}/${randomUUID()}.webp`;
  await api.app.images.put(key, tinyWebp, 'image/webp');
  return api.app.images.url(key);
}
