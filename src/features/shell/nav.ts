import { History, MessageSquareWarning, Package, ShoppingBag, type LucideIcon } from 'lucide-react';
import type { Role } from '../../../domain/enums.ts';
import { PRODUCT_NAME } from '../../../domain/messages.ts';

/**
 * The seed's navigation. An entry whose screen has not landed yet stays hidden (`built: false`),
 * so the console never shows a dead link; each later issue flips its entries.
 */
export interface NavEntry {
  label: string;
  to: string;
  search?: Record<string, string>;
  built: boolean;
  icon?: LucideIcon;
  children?: NavEntry[];
}

export const STORE_OWNER_NAV: NavEntry[] = [
  { label: 'Orders', to: '/store-owner/orders', built: true, icon: ShoppingBag },
  { label: 'Inventory', to: '/store-owner/inventory', built: true, icon: Package },
  { label: 'Complaints', to: '/store-owner/complaints', built: true, icon: MessageSquareWarning },
  { label: 'Order History', to: '/store-owner/order-history', built: true, icon: History },
];

export const ADMIN_NAV: NavEntry[] = [
  {
    label: PRODUCT_NAME,
    to: '/admin/user',
    built: true,
    children: [
      { label: 'Users', to: '/admin/user', search: { role: 'admin' }, built: true },
      // Not in the seed's sidebar: the audit log the admin issue asks admins to be able to read.
      { label: 'Audit log', to: '/admin/audit', built: true },
    ],
  },
  {
    label: "Brand's",
    to: '/admin/organization',
    built: true,
    children: [
      { label: 'Users', to: '/admin/user', search: { role: 'seller' }, built: true },
      { label: 'Organizations', to: '/admin/organization', built: true },
      { label: 'Stores', to: '/admin/store', built: true },
      { label: 'Inventory', to: '/admin/inventory', built: true },
    ],
  },
];

export function navFor(role: Role | undefined): NavEntry[] {
  const entries = role === 'STORE_OWNER' ? STORE_OWNER_NAV : ADMIN_NAV;
  return entries
    .filter((e) => e.built)
    .map((e) => ({ ...e, children: e.children?.filter((c) => c.built) }));
}

export function dashboardPath(role: Role | undefined): '/store-owner' | '/admin' {
  return role === 'STORE_OWNER' ? '/store-owner' : '/admin';
}
