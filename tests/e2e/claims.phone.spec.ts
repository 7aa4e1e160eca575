/**
 * Issue 50's claims (decision 054) on a phone: a damaged return claimed offline with a photo and a
 * video, sent through a link that loses the first reply of every write (each file and the claim
 * sent twice, stored once), decided by support and paid with the next payout.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { BASE_URL, E2E_DATA_DIR } from '../../playwright.config.ts';
import {
  approvedSeller,
  moveViaApi,
  openAs,
  orderViaApi,
  pngFile,
  productViaApi,
} from './catalogue-support.ts';
import { startFaultProxy } from './fault-proxy.ts';
import { gql, matching, signIn, toast } from './support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const filesIn = (folder: string, storeId: string) => {
  const dir = path.join(ROOT, E2E_DATA_DIR, 'uploads', folder, storeId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** A short MP4 as a phone records one: its `ftyp` box first, then the rest. */
function mp4File(name: string) {
  const file = path.join(tmpdir(), `${Date.now()}-${name}`);
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypisom'),
    Buffer.alloc(12),
  ]);
  writeFileSync(file, Buffer.concat([ftyp, Buffer.alloc(64 * 1024, 7)]));
  return file;
}

test('a damaged return is claimed offline with a photo and a video, sent once through lost replies, decided and paid', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await approvedSeller(request, 'claimer');
  const product = await productViaApi(request, seller, 'Claimed Anarkali');
  const { orderId } = await orderViaApi(request, product);
  for (const status of [
    'PROCESSING',
    'SHIPPED',
    'DELIVERED',
    'RETURN_REQUESTED',
    'RETURN_PICKED',
    'RETURNED',
  ])
    await moveViaApi(request, seller, product, orderId, status);

  const proxy = await startFaultProxy(BASE_URL, { firstReplyLost: true });
  try {
    await page.goto(
      `${proxy.base}/login?redirect=${encodeURIComponent(`/store-owner/orders/${orderId}`)}`,
    );
    await signIn(page, seller.email, seller.password);
    await page.waitForURL((url) => url.pathname === `/store-owner/orders/${orderId}`);
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await expect(page.getByRole('button', { name: m.fileAClaim() })).toBeVisible();

    // Offline from here: the order opens from what the phone saved, and the claim waits on it.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: m.fileAClaim() }).click();
    const dialog = page.getByRole('dialog', { name: matching((what) => m.claimOn({ what })) });
    await expect(dialog.getByLabel(m.claimKind())).toHaveValue('RETURN_DAMAGED');
    await dialog.getByLabel(m.whatHappened()).fill('Came back with a torn sleeve and a stain.');
    await dialog.getByLabel(m.returnAwb()).fill('x');
    await dialog.getByRole('button', { name: m.fileClaim() }).click();
    await expect(dialog.getByText(m.awbInvalid())).toBeVisible();
    await expect(dialog.getByText(m.claimPhotosRequired())).toBeVisible();
    await expect(dialog.getByText(m.claimVideoRequired())).toBeVisible();
    await dialog.getByLabel(m.returnAwb()).fill('RTN20261203');
    await dialog
      .locator('input[type=file][accept^="image"]')
      .setInputFiles(await pngFile('torn.png', 24));
    await dialog
      .locator('input[type=file][accept^="video"]')
      .setInputFiles(mp4File('unboxing.mp4'));
    await expect(dialog.getByTestId('claim-video-name')).toContainText('unboxing.mp4');
    await dialog.getByRole('button', { name: m.fileClaim() }).click();
    await toast(page, m.claimQueued());
    const item = page.getByTestId('order-item').first();
    await expect(item.getByTestId('write-status')).toContainText(m.waitingToSync());
    await expect(item.getByTestId('item-claim')).toContainText(
      m.claimOnItem({ kind: m.labelClaimkindReturnDamaged(), status: m.labelClaimstatusOpen() }),
    );

    // Back online through the flaky link: every write's first reply is cut after the server acted.
    proxy.setFaulty(true);
    await context.setOffline(false);
    await expect(item.getByTestId('write-status')).toHaveCount(0, { timeout: 60_000 });
  } finally {
    await proxy.close();
  }
  // The photo, the video and the claim: each sent twice, each applied once.
  expect(proxy.counts.dropped).toBe(3);
  expect([...proxy.sent.values()].map((s) => [s.what, s.times]).sort()).toEqual([
    ['graphql', 2],
    ['upload', 2],
    ['upload', 2],
  ]);
  expect(filesIn('qcPhotos', seller.storeId).filter((f) => f.endsWith('.webp'))).toHaveLength(2);
  expect(filesIn('claimVideos', seller.storeId).filter((f) => f.endsWith('.mp4'))).toHaveLength(1);
  const claims = await gql(
    request,
    `query($storeId: ID!) { storeClaims(storeId: $storeId) { items { id kind photos video awb } } }`,
    { storeId: seller.storeId },
    seller.token,
  );
  const filed = (
    claims.data as unknown as {
      storeClaims: { items: { photos: string[]; video: string; awb: string }[] };
    }
  ).storeClaims.items;
  expect(filed).toHaveLength(1);
  expect(filed[0]).toMatchObject({ awb: 'RTN20261203' });
  expect(filed[0]!.photos).toHaveLength(1);

  // Support sees the evidence and accepts the claim; the next payout pays it.
  const admin = await browser.newPage();
  await admin.goto('/login?redirect=%2Fadmin%2Fclaims');
  await signIn(admin, 'admin@demo.test');
  const card = admin.getByTestId('claim').filter({ hasText: 'Claimed Anarkali' });
  await expect(card.locator('video')).toHaveCount(1);
  await expect(card.getByRole('link', { name: m.claimPhotoN({ n: 1 }) })).toBeVisible();
  await card.getByLabel(m.labelClaimdecisionAccept()).check();
  await card.getByLabel(m.reason()).fill('The video shows the tear as it came out of the bag.');
  await card.getByRole('button', { name: m.decideClaim() }).click();
  await toast(admin, m.claimDecidedToast());
  await admin.goto('/admin/payouts');
  await admin.getByRole('button', { name: m.batchPayableLinesNow() }).click();
  await expect(admin.getByTestId('admin-payout').filter({ hasText: 'claimer store' })).toHaveCount(
    1,
  );
  await admin.close();

  await openAs(page, seller, '/store-owner/claims');
  const mine = page.getByTestId('claim').filter({ hasText: 'Claimed Anarkali' });
  await expect(mine.getByTestId('claim-status')).toHaveText(m.labelClaimstatusAccepted());
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/store-owner/payments');
  // The claim's payment is a group of its own beside the return's lines, under its own kind.
  const paid = page
    .getByTestId('ledger-item')
    .filter({ hasText: 'Claimed Anarkali' })
    .filter({ hasText: m.labelLedgerkindClaimCompensation() });
  await expect(paid).toHaveCount(1);
  await expect(paid.getByTestId('ledger-net')).not.toHaveText('₹0.00');
});
