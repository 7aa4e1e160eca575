/**
 * Decision 042: a signed-in phone's first visit to the dashboard, inventory or orders paints the
 * page's prerendered frame from HTML, before any script; the console's render then takes its
 * place, with nothing shifting. A device the frame is not for never paints it.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { BASE_URL } from '../../playwright.config.ts';
import { DEMO_PASSWORD, firstPaintAt, gql } from './support.ts';

interface StoredSession {
  token: string;
  user: unknown;
}

const LOGIN = `mutation($e: String!, $p: String!) {
  login(email: $e, password: $p) { token user { id email role stores { id name isApproved } } }
}`;

/** How long the console's scripts are held back: the frame is what shows meanwhile. */
const SCRIPT_DELAY_MS = 1_500;

/**
 * A phone (or a desktop) of its own, with no service worker (this is a first visit), its session
 * stored as at sign-in.
 */
async function phone(
  browser: Browser,
  opts: {
    session?: StoredSession;
    locale?: string;
    stored?: Record<string, string>;
    desktop?: boolean;
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    ...(opts.desktop
      ? { viewport: { width: 1280, height: 800 } }
      : { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true }),
    locale: opts.locale ?? 'en-IN',
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ({ session, stored }) => {
      if (session) {
        localStorage.setItem('user', JSON.stringify(session.user));
        localStorage.setItem('token', session.token);
      }
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      const w = window as unknown as { shifts: number; lcp: number; blank: number };
      w.shifts = 0;
      // Frames drawn with neither the frame nor the page's heading on screen, once the frame was.
      w.blank = 0;
      let framed = false;
      const watch = () => {
        const shown = document.getElementById('frame');
        framed ||= shown !== null;
        if (framed && !shown && !document.querySelector('#root h1')) w.blank++;
        requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    },
    { session: opts.session, stored: opts.stored ?? {} },
  );
  const page = await context.newPage();
  // The console's scripts (the frame's own head script is in the page).
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  return page;
}

async function sessionOf(
  request: Parameters<typeof gql>[0],
  email: string,
): Promise<StoredSession> {
  const res = await gql(request, LOGIN, { e: email, p: DEMO_PASSWORD });
  return (res.data as unknown as { login: StoredSession }).login;
}

const frame = (page: Page) => page.locator('#frame');

test('a signed-in phone paints each page’s frame before any script, then the page, with no shift', async ({
  browser,
  request,
}) => {
  const session = await sessionOf(request, 'owner@demo.test');
  const pages = [
    // The inventory's largest paint is a product card's, which comes with the data.
    { path: '/store-owner', message: m.storeInsights, ready: pageMetric, largest: true },
    {
      path: '/store-owner/inventory',
      message: m.inventory,
      ready: pageRows('inventory-row'),
      fields: true,
    },
    {
      path: '/store-owner/orders',
      message: m.orders,
      ready: pageRows('order-row'),
      largest: true,
      fields: true,
    },
  ];
  for (const { path, message, ready, largest, fields } of pages) {
    const heading = message();
    const page = await phone(browser, { session });
    // An English reader's scripts carry no other language's messages (decision 060): the
    // heading's Hindi, say, is in none of them.
    const scripts: Promise<string>[] = [];
    let hintsAskedFor = false;
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url())) scripts.push(response.text());
      // The frame names its page's chunks itself, not every route's hints.
      if (response.url().endsWith('/route-hints.js')) hintsAskedFor = true;
    });
    await page.goto(path, { waitUntil: 'commit' });
    // The frame: painted from HTML, the page's heading in it, hidden from assistive technology.
    await expect(frame(page)).toBeVisible();
    await expect(frame(page).locator('h1')).toHaveText(heading);
    await expect(frame(page)).toHaveAttribute('aria-hidden', 'true');
    // No script has run yet: the console's root is still empty.
    expect(await page.locator('#root').innerHTML()).toBe('');
    // Where the page's first field is in the frame (the list's filters, under the queues' chips,
    // whose counts come with the data): the page's own is drawn in the same place.
    const fieldTop = (scope: string) =>
      page
        .locator(`${scope} main input`)
        .first()
        .evaluate((input) => input.getBoundingClientRect().top);
    const framed = fields ? await fieldTop('#frame') : 0;
    // Then the console's page, in its place.
    await ready(page);
    if (fields) expect(await fieldTop('#root')).toBe(framed);
    await expect(frame(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const fcp = await firstPaintAt(page);
    const { shifts, lcp, blank } = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; lcp: number; blank: number };
      return { shifts: w.shifts, lcp: w.lcp, blank: w.blank };
    });
    expect(shifts).toBe(0);
    // The frame stayed until the page was there to take its place: never an empty screen.
    expect(blank).toBe(0);
    // The first paint was the frame's, before the scripts had come (when the first of them
    // arrived, on the page's own clock, however busy the machine); so was the largest, where the
    // page's largest element is in the frame.
    const scriptsAt = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/.*\.js$/.test(e.name))
          .map((e) => (e as PerformanceResourceTiming).responseStart),
      ),
    );
    expect(scriptsAt).toBeGreaterThanOrEqual(SCRIPT_DELAY_MS);
    expect(fcp).toBeLessThan(scriptsAt);
    if (largest) expect(lcp).toBeLessThan(scriptsAt);
    const hindi = message({}, { locale: 'hi' });
    expect(scripts.length).toBeGreaterThan(5);
    for (const text of await Promise.all(scripts)) expect(text).not.toContain(hindi);
    expect(hintsAskedFor).toBe(false);
    await page.context().close();
  }
});

