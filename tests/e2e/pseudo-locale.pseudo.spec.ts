/**
 * The pseudo-locale run (decision 030; `npm run test:pseudo` makes the en-XA copy it runs in):
 * every screen of the seller's and the admin's console, opened at 360 px in en-XA, where every
 * message's letters are accented. A word of the English messages still plain on a screen, in its
 * text or its accessible names, did not come from a message. Names and other data the demo holds
 * (stores, products, customers, categories) are not words of a message, or are listed as data.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_NAMES, m, PRODUCT_NAME } from '../../domain/messages.ts';
import { apiToken, DEMO_PASSWORD, gql, signIn, startsWith } from './support.ts';

/** The words of the English messages, outside their placeholders: what must never show plain. */
const VOCABULARY = (() => {
  const en = readFileSync(path.resolve(import.meta.dirname, '../../messages/en.json'), 'utf8');
  const texts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const variant = value as { match?: Record<string, string> };
      if (variant.match) Object.values(variant.match).forEach(collect);
    }
  };
  for (const [key, value] of Object.entries(JSON.parse(en) as Record<string, unknown>))
    if (!key.startsWith('$')) collect(value);
  const words = new Set<string>();
  for (const text of texts)
    for (const word of wordsOf(text.replace(/\{[^}]*\}/g, ' '))) words.add(word);
  return words;
})();

/**
 * Data, not messages: every word the demo typed (its stores, products, people, addresses, policies
 * and decisions, in server/demo/), the brand, and each language's name in itself ("English").
 */
const DATA = (() => {
  const folder = path.resolve(import.meta.dirname, '../../server/demo');
  const words = new Set(
    [PRODUCT_NAME, ...Object.values(LOCALE_NAMES), ...intlWords()].flatMap(wordsOf),
  );
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts')))
    for (const literal of readFileSync(path.join(folder, file), 'utf8').match(
      /'[^'\n]*'|`[^`]*`/g,
    ) ?? [])
      for (const word of wordsOf(literal)) words.add(word);
  return words;
})();

/**
 * What Intl writes for en-XA, which has no locale data of its own: English's dates and relative
 * times ("7 days ago", "Nov", "pm"). A real locale gets its own (hi-IN writes Hindi).
 */
function intlWords(): string[] {
  const relative = new Intl.RelativeTimeFormat('en-XA', { numeric: 'always' });
  const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const;
  const dates = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1 + i, 13)));
  return [
    ...units.flatMap((unit) => [relative.format(-2, unit), relative.format(2, unit)]),
    ...dates.flatMap((d) =>
      (['short', 'long'] as const).map((width) =>
        new Intl.DateTimeFormat('en-XA', {
          month: width,
          weekday: width,
          hour: 'numeric',
          hour12: true,
        }).format(d),
      ),
    ),
  ];
}

/**
 * The words of `text`, lower-cased: runs of 3 or more letters standing alone (not part of a code
 * such as AWB1000419707, nor of an e-mail address or a link, which are data).
 */
function wordsOf(text: string): string[] {
  return (text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ').match(/[A-Za-z0-9]+/g) ?? [])
    .filter((token) => /^[A-Za-z]{3,}$/.test(token))
    .map((word) => word.toLowerCase());
}

/** The texts a person sees or hears on the page: visible text, and the names controls carry. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, [translate="no"]')) continue;
      if (!parent.checkVisibility()) continue;
      texts.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) texts.push(value);
      }
    return texts;
  });
}

/** The plain English message words on the page, each with the text it was found in. */
async function leaks(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await shownTexts(page))
    for (const word of wordsOf(text))
      if (VOCABULARY.has(word) && !DATA.has(word)) found.add(`${word} in "${text.slice(0, 80)}"`);
  return [...found];
}

