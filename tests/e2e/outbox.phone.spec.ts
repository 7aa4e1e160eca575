import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  test,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { m } from '../../domain/messages.ts';
import {
  apiToken,
  editProfileElsewhere,
  freshEmail,
  revokeSessions,
  savedOnDisk,
  savedCacheHolds,
  startsWith,
  serverProfile,
  signIn,
  signUpViaApi,
} from './support.ts';

const PASSWORD = 'outbox password 1';

async function newOwner(request: Parameters<typeof signUpViaApi>[0]) {
  const email = freshEmail('outbox');
  return { email, token: await signUpViaApi(request, email, PASSWORD) };
}

async function openProfile(page: Page, email: string) {
  await page.goto('/login?redirect=%2Fstore-owner%2Fprofile');
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('region', { name: m.editProfile() })).toBeVisible();
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
}

/**
 * Saves the name and waits for the save to show, as a person does before typing again: the form
 * takes the saved profile as its own once it shows (a fill before then would be reset by it).
 */
async function saveName(page: Page, name: string) {
  const form = page.getByRole('region', { name: m.editProfile() });
  await form.getByLabel(m.name()).fill(name);
  const save = form.getByRole('button', { name: m.saveChanges() });
  await save.click();
  await expect(page.getByRole('region', { name: m.details() })).toContainText(name);
  await expect(save).toBeDisabled();
}

/** The server becomes unreachable for queued writes (other requests still go through). */
function blockQueuedWrites(context: BrowserContext) {
  return context.route('**/graphql', (route) =>
    route.request().headers()['idempotency-key']
      ? route.abort('connectionrefused')
      : route.continue(),
  );
}

/** Requests that carried an Idempotency-Key, by key. */
function keyedRequests(...pages: Page[]): Map<string, number> {
  const seen = new Map<string, number>();
  const count = (req: Request) => {
    const key = req.headers()['idempotency-key'];
    if (key) seen.set(key, (seen.get(key) ?? 0) + 1);
  };
  for (const p of pages) p.on('request', count);
  return seen;
}