/**
 * The GraphQL operations a page asks for, by name, and whether each was asked for before any of
 * the console's (held back) scripts had arrived: by the frame's head script (decision 059).
 */
function readsOf(page: Page) {
  const reads: { name: string; early: boolean }[] = [];
  let scriptsCame = false;
  page.on('response', (response) => {
    if (/\/assets\/.*\.js$/.test(response.url())) scriptsCame = true;
  });
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string }).operationName ?? '';
    reads.push({ name, early: !scriptsCame });
  });
  return reads;
}

test('the frame asks for its page’s first reads beside the scripts, and the console takes each once', async ({
  browser,
  request,
}) => {
  const session = await sessionOf(request, 'owner@demo.test');
  const pages = [
    { path: '/store-owner', reads: ['Me', 'StoreInsights', 'DispatchCounts'], ready: pageMetric },
    {
      path: '/store-owner/inventory',
      reads: ['Me', 'StoreProducts'],
      ready: pageRows('inventory-row'),
    },
    {
      path: '/store-owner/orders',
      reads: ['Me', 'StoreOrders', 'DispatchCounts'],
      ready: pageRows('order-row'),
    },
  ];
  for (const { path, reads: expected, ready } of pages) {
    const page = await phone(browser, { session });
    const reads = readsOf(page);
    await page.goto(path, { waitUntil: 'commit' });
    await ready(page);
    const early = reads.filter((read) => read.early).map((read) => read.name);
    expect(early.sort(), path).toEqual([...expected].sort());
    // The console used the frame's answers: none of those reads was sent a second time.
    for (const name of expected)
      expect(
        reads.filter((read) => read.name === name),
        `${path} ${name}`,
      ).toHaveLength(1);
    await page.context().close();
  }

  // A member whose role may do less, or an owner of two stores, reads what the frame cannot know:
  // the frame asks for nothing, and the console reads the page as it always did.
  const user = session.user as { stores: Record<string, unknown>[] };
  const member = {
    ...session,
    user: { ...user, stores: user.stores.map((s) => ({ ...s, myPermissions: ['orders.read'] })) },
  };
  const twoStores = {
    ...session,
    user: { ...user, stores: [...user.stores, { ...user.stores[0], id: crypto.randomUUID() }] },
  };
  for (const other of [member, twoStores]) {
    const page = await phone(browser, { session: other });
    const reads = readsOf(page);
    await page.goto('/store-owner/orders', { waitUntil: 'commit' });
    await pageRows('order-row')(page);
    expect(reads.filter((read) => read.early)).toEqual([]);
    expect(reads.filter((read) => read.name === 'StoreOrders')).toHaveLength(1);
    await page.context().close();
  }
});

