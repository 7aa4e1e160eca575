/**
 * Issue 50: listings reviewed before buyers see them. A seller's new product is refused by the
 * platform's review with a reason, fixed and sent again; the reviewer sees what changed and the
 * last refusal's reason, approves it, and the seller sees it live with its history.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { PHONE } from '../../playwright.config.ts';
import { approvedSeller, openAs, productViaApi } from './catalogue-support.ts';
import { signIn, toast } from './support.ts';

/** The queue of one store's listings, as the demo's SUPER_ADMIN works it. */
async function openQueue(page: Page, storeId: string) {
  const to = `/admin/listings?forStore=${storeId}`;
  if (!page.url().includes('/admin/')) {
    await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
    await signIn(page, 'admin@demo.test');
    await page.waitForURL((url) => url.pathname === '/admin/listings');
  } else await page.goto(to);
  await expect(page.getByRole('heading', { name: m.listingTrustTitle() })).toBeVisible();
}

/** Nothing on the screen is narrower than a thumb, or wider than the phone. */
async function fitsThePhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const small = await page
    .locator('main button:visible, main input[type=checkbox]:visible, main a:visible')
    .evaluateAll((els) =>
      els
        .map((el) => {
          const box = (el.closest('label') ?? el).getBoundingClientRect();
          return { text: el.textContent?.trim() || el.getAttribute('aria-label'), box };
        })
        .filter(({ box }) => box.height < 44 || box.width < 44)
        .map(({ text, box }) => `${text} ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
  expect(small).toEqual([]);
}

test('a refused listing is fixed and resubmitted by its seller, and approved by the reviewer', async ({
  page,
  browser,
  request,
}) => {
  const seller = await approvedSeller(request, 'review');
  const product = await productViaApi(request, seller, 'Blurry Kurta', { inReview: true });

  // The reviewer refuses it: a reason is required, and the note goes to the seller.
  await openQueue(page, seller.storeId);
  const card = page.getByRole('region', { name: 'Blurry Kurta' });
  await expect(card.getByText(m.listingNewProduct())).toBeVisible();
  await expect(
    card.getByRole('img', { name: m.productImageN({ name: 'Blurry Kurta', n: 1 }) }),
  ).toBeVisible();
  await card.getByRole('button', { name: m.listingReject() }).click();
  await expect(card.getByRole('alert')).toHaveText(m.listingReasonRequired());
  await card.getByRole('checkbox', { name: m.listingReasonPHOTO_BLURRED() }).check();
  await card.getByLabel(m.listingNote()).fill('The first photo is out of focus.');
  if (page.viewportSize()!.width <= 400) await fitsThePhone(page);
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await card.getByRole('button', { name: m.listingReject() }).click();
  await toast(page, m.listingRejectedDone());
  await expect(page.getByText(m.listingQueueEmptyFiltered())).toBeVisible();

  // The seller sees why, on the inventory and on the product, and fixes it.
  const phone = await browser.newContext(PHONE);
  const sellerPage = await phone.newPage();
  await openAs(sellerPage, seller, '/store-owner/inventory');
  await expect(
    sellerPage.getByText(m.listingRejectedWith({ reasons: m.listingReasonPHOTO_BLURRED() })),
  ).toBeVisible();
  await sellerPage.goto(`/store-owner/inventory/edit-product?id=${product.id}`);
  const review = sellerPage.getByRole('region', { name: m.listingReview() });
  await expect(review.getByText(m.listingRejectedHint())).toBeVisible();
  await expect(review.getByText('The first photo is out of focus.')).toBeVisible();
  const text = sellerPage.getByRole('region', { name: m.product() });
  // Offline, the product's words wait for a connection, and the page says so before a tap.
  await phone.setOffline(true);
  await expect(text.getByText(m.productTextNeedsConnection())).toBeVisible();
  await phone.setOffline(false);
  await expect(text.getByText(m.productTextNeedsConnection())).toHaveCount(0);
  await text.getByLabel(m.name()).fill('Sharp Kurta');
  await text.getByRole('button', { name: m.updateProduct() }).click();
  await toast(sellerPage, m.productUpdated());
  await expect(review.getByTestId('listing-state')).toHaveText(m.listingStateIN_REVIEW());
  await expect(review.getByText(m.listingNewInReviewHint())).toBeVisible();

  // The reviewer sees the resubmission with its last refusal's reason, and approves it.
  await openQueue(page, seller.storeId);
  const again = page.getByRole('region', { name: 'Sharp Kurta' });
  await expect(
    again.getByText(`${m.listingLastRejectedFor()}: ${m.listingReasonPHOTO_BLURRED()}`),
  ).toBeVisible();
  // Still a new product to buyers: nothing of it has been live. Beside it, the refused version.
  await expect(again.getByText(m.listingNewProduct())).toBeVisible();
  await expect(
    again.getByText(m.listingChangedSinceRefused({ fields: m.listingFieldname() })),
  ).toBeVisible();
  await expect(again.getByRole('region', { name: m.listingRefusedVersion() })).toContainText(
    'Blurry Kurta',
  );
  await again.getByRole('button', { name: m.listingApprove() }).click();
  await toast(page, m.listingApproved());
  await expect(page.getByText(m.listingQueueEmptyFiltered())).toBeVisible();

  // The store's edits may skip review: the admin's choice is saved once, and shown as saved.
  const trust = page.getByRole('region', {
    name: m.listingTrustTitleOf({ store: seller.storeName }),
  });
  await trust.getByRole('radio', { name: m.listingTrustAlways() }).check();
  await trust.getByRole('button', { name: m.listingTrustSave() }).click();
  await toast(page, m.listingTrustSaved());
  await expect(trust.getByText(m.listingTrustTrusted())).toBeVisible();
  await page.reload();
  await expect(trust.getByRole('radio', { name: m.listingTrustAlways() })).toBeChecked();
  await trust.getByRole('radio', { name: m.listingTrustByRule() }).check();
  await trust.getByRole('button', { name: m.listingTrustSave() }).click();
  await expect(trust.getByText(m.listingTrustReviewed())).toBeVisible();

  // Live for buyers; the history keeps both decisions.
  await sellerPage.reload();
  await expect(review.getByTestId('listing-state')).toHaveText(m.listingStateLIVE());
  await expect(review.getByTestId('listing-history')).toHaveCount(2);
  await expect(review.getByTestId('listing-history').first()).toContainText(
    m.listingDecisionAPPROVED(),
  );
  await phone.close();
});