/** Opens `to`, waits for its heading, and collects what is not from a message. */
async function visit(page: Page, to: string, found: Map<string, string[]>) {
  await page.goto(to);
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  // The screen's data has arrived: no loading state left, below the first screen either (the
  // dashboard's chart is drawn once scrolled to, and its code may come after the figures).
  const loading = page.getByText(m.loading(), { exact: true });
  await expect(async () => {
    for (const shown of await loading.all())
      await shown.scrollIntoViewIfNeeded({ timeout: 500 }).catch(() => {});
    await expect(loading).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await scan(page, to, found);
}

/** Collects what is not from a message on the page as it is, under `where`. */
async function scan(page: Page, where: string, found: Map<string, string[]>) {
  const words = await leaks(page);
  if (words.length) found.set(where, words);
}

const SELLER_SCREENS = [
  '/store-owner',
  '/store-owner/orders',
  '/store-owner/inventory',
  '/store-owner/inventory/scan',
  '/store-owner/inventory/stock-take',
  '/store-owner/manifest',
  '/store-owner/order-history',
  '/store-owner/payments',
  '/store-owner/returns',
  '/store-owner/complaints',
  '/store-owner/profile',
  '/store-owner/team',
  '/settings',
  '/support',
  '/sync',
];

const ADMIN_SCREENS = [
  '/admin',
  '/admin/store?status=',
  '/admin/user',
  '/admin/organization',
  '/admin/inventory',
  '/admin/audit',
  '/admin/disputes',
  '/admin/payouts',
];

test('every screen of the console shows only messages in the pseudo-locale', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The run is in the pseudo-locale: its messages have no plain letters.
  expect(m.signIn()).not.toMatch(/[A-Za-z]/);
  const found = new Map<string, string[]>();
  for (const to of ['/login', '/registration', '/forgot-password', '/invitation?token=none'])
    await visit(page, to, found);
  // A refusal from the server comes in the caller's language too.
  await page.goto('/login');
  await signIn(page, 'owner@demo.test', 'not the password');
  await expect(page.getByRole('alert')).toHaveText(m.signInFailed());
  await scan(page, '/login (refused)', found);

  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/store-owner$/);
  for (const to of SELLER_SCREENS) await visit(page, to, found);
  // An order, its invoice and a product's editor.
  const token = await apiToken(request, 'owner@demo.test', DEMO_PASSWORD);
  const me = await gql(request, '{ me { stores { id } } }', {}, token);
  const storeId = (me.data as unknown as { me: { stores: { id: string }[] } }).me.stores[0]!.id;
  const lists = await gql(
    request,
    `query($s: ID!) { storeOrdersTC(storeId: $s, page: 1, limit: 1) { items { id } }
      storeProducts(storeId: $s, page: 1, limit: 1) { items { id } } }`,
    { s: storeId },
    token,
  );
  const { storeOrdersTC, storeProducts } = lists.data as Record<
    string,
    { items: { id: string }[] }
  >;
  const orderId = storeOrdersTC!.items[0]!.id;
  await visit(page, `/store-owner/orders/${orderId}`, found);
  await visit(page, `/store-owner/orders/${orderId}/invoice`, found);
  await visit(page, `/store-owner/inventory/edit-product?id=${storeProducts!.items[0]!.id}`, found);
  await visit(page, `/store-owner/inventory/labels?product=${storeProducts!.items[0]!.id}`, found);
  await visit(page, `/store-owner/orders/pack?orders=${orderId}`, found);

  // A delivered order opened in the order history: its status, ordinal and timeline.
  await page.goto('/store-owner/order-history');
  await page.getByTestId('history-card').first().getByRole('button').first().click();
  await expect(page.getByTestId('history-detail')).toBeVisible();
  await scan(page, 'order history, an order open', found);
  // The bell's panel and the account menu, open.
  await page.goto('/store-owner');
  await page.getByRole('button', { name: startsWith(m.notifications()) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scan(page, 'notifications', found);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: m.accountMenu() }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scan(page, 'account menu', found);
  await page.getByRole('menuitem', { name: m.logout() }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/admin$/);
  for (const to of ADMIN_SCREENS) await visit(page, to, found);

  expect(Object.fromEntries(found)).toEqual({});
});
