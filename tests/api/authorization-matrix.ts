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
 * - stale: store A's owner with a token signed before a password reset.
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

//                                 anon cust own other pend deact admin block stale
export const MATRIX: Record<string, string> = {
  'Query.me': any,
  'Query.user': '401 404 ok  404 ok  ok  ok  401 401',
  'Query.users': adminOnly,
  'Query.productCategories': any,
  'Query.colors': any,
  'Query.productSizes': any,
  'Query.sizeSystems': any,
  'Query.storeShades': storeRead,
  'Query.notifications': any,
  'Query.adminInventory': adminOnly,
  'Query.storeInventoryTC': storeRead,
  'Query.storeProducts': storeRead,
  'Query.storeVariants': sellerWrite,
  'Query.catalogueImport': sellerWrite,
  'Query.product': sellerObject,
  'Query.supportContact': open,
  'Query.storeOrdersTC': storeRead,
  'Query.dispatchCounts': storeRead,
  'Query.pickupManifest': storeRead,
  'Query.qcDisputes': adminOnly,
  'Query.storePayments': storeRead,
  'Query.storeLedger': storeRead,
  'Query.ledgerCsv': storeRead,
  'Query.storeLedgerPage': storeRead,
  'Query.filingPack': storeRead,
  'Query.platformFiling': adminOnly,
  // Store A's payout, asked through each caller's own store: only A's owner and an admin find it.
  'Query.payoutStatement': '401 403 ok  404 404 404 ok  401 401',
  'Query.adminPayouts': adminOnly,
  'Query.orderDetails': '401 ok  ok  404 404 ok  ok  401 401',
  'Query.orderInvoice': sellerObject,
  'Query.storeRevenue': storeRead,
  'Query.storeInsights': storeRead,
  'Query.storeOrderHistory': storeRead,
  'Query.storeComplaints': storeRead,
  'Query.shopProducts': customerOwn,
  'Query.stores': adminOnly,
  'Query.adminOverview': adminOnly,
  'Query.gstinStateMismatches': adminOnly,
  'Query.platformSettings': adminOnly,
  'Query.auditLog': adminOnly,
  'Query.organisations': adminOnly,
  'Query.organisation': adminOnly,
  'Query.myOrders': customerOwn,

  'Mutation.login': open,
  'Mutation.sendRegistrationOTP': open,
  'Mutation.verifyRegistrationOTP': open,
  'Mutation.verifyRegistratioOTP': open,
  'Mutation.register': open,
  'Mutation.requestPasswordReset': open,
  'Mutation.resetPassword': open,
  'Mutation.signOutEverywhere': any,
  'Mutation.updateProfile': any,
  'Mutation.setLocale': any,
  'Mutation.markNotificationsRead': any,
  'Mutation.createStore': '401 403 ok  ok  ok  ok  403 401 401',
  'Query.storeNameAvailable': '401 403 ok  ok  ok  ok  403 401 401',
  'Mutation.approveStore': adminOnly,
  'Mutation.rejectStore': adminOnly,
  'Mutation.deactivateStore': adminOnly,
  'Mutation.reactivateStore': adminOnly,
  'Mutation.updatePlatformSettings': adminOnly,
  'Mutation.revealStoreKyc': adminOnly,
  'Mutation.blockUser': adminOnly,
  'Mutation.unblockUser': adminOnly,
  'Mutation.createOrganisation': adminOnly,
  'Mutation.updateOrganisation': adminOnly,
  'Mutation.deactivateOrganisation': adminOnly,
  'Mutation.reactivateOrganisation': adminOnly,
  'Mutation.setStoreOrganisation': adminOnly,
  'Mutation.updateSettings': any,
  // A store that is not approved lists nothing: its owner is refused, with the reason.
  'Mutation.createProduct': '401 403 ok  404 403 403 403 401 401',
  'Mutation.productUpdate': sellerOwnObject,
  'Mutation.updateInventory': sellerOwnObject,
  'Mutation.bulkUpdateInventory': sellerOwnObject,
  'Mutation.applyStockTake': sellerOwnObject,
  'Mutation.setProductPhotos': sellerOwnObject,
  'Mutation.setColorImages': sellerOwnObject,
  'Mutation.applyCatalogueImport': '401 403 ok  404 403 403 403 401 401',
  'Mutation.deleteProduct': sellerOwnObject,
  'Mutation.pauseStore': sellerWrite,
  'Mutation.resumeStore': sellerWrite,
  'Mutation.crmOrderStatusUpdate': sellerObject,
  'Mutation.placeOrder': customerOwn,
  'Mutation.sendShippingEmailCode': customerOwn,
  'Mutation.verifyShippingEmail': customerOwn,
  'Mutation.cancelOrder': customerOwn,
  'Mutation.requestReturn': customerOwn,
  'Mutation.disputeQc': sellerOwnObject,
  'Mutation.decideQcDispute': adminOnly,
  'Mutation.markPayoutPaid': adminOnly,
  'Mutation.setCommissionRate': adminOnly,
  'Mutation.addShade': sellerWrite,
  'Mutation.addColor': adminOnly,
  'Mutation.addSizeSystem': adminOnly,
  'Mutation.addSize': adminOnly,
  'Mutation.setSizeSystems': adminOnly,
  'Mutation.setCatalogueName': adminOnly,
  'Mutation.runPayouts': adminOnly,
  'Mutation.runPayoutBatch': adminOnly,
  'Mutation.updateDispatchSettings': sellerWrite,
  'Mutation.raiseComplaint': customerOwn,
  'Mutation.resolveComplaint': sellerObject,
  'Mutation.dismissComplaint': sellerObject,
};

/** The row of `field` as one outcome per caller. */
export const rowOf = (field: string) => cellsOf(MATRIX, field);

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
  //               anon cust own other pend deact admin block stale
  productImages: '401 403 ok  404 ok  ok  ok  401 401',
  qcPhotos: '401 403 ok  404 ok  ok  ok  401 401',
  storeImages: '401 403 ok  ok  ok  ok  ok  401 401',
  profileImages: '401 403 ok  ok  ok  ok  ok  401 401',
  '/uploads': open,
};

export const uploadRowOf = (key: string) => cellsOf(UPLOAD_MATRIX, key);

/** An HTTP status as a matrix cell. */
export const statusOutcome = (status: number) =>
  status === 200 ? 'ok' : [401, 403, 404].includes(status) ? String(status) : `status ${status}`;
