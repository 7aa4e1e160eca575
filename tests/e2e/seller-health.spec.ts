/**
 * Issue 50: seller health. A store whose listings are refused too often is over a limit; the
 * admin reviews it now and it is warned; the seller, on a phone, is told, sees the figure against
 * its limit with what to fix, and opens the refused listings behind it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addDays, formatDate, indianDate, indianMidday } from '../../domain/dates.ts';
import { m } from '../../domain/messages.ts';
import { PHONE } from '../../playwright.config.ts';
import { approvedSeller, asAdmin, openAs, productViaApi } from './catalogue-support.ts';
import { gql, signIn, startsWith, toast } from './support.ts';

test('a store over a limit is warned, and its seller sees the figure, what to fix and what it counts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await approvedSeller(request, 'health');
  // 20 listings reviewed, 5 refused: 25%, over the 20% limit, and enough of a sample to judge.
  const names: string[] = [];
  for (let i = 1; i <= 20; i++) {
    names.push(`Health kurta ${i}`);
    await productViaApi(request, seller, names.at(-1)!, { inReview: true });
  }
  await asAdmin(request, async (admin) => {
    const queue = await gql(
      request,
      `query($s: ID!) { listingReviews(forStore: $s, limit: 50) { items { id version { name } } } }`,
      { s: seller.storeId },
      admin,
    );
    if (queue.errors) return queue;
    const items = (
      queue.data as unknown as {
        listingReviews: { items: { id: string; version: { name: string } }[] };
      }
    ).listingReviews.items;
    expect(items).toHaveLength(20);
    for (const item of items.slice(0, 5)) {
      const refused = await gql(
        request,
        `mutation($id: ID!) { decideListing(reviewId: $id, approve: false, reasons: [PHOTO_BLURRED]) { id } }`,
        { id: item.id },
        admin,
      );
      expect(refused.errors).toBeUndefined();
    }
    return gql(
      request,
      `mutation($ids: [ID!]!) { approveListings(reviewIds: $ids) { id } }`,
      { ids: items.slice(5).map((r) => r.id) },
      admin,
    );
  });

  // The admin opens the store's Performance from its page and reviews it now.
  const to = `/admin/health?store=${seller.storeId}`;
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await signIn(page, 'admin@demo.test');
  const figure = page.locator('[data-testid=health-figure][data-metric=LISTING_REJECTED]');
  await expect(figure.getByText('25%', { exact: true })).toBeVisible();
  await expect(figure.getByText(m.healthOver())).toBeVisible();
  await expect(page.getByTestId('health-step')).toHaveAttribute('data-step', 'OK');
  await page.getByRole('button', { name: m.healthReviewNow() }).click();
  await toast(page, m.healthReviewedNow({ step: m.healthStepWARNED() }));
  await expect(page.getByTestId('health-step')).toHaveAttribute('data-step', 'WARNED');

  // An exemption needs its day; with one, the hold and the pause wait until the day after it.
  await page.getByLabel(m.healthExemptReason()).fill('Photographer was ill');
  await page.getByRole('button', { name: m.healthExemptSave() }).click();
  await expect(page.getByText(m.dayInvalid())).toBeVisible();
  const until = addDays(indianDate(new Date()), 20);
  await page.getByLabel(m.healthExemptUntil()).fill(until);
  await page.getByRole('button', { name: m.healthExemptSave() }).click();
  await toast(page, m.healthExemptSaved());
  await expect(page.getByRole('button', { name: m.healthExemptSave() })).toBeFocused();
  const after = formatDate(indianMidday(addDays(until, 1)));
  await expect(page.getByTestId('health-step')).toContainText(
    m.healthExemptNote({ until: formatDate(indianMidday(until)), reason: 'Photographer was ill' }),
  );
  await expect(page.getByTestId('health-step')).toContainText(after);
  await page.getByRole('link', { name: m.healthBackToList() }).click();
  await expect(
    page.getByRole('link', { name: m.healthOpenStore({ store: seller.storeName }) }),
  ).toBeVisible();

  // The seller, on a phone, is told and sees why.
  const phone = await browser.newContext(PHONE);
  const sellerPage = await phone.newPage();
  await openAs(sellerPage, seller, '/store-owner/performance');
  const step = sellerPage.getByTestId('health-step');
  await expect(step).toHaveAttribute('data-step', 'WARNED');
  await expect(step.getByText(m.healthStepWARNED())).toBeVisible();
  const mine = sellerPage.locator('[data-testid=health-figure][data-metric=LISTING_REJECTED]');
  await expect(mine.getByText(m.healthFixLISTING_REJECTED())).toBeVisible();
  await mine.getByRole('button', { name: m.healthShowItems() }).click();
  const items = mine.getByRole('list', {
    name: m.healthItemsLabel({ metric: m.healthMetricLISTING_REJECTED(), days: 30 }),
  });
  await expect(items.getByRole('link')).toHaveCount(5);
  const width = await sellerPage.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.viewport.width);
  const { violations } = await new AxeBuilder({ page: sellerPage }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  const first = await items.getByRole('link').first().textContent();
  await items.getByRole('link').first().click();
  await sellerPage.waitForURL((url) => url.pathname === '/store-owner/inventory/edit-product');
  await expect(sellerPage.getByLabel(m.name())).toHaveValue(first!);

  // The notice reached the console's bell.
  await sellerPage.getByRole('button', { name: startsWith(m.notifications()) }).click();
  await expect(
    sellerPage.getByText(m.healthWarnedTitle({ store: seller.storeName })).first(),
  ).toBeVisible();
  await phone.close();
});