test('an offline edit survives reloads and a closed browser, then reaches the server once', async ({
  request,
  launchOptions,
  baseURL,
}, info) => {
  const owner = await newOwner(request);
  const profileDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  const open = () =>
    chromium.launchPersistentContext(profileDir, {
      ...launchOptions,
      baseURL,
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
  let context: BrowserContext = await open();
  try {
    let page = context.pages()[0] ?? (await context.newPage());
    await openProfile(page, owner.email);
    await savedCacheHolds(page, owner.email);

    await context.setOffline(true);
    await saveName(page, 'Asha (edited offline)');
    await expect(page.getByText(m.savedOffline())).toBeVisible();
    await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
    await expect(page.getByTestId('pending-changes')).toHaveAccessibleName(
      m.changesWaiting({ count: 1 }),
    );
    await expect(page.locator('dd', { hasText: 'Asha (edited offline)' })).toBeVisible();
    await page.screenshot({ path: info.outputPath('offline-edit.png'), fullPage: true });

    await savedCacheHolds(page, 'Asha (edited offline)');
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
    await expect(page.locator('dd', { hasText: 'Asha (edited offline)' })).toBeVisible();
    expect((await serverProfile(request, owner.token)).version).toBe(1);

    await context.close();
    context = await open();
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/store-owner/profile');
    await expect
      .poll(() => serverProfile(request, owner.token), { timeout: 15_000 })
      .toEqual({ name: 'Asha (edited offline)', phone: null, version: 2 });
    await expect(page.getByTestId('pending-changes')).toHaveCount(0);
    await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
});

test('a lost response is replayed with the same key and changes nothing more', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  const keys = keyedRequests(page);
  let dropped = false;
  await page.route('**/graphql', async (route) => {
    if (!dropped && route.request().headers()['idempotency-key']) {
      dropped = true;
      await route.fetch(); // the server applies the write…
      return route.abort('connectionreset'); // …and its answer never arrives
    }
    return route.continue();
  });
  await saveName(page, 'Lost answer');
  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  await expect(page.getByTestId('waiting-to-sync')).toHaveCount(0, { timeout: 15_000 });
  expect([...keys.values()]).toEqual([2]);
  expect(await serverProfile(request, owner.token)).toEqual({
    name: 'Lost answer',
    phone: null,
    version: 2,
  });
});

test('edits queued offline drain in order after the server became unreachable mid-drain', async ({
  page,
  context,
  request,
}) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  await context.setOffline(true);
  for (const name of ['First', 'Second', 'Third']) {
    await saveName(page, name);
    await expect(page.locator('dd', { hasText: name })).toBeVisible();
  }
  await expect(page.getByTestId('pending-changes')).toHaveAccessibleName(
    m.changesWaiting({ count: 3 }),
  );

  // The server answers the first write, then is unreachable for a while, then comes back.
  let answered = 0;
  let down = true;
  await page.route('**/graphql', async (route) => {
    if (!route.request().headers()['idempotency-key']) return route.continue();
    if (answered >= 1 && down) return route.abort('connectionrefused');
    answered += 1;
    return route.continue();
  });
  const keys = keyedRequests(page);
  await context.setOffline(false);
  await expect(page.getByTestId('pending-changes')).toHaveAccessibleName(
    m.changesWaiting({ count: 2 }),
  );
  expect((await serverProfile(request, owner.token)).name).toBe('First');
  down = false;
  await expect(page.getByTestId('pending-changes')).toHaveCount(0, { timeout: 20_000 });
  expect(await serverProfile(request, owner.token)).toEqual({
    name: 'Third',
    phone: null,
    version: 4,
  });
  expect(keys.size).toBe(3);
});

test('two open tabs send each queued write once', async ({ context, request }) => {
  const owner = await newOwner(request);
  const first = await context.newPage();
  await openProfile(first, owner.email);
  const second = await context.newPage();
  await second.goto('/store-owner/profile');
  await expect(second.getByRole('region', { name: m.editProfile() })).toBeVisible();
  const keys = keyedRequests(first, second);

  await context.setOffline(true);
  await saveName(first, 'From tab one');
  await saveName(first, 'Again from tab one');
  await expect(second.getByTestId('pending-changes')).toHaveAccessibleName(
    m.changesWaiting({ count: 2 }),
  );
  await context.setOffline(false);
  await expect(first.getByTestId('pending-changes')).toHaveCount(0, { timeout: 15_000 });
  await expect(second.getByTestId('pending-changes')).toHaveCount(0);
  expect([...keys.values()]).toEqual([1, 1]);
  expect(await serverProfile(request, owner.token)).toEqual({
    name: 'Again from tab one',
    phone: null,
    version: 3,
  });
});

test('a conflict shows both values; keep mine re-sends, keep theirs discards', async ({
  page,
  context,
  request,
}, info) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);

  await context.setOffline(true);
  await saveName(page, 'Mine');
  await editProfileElsewhere(request, owner.token, 'Theirs');
  await context.setOffline(false);
  await page.getByTestId('pending-changes').click();
  const card = page.getByTestId('queued-operation');
  await expect(card).toHaveAttribute('data-state', 'conflict');
  await expect(card.getByText(m.changedElsewhere())).toBeVisible();
  await expect(card.getByRole('row', { name: startsWith(m.name()) })).toContainText('Mine');
  await expect(card.getByRole('row', { name: startsWith(m.name()) })).toContainText('Theirs');
  await page.screenshot({ path: info.outputPath('conflict.png'), fullPage: true });
  await card.getByRole('button', { name: m.keepMine() }).click();
  await expect(page.getByText(m.syncEmpty())).toBeVisible();
  expect(await serverProfile(request, owner.token)).toMatchObject({ name: 'Mine', version: 3 });

  await page.goto('/store-owner/profile');
  await context.setOffline(true);
  await saveName(page, 'Mine again');
  await editProfileElsewhere(request, owner.token, 'Theirs wins');
  await context.setOffline(false);
  await page.getByTestId('pending-changes').click();
  await page.getByTestId('queued-operation').getByRole('button', { name: m.keepTheirs() }).click();
  await expect(page.getByText(m.syncEmpty())).toBeVisible();
  expect(await serverProfile(request, owner.token)).toMatchObject({
    name: 'Theirs wins',
    version: 4,
  });
  await page.goto('/store-owner/profile');
  await expect(page.locator('dd', { hasText: 'Theirs wins' })).toBeVisible();
});