/** Longer than the console waits for a page's data before it renders (FIRST_LOAD_WAIT_MS). */
const COUNTS_DELAY_MS = 4_000;

test('the dashboard holds each figure’s place: counts that come last move nothing', async ({
  browser,
  request,
}) => {
  const page = await phone(browser, { session: await sessionOf(request, 'owner@demo.test') });
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('"operationName":"DispatchCounts"'))
      await new Promise((resolve) => setTimeout(resolve, COUNTS_DELAY_MS));
    await route.continue();
  });
  await page.goto('/store-owner', { waitUntil: 'commit' });
  const card = page.getByRole('region', { name: m.mustLeaveToday() });
  await expect(card.getByTestId('metric')).toBeVisible({ timeout: 20_000 });
  await pageMetric(page);
  // The route's loader asks for the counts with the page, and the frame stays until they come;
  // the card also holds the line's place should they come after it (a store switched). The demo
  // store has items past their dispatch-by date: the line says so.
  await expect(card.getByText(/\d/).last()).toHaveClass(/text-danger/);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  await page.context().close();
});

/** The demo owner's phone opening `path`, its scripts held back: the frame shows first. */
async function ownerOpens(browser: Browser, request: Parameters<typeof gql>[0], path: string) {
  const page = await phone(browser, { session: await sessionOf(request, 'owner@demo.test') });
  await page.goto(path, { waitUntil: 'commit' });
  return page;
}

test('a tap on the frame’s menu button before the console has loaded opens the navigation', async ({
  browser,
  request,
}) => {
  // A new user's trial: the frame's button looked ready from the first paint, and a tap on it
  // before the console had taken the frame's place did nothing.
  const page = await ownerOpens(browser, request, '/store-owner/orders');
  // The frame is inert (a picture of the page): the tap lands where its button is drawn.
  const trigger = frame(page).locator('[data-slot="sidebar-trigger"]');
  await expect(trigger).toHaveAttribute('aria-label', m.toggleNavigation());
  const box = (await trigger.boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  expect(await frame(page).isVisible()).toBe(true);
  await expect(frame(page)).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: m.mainNavigation() })).toBeVisible();
  await page.context().close();
});

test('a page scrolled while its frame shows stays where the seller scrolled it', async ({
  browser,
  request,
}) => {
  // A new user's trial: the dashboard, scrolled as soon as its frame showed, went back to the top
  // when the console had rendered it (the router's first scroll restoration).
  const page = await ownerOpens(browser, request, '/store-owner');
  await expect(frame(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(frame(page)).toBeHidden({ timeout: 20_000 });
  await pageMetric(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await page.evaluate(() => window.scrollY)).toBe(200);
  await page.context().close();
});

/** The dashboard's figures are in: the items that must leave today, and the three insights. */
async function pageMetric(page: Page) {
  await expect(page.getByTestId('metric')).toHaveCount(4, { timeout: 20_000 });
}

/** The list's rows are in. */
function pageRows(testId: string) {
  return async (page: Page) => {
    await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 20_000 });
  };
}

