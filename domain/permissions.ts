/**
 * Who may do what (issue 49, decision 051): a store's members and the platform's staff each hold
 * a role, and a role is a named set of permissions, written here once. The server's one
 * ownership rule (`@owns`) asks `storeRoleMay` or `adminRoleMay`; the console hides what the
 * viewer's role may not do with the same functions. A new permission is added to its list below
 * and to the roles that hold it; the tests hold the rules the issue sets (a store always has an
 * OWNER, a MANAGER is everything but ownership, KYC and bank, a PACKER sees no money).
 */

/** What a member of a store may do there. */
export const STORE_PERMISSIONS = [
  /** The store's name, status and settings as read; every member. */
  'store.read',
  /** Edits the store's profile, policies, pause and thresholds. */
  'store.settings',
  /** Adds, edits and archives the store's pickup locations (issue 51). */
  'locations.manage',
  /** KYC documents and numbers: read, change. */
  'store.kyc',
  /** Bank account and UPI: read, change. */
  'store.bank',
  /** Closes the store. */
  'store.close',
  /** Invites, re-sends, changes a role, removes a member (never the OWNER). */
  'members.manage',
  /** Hands the store's ownership to another member. */
  'ownership.transfer',
  /** Reads the store's activity, by member. */
  'activity.read',
  /** Reads products, variants and stock. */
  'catalogue.read',
  /** Adds and edits products, variants, prices and stock. */
  'catalogue.write',
  /** Imports and exports the catalogue's sheets. */
  'catalogue.sheets',
  /** Counts stock (a stock take). */
  'stock.count',
  /** Sends and receives stock transfers between the store's locations (issue 51). */
  'stock.transfer',
  /** Prints labels (product and shipping). */
  'labels.print',
  /** Reads orders and their items, with each order's amount. */
  'orders.read',
  /** Moves items up to shipped, the pickup manifest, pack by scan. */
  'orders.fulfil',
  /** Cancels items and answers complaints. */
  'orders.service',
  /** Checks returned items (QC). */
  'returns.qc',
  /** Reads a customer's phone and full address beyond what a label needs. */
  'customers.contact',
  /** The ledger, payouts, statements, invoices, credit notes and the filing pack. */
  'money.read',
] as const;
export type StorePermission = (typeof STORE_PERMISSIONS)[number];

export const STORE_ROLES = ['OWNER', 'MANAGER', 'CATALOGUER', 'PACKER', 'ACCOUNTANT'] as const;
export type StoreRole = (typeof STORE_ROLES)[number];

/** What only the OWNER holds: a MANAGER holds every other permission. */
const OWNER_ONLY: readonly StorePermission[] = [
  'store.kyc',
  'store.bank',
  'store.close',
  'ownership.transfer',
];

const STORE_ROLE_PERMISSIONS: Record<StoreRole, readonly StorePermission[]> = {
  OWNER: STORE_PERMISSIONS,
  MANAGER: STORE_PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  CATALOGUER: [
    'store.read',
    'catalogue.read',
    'catalogue.write',
    'catalogue.sheets',
    'stock.count',
    'stock.transfer',
    'labels.print',
  ],
  PACKER: [
    'store.read',
    'catalogue.read',
    'stock.transfer',
    'labels.print',
    'orders.read',
    'orders.fulfil',
    'returns.qc',
  ],
  ACCOUNTANT: ['store.read', 'catalogue.read', 'orders.read', 'money.read'],
};

/** How long an invitation's link works (a re-send gives it as long again). */
export const INVITATION_TTL_DAYS = 7;

/** The roles an invitation may give: ownership is handed over, never given by a link. */
export const MEMBER_ROLES = STORE_ROLES.filter((r) => r !== 'OWNER');

/** Whether a store's member in `role` may do `permission` there. */
export const storeRoleMay = (role: StoreRole, permission: StorePermission): boolean =>
  STORE_ROLE_PERMISSIONS[role].includes(permission);

/** The permissions of `role`, in STORE_PERMISSIONS' order. */
export const storeRolePermissions = (role: StoreRole): readonly StorePermission[] =>
  STORE_ROLE_PERMISSIONS[role];

/**
 * What a store's people hear about (issue 49), each topic with the permission that concerns it:
 * news of a topic goes to the OWNER and to each member whose role holds its permission (new
 * orders and holds to those who pack, payouts to those who keep the books).
 */
export const STORE_NOTICE_TOPICS = {
  ORDERS: 'orders.fulfil',
  RETURNS: 'returns.qc',
  COMPLAINTS: 'orders.service',
  PAYOUTS: 'money.read',
  /** A listing refused by the platform's review (issue 50): those who fix the catalogue. */
  LISTINGS: 'catalogue.write',
} as const satisfies Record<string, StorePermission>;
export type StoreNoticeTopic = keyof typeof STORE_NOTICE_TOPICS;
export const STORE_NOTICE_TOPIC_NAMES = Object.keys(STORE_NOTICE_TOPICS) as [
  StoreNoticeTopic,
  ...StoreNoticeTopic[],
];