test('discard asks first, names the change, and can be undone; in sync only once the server says so', async ({
  page,
  context,
  request,
}, info) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  await context.setOffline(true);
  await saveName(page, 'Kept offline');
  await page.getByTestId('pending-changes').click();
  const card = page.getByTestId('queued-operation');
  await expect(card).toHaveCount(1);
  const change = (await card.locator('span.font-medium').innerText()).trim();

  // One tap asks; Cancel keeps the change waiting.
  await card.getByRole('button', { name: m.discard() }).click();
  const question = page.getByRole('alertdialog', { name: m.discardChangeTitle() });
  await expect(question).toContainText(m.discardChangeText({ change }));
  await page.screenshot({ path: info.outputPath('discard-question.png') });
  await question.getByRole('button', { name: m.cancel() }).click();
  await expect(card).toHaveCount(1);

  // Discarded, it is gone from the device, and Undo brings it back as it was.
  await card.getByRole('button', { name: m.discard() }).click();
  await question.getByRole('button', { name: m.discard() }).click();
  await expect(card).toHaveCount(0);
  // Offline, nothing waiting is all the device knows: it does not say it is in sync.
  await expect(page.getByText(m.syncNothingWaitingOffline())).toBeVisible();
  await expect(page.getByText(m.syncEmpty())).toHaveCount(0);
  const undo = page.getByRole('button', { name: m.undo() });
  // A touch target like any other (to the hundredth of a pixel: a notice sliding in is drawn
  // at fractions of one).
  const box = (await undo.boundingBox())!;
  expect(Math.round(Math.min(box.width, box.height) * 100) / 100).toBeGreaterThanOrEqual(44);
  await undo.click();
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(change);

  // Discarded for good this time: back online, nothing was sent, and now it is in sync.
  await card.getByRole('button', { name: m.discard() }).click();
  await question.getByRole('button', { name: m.discard() }).click();
  await expect(page.getByText(m.changeDiscarded({ change })).first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await context.setOffline(false);
  await page.goto('/store-owner/profile');
  await expect(page.getByRole('region', { name: m.editProfile() })).toBeVisible();
  await page.goto('/sync');
  await expect(page.getByText(m.syncEmpty())).toBeVisible();
  expect((await serverProfile(request, owner.token)).name).toBeNull();
});

test('logout warns while changes wait, and keeps them for the next sign-in', async ({
  page,
  context,
  request,
}) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  await context.setOffline(true);
  await saveName(page, 'Kept through logout');
  // The server is unreachable for queued writes, so the change is still waiting at logout.
  await blockQueuedWrites(context);
  await context.setOffline(false);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void (dialogs.length === 1 ? d.dismiss() : d.accept());
  });
  await page.getByRole('button', { name: m.accountMenu() }).click();
  await page.getByRole('menuitem', { name: m.logout() }).click();
  // Logout's code loads with the tap (decision 061), so the question comes a moment later.
  await expect.poll(() => dialogs[0]).toBe(m.logoutWithPending({ count: 1 }));
  await expect(page).toHaveURL(/\/store-owner\/profile$/);
  await page.getByRole('button', { name: m.accountMenu() }).click();
  await page.getByRole('menuitem', { name: m.logout() }).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.unroute('**/graphql');
  await signIn(page, owner.email, PASSWORD);
  await expect
    .poll(async () => (await serverProfile(request, owner.token)).name, { timeout: 15_000 })
    .toBe('Kept through logout');
});