test('a device the frame is not for never paints it', async ({ browser, request }) => {
  // Signed out: on to sign in, the frame never shown.
  const signedOut = await phone(browser);
  await signedOut.goto('/store-owner/orders', { waitUntil: 'commit' });
  await expect(frame(signedOut)).toBeHidden();
  await expect(signedOut).toHaveURL(/\/login\?redirect=/, { timeout: 20_000 });
  await expect(frame(signedOut)).toHaveCount(0);
  await signedOut.context().close();

  // An admin: not a store owner's page.
  const admin = await phone(browser, { session: await sessionOf(request, 'admin@demo.test') });
  await admin.goto('/store-owner', { waitUntil: 'commit' });
  await expect(frame(admin)).toBeHidden();
  await admin.context().close();

  // A device where Hindi was chosen, whose browser asks for English: not the English frame.
  const owner = await sessionOf(request, 'owner@demo.test');
  const chosen = await phone(browser, { session: owner, stored: { 'threadline.locale': 'hi' } });
  await chosen.goto('/store-owner', { waitUntil: 'commit' });
  await expect(frame(chosen)).toBeHidden();
  await expect(
    chosen.getByRole('heading', { level: 1, name: m.storeInsights({}, { locale: 'hi' }) }),
  ).toBeVisible({ timeout: 20_000 });
  // The console told the server the device's language (a cookie): its next first visit to a
  // framed page paints the Hindi frame.
  await chosen.goto('/store-owner/orders', { waitUntil: 'commit' });
  await expect(frame(chosen)).toBeVisible();
  await expect(frame(chosen).locator('h1')).toHaveText(m.orders({}, { locale: 'hi' }));
  await expect(chosen.getByTestId('order-row').first()).toBeVisible({ timeout: 20_000 });
  await chosen.context().close();

  // A desktop's screen: the frame is drawn for a phone; the console renders as before.
  const desktop = await phone(browser, { session: owner, desktop: true });
  await desktop.goto('/store-owner/orders', { waitUntil: 'commit' });
  await expect(frame(desktop)).toBeHidden();
  await expect(desktop.getByTestId('order-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(frame(desktop)).toHaveCount(0);
  // Nothing painted while the frame was hidden: the scripts were asked for at once, not after a
  // first paint that was not coming.
  const painted = await firstPaintAt(desktop);
  const asked = await desktop.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/framework-/.test(entry.name))!.startTime,
  );
  expect(asked).toBeLessThan(painted);
  await desktop.context().close();
});

test('a Hindi phone paints the Hindi frame, in the dark theme it chose', async ({
  browser,
  request,
}) => {
  const page = await phone(browser, {
    session: await sessionOf(request, 'owner@demo.test'),
    locale: 'hi-IN',
    stored: { theme: 'dark' },
  });
  await page.goto('/store-owner/orders', { waitUntil: 'commit' });
  await expect(frame(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(frame(page).locator('h1')).toHaveText(m.orders({}, { locale: 'hi' }));
  await expect(page.getByTestId('order-row').first()).toBeVisible({ timeout: 20_000 });
  await expect(frame(page)).toHaveCount(0);
  // The console's page in Hindi too: its messages came apart from the English (decision 060).
  await expect(
    page.getByRole('heading', { level: 1, name: m.orders({}, { locale: 'hi' }) }),
  ).toBeVisible();
  await page.context().close();
});

test('signing in keeps the form as typed on screen until the console paints its frame', async ({
  browser,
}) => {
  // A new user's trial on a slow phone: the console's tree replaced the sign-in page's, a blank
  // screen and then an emptied form showed until the dashboard was ready. Sign-in now opens the
  // console as a page load (its scripts here held back 1.5 s each, as on slow 4G).
  const page = await phone(browser);
  const seen: string[] = [];
  await page.exposeFunction('sawWhileSigningIn', (state: string) => seen.push(state));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: m.signIn(), exact: true })).toBeEnabled({
    timeout: 20_000,
  });
  await page.getByLabel(m.email()).fill('owner@demo.test');
  await page.getByLabel(m.password()).fill(DEMO_PASSWORD);
  // Each frame the sign-in page draws from here on: its form as typed, never empty or gone.
  await page.evaluate(() => {
    const report = (window as unknown as { sawWhileSigningIn(state: string): void })
      .sawWhileSigningIn;
    const watch = () => {
      const email = document.querySelector<HTMLInputElement>('input[name="email"]');
      if (!email) report(`no form: ${document.body.innerText.slice(0, 60)}`);
      else if (email.value === '') report('an emptied form');
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.getByRole('button', { name: m.signIn(), exact: true }).click();
  await expect(page.getByRole('button', { name: m.signingIn() })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: m.storeInsights() })).toBeVisible({
    timeout: 20_000,
  });
  expect(new URL(page.url()).pathname).toBe('/store-owner');
  expect(seen).toEqual([]);
  // The dashboard's page load painted the frame first, and never a blank screen after it.
  expect(await page.evaluate(() => (window as unknown as { blank: number }).blank)).toBe(0);
  await page.context().close();
});

