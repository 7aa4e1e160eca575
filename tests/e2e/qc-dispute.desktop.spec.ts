/** Decision 022: a seller disputes a failed quality check; an admin decides it with a reason. */
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
  await page.getByRole('button', { name: m.disputeThisCheck() }).click();
  const dialog = page.getByRole('dialog', {
    name: matching((what) => m.disputeQcOf({ what })),
  });
  await dialog.getByRole('button', { name: m.sendToTheAdmin() }).click();
  await expect(dialog.getByText(m.qcNoteRequired())).toBeVisible();
  await dialog
    .getByLabel(m.whyTheCheckIsWrong())
    .fill('The returned piece is not ours: wrong tag.');
  await dialog.getByRole('button', { name: m.sendToTheAdmin() }).click();
  await toast(page, m.disputeSent());
  await expect(page.getByTestId('order-item').first()).toContainText(
    `${m.dispute()} ${m.labelQcdisputeOpen()}`,
  );

  const admin = await browser.newPage();
  await admin.goto('/login?redirect=%2Fadmin%2Fdisputes');
  await signIn(admin, 'admin@demo.test');
  const card = admin.getByTestId('qc-dispute').filter({ hasText: 'Disputed Lehenga' });
  await expect(card).toContainText('The returned piece is not ours: wrong tag.');
  await card.getByRole('button', { name: m.decideForTheSeller() }).click();
  await expect(card.getByText(m.decisionReasonRequired())).toBeVisible();
  await card.getByLabel(m.reason()).fill('The photos show another brand’s tag.');
  await card.getByRole('button', { name: m.decideForTheSeller() }).click();
  await toast(admin, m.disputeDecided());
  await expect(admin.getByTestId('qc-dispute').filter({ hasText: 'Disputed Lehenga' })).toHaveCount(
    0,
  );
  await admin.getByLabel(m.status()).selectOption('OVERTURNED');
  await expect(
    admin.getByTestId('qc-dispute').filter({ hasText: 'Disputed Lehenga' }),
  ).toContainText('The photos show another brand’s tag.');
  await admin.close();

  await page.reload();
  await expect(page.getByTestId('order-item').first()).toContainText(
    `${m.dispute()} ${m.labelQcdisputeOverturned()}`,
  );
});
