import { m, type Message } from '../../../domain/messages.ts';
import {
  Building2,
  ClipboardCheck,
  Gauge,
  History,
  IndianRupee,
  MessageSquareWarning,
  Package,
  Scale,
  ScrollText,
  ShieldCheck,
  Shirt,
  ShoppingBag,
  Store,
  Undo2,
  UserPlus,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '../../../domain/enums.ts';
import type { AdminPermission, StorePermission } from '../../../domain/permissions.ts';
import type { SessionUser } from '../../lib/session.ts';
import { staffMay } from '../../lib/role-pages.ts';
import { mayIn } from '../../lib/current-store.ts';

/**
 * The seed's navigation. An entry whose screen has not landed yet stays hidden (`built: false`),
 * so the console never shows a dead link; each later issue flips its entries.
 */
export interface NavEntry {
  /** Rendered as the menu draws, in the current language. */
  label: Message;
  to: string;
  search?: Record<string, string>;
  built: boolean;
  icon?: LucideIcon;
  children?: NavEntry[];
  /** What the seller's role must be allowed in the current store to see the entry (decision 051). */
  may?: StorePermission;
  /** What an admin's staff role must hold to see the entry (decision 051). */
  staff?: AdminPermission;
}

export const STORE_OWNER_NAV: NavEntry[] = [
  {
    label: m.orders,
    may: 'orders.read',
    to: '/store-owner/orders',
    built: true,
    icon: ShoppingBag,
  },
  // Decision 022: returns and RTOs on their way back, and their quality checks.
  {
    label: m.returns,
    may: 'orders.read',
    to: '/store-owner/returns',
    built: true,
    icon: Undo2,
  },
  // Decision 054: claims on returns and RTOs that came back wrong, and their decisions.
  {
    label: m.navClaims,
    may: 'returns.qc',
    to: '/store-owner/claims',
    built: true,
    icon: Scale,
  },
  {
    label: m.inventory,
    may: 'catalogue.read',
    to: '/store-owner/inventory',
    built: true,
    icon: Package,
  },
  {
    label: m.complaints,
    may: 'orders.read',
    to: '/store-owner/complaints',
    built: true,
    icon: MessageSquareWarning,
  },
  {
    label: m.orderHistory,
    may: 'orders.read',
    to: '/store-owner/order-history',
    built: true,
    icon: History,
  },
  // Decision 022: what the seller is paid, line by line.
  {
    label: m.payments,
    may: 'money.read',
    to: '/store-owner/payments',
    built: true,
    icon: IndianRupee,
  },
  // Decision 053: how the store does against the platform's limits.
  {
    label: m.navPerformance,
    may: 'store.read',
    to: '/store-owner/performance',
    built: true,
    icon: Gauge,
  },
  // Decision 055: the store's address and its other shops and godowns.
  {
    label: m.navLocations,
    may: 'store.read',
    to: '/store-owner/locations',
    built: true,
    icon: Warehouse,
  },
  // Decision 051: the store's members and invitations, for those who manage them.
  {
    label: m.team,
    may: 'members.manage',
    to: '/store-owner/team',
    built: true,
    icon: UserPlus,
  },
];

/**
 * The admin's desk (decision 020): one flat list with icons, each screen once, so one entry is
 * highlighted at a time. (The seed grouped them under "Threadline" and "Brand's", with Users in
 * both; the two user lists are now Sellers and Admins.)
 */
export const ADMIN_NAV: NavEntry[] = [
  {
    label: m.stores,
    staff: 'stores.review',
    to: '/admin/store',
    built: true,
    icon: Store,
  },
  {
    label: m.organizations,
    staff: 'users.manage',
    to: '/admin/organization',
    built: true,
    icon: Building2,
  },
  {
    label: m.sellers,
    staff: 'users.manage',
    to: '/admin/user',
    search: { role: 'seller' },
    built: true,
    icon: Users,
  },
  {
    label: m.admins,
    staff: 'users.manage',
    to: '/admin/user',
    search: { role: 'admin' },
    built: true,
    icon: ShieldCheck,
  },
  {
    label: m.inventory,
    staff: 'platform.read',
    to: '/admin/inventory',
    built: true,
    icon: Package,
  },
  // Decision 034: the palette, size systems and what each category takes.
  {
    label: m.adminCatalogue,
    staff: 'catalogue.manage',
    to: '/admin/catalogue',
    built: true,
    icon: Shirt,
  },
  // Issue 50: listings waiting for review before buyers see them.
  {
    label: m.listingReview,
    staff: 'catalogue.manage',
    to: '/admin/listings',
    built: true,
    icon: ClipboardCheck,
  },
  // Issue 50: stores over the platform's limits, and any store's Performance page.
  {
    label: m.navHealth,
    staff: 'platform.read',
    to: '/admin/health',
    built: true,
    icon: Gauge,
  },
  // Decision 054: sellers' claims, the QC disputes of decision 022 among them.
  {
    label: m.navClaims,
    staff: 'complaints.decide',
    to: '/admin/claims',
    built: true,
    icon: Scale,
  },
  {
    label: m.payouts,
    staff: 'money.read',
    to: '/admin/payouts',
    built: true,
    icon: IndianRupee,
  },
  // Not in the seed's sidebar: the audit log the admin issue asks admins to be able to read.
  {
    label: m.auditLog,
    staff: 'audit.read',
    to: '/admin/audit',
    built: true,
    icon: ScrollText,
  },
];

/**
 * The role's entries; a seller's only those their role in `store` may open (none needs a store
 * before one is chosen: the entries then show as for its owner), an admin's those their staff
 * role may.
 */
export function navFor(
  user: Pick<SessionUser, 'role' | 'adminPermissions'> | null | undefined,
  store?: { myPermissions?: readonly string[] | null } | null,
): NavEntry[] {
  const role = user?.role;
  const entries = role === 'STORE_OWNER' ? STORE_OWNER_NAV : ADMIN_NAV;
  const shown = (e: NavEntry) =>
    e.built &&
    (!e.may || !store || mayIn(store, e.may)) &&
    (!e.staff || role !== 'ADMIN' || staffMay(user, e.staff));
  return entries.filter(shown).map((e) => ({ ...e, children: e.children?.filter(shown) }));
}

export function dashboardPath(role: Role | undefined): '/store-owner' | '/admin' {
  return role === 'STORE_OWNER' ? '/store-owner' : '/admin';
}