test('a session the server ends leaves none of the user’s data on the device; a waiting change stays theirs', async ({
  page,
  context,
  request,
}) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  await expect.poll(() => savedOnDisk(page), { timeout: 15_000 }).toContain(owner.email);
  await context.setOffline(true);
  await saveName(page, 'Kept through the end');
  await blockQueuedWrites(context);
  await context.setOffline(false);
  // Elsewhere, the owner signs out everywhere: this phone learns it at its next request.
  await revokeSessions(request, owner.token);
  await page.goto('/store-owner/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstore-owner%2Fprofile$/);
  await expect(page.getByTestId('session-ended')).toHaveText(m.sessionEndedSignInAgain());
  await expect.poll(() => savedOnDisk(page), { timeout: 10_000 }).toBe('');
  // The change is still the owner's: sent once they sign in again, as no one else.
  await context.unroute('**/graphql');
  await signIn(page, owner.email, PASSWORD);
  const token = await apiToken(request, owner.email, PASSWORD);
  await expect
    .poll(async () => (await serverProfile(request, token)).name, { timeout: 15_000 })
    .toBe('Kept through the end');
});

test('a service-worker update while writes wait leaves them intact', async ({
  page,
  context,
  request,
}) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  await page.reload(); // now controlled by the installed worker
  await blockQueuedWrites(context);
  await saveName(page, 'Across an update');
  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();

  // A new version of the console is deployed: the worker script changes on the server.
  const script = path.resolve(import.meta.dirname, '../../dist/sw.js');
  const original = readFileSync(script, 'utf8');
  writeFileSync(script, `${original}\n// next version ${Date.now()}\n`);
  try {
    await page.evaluate(
      async () => void (await (await navigator.serviceWorker.getRegistration())?.update()),
    );
    const prompt = page.getByRole('alert').filter({ hasText: m.updateAvailable() });
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await Promise.all([
      page.waitForEvent('framenavigated'),
      prompt.getByRole('button', { name: m.reload() }).click(),
    ]);
  } finally {
    writeFileSync(script, original);
  }

  await expect(page.getByTestId('waiting-to-sync')).toBeVisible();
  await expect(page.getByTestId('pending-changes')).toHaveAccessibleName(
    m.changesWaiting({ count: 1 }),
  );
  await page.getByTestId('pending-changes').click();
  await expect(page.getByTestId('queued-operation')).toBeVisible();
  await context.unroute('**/graphql');
  // The outbox's own backoff may send the write before Retry is pressed; either way it goes once.
  const retry = page.getByTestId('queued-operation').getByRole('button', { name: m.retry() });
  await expect(async () => {
    if (await retry.isVisible()) await retry.click({ timeout: 1_000 }).catch(() => undefined);
    await expect(page.getByText(m.syncEmpty())).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(await serverProfile(request, owner.token)).toEqual({
    name: 'Across an update',
    phone: null,
    version: 2,
  });
});

test('a change saved by another version of the console waits, and says why', async ({
  page,
  request,
}) => {
  const owner = await newOwner(request);
  await openProfile(page, owner.email);
  await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? sessionStorage.getItem('user')!) as {
      id: string;
    };
    const record = {
      format: 2,
      id: crypto.randomUUID(),
      userId: user.id,
      storeId: null,
      kind: 'a-kind-from-a-newer-console',
      entity: `user:${user.id}`,
      variables: {},
      expectedVersion: null,
      previous: null,
      createdAt: Date.now(),
      attempts: 0,
      state: 'pending',
      nextAttemptAt: 0,
      error: null,
      server: null,
    };
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('threadline-outbox');
      open.onsuccess = () => {
        const tx = open.result.transaction('operations', 'readwrite');
        tx.objectStore('operations').put(record, record.id);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      };
    });
  });
  await page.goto('/sync');
  const card = page.getByTestId('queued-operation');
  await expect(card).toContainText(m.unknownChange());
  await expect(card).toContainText('a-kind-from-a-newer-console');
});
