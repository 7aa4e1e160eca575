/**
 * Decisions 022 and 054: a seller disputes a failed quality check, now one kind of claim; support
 * decides it with a reason, from the queue the old address still opens.
 */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import {
  approvedSeller,
  moveViaApi,
  openAs,
  orderViaApi,
  productViaApi,
} from './catalogue-support.ts';
import { matching, signIn, toast } from './support.ts';

test('a failed QC is disputed by the seller and decided for them by an admin', async ({
  page,
  browser,
  request,
}) => {
  const seller = await approvedSeller(request, 'dispute');
  const product = await productViaApi(request, seller, 'Disputed Lehenga');
  const { orderId } = await orderViaApi(request, product);
  for (const status of [
    'PROCESSING',
    'SHIPPED',
    'DELIVERED',
    'RETURN_REQUESTED',
    'RETURN_PICKED',
    'RETURNED',
    'QC_FAILED',
  ])
    await moveViaApi(request, seller, product, orderId, status);
  await openAs(page, seller, `/store-owner/orders/${orderId}`);
  await page.getByRole('button', { name: m.fileAClaim() }).click();
  const dialog = page.getByRole('dialog', { name: matching((what) => m.claimOn({ what })) });
  await dialog.getByLabel(m.claimKind()).selectOption('QC_DISPUTE');
  await dialog.getByRole('button', { name: m.fileClaim() }).click();
  await expect(dialog.getByText(m.claimNoteRequired())).toBeVisible();
  await dialog.getByLabel(m.whatHappened()).fill('The returned piece is not ours: wrong tag.');
  await dialog.getByRole('button', { name: m.fileClaim() }).click();
  await toast(page, m.claimFiled());
  const claimed = (status: string) => m.claimOnItem({ kind: m.labelClaimkindQcDispute(), status });
  await expect(page.getByTestId('item-claim').first()).toContainText(
    claimed(m.labelClaimstatusOpen()),
  );

  const admin = await browser.newPage();
  await admin.goto('/login?redirect=%2Fadmin%2Fdisputes');
  await signIn(admin, 'admin@demo.test');
  await admin.waitForURL((url) => url.pathname === '/admin/claims');
  await expect(admin.getByLabel(m.claimKind())).toHaveValue('QC_DISPUTE');
  const card = admin.getByTestId('claim').filter({ hasText: 'Disputed Lehenga' });
  await expect(card).toContainText('The returned piece is not ours: wrong tag.');
  await card.getByRole('button', { name: m.decideClaim() }).click();
  // Nothing is chosen for the admin: a reason alone decides nothing.
  await expect(card.getByText(m.claimDecisionRequired())).toBeVisible();
  await expect(card.getByText(m.claimReasonRequired())).toBeVisible();
  await card.getByLabel(m.labelClaimdecisionAccept()).check();
  await card.getByLabel(m.reason()).fill('The photos show another brand’s tag.');
  await card.getByRole('button', { name: m.decideClaim() }).click();
  await toast(admin, m.claimDecidedToast());
  await expect(admin.getByTestId('claim').filter({ hasText: 'Disputed Lehenga' })).toHaveCount(0);
  await admin.getByLabel(m.status()).selectOption('ACCEPTED');
  await expect(admin.getByTestId('claim').filter({ hasText: 'Disputed Lehenga' })).toContainText(
    'The photos show another brand’s tag.',
  );
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('item-claim').first()).toContainText(
    claimed(m.labelClaimstatusAccepted()),
  );
});
