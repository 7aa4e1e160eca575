import './browser-globals.ts';
import { describe, expect, it } from 'vitest';
import { adminRolePermissions, storeRoleMay, type AdminRole } from '../../domain/permissions.ts';
import { navFor } from '../../src/features/shell/nav.ts';
import { adminPagePermission, pagePermission, staffMay } from '../../src/lib/role-pages.ts';

describe('which seller pages a role opens (decision 051)', () => {
  it('names the permission of each page, the most specific first', () => {
    expect(pagePermission('/store-owner/orders/0b5c/invoice')).toBe('money.read');
    expect(pagePermission('/store-owner/orders/pack')).toBe('orders.fulfil');
    expect(pagePermission('/store-owner/orders/0b5c')).toBe('orders.read');
    expect(pagePermission('/store-owner/payouts/7f1e')).toBe('money.read');
    expect(pagePermission('/store-owner/inventory/import')).toBe('catalogue.sheets');
    expect(pagePermission('/store-owner/inventory')).toBe('catalogue.read');
    expect(pagePermission('/store-owner')).toBeNull();
    expect(pagePermission('/store-owner/profile')).toBeNull();
  });

  it('keeps a packer off money and the team, and a cataloguer off orders', () => {
    const opens = (role: 'PACKER' | 'CATALOGUER', path: string) => {
      const needed = pagePermission(path);
      return needed === null || storeRoleMay(role, needed);
    };
    expect(opens('PACKER', '/store-owner/orders')).toBe(true);
    expect(opens('PACKER', '/store-owner/manifest')).toBe(true);
    expect(opens('PACKER', '/store-owner/payments')).toBe(false);
    expect(opens('PACKER', '/store-owner/orders/0b5c/invoice')).toBe(false);
    expect(opens('PACKER', '/store-owner/team')).toBe(false);
    expect(opens('CATALOGUER', '/store-owner/orders')).toBe(false);
    expect(opens('CATALOGUER', '/store-owner/inventory/stock-take')).toBe(true);
  });
});

describe('which admin pages and menu entries a staff role has (decision 051)', () => {
  const admin = (role: AdminRole) => ({
    role: 'ADMIN' as const,
    adminPermissions: [...adminRolePermissions(role)],
  });
  const menu = (role: AdminRole) => navFor(admin(role)).map((e) => e.to);

  it('names the permission of each admin page; the dashboard is every role’s', () => {
    expect(adminPagePermission('/admin')).toBeNull();
    expect(adminPagePermission('/admin/store')).toBe('stores.review');
    expect(adminPagePermission('/admin/payouts')).toBe('money.read');
    expect(adminPagePermission('/admin/catalogue')).toBe('catalogue.manage');
    expect(adminPagePermission('/admin/user')).toBe('users.manage');
  });

  it('shows SUPPORT no payouts, FINANCE no catalogue, CATALOGUE neither stores nor users', () => {
    expect(menu('SUPER_ADMIN')).toContain('/admin/payouts');
    expect(menu('SUPPORT')).toEqual(expect.arrayContaining(['/admin/store', '/admin/user']));
    expect(menu('SUPPORT')).not.toContain('/admin/payouts');
    expect(menu('FINANCE')).toContain('/admin/payouts');
    expect(menu('FINANCE')).not.toContain('/admin/catalogue');
    expect(menu('CATALOGUE')).toContain('/admin/catalogue');
    expect(menu('CATALOGUE')).not.toContain('/admin/store');
    expect(menu('CATALOGUE')).not.toContain('/admin/user');
  });

  it('lets only FINANCE and the SUPER_ADMIN reveal KYC; a session saved before roles shows all', () => {
    expect(staffMay(admin('FINANCE'), 'kyc.reveal')).toBe(true);
    expect(staffMay(admin('SUPPORT'), 'kyc.reveal')).toBe(false);
    expect(staffMay({ role: 'ADMIN' }, 'kyc.reveal')).toBe(true);
    expect(staffMay({ role: 'STORE_OWNER', adminPermissions: [] }, 'kyc.reveal')).toBe(false);
  });
});
