/**
 * The authorization matrix (decision 023): every Query and Mutation field of schema.graphql against
 * every kind of caller, each cell the outcome expected through the real server.
 *
 * - ok: the call succeeds (data, no error);
 * - 401 UNAUTHENTICATED, 403 FORBIDDEN, 404 NOT_FOUND.
 *
 * Each caller acts on its own target (authorization-matrix.test.ts builds them):
 * - anon: no token, on store A's objects;
 * - cust: a customer, on store A's objects and their own orders there;
 * - own: the owner of store A on store A;
 * - other: the same owner on store B, another owner's approved store;
 * - pend: the owner of a store still PENDING, on that store (its products and orders are A's:
 *   a pending store has none);
 * - deact: the owner of a DEACTIVATED store, on that store and its products and orders;
 * - admin: an admin, on store A;
 * - block: a blocked store owner, on their own store, with a token signed at their current version;
 * - stale: store A's owner with a token signed before a password reset;
 * - mgr, cat, pack, acct: store A's MANAGER, CATALOGUER, PACKER and ACCOUNTANT (decision 051), on
 *   store A's objects (a new store they act on is A's owner's, with them in the same role);
 * - sup, fin, catl: the platform's SUPPORT, FINANCE and CATALOGUE staff (`admin` is a
 *   SUPER_ADMIN), on store A, as `admin`; the admins who may reveal KYC have a passkey.
 *
 * A field added to the schema fails the test until it has a row here.
 */
export const CALLERS = [
  'anon',
  'cust',
  'own',
  'other',
  'pend',
  'deact',
  'admin',
  'block',
  'stale',
  'mgr',
  'cat',
  'pack',
  'acct',
  'sup',
  'fin',
  'catl',
] as const;
export type Caller = (typeof CALLERS)[number];
export type Outcome = 'ok' | '401' | '403' | '404';

const any = '401 ok  ok  ok  ok  ok  ok  401 401';
const adminOnly = '401 403 403 403 403 403 ok  401 401';
const storeRead = '401 403 ok  404 ok  ok  ok  401 401';
const sellerWrite = '401 403 ok  404 ok  ok  403 401 401';
const sellerObject = '401 403 ok  404 404 ok  ok  401 401';
const sellerOwnObject = '401 403 ok  404 404 ok  403 401 401';
const customerOwn = '401 ok  403 403 403 403 403 401 401';
const open = 'ok  ok  ok  ok  ok  ok  ok  ok  ok';
const storeTeam = '401 403 ok  404 ok  ok  ok  401 401';

// Store A's members, by role (domain/permissions.ts), each on store A: what the role may do.
//                       mgr cat pack acct
const everyone = 'ok  ok  ok  ok';
const none = '403 403 403 403';
const managerOnly = 'ok  403 403 403';
const catalogue = 'ok  ok  403 403';
const sheets = 'ok  ok  403 403';
const ordersRead = 'ok  403 ok  ok';
const fulfil = 'ok  403 ok  403';
const money = 'ok  403 403 ok';
const transfer = 'ok  ok  ok  403';

// The platform's staff beside the SUPER_ADMIN, each on store A: what the staff role may do.
// A row without this column answers them as it answers `admin` (a field for every signed-in
// person, or one no admin may call).
//                         sup fin catl
const staffAll = 'ok  ok  ok'; // the overview, any store's catalogue and orders; the audit log
const staffReview = 'ok  ok  403'; // stores' review
const staffSupport = 'ok  403 403'; // users, organisations, complaints and disputes
const staffFinance = '403 ok  403'; // money, payouts, KYC reveal
const staffCatalogue = '403 403 ok'; // categories, colours, sizes, their names; store catalogues
const superOnly = '403 403 403'; // platform settings, staff roles

