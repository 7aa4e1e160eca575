import { getLocale, locales, m } from '../../domain/messages.ts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { lookupKeys } from '../../src/lib/catalogue-lookup-keys.ts';
import { joinParts } from '../../src/offline/cache-parts.ts';
import { DATABASE, SAVED_KEYS, STORE } from '../../src/offline/saved-cache-key.ts';

export const DEMO_PASSWORD = 'Demo-pass-1';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The longest fixed part of a message around one value: `partOf((v) => m.storeSentOn({ date: v }))`
 * is "Sent on" in English and "को भेजा गया" in Hindi, whatever the value.
 */
export function partOf(render: (value: string) => string): string {
  const pieces = render('\u0000')
    .split('\u0000')
    .map((p) => p.replace(/^[\s.]+|[\s.]+$/g, ''));
  return pieces.reduce((a, b) => (b.length > a.length ? b : a), '');
}

/**
 * A message with its values left open: `render` gets a stand-in for each and the pattern matches
 * any text in their places, wherever the language puts them (English puts an order's number
 * last, Hindi first); what follows the last words is open too.
 */
export function matching(render: (value: string) => string): RegExp {
  const text = render('\u0000');
  const pattern = text
    .split('\u0000')
    .map((piece) => escaped(piece.trim()))
    .filter(Boolean)
    .join('.*?');
  // Anchored where the message starts with its own words, as a name that starts with them.
  return new RegExp(text.startsWith('\u0000') ? pattern : `^${pattern}`);
}

/**
 * The catalogue's Hindi names by English name (or size system code), as migrations 0033 and 0038
 * (the seed's four sizes) wrote them.
 */
const CATALOGUE_HINDI = new Map(
  ['0033_catalogue_names', '0038_seed_size_hindi_names'].flatMap((migration) =>
    [
      ...readFileSync(`server/db/migrations/${migration}.sql`, 'utf8').matchAll(
        /\('((?:[^']|'')+)', '((?:[^']|'')+)'\)/g,
      ),
    ].map(([, english, hindi]) => [english!, hindi!] as const),
  ),
);

/**
 * A colour, size or category as the console shows it in the test's language ('Red' is 'लाल' in
 * Hindi); a name with no Hindi of its own ('UK 7', a store's shade) reads the same.
 */
export const term = (english: string) =>
  getLocale() === 'hi' ? (CATALOGUE_HINDI.get(english) ?? english) : english;

/** A name that holds `text` (a message) somewhere. */
export const containing = (text: string) => new RegExp(escaped(text));

/** A name that starts with `text` (a message), whatever follows it. */
export const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** `text` (a message rendered with `sample` for a value) as a pattern where the value is `pattern`. */
export const asPattern = (text: string, sample: string, pattern: string) =>
  new RegExp(escaped(text).replace(escaped(sample), pattern));
const outbox = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'outbox');

/** A unique address per test run, so that cooldowns and accounts never collide. */
export function freshEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The newest e-mail to `to` in the server's outbox (that matches `pattern`, when given), as text;
 * waits for it to arrive (some mail is sent after the request that caused it has answered).
 */
export async function latestMail(to: string, pattern?: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      // The folder is made with the first mail (the demo's made-up past is not mailed).
      const files = existsSync(outbox) ? readdirSync(outbox).sort() : [];
      for (const file of files.reverse()) {
        const eml = readFileSync(path.join(outbox, file), 'utf8');
        if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml)) continue;
        const text = decodedMail(eml);
        if (pattern && !pattern.test(text)) continue;
        found = text;
        return true;
      }
      return false;
    })
    .toBe(true);
  return found;
}

/** A mail's headers and its body as text, whichever transfer encoding the body has (one part). */
function decodedMail(eml: string): string {
  const split = eml.search(/\r?\n\r?\n/);
  const head = eml.slice(0, split);
  const body = eml.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  let text = body;
  if (encoding === 'base64')
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return `${head}\n\n${text}`;
}

/**
 * The sign-up code mailed to `email`, in whichever language it went out (the browser's when the
 * page asked for it, English when a test's API call named none).
 */
