/**
 * The platform's staff have roles (issue 49, decision 051): SUPPORT reviews stores but never
 * sees KYC in clear; FINANCE reveals it with a reason and a passkey, registered in Settings on a
 * Chromium virtual authenticator (CDP WebAuthn), and signs in with that passkey too. WebAuthn
 * needs a host name, so these pages are opened at `localhost`, the same server as 127.0.0.1.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { labelOf } from '../../domain/labels.ts';
import { ADMIN_ROLE_LABELS } from '../../domain/labels-admin.ts';
import { m } from '../../domain/messages.ts';
import { BASE_URL } from '../../playwright.config.ts';
import { approvedSeller } from './catalogue-support.ts';
import { apiToken, DEMO_PASSWORD, gql, signIn, toast } from './support.ts';

const LOCAL = BASE_URL.replace('127.0.0.1', 'localhost');
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** A browser of its own at `localhost`, with a platform authenticator that verifies its user. */
async function staffBrowser(browser: Browser, withAuthenticator: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL: LOCAL });
  const page = await context.newPage();
  if (withAuthenticator) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
  }
  return page;
}

/** The main menu: the sidebar on a desktop, the sheet it opens from the top bar on a phone. */
async function menu(page: Page) {
  const nav = page.getByRole('navigation', { name: m.mainNavigation() });
  const toggle = page.getByRole('button', { name: m.toggleNavigation() });
  // The top bar and the sidebar render together: once the bar is there, the sidebar is too on a
  // desktop (asked at once, a desktop's sidebar not yet rendered was taken for a phone's sheet).
  await expect(toggle).toBeVisible();
  if (await nav.isVisible()) return nav;
  await toggle.click();
  const sheet = page.getByRole('dialog', { name: m.mainNavigation() });
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * Removes the demo account's passkeys: a worker's server serves both projects, so the phone's run
 * of this test may have left FINANCE's passkey there (the desktop's authenticator then had none
 * to answer it with, and the reveal waited on the browser's prompt).
 */
async function withoutPasskeys(request: APIRequestContext, email: string) {
  const token = await apiToken(request, email, DEMO_PASSWORD);
  const mine = (await gql(request, `{ myPasskeys { id } }`, {}, token)).data as unknown as {
    myPasskeys: { id: string }[];
  };
  for (const { id } of mine.myPasskeys) {
    const removed = await gql(
      request,
      `mutation($id: ID!) { removePasskey(id: $id) }`,
      { id },
      token,
    );
    expect(removed.errors).toBeUndefined();
  }
}

const storePane = (page: Page) => page.getByRole('region', { name: m.store(), exact: true });

test('SUPPORT reviews a store but cannot reveal its KYC; FINANCE reveals it with a reason and a passkey, and signs in with it', async ({
  browser,
  request,
}) => {
  const seller = await approvedSeller(request, 'staffkyc');
  const storePath = `/admin/store?status=APPROVED&id=${seller.storeId}`;

  // SUPPORT: the store's review, masked KYC, no Reveal; no payouts in the menu or by address.
  const support = await staffBrowser(browser, false);
  await support.goto(`/login?redirect=${encodeURIComponent(storePath)}`);
  await signIn(support, 'support@demo.test');
  await expect(storePane(support)).toBeVisible();
  await expect(storePane(support).getByTestId('kyc')).toContainText('XXXX-XXXX-');
  await expect(storePane(support).getByRole('button', { name: m.revealKyc() })).toHaveCount(0);
  const supportMenu = await menu(support);
  await expect(supportMenu.getByRole('link', { name: m.stores() })).toBeVisible();
  await expect(supportMenu.getByRole('link', { name: m.payouts() })).toHaveCount(0);
  await support.keyboard.press('Escape');
  await support.goto('/admin/payouts');
  await expect(support.getByTestId('not-for-role')).toHaveText(
    m.staffRoleMayNotOpen({ role: labelOf(ADMIN_ROLE_LABELS, 'SUPPORT') }),
  );
  // The server refuses it too, saying why.
  const refused = await gql(
    request,
    `mutation($id: ID!) { revealStoreKyc(storeId: $id, reason: "Curious") { pan } }`,
    { id: seller.storeId },
    await apiToken(request, 'support@demo.test', DEMO_PASSWORD),
  );
  const [error] = refused.errors as { message: string; extensions: { code: string } }[];
  expect(error?.extensions.code).toBe('FORBIDDEN');
  expect(error?.message).toBe(m.staffRoleMayNot({ role: labelOf(ADMIN_ROLE_LABELS, 'SUPPORT') }));
  await support.context().close();

  // FINANCE: without a passkey the reveal says to register one first.
  await withoutPasskeys(request, 'finance@demo.test');
  const finance = await staffBrowser(browser, true);
  await finance.goto(`/login?redirect=${encodeURIComponent(storePath)}`);
  await signIn(finance, 'finance@demo.test');
  const pane = storePane(finance);
  await pane.getByLabel(m.reason()).fill('Payout bounced: bank asked to verify the account');
  await pane.getByRole('button', { name: m.revealKyc() }).click();
  await toast(finance, m.passkeyNoneRegistered());

  // A passkey registered in Settings, named.
  await finance.goto('/settings');
  const passkeys = finance.getByRole('region', { name: m.passkeys() });
  await expect(passkeys.getByText(m.passkeysNone())).toBeVisible();
  await passkeys.getByLabel(m.passkeyName()).fill('Finance desk');
  await passkeys.getByRole('button', { name: m.addPasskey() }).click();
  await toast(finance, m.passkeyAdded({ name: 'Finance desk' }));
  await expect(passkeys.getByRole('listitem')).toContainText('Finance desk');

  // The reveal: a reason, then the passkey's confirmation; the KYC in clear.
  await finance.goto(storePath);
  await pane.getByRole('button', { name: m.revealKyc() }).click();
  await expect(pane.getByText(m.reasonRequired())).toBeVisible();
  await pane.getByLabel(m.reason()).fill('Payout bounced: bank asked to verify the account');
  await pane.getByRole('button', { name: m.revealKyc() }).click();
  await expect(pane.getByRole('heading', { name: `${m.kyc()} ${m.revealed()}` })).toBeVisible();
  const gstin = pane.getByTestId('kyc').locator('dd').first();
  await expect(gstin).toHaveText(GSTIN);
  // Audited with the reason and the passkey it was confirmed with.
  const audit = await gql(
    request,
    `{ auditLog(limit: 5) { items { action reason subjectId actorEmail } } }`,
    {},
    await apiToken(request, 'admin@demo.test', DEMO_PASSWORD),
  );
  const entries = (
    audit.data as unknown as {
      auditLog: { items: { action: string; reason: string; subjectId: string }[] };
    }
  ).auditLog.items;
  expect(entries).toContainEqual(
    expect.objectContaining({
      action: 'KYC_REVEAL',
      subjectId: seller.storeId,
      reason: `Payout bounced: bank asked to verify the account · ${m.passkeyAuditNote({ name: 'Finance desk' })}`,
    }),
  );

  // Signed out, FINANCE signs in again with the passkey alone.
  await finance.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await finance.goto('/login');
  await finance.getByRole('button', { name: m.signInWithPasskey() }).click();
  await expect(finance).toHaveURL(/\/admin$/);
  await expect((await menu(finance)).getByRole('link', { name: m.payouts() })).toBeVisible();
  await finance.context().close();
});