// Each row: the nine callers above, then store A's members (mgr cat pack acct), then the staff
// (sup fin catl) where they differ from `admin`.
//                                 anon cust own other pend deact admin block stale
export const MATRIX: Record<string, readonly [string, string, string?]> = {
  'Query.me': [any, everyone],
  // A member reads only their own user, not the owner's.
  'Query.user': ['401 404 ok  404 ok  ok  ok  401 401', '404 404 404 404'],
  'Query.users': [adminOnly, none, staffSupport],
  'Query.productCategories': [any, everyone],
  'Query.colors': [any, everyone],
  'Query.productSizes': [any, everyone],
  'Query.sizeSystems': [any, everyone],
  'Query.storeShades': [storeRead, everyone, staffAll],
  'Query.notifications': [any, everyone],
  'Query.adminInventory': [adminOnly, none, staffAll],
  'Query.storeInventoryTC': [storeRead, everyone, staffAll],
  'Query.storeProducts': [storeRead, everyone, staffAll],
  'Query.storeVariants': [sellerWrite, everyone],
  'Query.storeLocationStock': [sellerWrite, everyone],
  'Query.catalogueImport': [sellerWrite, sheets],
  'Query.product': [sellerObject, everyone, staffAll],
  'Query.supportContact': [open, everyone],
  'Query.storeOrdersTC': [storeRead, ordersRead, staffAll],
  'Query.dispatchCounts': [storeRead, ordersRead, staffAll],
  'Query.pickupManifest': [storeRead, fulfil, staffAll],
  'Query.qcDisputes': [adminOnly, none, staffSupport],
  'Query.storePayments': [storeRead, money, staffFinance],
  'Query.storeLedger': [storeRead, money, staffFinance],
  'Query.ledgerCsv': [storeRead, money, staffFinance],
  'Query.storeLedgerPage': [storeRead, money, staffFinance],
  'Query.filingPack': [storeRead, money, staffFinance],
  'Query.platformFiling': [adminOnly, none, staffFinance],
  // Store A's payout, asked through each caller's own store: only A's owner and an admin find it.
  'Query.payoutStatement': ['401 403 ok  404 404 404 ok  401 401', money, staffFinance],
  'Query.adminPayouts': [adminOnly, none, staffFinance],
  'Query.orderDetails': ['401 ok  ok  404 404 ok  ok  401 401', ordersRead],
  'Query.orderInvoice': [sellerObject, money, staffFinance],
  'Query.storeRevenue': [storeRead, money, staffFinance],
  'Query.storeInsights': [storeRead, money, staffFinance],
  'Query.storeOrderHistory': [storeRead, ordersRead, staffAll],
  'Query.storeComplaints': [storeRead, ordersRead, staffAll],
  'Query.shopProducts': [customerOwn, none],
  'Query.stores': [adminOnly, none, staffReview],
  'Query.adminOverview': [adminOnly, none, staffAll],
  'Query.gstinStateMismatches': [adminOnly, none, staffReview],
  'Query.platformSettings': [adminOnly, none, staffAll],
  'Query.auditLog': [adminOnly, none, staffAll],
  'Query.organisations': [adminOnly, none, staffSupport],
  'Query.organisation': [adminOnly, none, staffSupport],
  'Query.myOrders': [customerOwn, none],

  'Mutation.login': [open, everyone],
  'Mutation.sendRegistrationOTP': [open, everyone],
  'Mutation.verifyRegistrationOTP': [open, everyone],
  'Mutation.verifyRegistratioOTP': [open, everyone],
  'Mutation.register': [open, everyone],
  'Mutation.requestPasswordReset': [open, everyone],
  'Mutation.resetPassword': [open, everyone],
  'Mutation.signOutEverywhere': [any, everyone],
  'Mutation.updateProfile': [any, everyone],
  'Mutation.setLocale': [any, everyone],
  'Mutation.markNotificationsRead': [any, everyone],
  'Mutation.createStore': ['401 403 ok  ok  ok  ok  403 401 401', everyone],
  'Query.storeNameAvailable': ['401 403 ok  ok  ok  ok  403 401 401', everyone],
  'Mutation.approveStore': [adminOnly, none, staffReview],
  'Mutation.rejectStore': [adminOnly, none, staffReview],
  'Mutation.deactivateStore': [adminOnly, none, staffReview],
  'Mutation.reactivateStore': [adminOnly, none, staffReview],
  'Mutation.updatePlatformSettings': [adminOnly, none, superOnly],
  'Mutation.revealStoreKyc': [adminOnly, none, staffFinance],
  'Mutation.blockUser': [adminOnly, none, staffSupport],
  'Mutation.unblockUser': [adminOnly, none, staffSupport],
  'Mutation.createOrganisation': [adminOnly, none, staffSupport],
  'Mutation.updateOrganisation': [adminOnly, none, staffSupport],
  'Mutation.deactivateOrganisation': [adminOnly, none, staffSupport],
  'Mutation.reactivateOrganisation': [adminOnly, none, staffSupport],
  'Mutation.setStoreOrganisation': [adminOnly, none, staffSupport],
  'Mutation.updateSettings': [any, everyone],
  // A store that is not approved lists nothing: its owner is refused, with the reason.
  'Mutation.createProduct': ['401 403 ok  404 403 403 403 401 401', catalogue],
  'Mutation.productUpdate': [sellerOwnObject, catalogue],
  'Mutation.updateInventory': [sellerOwnObject, catalogue],
  'Mutation.bulkUpdateInventory': [sellerOwnObject, catalogue],
  'Mutation.applyStockTake': [sellerOwnObject, catalogue],
  'Mutation.setProductPhotos': [sellerOwnObject, catalogue],
  'Mutation.setColorImages': [sellerOwnObject, catalogue],
  'Mutation.applyCatalogueImport': ['401 403 ok  404 403 403 403 401 401', sheets],
  'Mutation.deleteProduct': [sellerOwnObject, catalogue],
  'Mutation.pauseStore': [sellerWrite, managerOnly],
  'Mutation.resumeStore': [sellerWrite, managerOnly],
  'Mutation.crmOrderStatusUpdate': [sellerObject, fulfil, staffSupport],
  'Mutation.placeOrder': [customerOwn, none],
  'Mutation.sendShippingEmailCode': [customerOwn, none],
  'Mutation.verifyShippingEmail': [customerOwn, none],
  'Mutation.cancelOrder': [customerOwn, none],
  'Mutation.requestReturn': [customerOwn, none],
  'Mutation.disputeQc': [sellerOwnObject, fulfil],
  'Mutation.decideQcDispute': [adminOnly, none, staffSupport],
  // Claims (issue 50, decision 054): a store's people who check returns file; SUPPORT decides.
  'Query.storeClaims': [sellerWrite, fulfil],
  'Query.claimQueue': [adminOnly, none, staffSupport],
  'Mutation.fileClaim': [sellerOwnObject, fulfil],
  'Mutation.decideClaim': [adminOnly, none, staffSupport],
  // Listing review (issue 50): CATALOGUE staff and the SUPER_ADMIN decide; a store resubmits.
  'Query.listingReviews': [adminOnly, none, staffCatalogue],
  'Query.listingTrust': [adminOnly, none, staffCatalogue],
  'Query.storeHealth': [storeRead, everyone, staffAll],
  'Query.healthItems': [storeRead, ordersRead, staffAll],
  'Query.storesOverLimits': [adminOnly, none, staffAll],
  'Mutation.setHealthExemption': [adminOnly, none, staffReview],
  'Mutation.reviewStoreHealth': [adminOnly, none, staffReview],
  'Mutation.decideListing': [adminOnly, none, staffCatalogue],
  'Mutation.approveListings': [adminOnly, none, staffCatalogue],
  'Mutation.setListingTrust': [adminOnly, none, staffCatalogue],
  'Mutation.resubmitListing': [sellerOwnObject, catalogue],
  'Mutation.markPayoutPaid': [adminOnly, none, staffFinance],
  'Mutation.setCommissionRate': [adminOnly, none, staffFinance],
  'Mutation.addShade': [sellerWrite, catalogue],
  'Mutation.addColor': [adminOnly, none, staffCatalogue],
  'Mutation.addSizeSystem': [adminOnly, none, staffCatalogue],
  'Mutation.addSize': [adminOnly, none, staffCatalogue],
  'Mutation.setSizeSystems': [adminOnly, none, staffCatalogue],
  'Mutation.setCatalogueName': [adminOnly, none, staffCatalogue],
  'Mutation.runPayouts': [adminOnly, none, staffFinance],
  'Mutation.runPayoutBatch': [adminOnly, none, staffFinance],
  'Mutation.updateDispatchSettings': [sellerWrite, managerOnly],
  'Mutation.raiseComplaint': [customerOwn, none],
  'Mutation.resolveComplaint': [sellerObject, managerOnly, staffSupport],
  'Mutation.dismissComplaint': [sellerObject, managerOnly, staffSupport],
  'Query.storeTeam': [storeTeam, managerOnly, staffAll],
  'Query.invitation': [open, everyone],
  'Mutation.inviteMember': [sellerWrite, managerOnly],
  'Mutation.resendInvitation': [sellerWrite, managerOnly],
  'Mutation.revokeInvitation': [sellerWrite, managerOnly],
  // Each caller accepts an invitation of its own e-mail to another store.
  'Mutation.acceptInvitation': ['401 403 ok  ok  ok  ok  403 401 401', everyone],
  'Mutation.changeMemberRole': [sellerWrite, managerOnly],
  'Mutation.setMemberLocation': [sellerWrite, managerOnly],
  'Mutation.removeMember': [sellerWrite, managerOnly],
  // On a new store of the caller's, with a new member to hand it to; only an OWNER may.
  'Mutation.transferOwnership': ['401 403 ok  404 ok  ok  403 401 401', none],
  'Query.storeActivity': [storeTeam, managerOnly, staffAll],
  // How the caller hears of new orders: a topic of those who fulfil them.
  'Mutation.setStoreNotice': [sellerWrite, fulfil],
  'Query.myPasskeys': [any, everyone],
  'Mutation.startPasskeyRegistration': [any, everyone],
  'Mutation.finishPasskeyRegistration': [any, everyone],
  'Mutation.removePasskey': [any, everyone],
  'Mutation.startPasskeySignIn': [open, everyone],
  'Mutation.signInWithPasskey': [open, everyone],
  'Mutation.startPasskeyConfirmation': [adminOnly, none, staffFinance],
  'Mutation.setAdminRole': [adminOnly, none, superOnly],
  // Locations (issue 51, decision 055): every member reads them; the owner and managers change
  // them; those who fulfil move an item's allocation, as SUPPORT may.
  'Query.storeLocations': [storeRead, everyone, staffAll],
  'Mutation.addStoreLocation': [sellerWrite, managerOnly],
  'Mutation.updateStoreLocation': [sellerWrite, managerOnly],
  'Mutation.archiveStoreLocation': [sellerWrite, managerOnly],
  'Mutation.moveItemLocation': [sellerObject, fulfil, staffSupport],
  // Stock transfers: every member reads them; all but the accountant send and receive them.
  'Query.stockTransfers': [storeRead, everyone, staffAll],
  'Query.stockTransfer': [sellerObject, everyone, staffAll],
  'Mutation.sendStockTransfer': [sellerOwnObject, transfer],
  'Mutation.receiveStockTransfer': [sellerOwnObject, transfer],
};