/** How a person hears of a topic: in the console, by mail; one setting per person and store. */
export interface NoticeSetting {
  inConsole: boolean;
  byMail: boolean;
}

/** Until a person says otherwise: in the console, and no mail. */
export const NOTICE_DEFAULT: NoticeSetting = { inConsole: true, byMail: false };

/** The topics a member in `role` hears about, in STORE_NOTICE_TOPICS' order. */
export const storeNoticeTopicsFor = (role: StoreRole): StoreNoticeTopic[] =>
  STORE_NOTICE_TOPIC_NAMES.filter((t) => storeRoleMay(role, STORE_NOTICE_TOPICS[t]));

/**
 * The permission an item move to `to` needs: packing and shipping are fulfilment, receiving a
 * return and its quality check are the returns' check, and the rest (a seller's cancellation,
 * delivery, RTO) is the service of an order.
 */
export function itemMovePermission(to: string): StorePermission {
  if (to === 'PROCESSING' || to === 'SHIPPED') return 'orders.fulfil';
  if (to === 'RETURN_PICKED' || to === 'QC_PASSED' || to === 'QC_FAILED') return 'returns.qc';
  return 'orders.service';
}

/** What the platform's staff may do. */
export const ADMIN_PERMISSIONS = [
  /** The overview, and any store's catalogue, orders, team and activity as read; all staff. */
  'platform.read',
  /** Reviews, approves, deactivates stores; reads their masked details. */
  'stores.review',
  /** Lists, blocks and unblocks users; organisations. */
  'users.manage',
  /** Complaints and QC disputes. */
  'complaints.decide',
  /** Reveals a store's KYC in full (with a reason and a passkey). */
  'kyc.reveal',
  /** A store's ledger, payments, statements and filing pack; the platform's payouts and filing. */
  'money.read',
  /** Payout runs, UTRs, commission rates. */
  'payouts.run',
  /** Categories, colours, sizes and their names; listing review. */
  'catalogue.manage',
  /** Platform settings and the staff's own roles. */
  'platform.settings',
  /** The audit log. */
  'audit.read',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

export const ADMIN_ROLES = ['SUPER_ADMIN', 'SUPPORT', 'FINANCE', 'CATALOGUE'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const ADMIN_ROLE_PERMISSIONS: Record<AdminRole, readonly AdminPermission[]> = {
  SUPER_ADMIN: ADMIN_PERMISSIONS,
  SUPPORT: ['platform.read', 'stores.review', 'users.manage', 'complaints.decide', 'audit.read'],
  FINANCE: [
    'platform.read',
    'stores.review',
    'kyc.reveal',
    'money.read',
    'payouts.run',
    'audit.read',
  ],
  CATALOGUE: ['platform.read', 'catalogue.manage', 'audit.read'],
};

/**
 * What a member of the staff needs to act on a store's object where a member needs `permission`
 * (the same `@owns` and REST checks serve both): reading is everyone's, money is FINANCE's, a
 * catalogue's edit is CATALOGUE's, moving an order's items is SUPPORT's, and the store's own
 * settings, team and KYC are reviewed stores' business.
 */
const ADMIN_PERMISSION_FOR: Record<StorePermission, AdminPermission> = {
  'store.read': 'platform.read',
  'store.settings': 'stores.review',
  'locations.manage': 'stores.review',
  'store.kyc': 'stores.review',
  'store.bank': 'stores.review',
  'store.close': 'stores.review',
  'members.manage': 'stores.review',
  'ownership.transfer': 'stores.review',
  'activity.read': 'platform.read',
  'catalogue.read': 'platform.read',
  'catalogue.write': 'catalogue.manage',
  'catalogue.sheets': 'catalogue.manage',
  'stock.count': 'catalogue.manage',
  'stock.transfer': 'catalogue.manage',
  'labels.print': 'platform.read',
  'orders.read': 'platform.read',
  'orders.fulfil': 'complaints.decide',
  'orders.service': 'complaints.decide',
  'returns.qc': 'complaints.decide',
  'customers.contact': 'platform.read',
  'money.read': 'money.read',
};

/** The staff's permission that stands for a store's `permission` (see ADMIN_PERMISSION_FOR). */
export const adminPermissionFor = (permission: StorePermission): AdminPermission =>
  ADMIN_PERMISSION_FOR[permission];

/** Whether a member of the platform's staff in `role` may do `permission`. */
export const adminRoleMay = (role: AdminRole | null, permission: AdminPermission): boolean =>
  role !== null && ADMIN_ROLE_PERMISSIONS[role].includes(permission);

/** The permissions of the staff's `role`, in ADMIN_PERMISSIONS' order. */
export const adminRolePermissions = (role: AdminRole): readonly AdminPermission[] =>
  ADMIN_ROLE_PERMISSIONS[role];
