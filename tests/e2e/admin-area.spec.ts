/** The admin area's organisation and inventory screens, as an admin uses them. */
import { expect, test } from '@playwright/test';
import { m } from '../../domain/messages.ts';
import { approvedSeller, productViaApi } from './catalogue-support.ts';
import { signIn } from './support.ts';

test('an admin creates an organisation, puts a store in it, edits and deactivates it', async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'orgstore');
  const name = `Org ${Date.now()}`;
  await page.goto('/login?redirect=%2Fadmin%2Forganization');
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { name: m.organizations(), level: 1 })).toBeVisible();
  await page.getByRole('button', { name: m.newOrganisation() }).click();
  const create = page.getByRole('form', { name: m.organisation() });
  await create.getByRole('button', { name: m.createOrganisation() }).click();
  await expect(create.getByText(m.organisationNameRequired())).toBeVisible();
  await create.getByLabel(m.name()).fill(name);
  await create.getByLabel(m.gstNo()).fill('29ABCPE1234F1Z8');
  await create.getByLabel(m.pinCode()).fill('012345');
  await create.getByRole('button', { name: m.createOrganisation() }).click();
  await expect(create.getByText(m.gstinCheck())).toBeVisible();
  await expect(create.getByText(m.pinCodeFormat())).toBeVisible();
  await create.getByLabel(m.gstNo()).fill('29ABCPE1234F1Z7');
  await create.getByLabel(m.pinCode()).fill('560001');
  await create.getByLabel(m.state()).selectOption('Karnataka');
  await create.getByLabel(m.city()).fill('Bengaluru');
  await create.getByRole('button', { name: m.createOrganisation() }).click();
  const pane = page.getByRole('region', { name: m.organisation() });
  await expect(pane.getByRole('heading', { name })).toBeVisible();

  // The store joins it from the store's pane.
  await page.goto(`/admin/store?status=APPROVED&id=${seller.storeId}`);
  const store = page.getByRole('region', { name: m.store(), exact: true });
  await store.getByLabel(m.organisation()).selectOption({ label: name });
  await store.getByRole('button', { name: m.save() }).click();
  await expect(page.getByText(m.storeOrganisationSaved())).toBeVisible();

  await page.goto('/admin/organization');
  await page.getByLabel(m.searchByName()).fill(name.slice(4));
  await page.getByRole('list', { name: m.organisations() }).getByRole('button', { name }).click();
  await expect(pane.getByRole('region', { name: m.itsStores() })).toContainText('orgstore store');
  const edit = pane.getByRole('form', { name: m.editOrganisation() });
  await edit.getByLabel(m.city()).fill('Mysuru');
  await edit.getByRole('button', { name: m.saveChanges2() }).click();
  await expect(page.getByText(m.organisationSaved())).toBeVisible();
  await page.reload();
  await expect(
    pane.getByRole('form', { name: m.editOrganisation() }).getByLabel(m.city()),
  ).toHaveValue('Mysuru');
  await pane.getByRole('button', { name: m.deactivate() }).click();
  await expect(pane.getByText(m.reasonRequiredForAudit())).toBeVisible();
  await pane.getByLabel(m.reason()).fill('Business closed');
  await pane.getByRole('button', { name: m.deactivate() }).click();
  await expect(pane.getByTestId('organisation-state')).toHaveText(m.deactivated());

  // Every decision is in the audit log: who, when, what and why.
  await page.goto('/admin');
  await page.getByRole('link', { name: m.theWholeAuditLog() }).click();
  await expect(page.getByRole('heading', { name: m.auditLog(), level: 1 })).toBeVisible();
  const latest = page.getByTestId('audit-entry').first();
  // In words, naming the organisation rather than its id (decision 020).
  await expect(latest).toContainText(m.labelAuditactionOrgDeactivate());
  await expect(latest).toContainText(name);
  await expect(latest).toContainText('Business closed');
  await expect(latest).toContainText('admin@demo.test');
});

test("an admin searches every store's inventory by store, product and reference, low stock marked", async ({
  page,
  request,
}) => {
  const seller = await approvedSeller(request, 'adminstock');
  const name = `Adminstock Kurta ${Date.now()}`;
  // Stock 5 is at the seller's default low-stock threshold (5), so each entry is marked.
  const made = await productViaApi(request, seller, name, { colors: 2, sizes: 2 });
  await page.goto('/login?redirect=%2Fadmin%2Finventory');
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('heading', { name: m.inventory(), level: 1 })).toBeVisible();
  await page.getByLabel(m.storeName()).fill('adminstock sto');
  await page.getByLabel(m.productName()).fill(name.slice(11));
  const rows = page.getByTestId('admin-inventory-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('adminstock store');
  await expect(rows.first().getByTestId('low-stock')).toHaveText(m.lowStock());
  await page.getByLabel(m.referenceId()).fill(made.entries[0]!.id.slice(0, 8));
  await expect(rows).toHaveCount(1);
  await page.getByLabel(m.storeName()).fill('no such store anywhere');
  await expect(page.getByText(m.adminInventoryEmpty())).toBeVisible();
  // Back restores the previous search, and the boxes follow the address rather than fight it.
  await page.goBack();
  await expect(page.getByLabel(m.storeName())).toHaveValue('adminstock sto');
  await expect(rows).toHaveCount(1);
  await page.waitForTimeout(500); // longer than the search's debounce: nothing is pushed again
  await expect(page).toHaveURL(/store=adminstock/);
});