/** The row of `field` as one outcome per caller. */
export const rowOf = (field: string) => {
  const [callers, members, staff] = MATRIX[field]!;
  const admin = callers.trim().split(/\s+/)[CALLERS.indexOf('admin')]!;
  const cells = `${callers} ${members} ${staff ?? `${admin} ${admin} ${admin}`}`;
  return cellsOf({ [field]: cells }, field);
};

function cellsOf(table: Record<string, string>, key: string): Record<Caller, Outcome> {
  const cells = table[key]!.trim().split(/\s+/);
  if (cells.length !== CALLERS.length) throw new Error(`${key}: ${cells.length} cells`);
  return Object.fromEntries(CALLERS.map((c, i) => [c, cells[i] as Outcome])) as Record<
    Caller,
    Outcome
  >;
}

/** What a GraphQL answer means for the matrix: ok, an authorization code, or what else it was. */
export function outcomeOf(result: {
  data: Record<string, unknown> | null;
  errors?: { extensions: { code: string } }[];
}): string {
  const code = result.errors?.[0]?.extensions.code;
  if (code === 'UNAUTHENTICATED') return '401';
  if (code === 'FORBIDDEN') return '403';
  if (code === 'NOT_FOUND') return '404';
  if (code) return `error ${code}`;
  return result.data ? 'ok' : 'no data';
}

/**
 * POST /cdnfile for each folder, and GET /uploads of a stored image, against the same callers
 * (a folder of a store's uploads to the caller's target store). Catalogue images are public once
 * stored: their names are random, and customers see them. QC photos are served only at signed
 * addresses (cdnfile.test.ts).
 */
export const UPLOAD_MATRIX: Record<string, string> = {
  //               anon cust own other pend deact admin block stale mgr cat pack acct sup fin catl
  productImages: `401 403 ok  404 ok  ok  ok  401 401 ${catalogue} ${staffCatalogue}`,
  qcPhotos: `401 403 ok  404 ok  ok  ok  401 401 ${fulfil} ${staffSupport}`,
  storeImages: `401 403 ok  ok  ok  ok  ok  401 401 ${everyone} ${staffAll}`,
  profileImages: `401 403 ok  ok  ok  ok  ok  401 401 ${everyone} ${staffAll}`,
  '/uploads': `${open} ${everyone} ${staffAll}`,
};

export const uploadRowOf = (key: string) => cellsOf(UPLOAD_MATRIX, key);

/** An HTTP status as a matrix cell. */
export const statusOutcome = (status: number) =>
  status === 200 ? 'ok' : [401, 403, 404].includes(status) ? String(status) : `status ${status}`;
