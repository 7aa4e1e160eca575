import { describe, expect, it } from 'vitest';
import { storeRoleMay } from '../../domain/permissions.ts';
import { pagePermission } from '../../src/lib/role-pages.ts';

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