export async function codeFor(email: string): Promise<string> {
  const lines = locales.map(
    (locale) =>
      asPattern(
        m.signUpCodeMailText({ code: '000000' }, { locale }).split('\n')[0]!,
        '000000',
        '(\\d{6})',
      ).source,
  );
  const pattern = new RegExp(lines.join('|'));
  const found = (await latestMail(email, pattern)).match(pattern)!;
  return found.slice(1).find(Boolean)!;
}

export async function gql(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers,
  });
  return (await res.json()) as { data: Record<string, never>; errors?: unknown[] };
}

/**
 * A store owner made through the public sign-up API, as a person would with the e-mail; answers
 * the session token the sign-up gives (a sign-in would hash the password once more).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  email: string,
  password: string,
  role: 'STORE_OWNER' | 'CUSTOMER' = 'STORE_OWNER',
): Promise<string> {
  // Each such seller signs up from an address of their own (the e2e server trusts X-Forwarded-For
  // from loopback), as real sellers do: the per-address sign-up limit is not what these test.
  const from = { 'X-Forwarded-For': `198.51.100.${Math.floor(Math.random() * 254) + 1}` };
  await gql(
    request,
    'mutation($e: String!) { sendRegistrationOTP(email: $e) { success } }',
    { e: email },
    undefined,
    from,
  );
  const otp = await codeFor(email);
  await gql(
    request,
    'mutation($e: String!, $o: String!) { verifyRegistrationOTP(email: $e, otp: $o) }',
    { e: email, o: otp },
    undefined,
    from,
  );
  const res = await gql(
    request,
    'mutation($e: String!, $p: String!, $r: Role!) { register(email: $e, password: $p, role: $r) { token } }',
    { e: email, p: password, r: role },
    undefined,
    from,
  );
  expect(res.errors).toBeUndefined();
  return (res.data as unknown as { register: { token: string } }).register.token;
}

export async function apiToken(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await gql(
    request,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return (res.data as unknown as { login: { token: string } }).login.token;
}

export async function revokeSessions(request: APIRequestContext, token: string) {
  await gql(request, 'mutation { signOutEverywhere }', {}, token);
}

/** Signs in through the Sign In screen. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, remember = true) {
  await page.getByLabel(m.email()).fill(email);
  await page.getByLabel(m.password()).fill(password);
  if (!remember) await page.getByLabel(m.rememberMe()).uncheck();
  await page.getByRole('button', { name: m.signIn(), exact: true }).click();
}

export interface Profile {
  name: string | null;
  phone: string | null;
  version: number;
}

/** The profile as the server has it. */
export async function serverProfile(request: APIRequestContext, token: string): Promise<Profile> {
  const res = await gql(request, '{ me { name phone version } }', {}, token);
  return (res.data as unknown as { me: Profile }).me;
}

/** A change made elsewhere (another device), straight through the API. */
export async function editProfileElsewhere(
  request: APIRequestContext,
  token: string,
  name: string,
) {
  const res = await gql(
    request,
    'mutation($n: String) { updateProfile(name: $n) { version } }',
    { n: name },
    token,
  );
  expect(res.errors).toBeUndefined();
}

/**
 * Waits until the query cache saved in IndexedDB (written at most once a second) holds `text`,
 * so that a reload offline finds it: a wait on state, not on time.
 */
export async function savedCacheHolds(page: Page, text: string, timeout = 5_000) {
  await expect.poll(() => savedOnDisk(page), { timeout }).toContain(text);
}

/**
 * Waits until the saved cache holds the query `queryKey` with its data: a stricter wait than
 * `savedCacheHolds`, whose text another entry (a notification naming an order) may hold first.
 * With `holding`, any query whose key starts with `queryKey` and whose data holds that text.
 */
export async function savedCacheHoldsQuery(
  page: Page,
  queryKey: readonly unknown[],
  timeout = 5_000,
  holding?: string,
) {
  const key = JSON.stringify(queryKey);
  const matches = (q: SavedQuery) =>
    q.state.status === 'success' &&
    (holding === undefined
      ? JSON.stringify(q.queryKey) === key
      : JSON.stringify(q.queryKey.slice(0, queryKey.length)) === key &&
        JSON.stringify(q.state.data).includes(holding));
  const holds = async () => (await savedQueries(page)).some(matches);
  await expect.poll(holds, { timeout }).toBe(true);
}