test('on a slow connection the sign-in page says why Sign In waits, until the console has loaded', async ({
  browser,
}) => {
  // A new user's trial on a flaky connection: Sign In stayed greyed out for 30 s, no reason given.
  const page = await phone(browser);
  await page.route(/\/assets\/framework-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const signIn = page.getByRole('button', { name: m.signIn(), exact: true });
  const waiting = page.getByRole('status').filter({ hasText: m.signInWaitsForConsole() });
  await expect(signIn).toBeDisabled();
  // Not at once: a quicker load would show it for a moment, and move what is under it.
  expect(await page.getByText(m.signInWaitsForConsole()).isVisible()).toBe(false);
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  // Should the scripts never come, the page is loaded again from there.
  await expect(waiting.getByRole('link', { name: m.reload() })).toHaveAttribute('href', '/login');
  await expect(signIn).toBeEnabled({ timeout: 30_000 });
  await expect(waiting).toHaveCount(0);
  await page.context().close();
});

test('a signed-in page builds the Intl tables on a worker of its own; a signed-out one starts none', async ({
  browser,
  request,
}) => {
  // Decision 068: the frame's head script, and index.html's route hints on any other page.
  const session = await sessionOf(request, 'owner@demo.test');
  for (const path of ['/store-owner/orders', '/store-owner/profile']) {
    const page = await phone(browser, { session });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const worker = page.waitForEvent('worker');
    await page.goto(path, { waitUntil: 'commit' });
    expect(new URL((await worker).url()).pathname, path).toBe('/intl-warm.js');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    expect(refused, path).toEqual([]);
    await page.context().close();
  }
  const signedOut = await phone(browser);
  const workers: string[] = [];
  signedOut.on('worker', (w) => workers.push(w.url()));
  await signedOut.goto('/login');
  await expect(signedOut.getByRole('button', { name: m.signIn(), exact: true })).toBeVisible();
  expect(workers).toEqual([]);
  await signedOut.context().close();
});

test('scripts that cannot be loaded leave a message and a way to load the page again', async ({
  browser,
  request,
}) => {
  const page = await phone(browser, { session: await sessionOf(request, 'owner@demo.test') });
  await page.route(/\/assets\/framework-.*\.js$/, (route) => route.abort());
  await page.goto('/store-owner/orders', { waitUntil: 'commit' });
  const notice = page.getByRole('alert').filter({ hasText: m.consoleLoadFailed() });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice.getByRole('link', { name: m.reload() })).toHaveAttribute(
    'href',
    '/store-owner/orders',
  );
  // The frame's "Loading..." goes: nothing is coming.
  await expect(frame(page)).toBeHidden();
  await page.context().close();
});

test('offline before the page’s data came: the page says it is not saved here, not a frame that waits', async ({
  browser,
  request,
}) => {
  const session = await sessionOf(request, 'owner@demo.test');
  for (const path of ['/store-owner/orders', '/store-owner']) {
    const page = await phone(browser, { session });
    // The connection drops as the page asks for its data: once the console has taken the reads
    // its frame sent before the scripts came (decision 059), which are held until then.
    let dropped = false;
    await page.route('**/graphql', async (route) => {
      await page
        .waitForFunction(
          () => Object.keys((window as { earlyReads?: object }).earlyReads ?? {}).length === 0,
        )
        .catch(() => undefined);
      if (!dropped) {
        dropped = true;
        await page.context().setOffline(true);
      }
      await route.abort('internetdisconnected');
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByText(m.notSavedOffline()).first()).toBeVisible({ timeout: 20_000 });
    await expect(frame(page)).toHaveCount(0);
    await page.context().close();
  }
});

test('the owner’s stores that could not be read are an error to try again, not “Store Not Detected”', async ({
  browser,
  request,
}) => {
  const page = await phone(browser, { session: await sessionOf(request, 'owner@demo.test') });
  await page.unroute(/\/assets\//);
  // The server fails every read of the owner's stores, until it is mended.
  let failing = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (failing && body?.operationName === 'Me') return route.fulfill({ status: 500, body: '' });
    await route.continue();
  });
  await page.goto('/store-owner/orders');
  const retry = page.getByRole('button', { name: m.tryAgain() });
  await expect(retry).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(m.storeNotDetected())).toHaveCount(0);
  failing = false;
  await retry.click();
  await expect(page.getByTestId('order-row').first()).toBeVisible({ timeout: 20_000 });
  await page.context().close();
});
