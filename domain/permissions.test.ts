import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  ADMIN_ROLES,
  adminRoleMay,
  STORE_PERMISSIONS,
  STORE_ROLES,
  storeRoleMay,
  storeRolePermissions,
  type StorePermission,
} from './permissions.ts';

const holders = (permission: StorePermission) =>
  STORE_ROLES.filter((role) => storeRoleMay(role, permission));

describe('store roles (issue 49)', () => {
  it('gives the OWNER everything, and a MANAGER everything but ownership, KYC, bank and closing', () => {
    expect(storeRolePermissions('OWNER')).toEqual(STORE_PERMISSIONS);
    expect(STORE_PERMISSIONS.filter((p) => !storeRoleMay('MANAGER', p))).toEqual([
      'store.kyc',
      'store.bank',
      'store.close',
      'ownership.transfer',
    ]);
  });

  it('keeps money, KYC, bank and members from a PACKER and a CATALOGUER', () => {
    for (const role of ['PACKER', 'CATALOGUER'] as const)
      for (const permission of [
        'money.read',
        'store.kyc',
        'store.bank',
        'members.manage',
        'customers.contact',
      ] as const)
        expect(storeRoleMay(role, permission), `${role} ${permission}`).toBe(false);
  });

  it('lets a PACKER fulfil, label and check returns, and only read the catalogue', () => {
    for (const permission of [
      'orders.fulfil',
      'labels.print',
      'returns.qc',
      'orders.read',
    ] as const)
      expect(storeRoleMay('PACKER', permission)).toBe(true);
    expect(storeRoleMay('PACKER', 'catalogue.write')).toBe(false);
    expect(storeRoleMay('PACKER', 'stock.count')).toBe(false);
  });

  it('gives an ACCOUNTANT the money and read-only catalogue and orders', () => {
    expect(storeRolePermissions('ACCOUNTANT')).toEqual([
      'store.read',
      'catalogue.read',
      'orders.read',
      'money.read',
    ]);
  });

  it('has every permission held by the OWNER, and every member read the store', () => {
    for (const permission of STORE_PERMISSIONS) expect(holders(permission)).toContain('OWNER');
    expect(holders('store.read')).toEqual(STORE_ROLES);
    expect(holders('ownership.transfer')).toEqual(['OWNER']);
  });
});

describe('admin roles (issue 49)', () => {
  it('lets only SUPER_ADMIN and FINANCE reveal KYC, and only SUPER_ADMIN change platform settings', () => {
    expect(ADMIN_ROLES.filter((r) => adminRoleMay(r, 'kyc.reveal'))).toEqual([
      'SUPER_ADMIN',
      'FINANCE',
    ]);
    expect(ADMIN_ROLES.filter((r) => adminRoleMay(r, 'platform.settings'))).toEqual([
      'SUPER_ADMIN',
    ]);
  });

  it('gives SUPER_ADMIN everything, and SUPPORT no payouts', () => {
    for (const permission of ADMIN_PERMISSIONS)
      expect(adminRoleMay('SUPER_ADMIN', permission)).toBe(true);
    expect(adminRoleMay('SUPPORT', 'payouts.run')).toBe(false);
    expect(adminRoleMay('CATALOGUE', 'stores.review')).toBe(false);
  });
});