/**
 * Waits until the product form's lookups are saved on the device: the sizes and colours, and a
 * woman's categories (the form's first choice in these tests). The console keeps each in its own
 * background task, so one saved says nothing of the other.
 */
export async function productFormSaved(page: Page, timeout = 30_000) {
  await savedCacheHolds(page, 'Small', timeout);
  await savedCacheHoldsQuery(page, lookupKeys.categories('FE'), timeout, 'Ethnic Wear');
}

/** A query as the console saves it on the device. */
export interface SavedQuery {
  queryKey: unknown[];
  state: { status: string; data?: unknown };
}

/** The queries the console has saved on the device (none before its first save). */
export async function savedQueries(page: Page): Promise<SavedQuery[]> {
  const saved = await savedOnDisk(page);
  if (!saved) return [];
  return (JSON.parse(saved) as { clientState: { queries: SavedQuery[] } }).clientState.queries;
}

/**
 * What the console's IndexedDB `database` holds in `store`: the value under `key` as text, or every
 * value as JSON when no key is given ('' when nothing). Never makes the database: the console
 * makes it, with its store, on its first write.
 */
function readDevice(page: Page, database: string, store: string, key?: string): Promise<string> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve('');
          const objects = db.transaction(store).objectStore(store);
          const read = key === undefined ? objects.getAll() : objects.get(key);
          read.onsuccess = () =>
            resolve(
              key === undefined
                ? JSON.stringify(read.result ?? [])
                : String((read.result as unknown) ?? ''),
            );
          read.onerror = () => resolve('');
        };
        open.onerror = () => resolve('');
      }),
    { database, store, key },
  );
}

/**
 * The query cache IndexedDB holds, its parts joined (offline/cache-parts.ts), as JSON ('' when
 * nothing).
 */
export async function savedOnDisk(page: Page): Promise<string> {
  const records = await page.evaluate(
    ({ database, store, bounds }) =>
      new Promise<[unknown, unknown][]>((resolve) => {
        const open = indexedDB.open(database);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const objects = db.transaction(store).objectStore(store);
          const range = IDBKeyRange.bound(bounds[0], bounds[1], false, true);
          const keys = objects.getAllKeys(range);
          const values = objects.getAll(range);
          values.onsuccess = () => resolve(values.result.map((v, i) => [keys.result[i], v]));
          values.onerror = () => resolve([]);
        };
        open.onerror = () => resolve([]);
      }),
    { database: DATABASE, store: STORE, bounds: SAVED_KEYS },
  );
  return joined(records);
}

/** The query cache sessionStorage holds (a session not remembered), joined, as JSON ('' when nothing). */
export async function savedInSession(page: Page): Promise<string> {
  return joined(
    await page.evaluate(() =>
      Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)!).map(
        (key) => [key, sessionStorage.getItem(key)] as [string, string | null],
      ),
    ),
  );
}

const joined = (records: [unknown, unknown][]) => {
  const client = joinParts(records);
  return client ? JSON.stringify(client) : '';
};

/** Everything the device's unsent-form drafts hold, as text ('' when nothing). */
export const draftsOnDevice = (page: Page) => readDevice(page, 'threadline-drafts', 'drafts');

/**
 * Waits until the device's unsent-form drafts (IndexedDB, written after each change) hold `text`:
 * a reload before the last write has landed would find the draft one keystroke behind.
 */
export async function draftHolds(page: Page, text: string, timeout = 5_000) {
  await expect.poll(() => draftsOnDevice(page), { timeout }).toContain(text);
}

/**
 * When the page first painted (ms from its start). The browser records the paint once it has been
 * presented, which may come after the test sees the page's text: wait for the entry.
 */
export async function firstPaintAt(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
  await expect.poll(read).not.toBeNull();
  return (await read())!;
}

/** A new store owner, signed in on the Profile page; answers their e-mail and an API token. */
export async function newOwnerOnProfile(page: Page, request: APIRequestContext, tag: string) {
  const email = freshEmail(tag);
  const password = `${tag} password 1`;
  const token = await signUpViaApi(request, email, password);
  await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
  await signIn(page, email, password);
  const form = page.getByRole('region', { name: m.editProfile() });
  await expect(form).toBeVisible();
  return { email, token, form };
}

/** A toast with this text is on screen. */
export const toast = (page: Page, text: string) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
