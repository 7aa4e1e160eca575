/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** A store's owner and members, and its pending invitations. */
export type ActivityKind =
  | 'ITEM_MOVED'
  | 'STOCK_CHANGED'
  | 'TEAM';

/** The platform's staff roles (decision 051). */
export type AdminRole =
  | 'CATALOGUE'
  | 'FINANCE'
  | 'SUPER_ADMIN'
  | 'SUPPORT';

export type AuthProvider =
  | 'APPLE'
  | 'EMAIL'
  | 'FACEBOOK'
  | 'GITHUB'
  | 'GOOGLE';

/** One variant's new price and/or stock in a bulk change. */
export type BulkInventoryChange = {
  entryId: string;
  /** The variant's version the change was made on; omitted: whatever it is now. */
  expectedVersion?: number | null | undefined;
  /** Rupees, GST included. */
  price?: number | null | undefined;
  quantity?: number | null | undefined;
};

export type CatalogueImportStatus =
  | 'APPLYING'
  | 'DONE'
  | 'FAILED'
  /** The sheet has errors: fix it and check it again. */
  | 'INVALID'
  | 'READY';

/** The catalogue's lookups that have names: what `setCatalogueName` names. */
export type CatalogueKind =
  | 'CATEGORY'
  | 'COLOR'
  | 'SIZE'
  | 'SIZE_SYSTEM'
  | 'SUB_CATEGORY';

export type ClaimDecision =
  | 'ACCEPT'
  | 'PARTLY_ACCEPT'
  | 'REJECT';

export type ClaimInput = {
  /** At most the option's maxAmountPaise; left out, all of it. */
  amountPaise?: number | null | undefined;
  /** The return's (or the RTO's) AWB; not asked of a QC dispute. */
  awb?: string | null | undefined;
  kind: ClaimKind;
  note: string;
  /** Addresses from POST /cdnfile, folder qcPhotos. */
  photos?: Array<string> | null | undefined;
  /** An address from POST /cdnfile, folder claimVideos. */
  video?: string | null | undefined;
};

/** What a store may claim on a return or an RTO (decision 054; the rules in domain/claims.ts). */
export type ClaimKind =
  | 'PIECES_MISSING'
  /** A failed quality check disputed (decision 022): disputeQc files it. */
  | 'QC_DISPUTE'
  | 'RETURN_DAMAGED'
  | 'RETURN_USED'
  | 'RTO_DAMAGED'
  | 'RTO_LOST'
  | 'WRONG_ITEM_RETURNED';

export type ClaimStatus =
  | 'ACCEPTED'
  | 'OPEN'
  | 'PARTLY_ACCEPTED'
  | 'REJECTED';

export type ComplaintStatus =
  | 'DISMISSED'
  | 'IN_REVIEW'
  | 'OPEN'
  | 'RESOLVED';

export type CreateProductInput = {
  categoryId: string;
  /** Colour ids; one entry per colour × size. */
  colors: Array<string>;
  /** Left out or empty: the store's return policy from onboarding. */
  customReturnPolicy?: string | null | undefined;
  /** Left out or empty: the store's shipping policy from onboarding. */
  customShippingPolicy?: string | null | undefined;
  description: string;
  gender: GenderCode;
  /** An HSN from the allowed list, or null for the category's. */
  hsnCode?: string | null | undefined;
  mainImage?: string | null | undefined;
  /** Every entry's MRP in rupees, GST included, at least the price; none when omitted. */
  mrp?: number | null | undefined;
  name: string;
  /** Rupees, at least 0.01, GST included (what the customer pays); every entry starts at this price. */
  price: number;
  /** At most 5 addresses answered by POST /cdnfile. */
  productImages: Array<string>;
  /** Size ids. */
  sizes: Array<string>;
  /** Whole pieces, at least 1; every entry starts with this stock. */
  stock: number;
  storeId: string;
  /** A sub-category name of the category. */
  subCategory?: string | null | undefined;
  tags?: Array<string> | null | undefined;
};

/** A store submission: the three onboarding pages (seed section 3). */
export type CreateStoreInput = {
  accNum: string;
  addhaarNum: string;
  addresses: string;
  branch: string;
  description?: string | null | undefined;
  email: string;
  emergencyPhone: string;
  genderSpecific?: StoreGender | null | undefined;
  gstin: string;
  ifsc: string;
  images?: Array<string> | null | undefined;
  /** Address of the first uploaded image. */
  logo?: string | null | undefined;
  name: string;
  panNum: string;
  phone: string;
  /** The address's 6-digit PIN code, in that state. Required. */
  pinCode?: string | null | undefined;
  pocName: string;
  pocPhone: string;
  returnPolicy?: string | null | undefined;
  shippingPolicy?: string | null | undefined;
  /** GST state code of the store's address, e.g. 29 for Karnataka. Required. */
  stateCode?: string | null | undefined;
  storePolicy?: string | null | undefined;
  type: StoreType;
  upiId: string;
  /** Ignored: a store always belongs to the caller. */
  userId?: string | null | undefined;
};

export type DeliveryType =
  | 'EXPRESS'
  | 'STANDARD';

/** The dispatch queues of the orders list (items still to leave, by their dispatch-by date). */
export type DispatchQueue =
  | 'BREACHED'
  | 'BREACHING_TODAY'
  /** Items on their way back or waiting for their quality check. */
  | 'RETURNS'
  | 'TO_PACK'
  | 'TO_SHIP';

export type FilingDocumentKind =
  | 'CREDIT_NOTE'
  /** Delivery challans for stock moved within the GSTIN (issue 51): not supplies. */
  | 'DELIVERY_CHALLAN'
  | 'INVOICE';

/** Gender codes of the catalogue: FE female, MA male, UN unisex. */
export type GenderCode =
  | 'FE'
  | 'MA'
  | 'UN';

/** What a store is measured on: each a share of one count in another. */
export type HealthMetric =
  | 'LATE_DISPATCH'
  | 'LISTING_REJECTED'
  | 'QC_FAILED'
  | 'RETURN'
  | 'RTO'
  | 'SELLER_CANCELLATION';

/** Where a store is on seller health's steps (decision 053). */
export type HealthStep =
  | 'LISTINGS_HELD'
  | 'OK'
  | 'PAUSED'
  | 'WARNED';

export type LedgerKind =
  /** An accepted claim's payment (decision 054): not a supply. */
  | 'CLAIM_COMPENSATION'
  | 'COMMISSION'
  | 'FIXED_FEE'
  | 'GST_ON_FEES'
  /** The order's packaging as charged (incl. GST), settled with its first delivery. */
  | 'PACKAGING'
  /** An overturned QC dispute: what the return took for the goods, given back. */
  | 'QC_COMPENSATION'
  | 'RETURN_SHIPPING_FEE'
  | 'SALE'
  | 'SHIPPING_FEE'
  /** TCS in one line (lines written before its parts were recorded). */
  | 'TCS'
  | 'TCS_CGST'
  | 'TCS_IGST'
  | 'TCS_SGST'
  | 'TDS';

/** What a ledger line settles: an item, or the order's packaging. */
export type LedgerPart =
  | 'ITEM'
  | 'PACKAGING';

export type ListingDecision =
  | 'APPROVED'
  | 'REJECTED';

/** Why a reviewer refuses a version of a listing. */
export type ListingRejectReason =
  | 'BRAND_NOT_AUTHORISED'
  | 'LANGUAGE_MISMATCH'
  | 'MISLEADING_TEXT'
  | 'MRP_MISSING_OR_WRONG'
  | 'PHOTO_BLURRED'
  | 'PHOTO_WATERMARKED'
  | 'PROHIBITED_ITEM'
  | 'WRONG_CATEGORY';

/** Where a product stands with buyers (decision 052). */
export type ListingState =
  /** Never sent: a product without photos. */
  | 'DRAFT'
  /** A version waits for review; buyers see the last approved one, if any. */
  | 'IN_REVIEW'
  /** Buyers see what the seller sees. */
  | 'LIVE'
  /** The last version sent was refused; buyers see the last approved one, if any. */
  | 'REJECTED';

/** A location's fields. For the store's address only name, hours and takesReturns are read. */
export type LocationInput = {
  address?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  gstin?: string | null | undefined;
  /** Working days (1–5) its items need before they leave; null or left out: the store's handling time. Not read for the store's address. */
  handlingDays?: number | null | undefined;
  hours?: string | null | undefined;
  name?: string | null | undefined;
  pinCode?: string | null | undefined;
  stateCode?: string | null | undefined;
  takesReturns?: boolean | null | undefined;
};

/** The server's current values, sent as `extensions.current` of a CONFLICT answer to productUpdate. */
export type OrderStatus =
  | 'CANCELLED'
  | 'DELIVERED'
  | 'PENDING'
  | 'PROCESSING'
  /** The seller's quality check failed; the stock is not back. The seller may dispute it. */
  | 'QC_FAILED'
  /** The seller's quality check passed; the stock is back. */
  | 'QC_PASSED'
  | 'RETURNED'
  /** Collected from the customer. */
  | 'RETURN_PICKED'
  /** The customer asked to return it, within the store's return window. */
  | 'RETURN_REQUESTED'
  /** Back at the seller by RTO; the stock is back. */
  | 'RTO_DELIVERED'
  /** The courier is bringing it back: not delivered, or a cash-on-delivery customer refused. */
  | 'RTO_INITIATED'
  | 'SHIPPED';

export type OrganisationInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  email?: string | null | undefined;
  gstNo?: string | null | undefined;
  locality?: string | null | undefined;
  name: string;
  phone?: string | null | undefined;
  pinCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** A passkey's answer to a challenge: the challenge's id and the authenticator's response (JSON). */
export type PasskeyProof = {
  challengeId: string;
  response: string;
};

export type PaymentMethod =
  | 'CARD'
  | 'COD'
  | 'NET_BANKING'
  | 'UPI';

export type PayoutStatus =
  | 'DUE'
  | 'PAID';

export type ProductUpdateInput = {
  customReturnPolicy?: string | null | undefined;
  customShippingPolicy?: string | null | undefined;
  description?: string | null | undefined;
  gender?: GenderCode | null | undefined;
  /** An HSN from the allowed list; an empty string goes back to the category's. */
  hsnCode?: string | null | undefined;
  name?: string | null | undefined;
};

/** A quality check of a returned item. */
export type QcInput = {
  note: string;
  /** At most 3 addresses answered by POST /cdnfile (folder qcPhotos). */
  photos?: Array<string> | null | undefined;
};

export type ReturnReason =
  | 'DAMAGED'
  | 'NOT_AS_DESCRIBED'
  | 'NO_LONGER_NEEDED'
  | 'QUALITY'
  | 'SIZE_TOO_LARGE'
  | 'SIZE_TOO_SMALL'
  | 'WRONG_ITEM';

export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'STORE_OWNER';

/** Marking an item shipped: who carries it and its air waybill number. */
export type ShipmentInput = {
  /** 8 to 20 letters and digits. */
  awb: string;
  /** One of the couriers the console lists (Delhivery, Blue Dart, …). */
  courier: string;
};

/** A stock take: what was counted (a shelf or a category, named in the audit log), and the counts. */
export type StockTakeInput = {
  lines: Array<StockTakeLine>;
  /**
   * The location counted (issue 51): each line's count and expected stock are that location's
   * pieces. Omitted, they are the variant's total (its change lands at the store's address).
   */
  location?: string | null | undefined;
  name: string;
};

/** A stock take's count of one variant. */
export type StockTakeLine = {
  /** Pieces counted. */
  counted: number;
  entryId: string;
  /**
   * Its stock when the count met it: when given, only a change of stock since (a sale shipped, a
   * restock) is a conflict, not a reservation or a price change.
   */
  expectedStock?: number | null | undefined;
  /** The variant's version when the count met it: a variant changed since is a conflict. */
  expectedVersion: number;
};

export type StockTransferInput = {
  from: string;
  lines: Array<TransferLineInput>;
  note?: string | null | undefined;
  to: string;
};

/** Whom a store sells to (onboarding page 3). */
export type StoreGender =
  | 'FEMALE'
  | 'MALE'
  | 'UNISEX';

/** A kind of a store's news, heard by the roles it concerns (domain/permissions.ts). */
export type StoreNoticeTopic =
  /** Complaints raised by customers. */
  | 'COMPLAINTS'
  /** A listing refused by the platform's review. */
  | 'LISTINGS'
  /** New orders, and orders cancelled or released unpaid. */
  | 'ORDERS'
  /** Payouts sent to the store's bank account. */
  | 'PAYOUTS'
  /** Returns received and QC disputes decided. */
  | 'RETURNS';

/** A member's role in a store: a named set of permissions (domain/permissions.ts). */
export type StoreRole =
  | 'ACCOUNTANT'
  | 'CATALOGUER'
  | 'MANAGER'
  | 'OWNER'
  | 'PACKER';

export type StoreStatus =
  | 'APPROVED'
  | 'DEACTIVATED'
  | 'PENDING'
  | 'REJECTED';

export type StoreType =
  | 'BRAND'
  | 'THRIFT';

/** The document a transfer travels under. */
export type TransferDocumentKind =
  /** Within one GSTIN: goods moved other than by a supply (CGST Rules, rule 55(1)(c)). */
  | 'CHALLAN'
  /** To another GSTIN of the same PAN: a supply between distinct persons (CGST Act, section 25(4)). */
  | 'INVOICE';

export type TransferLineInput = {
  quantity: number;
  /** The variant (its inventory entry). */
  referenceId: string;
};

/** What arrived; a variant left out arrived whole. */
export type TransferReceiptInput = {
  lines?: Array<TransferLineInput> | null | undefined;
  note?: string | null | undefined;
};

/** Where a stock transfer is (issue 51): on the road, or arrived. */
export type TransferStatus =
  | 'RECEIVED'
  | 'SENT';

export type UpdateProfileMutationVariables = Exact<{
  name?: string | null | undefined;
  phone?: string | null | undefined;
  expectedVersion?: number | null | undefined;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, name: string | null, phone: string | null, version: number, updatedAt: string } };

export type ProfileConflictCurrentFragment = { name: string | null, phone: string | null, version: number };

export type AuditEntryFieldsFragment = { id: string, actorEmail: string, action: string, subjectType: string, subjectId: string, subjectName: string | null, reason: string | null, createdAt: string };

export type AuditLogQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, actorEmail: string, action: string, subjectType: string, subjectId: string, subjectName: string | null, reason: string | null, createdAt: string }> } };

export type AdminAddColorMutationVariables = Exact<{
  name: string;
  hexCode: string;
}>;


export type AdminAddColorMutation = { addColor: { id: string } };

export type AdminAddSizeSystemMutationVariables = Exact<{
  code: string;
  name: string;
}>;


export type AdminAddSizeSystemMutation = { addSizeSystem: { id: string } };

export type AdminAddSizeMutationVariables = Exact<{
  systemId: string;
  name: string;
}>;


export type AdminAddSizeMutation = { addSize: { id: string } };

export type AdminSetSizeSystemsMutationVariables = Exact<{
  categoryId: string;
  subCategoryId?: string | null | undefined;
  systemIds: Array<string> | string;
}>;


export type AdminSetSizeSystemsMutation = { setSizeSystems: { id: string } };

export type AdminSetCatalogueNameMutationVariables = Exact<{
  kind: CatalogueKind;
  id: string;
  locale: string;
  name: string;
}>;


export type AdminSetCatalogueNameMutation = { setCatalogueName: Array<{ locale: string }> };

export type AdminInventoryQueryVariables = Exact<{
  page: number;
  limit: number;
  product?: string | null | undefined;
  store?: string | null | undefined;
  reference?: string | null | undefined;
  lowStockOnly?: boolean | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminInventoryQuery = { adminInventory: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, price: number, totalStock: number, availableStock: number, lowStock: boolean, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, mainImage: string | null, storeName: string } }> } };

export type ListingVersionFieldsFragment = { name: string, description: string, gender: GenderCode, category: string, subCategory: string | null, mainImage: string | null, productImages: Array<string>, colors: Array<{ colorId: string, colorName: string, images: Array<string> }>, mrps: Array<{ variant: string, mrpPaise: number | null }> };

export type ListingQueueQueryVariables = Exact<{
  forStore?: string | null | undefined;
  categoryId?: string | null | undefined;
  reason?: ListingRejectReason | null | undefined;
  importId?: string | null | undefined;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ListingQueueQuery = { listingReviews: { totalCount: number, totalCapped: boolean, nextCursor: string | null, items: Array<{ id: string, productId: string, storeId: string, storeName: string, submittedAt: string, changed: Array<string>, previousReasons: Array<ListingRejectReason>, importId: string | null, changedSinceRefusal: Array<string>, version: { name: string, description: string, gender: GenderCode, category: string, subCategory: string | null, mainImage: string | null, productImages: Array<string>, colors: Array<{ colorId: string, colorName: string, images: Array<string> }>, mrps: Array<{ variant: string, mrpPaise: number | null }> }, previous: { name: string, description: string, gender: GenderCode, category: string, subCategory: string | null, mainImage: string | null, productImages: Array<string>, colors: Array<{ colorId: string, colorName: string, images: Array<string> }>, mrps: Array<{ variant: string, mrpPaise: number | null }> } | null, refused: { name: string, description: string, gender: GenderCode, category: string, subCategory: string | null, mainImage: string | null, productImages: Array<string>, colors: Array<{ colorId: string, colorName: string, images: Array<string> }>, mrps: Array<{ variant: string, mrpPaise: number | null }> } | null }> } };

export type DecideListingMutationVariables = Exact<{
  reviewId: string;
  approve: boolean;
  reasons?: Array<ListingRejectReason> | ListingRejectReason | null | undefined;
  note?: string | null | undefined;
}>;


export type DecideListingMutation = { decideListing: { id: string, decision: ListingDecision | null } };

export type ApproveListingsMutationVariables = Exact<{
  reviewIds: Array<string> | string;
}>;


export type ApproveListingsMutation = { approveListings: Array<{ id: string }> };

export type ListingTrustQueryVariables = Exact<{
  storeId: string;
}>;


export type ListingTrustQuery = { listingTrust: { storeName: string, trusted: boolean, override: boolean | null, approved: number, rejected: number, minApproved: number, maxRejectedPercent: number } };

export type SetListingTrustMutationVariables = Exact<{
  storeId: string;
  trusted?: boolean | null | undefined;
}>;


export type SetListingTrustMutation = { setListingTrust: { storeName: string, trusted: boolean, override: boolean | null, approved: number, rejected: number, minApproved: number, maxRejectedPercent: number } };

export type OrganisationsQueryVariables = Exact<{
  page?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  active?: boolean | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type OrganisationsQuery = { organisations: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, name: string, city: string | null, isActive: boolean }> } };

export type OrganisationQueryVariables = Exact<{
  id: string;
}>;


export type OrganisationQuery = { organisation: { id: string, name: string, phone: string | null, email: string | null, address: string | null, pinCode: string | null, state: string | null, locality: string | null, city: string | null, gstNo: string | null, isActive: boolean, createdAt: string, ownerEmail: string | null, stores: Array<{ id: string, name: string, status: StoreStatus }> } };

export type CreateOrganisationMutationVariables = Exact<{
  input: OrganisationInput;
}>;


export type CreateOrganisationMutation = { createOrganisation: { id: string } };

export type UpdateOrganisationMutationVariables = Exact<{
  id: string;
  input: OrganisationInput;
}>;


export type UpdateOrganisationMutation = { updateOrganisation: { id: string } };

export type DeactivateOrganisationMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type DeactivateOrganisationMutation = { deactivateOrganisation: { id: string, isActive: boolean } };

export type ReactivateOrganisationMutationVariables = Exact<{
  id: string;
  reason?: string | null | undefined;
}>;


export type ReactivateOrganisationMutation = { reactivateOrganisation: { id: string, isActive: boolean } };

export type SetStoreOrganisationMutationVariables = Exact<{
  storeId: string;
  organisationId?: string | null | undefined;
}>;


export type SetStoreOrganisationMutation = { setStoreOrganisation: { id: string, organisationId: string | null } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { adminOverview: { pendingStores: number, activeStores: number, ordersToday: number, revenueToday: number, orders30: number, revenue30: number, usersByRole: Array<{ role: Role, count: number }> }, auditLog: { totalCount: number, items: Array<{ id: string, actorEmail: string, action: string, subjectType: string, subjectId: string, subjectName: string | null, reason: string | null, createdAt: string }> } };

export type PlatformSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PlatformSettingsQuery = { platformSettings: { unpaidHoldHours: number, operatorGstin: string | null } };

export type UpdatePlatformSettingsMutationVariables = Exact<{
  unpaidHoldHours: number;
  operatorGstin?: string | null | undefined;
}>;


export type UpdatePlatformSettingsMutation = { updatePlatformSettings: { unpaidHoldHours: number, operatorGstin: string | null } };

export type AdminStoreFieldsFragment = { id: string, name: string, type: StoreType, status: StoreStatus, statusReason: string | null, isPaused: boolean, organisationId: string | null, createdAt: string, kyc: { gstin: string, pan: string, aadhaar: string, accountNo: string, ifsc: string, upiId: string } | null, review: { address: string, email: string, phone: string, emergencyPhone: string, pocName: string, pocPhone: string, images: Array<string>, storePolicy: string, returnPolicy: string, shippingPolicy: string, ownerEmail: string, stateCode: string | null, stateName: string | null, pinCode: string | null, gstinStateCode: string, gstinStateName: string, gstinStateMismatch: boolean, otherStores: Array<{ id: string, name: string, status: StoreStatus }> } | null };

export type AdminStoresQueryVariables = Exact<{
  status?: StoreStatus | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminStoresQuery = { stores: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, name: string, type: StoreType, status: StoreStatus, statusReason: string | null, isPaused: boolean, organisationId: string | null, createdAt: string, kyc: { gstin: string, pan: string, aadhaar: string, accountNo: string, ifsc: string, upiId: string } | null, review: { address: string, email: string, phone: string, emergencyPhone: string, pocName: string, pocPhone: string, images: Array<string>, storePolicy: string, returnPolicy: string, shippingPolicy: string, ownerEmail: string, stateCode: string | null, stateName: string | null, pinCode: string | null, gstinStateCode: string, gstinStateName: string, gstinStateMismatch: boolean, otherStores: Array<{ id: string, name: string, status: StoreStatus }> } | null }> } };

export type GstinStateMismatchesQueryVariables = Exact<{ [key: string]: never; }>;


export type GstinStateMismatchesQuery = { gstinStateMismatches: Array<{ id: string, name: string, type: StoreType, status: StoreStatus, statusReason: string | null, isPaused: boolean, organisationId: string | null, createdAt: string, kyc: { gstin: string, pan: string, aadhaar: string, accountNo: string, ifsc: string, upiId: string } | null, review: { address: string, email: string, phone: string, emergencyPhone: string, pocName: string, pocPhone: string, images: Array<string>, storePolicy: string, returnPolicy: string, shippingPolicy: string, ownerEmail: string, stateCode: string | null, stateName: string | null, pinCode: string | null, gstinStateCode: string, gstinStateName: string, gstinStateMismatch: boolean, otherStores: Array<{ id: string, name: string, status: StoreStatus }> } | null }> };

export type ApproveStoreMutationVariables = Exact<{
  storeId: string;
  reason: string;
}>;


export type ApproveStoreMutation = { approveStore: { id: string, status: StoreStatus } };

export type RejectStoreMutationVariables = Exact<{
  storeId: string;
  reason: string;
}>;


export type RejectStoreMutation = { rejectStore: { id: string, status: StoreStatus } };

export type DeactivateStoreMutationVariables = Exact<{
  storeId: string;
  reason: string;
}>;


export type DeactivateStoreMutation = { deactivateStore: { id: string, status: StoreStatus } };

export type ReactivateStoreMutationVariables = Exact<{
  storeId: string;
  reason?: string | null | undefined;
}>;


export type ReactivateStoreMutation = { reactivateStore: { id: string, status: StoreStatus } };

export type RevealStoreKycMutationVariables = Exact<{
  storeId: string;
  reason: string;
  passkey?: PasskeyProof | null | undefined;
}>;


export type RevealStoreKycMutation = { revealStoreKyc: { gstin: string, pan: string, aadhaar: string, accountNo: string, ifsc: string, upiId: string } };

export type AdminUsersQueryVariables = Exact<{
  page: number;
  limit: number;
  role?: Role | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminUsersQuery = { users: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, email: string, name: string | null, role: Role, blocked: boolean }> } };

export type AdminUserQueryVariables = Exact<{
  id: string;
}>;


export type AdminUserQuery = { user: { id: string, email: string, name: string | null, phone: string | null, role: Role, adminRole: AdminRole | null, createdAt: string, blocked: boolean, blockedReason: string | null, stores: Array<{ id: string, name: string, type: StoreType, status: StoreStatus, statusReason: string | null }> } };

export type BlockUserMutationVariables = Exact<{
  userId: string;
  reason: string;
}>;


export type BlockUserMutation = { blockUser: { id: string, blocked: boolean, blockedReason: string | null } };

export type UnblockUserMutationVariables = Exact<{
  userId: string;
  reason?: string | null | undefined;
}>;


export type UnblockUserMutation = { unblockUser: { id: string, blocked: boolean, blockedReason: string | null } };

export type SetAdminRoleMutationVariables = Exact<{
  userId: string;
  role: AdminRole;
}>;


export type SetAdminRoleMutation = { setAdminRole: { id: string, adminRole: AdminRole | null } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { token: string, user: { id: string, email: string, role: Role, adminPermissions: Array<string>, locale: string | null, stores: Array<{ id: string, name: string, logo: string | null, isDeleted: boolean, type: StoreType, description: string, createdAt: string, isApproved: boolean, myPermissions: Array<string> }> } } };

export type RegisterStoreMutationVariables = Exact<{
  email: string;
  password: string;
  role: Role;
  org?: string | null | undefined;
  fullName?: string | null | undefined;
  phone?: string | null | undefined;
}>;


export type RegisterStoreMutation = { register: { token: string, user: { id: string, email: string, role: Role } } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SendRegistrationOtpMutationVariables = Exact<{
  email: string;
}>;


export type SendRegistrationOtpMutation = { sendRegistrationOTP: { success: boolean, resendAfter: number } };

export type VerifyRegistrationOtpMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyRegistrationOtpMutation = { verifyRegistrationOTP: boolean };

export type StoreHealthFieldsFragment = { storeId: string, storeName: string, step: HealthStep, overSince: string | null, holdOn: string | null, pauseOn: string | null, overMetrics: Array<HealthMetric>, reviewedOn: string | null, exemptUntil: string | null, exemptReason: string | null, policy: { minSample: number, judgedDays: number, holdAfterDays: number, pauseAfterDays: number }, windows: Array<{ days: number, from: string, figures: Array<{ metric: HealthMetric, count: number, outOf: number, basisPoints: number | null, maxBasisPoints: number, judged: boolean, over: boolean }> }>, steps: Array<{ id: string, from: HealthStep, to: HealthStep, metrics: Array<HealthMetric>, byAdmin: boolean, exemptUntil: string | null, reason: string | null, at: string }> };

export type StoreHealthQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreHealthQuery = { storeHealth: { storeId: string, storeName: string, step: HealthStep, overSince: string | null, holdOn: string | null, pauseOn: string | null, overMetrics: Array<HealthMetric>, reviewedOn: string | null, exemptUntil: string | null, exemptReason: string | null, policy: { minSample: number, judgedDays: number, holdAfterDays: number, pauseAfterDays: number }, windows: Array<{ days: number, from: string, figures: Array<{ metric: HealthMetric, count: number, outOf: number, basisPoints: number | null, maxBasisPoints: number, judged: boolean, over: boolean }> }>, steps: Array<{ id: string, from: HealthStep, to: HealthStep, metrics: Array<HealthMetric>, byAdmin: boolean, exemptUntil: string | null, reason: string | null, at: string }> } };

export type HealthItemsQueryVariables = Exact<{
  storeId: string;
  metric: HealthMetric;
  days: number;
}>;


export type HealthItemsQuery = { healthItems: Array<{ orderId: string | null, productId: string, name: string, at: string, status: OrderStatus | null }> };

export type StoresOverLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type StoresOverLimitsQuery = { storesOverLimits: Array<{ storeId: string, storeName: string, step: HealthStep, overSince: string | null, overMetrics: Array<HealthMetric>, exemptUntil: string | null }> };

export type SetHealthExemptionMutationVariables = Exact<{
  storeId: string;
  until?: string | null | undefined;
  reason: string;
}>;


export type SetHealthExemptionMutation = { setHealthExemption: { storeId: string, storeName: string, step: HealthStep, overSince: string | null, holdOn: string | null, pauseOn: string | null, overMetrics: Array<HealthMetric>, reviewedOn: string | null, exemptUntil: string | null, exemptReason: string | null, policy: { minSample: number, judgedDays: number, holdAfterDays: number, pauseAfterDays: number }, windows: Array<{ days: number, from: string, figures: Array<{ metric: HealthMetric, count: number, outOf: number, basisPoints: number | null, maxBasisPoints: number, judged: boolean, over: boolean }> }>, steps: Array<{ id: string, from: HealthStep, to: HealthStep, metrics: Array<HealthMetric>, byAdmin: boolean, exemptUntil: string | null, reason: string | null, at: string }> } };

export type ReviewStoreHealthMutationVariables = Exact<{
  storeId: string;
}>;


export type ReviewStoreHealthMutation = { reviewStoreHealth: { storeId: string, storeName: string, step: HealthStep, overSince: string | null, holdOn: string | null, pauseOn: string | null, overMetrics: Array<HealthMetric>, reviewedOn: string | null, exemptUntil: string | null, exemptReason: string | null, policy: { minSample: number, judgedDays: number, holdAfterDays: number, pauseAfterDays: number }, windows: Array<{ days: number, from: string, figures: Array<{ metric: HealthMetric, count: number, outOf: number, basisPoints: number | null, maxBasisPoints: number, judged: boolean, over: boolean }> }>, steps: Array<{ id: string, from: HealthStep, to: HealthStep, metrics: Array<HealthMetric>, byAdmin: boolean, exemptUntil: string | null, reason: string | null, at: string }> } };

export type BulkVariantFragment = { id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number, categoryId: string, productColorId: string, productSizeId: string, color: { id: string, name: string, names: Array<{ locale: string, name: string }> }, size: { id: string, name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, gender: GenderCode, category: { id: string, name: string, names: Array<{ locale: string, name: string }> } } };

export type StoreVariantsQueryVariables = Exact<{
  storeId: string;
  after?: string | null | undefined;
}>;


export type StoreVariantsQuery = { storeVariants: { nextCursor: string | null, items: Array<{ id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number, categoryId: string, productColorId: string, productSizeId: string, color: { id: string, name: string, names: Array<{ locale: string, name: string }> }, size: { id: string, name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, gender: GenderCode, category: { id: string, name: string, names: Array<{ locale: string, name: string }> } } }> } };

export type BulkValuesFragment = { id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number };

export type BulkAnswerFragment = { updated: Array<{ id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number }>, conflicts: Array<{ entryId: string, price: number | null, quantity: number | null, stockNow: number, reservedNow: number, current: { id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number } }>, refused: Array<{ entryId: string, field: string, message: string }> };

export type BulkUpdateInventoryMutationVariables = Exact<{
  storeId: string;
  changes: Array<BulkInventoryChange> | BulkInventoryChange;
  location?: string | null | undefined;
}>;


export type BulkUpdateInventoryMutation = { bulkUpdateInventory: { updated: Array<{ id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number }>, conflicts: Array<{ entryId: string, price: number | null, quantity: number | null, stockNow: number, reservedNow: number, current: { id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number } }>, refused: Array<{ entryId: string, field: string, message: string }> } };

export type CatalogueImportQueryVariables = Exact<{
  storeId: string;
  id: string;
  first?: number | null | undefined;
}>;


export type CatalogueImportQuery = { catalogueImport: { id: string, fileName: string, status: CatalogueImportStatus, products: number, variants: number, newProducts: number, toChange: number, errorCount: number, done: number, created: number, updated: number, unchanged: number, drafts: number, failure: string | null, errors: Array<{ row: number, column: string | null, message: string }> } };

export type ApplyCatalogueImportMutationVariables = Exact<{
  storeId: string;
  id: string;
}>;


export type ApplyCatalogueImportMutation = { applyCatalogueImport: { id: string, status: CatalogueImportStatus } };

export type CreateProductMutationVariables = Exact<{
  input: CreateProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, stock: number, name: string, mainImage: string | null, productImages: Array<string>, sizes: Array<{ sizeId: string }> } };

export type ProductListingReviewsQueryVariables = Exact<{
  id: string;
}>;


export type ProductListingReviewsQuery = { product: { id: string, listingState: ListingState | null, listingReviews: Array<{ id: string, submittedAt: string, decision: ListingDecision | null, reasons: Array<ListingRejectReason>, note: string | null, decidedAt: string | null, automatic: boolean }> } };

export type ResubmitListingMutationVariables = Exact<{
  productId: string;
}>;


export type ResubmitListingMutation = { resubmitListing: { id: string, listingState: ListingState | null, listingReasons: Array<ListingRejectReason> } };

export type StoreLocationStockQueryVariables = Exact<{
  storeId: string;
  location: string;
}>;


export type StoreLocationStockQuery = { storeLocationStock: Array<{ entryId: string, totalStock: number, reservedStock: number }> };

export type ProductUpdateMutationVariables = Exact<{
  id: string;
  input: ProductUpdateInput;
  expectedVersion?: number | null | undefined;
}>;


export type ProductUpdateMutation = { productUpdate: { id: string, name: string, description: string, gender: GenderCode, customReturnPolicy: string, customShippingPolicy: string, version: number, listingState: ListingState | null, listingReasons: Array<ListingRejectReason>, hasLiveVersion: boolean | null } };

export type DeleteProductMutationVariables = Exact<{
  id: string;
}>;


export type DeleteProductMutation = { deleteProduct: boolean };

export type PauseStoreMutationVariables = Exact<{
  storeId: string;
}>;


export type PauseStoreMutation = { pauseStore: { id: string, isPaused: boolean } };

export type ResumeStoreMutationVariables = Exact<{
  storeId: string;
}>;


export type ResumeStoreMutation = { resumeStore: { id: string, isPaused: boolean } };

export type SetProductPhotosMutationVariables = Exact<{
  productId: string;
  productImages: Array<string> | string;
}>;


export type SetProductPhotosMutation = { setProductPhotos: { id: string, mainImage: string | null, productImages: Array<string>, needsPhotos: boolean, listingState: ListingState | null, listingReasons: Array<ListingRejectReason>, version: number } };

export type SetColorImagesMutationVariables = Exact<{
  productId: string;
  colorId: string;
  images: Array<string> | string;
}>;


export type SetColorImagesMutation = { setColorImages: { id: string, version: number, colors: Array<{ colorId: string, images: Array<string> }> } };

export type LocationStockRowFragment = { locationId: string, name: string | null, isPrimary: boolean, totalStock: number, reservedStock: number };

export type InventoryRowFragment = { id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, version: number, productColorId: string, productSizeId: string, locations: Array<{ locationId: string, name: string | null, isPrimary: boolean, totalStock: number, reservedStock: number }>, color: { id: string, name: string, hexCode: string, names: Array<{ locale: string, name: string }> }, size: { id: string, name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, description: string, mainImage: string | null } };

export type ProductFieldsFragment = { id: string, storeId: string, name: string, description: string, gender: GenderCode, subCategory: string | null, tags: Array<string>, mainImage: string | null, productImages: Array<string>, needsPhotos: boolean, listingState: ListingState | null, listingReasons: Array<ListingRejectReason>, hasLiveVersion: boolean | null, customReturnPolicy: string, hsnCode: string, chosenHsnCode: string | null, customShippingPolicy: string, version: number, createdAt: string, category: { id: string, name: string, names: Array<{ locale: string, name: string }> }, colors: Array<{ colorId: string, images: Array<string> }>, entries: Array<{ id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, version: number, productColorId: string, productSizeId: string, locations: Array<{ locationId: string, name: string | null, isPrimary: boolean, totalStock: number, reservedStock: number }>, color: { id: string, name: string, hexCode: string, names: Array<{ locale: string, name: string }> }, size: { id: string, name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, description: string, mainImage: string | null } }> };

export type StoreProductsQueryVariables = Exact<{
  storeId: string;
  page: number;
  limit: number;
  name?: string | null | undefined;
  reference?: string | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type StoreProductsQuery = { storeProducts: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, storeId: string, name: string, description: string, gender: GenderCode, subCategory: string | null, tags: Array<string>, mainImage: string | null, productImages: Array<string>, needsPhotos: boolean, listingState: ListingState | null, listingReasons: Array<ListingRejectReason>, hasLiveVersion: boolean | null, customReturnPolicy: string, hsnCode: string, chosenHsnCode: string | null, customShippingPolicy: string, version: number, createdAt: string, category: { id: string, name: string, names: Array<{ locale: string, name: string }> }, colors: Array<{ colorId: string, images: Array<string> }>, entries: Array<{ id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, version: number, productColorId: string, productSizeId: string, locations: Array<{ locationId: string, name: string | null, isPrimary: boolean, totalStock: number, reservedStock: number }>, color: { id: string, name: string, hexCode: string, names: Array<{ locale: string, name: string }> }, size: { id: string, name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, description: string, mainImage: string | null } }> }> } };

export type ProductDetailsQueryVariables = Exact<{
  id: string;
}>;


export type ProductDetailsQuery = { product: { id: string, storeId: string, name: string, description: string, gender: GenderCode, subCategory: string | null, tags: Array<string>, mainImage: string | null, productImages: Array<string>, needsPhotos: boolean, listingState: ListingState | null, listingReasons: Array<ListingRejectReason>, hasLiveVersion: boolean | null, customReturnPolicy: string, hsnCode: string, chosenHsnCode: string | null, customShippingPolicy: string, version: number, createdAt: string, category: { id: string, name: string, names: Array<{ locale: string, name: string }> }, colors: Array<{ colorId: string, images: Array<string> }>, entries: Array<{ id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, version: number, productColorId: string, productSizeId: string, locations: Array<{ locationId: string, name: string | null, isPrimary: boolean, totalStock: number, reservedStock: number }>, color: { id: string, name: string, hexCode: string, names: Array<{ locale: string, name: string }> }, size: { id: string, name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, name: string, description: string, mainImage: string | null } }> } };

export type StoreShadesQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreShadesQuery = { storeShades: Array<{ id: string, name: string, hexCode: string }> };

export type StorePoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type StorePoliciesQuery = { me: { id: string, stores: Array<{ id: string, review: { shippingPolicy: string, returnPolicy: string } | null }> } };

export type AddShadeMutationVariables = Exact<{
  storeId: string;
  name: string;
  baseColorId: string;
}>;


export type AddShadeMutation = { addShade: { id: string, name: string, hexCode: string } };

export type ApplyStockTakeMutationVariables = Exact<{
  storeId: string;
  input: StockTakeInput;
}>;


export type ApplyStockTakeMutation = { applyStockTake: { updated: Array<{ id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number }>, conflicts: Array<{ entryId: string, price: number | null, quantity: number | null, stockNow: number, reservedNow: number, current: { id: string, price: number, totalStock: number, reservedStock: number, availableStock: number, lowStock: boolean, version: number } }>, refused: Array<{ entryId: string, field: string, message: string }> } };

export type UpdateInventoryMutationVariables = Exact<{
  productId: string;
  size: string;
  color: string;
  quantity?: number | null | undefined;
  price?: number | null | undefined;
  expectedVersion?: number | null | undefined;
  sku?: string | null | undefined;
  mrp?: number | null | undefined;
  gtin?: string | null | undefined;
  location?: string | null | undefined;
}>;


export type UpdateInventoryMutation = { updateInventory: { id: string, price: number, mrp: number | null, sku: string | null, gtin: string | null, totalStock: number, reservedStock: number, availableStock: number, version: number, locations: Array<{ locationId: string, name: string | null, isPrimary: boolean, totalStock: number, reservedStock: number }> } };

export type InventoryConflictCurrentFragment = { price: number, totalStock: number, reservedStock: number, version: number, sku: string | null, mrp: number | null, gtin: string | null };

export type AddStoreLocationMutationVariables = Exact<{
  storeId: string;
  input: LocationInput;
}>;


export type AddStoreLocationMutation = { addStoreLocation: { id: string, name: string | null } };

export type UpdateStoreLocationMutationVariables = Exact<{
  storeId: string;
  locationId: string;
  input: LocationInput;
}>;


export type UpdateStoreLocationMutation = { updateStoreLocation: { id: string, name: string | null } };

export type ArchiveStoreLocationMutationVariables = Exact<{
  storeId: string;
  locationId: string;
}>;


export type ArchiveStoreLocationMutation = { archiveStoreLocation: { id: string, archived: boolean } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type NotificationsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type NotificationsQuery = { notifications: { unreadCount: number, items: Array<{ id: string, title: string, body: string, read: boolean, createdAt: string, link: string | null }> } };

export type CreateStoreMutationVariables = Exact<{
  input: CreateStoreInput;
}>;


export type CreateStoreMutation = { createStore: { id: string, name: string, status: StoreStatus } };

export type StoreNameAvailableQueryVariables = Exact<{
  name: string;
}>;


export type StoreNameAvailableQuery = { storeNameAvailable: boolean };

export type ClaimFieldsFragment = { id: string, kind: ClaimKind, status: ClaimStatus, storeId: string, storeName: string, orderId: string, orderItemId: string, productName: string, itemAmountPaise: number, returnReason: ReturnReason | null, returnNote: string | null, awb: string | null, note: string, photos: Array<string>, video: string | null, qcNote: string | null, qcPhotos: Array<string>, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null, createdAt: string, decidedAt: string | null, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> } };

export type StoreClaimsQueryVariables = Exact<{
  storeId: string;
  status?: ClaimStatus | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type StoreClaimsQuery = { storeClaims: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, kind: ClaimKind, status: ClaimStatus, storeId: string, storeName: string, orderId: string, orderItemId: string, productName: string, itemAmountPaise: number, returnReason: ReturnReason | null, returnNote: string | null, awb: string | null, note: string, photos: Array<string>, video: string | null, qcNote: string | null, qcPhotos: Array<string>, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null, createdAt: string, decidedAt: string | null, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> } }> } };

export type ClaimQueueQueryVariables = Exact<{
  status?: ClaimStatus | null | undefined;
  kind?: ClaimKind | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type ClaimQueueQuery = { claimQueue: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, kind: ClaimKind, status: ClaimStatus, storeId: string, storeName: string, orderId: string, orderItemId: string, productName: string, itemAmountPaise: number, returnReason: ReturnReason | null, returnNote: string | null, awb: string | null, note: string, photos: Array<string>, video: string | null, qcNote: string | null, qcPhotos: Array<string>, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null, createdAt: string, decidedAt: string | null, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> } }> } };

export type DecideClaimMutationVariables = Exact<{
  id: string;
  decision: ClaimDecision;
  amountPaise?: number | null | undefined;
  reason: string;
  restock?: boolean | null | undefined;
}>;


export type DecideClaimMutation = { decideClaim: { id: string, kind: ClaimKind, status: ClaimStatus, storeId: string, storeName: string, orderId: string, orderItemId: string, productName: string, itemAmountPaise: number, returnReason: ReturnReason | null, returnNote: string | null, awb: string | null, note: string, photos: Array<string>, video: string | null, qcNote: string | null, qcPhotos: Array<string>, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null, createdAt: string, decidedAt: string | null, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> } } };

export type FileClaimMutationVariables = Exact<{
  orderItemId: string;
  input: ClaimInput;
}>;


export type FileClaimMutation = { fileClaim: { id: string, kind: ClaimKind, status: ClaimStatus, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null } };

export type ResolveComplaintMutationVariables = Exact<{
  complaintId: string;
  note: string;
}>;


export type ResolveComplaintMutation = { resolveComplaint: { id: string, status: ComplaintStatus, resolutionNote: string | null } };

export type DismissComplaintMutationVariables = Exact<{
  complaintId: string;
  note: string;
}>;


export type DismissComplaintMutation = { dismissComplaint: { id: string, status: ComplaintStatus, resolutionNote: string | null } };

export type DispatchCountsQueryVariables = Exact<{
  storeId: string;
  location?: string | null | undefined;
}>;


export type DispatchCountsQuery = { dispatchCounts: { toPack: number, toShip: number, breachingToday: number, breached: number } };

export type PickupManifestQueryVariables = Exact<{
  storeId: string;
  day: string;
  after?: string | null | undefined;
  location?: string | null | undefined;
}>;


export type PickupManifestQuery = { pickupManifest: Array<{ cursor: string, courier: string, awb: string, orderId: string, orderItemId: string, locationId: string, productName: string, quantity: number, customerName: string, pinCode: string | null, shippedAt: string }> };

export type StoreInsightsQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreInsightsQuery = { storeRevenue: { totalRevenuePaise: number, totalSales: number }, storeInsights: { todayOrders: number, countedStatuses: Array<OrderStatus>, days: Array<{ day: string, orders: number, revenuePaise: number }> } };

export type ItemPlaceFragment = { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string };

export type OrderFieldsFragment = { id: string, storeId: string, createdAt: string, status: OrderStatus, totalAmount: number, totalAmountPaise: number, pricesIncludeTax: boolean, paymentMethod: PaymentMethod, packagingPaise: number, packagingTaxPaise: number, invoiceNumber: string | null, discountCode: string | null, deliveryType: DeliveryType, deliveryInstructions: string | null, settlement: { cancelledPaise: number, refundedPaise: number, paysPaise: number }, shippingInfo: { name: string, email: string | null, phone: string | null, address: string, stateCode: string, pinCode: string | null }, sender: { name: string, address: string, phone: string, stateCode: string | null, pinCode: string | null }, items: Array<{ id: string, itemStatus: OrderStatus, price: number, quantity: number, total: number, discountPercent: number, taxRate: number, amountPaise: number, taxablePaise: number, taxPaise: number, productId: string, colorId: string, sizeId: string, referenceId: string, productName: string, sku: string | null, dispatchBy: string | null, breached: boolean, courier: string | null, awb: string | null, shippedAt: string | null, returnWindowEndsOn: string | null, returnReason: ReturnReason | null, returnNote: string | null, qcNote: string | null, qcPhotos: Array<string>, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, mainImage: string | null }, statusHistory: Array<{ status: OrderStatus, at: string, receivedAt: string | null, byName: string | null }>, location: { contactPhone: string, id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string } | null, returnsTo: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string } | null, claim: { id: string, kind: ClaimKind, status: ClaimStatus, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null } | null, claimOptions: Array<{ kind: ClaimKind, closesOn: string, maxAmountPaise: number, photos: string, video: string, awb: boolean }> }> };

export type StoreOrdersQueryVariables = Exact<{
  storeId: string;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  status?: OrderStatus | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
  queue?: DispatchQueue | null | undefined;
  location?: string | null | undefined;
}>;


export type StoreOrdersQuery = { storeOrdersTC: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, storeId: string, createdAt: string, status: OrderStatus, totalAmount: number, totalAmountPaise: number, pricesIncludeTax: boolean, paymentMethod: PaymentMethod, packagingPaise: number, packagingTaxPaise: number, invoiceNumber: string | null, discountCode: string | null, deliveryType: DeliveryType, deliveryInstructions: string | null, settlement: { cancelledPaise: number, refundedPaise: number, paysPaise: number }, shippingInfo: { name: string, email: string | null, phone: string | null, address: string, stateCode: string, pinCode: string | null }, sender: { name: string, address: string, phone: string, stateCode: string | null, pinCode: string | null }, items: Array<{ id: string, itemStatus: OrderStatus, price: number, quantity: number, total: number, discountPercent: number, taxRate: number, amountPaise: number, taxablePaise: number, taxPaise: number, productId: string, colorId: string, sizeId: string, referenceId: string, productName: string, sku: string | null, dispatchBy: string | null, breached: boolean, courier: string | null, awb: string | null, shippedAt: string | null, returnWindowEndsOn: string | null, returnReason: ReturnReason | null, returnNote: string | null, qcNote: string | null, qcPhotos: Array<string>, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, mainImage: string | null }, statusHistory: Array<{ status: OrderStatus, at: string, receivedAt: string | null, byName: string | null }>, location: { contactPhone: string, id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string } | null, returnsTo: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string } | null, claim: { id: string, kind: ClaimKind, status: ClaimStatus, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null } | null, claimOptions: Array<{ kind: ClaimKind, closesOn: string, maxAmountPaise: number, photos: string, video: string, awb: boolean }> }> }> } };

export type OrderDetailsQueryVariables = Exact<{
  orderId: string;
}>;


export type OrderDetailsQuery = { orderDetails: { id: string, storeId: string, createdAt: string, status: OrderStatus, totalAmount: number, totalAmountPaise: number, pricesIncludeTax: boolean, paymentMethod: PaymentMethod, packagingPaise: number, packagingTaxPaise: number, invoiceNumber: string | null, discountCode: string | null, deliveryType: DeliveryType, deliveryInstructions: string | null, settlement: { cancelledPaise: number, refundedPaise: number, paysPaise: number }, shippingInfo: { name: string, email: string | null, phone: string | null, address: string, stateCode: string, pinCode: string | null }, sender: { name: string, address: string, phone: string, stateCode: string | null, pinCode: string | null }, items: Array<{ id: string, itemStatus: OrderStatus, price: number, quantity: number, total: number, discountPercent: number, taxRate: number, amountPaise: number, taxablePaise: number, taxPaise: number, productId: string, colorId: string, sizeId: string, referenceId: string, productName: string, sku: string | null, dispatchBy: string | null, breached: boolean, courier: string | null, awb: string | null, shippedAt: string | null, returnWindowEndsOn: string | null, returnReason: ReturnReason | null, returnNote: string | null, qcNote: string | null, qcPhotos: Array<string>, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> }, product: { id: string, mainImage: string | null }, statusHistory: Array<{ status: OrderStatus, at: string, receivedAt: string | null, byName: string | null }>, location: { contactPhone: string, id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string } | null, returnsTo: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string } | null, claim: { id: string, kind: ClaimKind, status: ClaimStatus, amountClaimedPaise: number, amountAcceptedPaise: number | null, deadline: string, decisionReason: string | null } | null, claimOptions: Array<{ kind: ClaimKind, closesOn: string, maxAmountPaise: number, photos: string, video: string, awb: boolean }> }> } };

export type InvoiceQueryVariables = Exact<{
  orderId: string;
}>;


export type InvoiceQuery = { orderInvoice: { number: string, date: string, interState: boolean, stateTaxName: string, reverseCharge: boolean, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, packagingPaise: number, packagingTaxableValue: number, packagingTaxRate: number, totalPaise: number, totalInWords: string, seller: { name: string, address: string, gstin: string | null, stateCode: string, stateName: string }, buyer: { name: string, address: string, phone: string | null, email: string | null, stateCode: string, stateName: string, pinCode: string | null }, lines: Array<{ description: string, sku: string | null, hsn: string, quantity: number, unit: string, unitPrice: number, discount: number, taxRate: number, cgstRate: number, sgstRate: number, igstRate: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number }>, creditNotes: Array<{ id: string, number: string, date: string, reason: OrderStatus, productName: string, quantity: number, taxRatePercent: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number }> } | null };

export type OrderHistoryQueryVariables = Exact<{
  storeId: string;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type OrderHistoryQuery = { storeOrderHistory: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ nthOrder: number, isFirstOrder: boolean, order: { id: string, createdAt: string, packagingPaise: number, packagingTaxPaise: number, pricesIncludeTax: boolean, totalAmount: number, totalAmountPaise: number, shippingInfo: { name: string }, items: Array<{ id: string, itemStatus: OrderStatus, productName: string, price: number, quantity: number, discountPercent: number, taxRate: number, amountPaise: number, taxablePaise: number, taxPaise: number, statusHistory: Array<{ status: OrderStatus, at: string }> }> } }> } };

export type ComplaintsQueryVariables = Exact<{
  storeId: string;
  page?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type ComplaintsQuery = { storeComplaints: { totalCount: number, totalCapped: boolean, nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, orderId: string, customerName: string, productName: string | null, issue: string, description: string, attachments: Array<string>, status: ComplaintStatus, resolutionNote: string | null, createdAt: string, updatedAt: string, history: Array<{ status: ComplaintStatus, note: string | null, at: string }> }> } };

export type CrmOrderStatusUpdateMutationVariables = Exact<{
  orderId: string;
  status: OrderStatus;
  storeId: string;
  productId: string;
  colorId: string;
  sizeId: string;
  shipment?: ShipmentInput | null | undefined;
  qc?: QcInput | null | undefined;
  madeAt?: string | null | undefined;
}>;


export type CrmOrderStatusUpdateMutation = { crmOrderStatusUpdate: { id: string, status: OrderStatus, items: Array<{ id: string, itemStatus: OrderStatus, breached: boolean, courier: string | null, awb: string | null, shippedAt: string | null, qcNote: string | null, qcPhotos: Array<string>, statusHistory: Array<{ status: OrderStatus, at: string, receivedAt: string | null, byName: string | null }> }> } };

export type MoveItemLocationMutationVariables = Exact<{
  orderItemId: string;
  locationId: string;
}>;


export type MoveItemLocationMutation = { moveItemLocation: { id: string, location: { id: string, name: string | null, isPrimary: boolean } | null } };

export type ItemMoveTargetsQueryVariables = Exact<{
  orderId: string;
}>;


export type ItemMoveTargetsQuery = { orderDetails: { id: string, items: Array<{ id: string, moveTargets: Array<{ id: string, name: string | null, isPrimary: boolean }> }> } };

export type StorePaymentsQueryVariables = Exact<{
  storeId: string;
}>;


export type StorePaymentsQuery = { storePayments: { nextPayoutDay: string, nextPayoutPaise: number, waitingPaise: number, recoveringPaise: number, payouts: Array<{ id: string, cycleDay: string, amountPaise: number, lines: number, status: PayoutStatus, utr: string | null, paidOn: string | null }> } };

export type StoreLedgerPageQueryVariables = Exact<{
  storeId: string;
  from: string;
  to: string;
  page?: number | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type StoreLedgerPageQuery = { storeLedgerPage: { nextCursor: string | null, prevCursor: string | null, items: Array<{ id: string, orderId: string, orderItemId: string, productName: string, event: OrderStatus, kind: LedgerKind, part: LedgerPart, amountPaise: number, rateBp: number | null, payableOn: string, createdAt: string, payoutId: string | null }> } };

export type FilingSupplyFieldsFragment = { placeOfSupply: string, stateName: string, ratePercent: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number };

export type FilingTcsFieldsFragment = { suppliesPaise: number, returnsPaise: number, netTaxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, unsplitPaise: number, tdsPaise: number };

export type FilingPackQueryVariables = Exact<{
  storeId: string;
  month: string;
  locationId?: string | null | undefined;
}>;


export type FilingPackQuery = { filingPack: { month: string, gstin: string, hsnDigits: number, invoices: number, creditNoteCount: number, claimsPaidPaise: number, csv: string, sales: Array<{ placeOfSupply: string, stateName: string, ratePercent: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number }>, creditNotes: Array<{ placeOfSupply: string, stateName: string, ratePercent: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number }>, transfers: Array<{ recipientGstin: string, number: string, date: string, placeOfSupply: string, stateName: string, ratePercent: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number }>, hsn: Array<{ hsn: string, complete: boolean, unit: string, quantity: number, ratePercent: number, taxableValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number }>, tcs: { suppliesPaise: number, returnsPaise: number, netTaxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, unsplitPaise: number, tdsPaise: number }, documents: Array<{ kind: FilingDocumentKind, from: string, to: string, total: number, cancelled: number, netIssued: number }>, operatorSupplies: { operatorGstin: string | null, netValuePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number }, reconciliation: { gstr1NetPaise: number, gstr8NetPaise: number, suppliesTimingPaise: number, creditsTimingPaise: number, differencePaise: number } } };

export type PlatformFilingQueryVariables = Exact<{
  month: string;
}>;


export type PlatformFilingQuery = { platformFiling: Array<{ storeId: string, storeName: string, gstin: string, tcs: { suppliesPaise: number, returnsPaise: number, netTaxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, unsplitPaise: number, tdsPaise: number } }> };

export type AdminPayoutsQueryVariables = Exact<{
  status?: PayoutStatus | null | undefined;
}>;


export type AdminPayoutsQuery = { adminPayouts: Array<{ id: string, storeId: string, storeName: string, cycleDay: string, amountPaise: number, lines: number, status: PayoutStatus, utr: string | null, paidOn: string | null }> };

export type MarkPayoutPaidMutationVariables = Exact<{
  id: string;
  utr: string;
  paidOn: string;
}>;


export type MarkPayoutPaidMutation = { markPayoutPaid: { id: string, status: PayoutStatus, utr: string | null, paidOn: string | null } };

export type RunPayoutBatchMutationVariables = Exact<{ [key: string]: never; }>;


export type RunPayoutBatchMutation = { runPayoutBatch: { made: number, failedStoreNames: Array<string> } };

export type CommissionCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CommissionCategoriesQuery = { productCategories: Array<{ id: string, name: string, gender: GenderCode }> };

export type SetCommissionRateMutationVariables = Exact<{
  categoryId: string;
  percent: number;
  from: string;
}>;


export type SetCommissionRateMutation = { setCommissionRate: { categoryId: string, from: string, bp: number } };

export type PayoutStatementQueryVariables = Exact<{
  storeId: string;
  payoutId: string;
}>;


export type PayoutStatementQuery = { payoutStatement: { storeName: string, gstin: string, movesTotal: number, payout: { id: string, cycleDay: string, amountPaise: number, lines: number, status: PayoutStatus, utr: string | null, paidOn: string | null }, totals: Array<{ kind: LedgerKind, amountPaise: number, lines: number }>, moves: Array<{ orderId: string, orderItemId: string, productName: string, event: OrderStatus, byClaim: boolean, netPaise: number }> } };

export type MyNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNoticesQuery = { me: { id: string, stores: Array<{ id: string, myNotices: Array<{ topic: StoreNoticeTopic, inConsole: boolean, byMail: boolean }> }> } };

export type SetStoreNoticeMutationVariables = Exact<{
  storeId: string;
  topic: StoreNoticeTopic;
  inConsole: boolean;
  byMail: boolean;
}>;


export type SetStoreNoticeMutation = { setStoreNotice: { topic: StoreNoticeTopic, inConsole: boolean, byMail: boolean } };

export type SupportContactQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportContactQuery = { supportContact: { email: string | null, phone: string | null } };

export type UpdateSettingsMutationVariables = Exact<{
  lowStockThreshold: number;
}>;


export type UpdateSettingsMutation = { updateSettings: { id: string, lowStockThreshold: number } };

export type UpdateDispatchSettingsMutationVariables = Exact<{
  storeId: string;
  handlingDays: number;
  returnWindowDays: number;
}>;


export type UpdateDispatchSettingsMutation = { updateDispatchSettings: { id: string, handlingDays: number, returnWindowDays: number } };

export type StoreTeamQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreTeamQuery = { storeTeam: { members: Array<{ userId: string, email: string, name: string | null, role: StoreRole, joinedAt: string, lastActiveAt: string | null, location: { id: string, name: string | null, isPrimary: boolean } | null }>, invitations: Array<{ id: string, email: string, role: StoreRole, invitedAt: string, expiresAt: string, expired: boolean }>, formerMembers: Array<{ userId: string, email: string, name: string | null }> } };

export type InviteMemberMutationVariables = Exact<{
  storeId: string;
  email: string;
  role: StoreRole;
}>;


export type InviteMemberMutation = { inviteMember: { id: string } };

export type ResendInvitationMutationVariables = Exact<{
  storeId: string;
  invitationId: string;
}>;


export type ResendInvitationMutation = { resendInvitation: { id: string } };

export type RevokeInvitationMutationVariables = Exact<{
  storeId: string;
  invitationId: string;
}>;


export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type ChangeMemberRoleMutationVariables = Exact<{
  storeId: string;
  userId: string;
  role: StoreRole;
}>;


export type ChangeMemberRoleMutation = { changeMemberRole: { userId: string, role: StoreRole } };

export type SetMemberLocationMutationVariables = Exact<{
  storeId: string;
  userId: string;
  locationId?: string | null | undefined;
}>;


export type SetMemberLocationMutation = { setMemberLocation: { userId: string } };

export type RemoveMemberMutationVariables = Exact<{
  storeId: string;
  userId: string;
}>;


export type RemoveMemberMutation = { removeMember: boolean };

export type TransferOwnershipMutationVariables = Exact<{
  storeId: string;
  userId: string;
}>;


export type TransferOwnershipMutation = { transferOwnership: { id: string } };

export type InvitationQueryVariables = Exact<{
  token: string;
}>;


export type InvitationQuery = { invitation: { storeName: string, email: string, role: StoreRole, expiresAt: string, expired: boolean, accepted: boolean } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { id: string } };

export type StoreActivityQueryVariables = Exact<{
  storeId: string;
  memberId?: string | null | undefined;
  before?: string | null | undefined;
}>;


export type StoreActivityQuery = { storeActivity: { nextCursor: string | null, items: Array<{ id: string, at: string, kind: ActivityKind, actorId: string, actorName: string, summary: string }> } };

export type TransferPlaceFragment = { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string };

export type TransferSummaryFragment = { id: string, status: TransferStatus, documentKind: TransferDocumentKind, documentNumber: string, documentDate: string, sentAt: string, receivedAt: string | null, piecesSent: number, piecesReceived: number | null, from: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string }, to: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string } };

export type StockTransfersQueryVariables = Exact<{
  storeId: string;
  status?: TransferStatus | null | undefined;
}>;


export type StockTransfersQuery = { stockTransfers: Array<{ id: string, status: TransferStatus, documentKind: TransferDocumentKind, documentNumber: string, documentDate: string, sentAt: string, receivedAt: string | null, piecesSent: number, piecesReceived: number | null, from: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string }, to: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string } }> };

export type StockTransferQueryVariables = Exact<{
  transferId: string;
}>;


export type StockTransferQuery = { stockTransfer: { storeId: string, storeName: string, note: string, receiveNote: string, sentByName: string | null, receivedByName: string | null, taxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number, totalPaise: number, totalInWords: string, stateTaxName: string, needsEwayBill: boolean, id: string, status: TransferStatus, documentKind: TransferDocumentKind, documentNumber: string, documentDate: string, sentAt: string, receivedAt: string | null, piecesSent: number, piecesReceived: number | null, lines: Array<{ referenceId: string, description: string, sku: string | null, hsnCode: string, quantitySent: number, quantityReceived: number | null, shortfall: number | null, unitPricePaise: number, taxRatePercent: number, taxablePaise: number, cgstPaise: number, sgstPaise: number, igstPaise: number }>, from: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string }, to: { id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string } } };

export type TransferProductsQueryVariables = Exact<{
  storeId: string;
  name?: string | null | undefined;
}>;


export type TransferProductsQuery = { storeProducts: { items: Array<{ id: string, name: string, entries: Array<{ id: string, sku: string | null, color: { name: string, names: Array<{ locale: string, name: string }> }, size: { name: string, names: Array<{ locale: string, name: string }> }, locations: Array<{ locationId: string, totalStock: number, reservedStock: number }> }> }> } };

export type SendStockTransferMutationVariables = Exact<{
  storeId: string;
  input: StockTransferInput;
}>;


export type SendStockTransferMutation = { sendStockTransfer: { id: string, documentNumber: string } };

export type ReceiveStockTransferMutationVariables = Exact<{
  transferId: string;
  input?: TransferReceiptInput | null | undefined;
}>;


export type ReceiveStockTransferMutation = { receiveStockTransfer: { id: string, documentNumber: string, status: TransferStatus } };

export type GetProductCategoriesQueryVariables = Exact<{
  gender?: GenderCode | null | undefined;
}>;


export type GetProductCategoriesQuery = { productCategories: Array<{ id: string, gender: GenderCode, name: string, subCategory: Array<string>, sizeSystemIds: Array<string>, names: Array<{ locale: string, name: string }>, subCategories: Array<{ id: string, name: string, sizeSystemIds: Array<string>, names: Array<{ locale: string, name: string }> }> }> };

export type CatalogueLookupsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueLookupsQuery = { colors: Array<{ id: string, name: string, hexCode: string, names: Array<{ locale: string, name: string }> }>, sizeSystems: Array<{ id: string, code: string, name: string, names: Array<{ locale: string, name: string }>, sizes: Array<{ id: string, name: string, names: Array<{ locale: string, name: string }> }> }> };

export type SetLocaleMutationVariables = Exact<{
  locale: string;
}>;


export type SetLocaleMutation = { setLocale: { id: string, locale: string | null } };

export type StoreLocationsQueryVariables = Exact<{
  storeId: string;
}>;


export type StoreLocationsQuery = { storeLocations: Array<{ id: string, name: string | null, isPrimary: boolean, address: string, stateCode: string, pinCode: string, gstin: string, contactName: string, contactPhone: string, hours: string, takesReturns: boolean, handlingDays: number | null }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, role: Role, adminRole: AdminRole | null, adminPermissions: Array<string>, authProvider: AuthProvider, createdAt: string, updatedAt: string, name: string | null, phone: string | null, profileImage: string | null, version: number, lowStockThreshold: number, locale: string | null, stores: Array<{ id: string, name: string, isApproved: boolean, isPaused: boolean, status: StoreStatus, statusReason: string | null, createdAt: string, handlingDays: number, returnWindowDays: number, myRole: StoreRole | null, myPermissions: Array<string>, myLocationId: string | null, locationCount: number | null }> } };

export type StartPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyRegistrationMutation = { startPasskeyRegistration: { id: string, options: string } };

export type FinishPasskeyRegistrationMutationVariables = Exact<{
  passkey: PasskeyProof;
  name?: string | null | undefined;
}>;


export type FinishPasskeyRegistrationMutation = { finishPasskeyRegistration: { id: string, name: string, createdAt: string, lastUsedAt: string | null } };

export type RemovePasskeyMutationVariables = Exact<{
  id: string;
}>;


export type RemovePasskeyMutation = { removePasskey: boolean };

export type StartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeySignInMutation = { startPasskeySignIn: { id: string, options: string } };

export type SignInWithPasskeyMutationVariables = Exact<{
  passkey: PasskeyProof;
}>;


export type SignInWithPasskeyMutation = { signInWithPasskey: { token: string, user: { id: string, email: string, role: Role, adminPermissions: Array<string>, locale: string | null, stores: Array<{ id: string, name: string, logo: string | null, isDeleted: boolean, type: StoreType, description: string, createdAt: string, isApproved: boolean, myPermissions: Array<string> }> } } };

export type StartPasskeyConfirmationMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyConfirmationMutation = { startPasskeyConfirmation: { id: string, options: string } };

export type MyPasskeysQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPasskeysQuery = { myPasskeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ProfileConflictCurrentFragmentDoc = new TypedDocumentString(`
    fragment ProfileConflictCurrent on ProfileConflict {
  name
  phone
  version
}
    `, {"fragmentName":"ProfileConflictCurrent"}) as unknown as TypedDocumentString<ProfileConflictCurrentFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment AuditEntryFields on AuditEntry {
  id
  actorEmail
  action
  subjectType
  subjectId
  subjectName
  reason
  createdAt
}
    `, {"fragmentName":"AuditEntryFields"}) as unknown as TypedDocumentString<AuditEntryFieldsFragment, unknown>;
export const ListingVersionFieldsFragmentDoc = new TypedDocumentString(`
    fragment ListingVersionFields on ListingVersion {
  name
  description
  gender
  category
  subCategory
  mainImage
  productImages
  colors {
    colorId
    colorName
    images
  }
  mrps {
    variant
    mrpPaise
  }
}
    `, {"fragmentName":"ListingVersionFields"}) as unknown as TypedDocumentString<ListingVersionFieldsFragment, unknown>;
export const AdminStoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminStoreFields on Store {
  id
  name
  type
  status
  statusReason
  isPaused
  organisationId
  createdAt
  kyc {
    gstin
    pan
    aadhaar
    accountNo
    ifsc
    upiId
  }
  review {
    address
    email
    phone
    emergencyPhone
    pocName
    pocPhone
    images
    storePolicy
    returnPolicy
    shippingPolicy
    ownerEmail
    otherStores {
      id
      name
      status
    }
    stateCode
    stateName
    pinCode
    gstinStateCode
    gstinStateName
    gstinStateMismatch
  }
}
    `, {"fragmentName":"AdminStoreFields"}) as unknown as TypedDocumentString<AdminStoreFieldsFragment, unknown>;
export const StoreHealthFieldsFragmentDoc = new TypedDocumentString(`
    fragment StoreHealthFields on StoreHealth {
  storeId
  storeName
  step
  overSince
  holdOn
  pauseOn
  overMetrics
  reviewedOn
  exemptUntil
  exemptReason
  policy {
    minSample
    judgedDays
    holdAfterDays
    pauseAfterDays
  }
  windows {
    days
    from
    figures {
      metric
      count
      outOf
      basisPoints
      maxBasisPoints
      judged
      over
    }
  }
  steps {
    id
    from
    to
    metrics
    byAdmin
    exemptUntil
    reason
    at
  }
}
    `, {"fragmentName":"StoreHealthFields"}) as unknown as TypedDocumentString<StoreHealthFieldsFragment, unknown>;
export const BulkVariantFragmentDoc = new TypedDocumentString(`
    fragment BulkVariant on InventoryEntry {
  id
  price
  mrp
  sku
  gtin
  totalStock
  reservedStock
  availableStock
  lowStock
  version
  categoryId
  productColorId
  productSizeId
  color {
    id
    name
    names {
      locale
      name
    }
  }
  size {
    id
    name
    names {
      locale
      name
    }
  }
  product {
    id
    name
    gender
    category {
      id
      name
      names {
        locale
        name
      }
    }
  }
}
    `, {"fragmentName":"BulkVariant"}) as unknown as TypedDocumentString<BulkVariantFragment, unknown>;
export const BulkValuesFragmentDoc = new TypedDocumentString(`
    fragment BulkValues on InventoryEntry {
  id
  price
  totalStock
  reservedStock
  availableStock
  lowStock
  version
}
    `, {"fragmentName":"BulkValues"}) as unknown as TypedDocumentString<BulkValuesFragment, unknown>;
export const BulkAnswerFragmentDoc = new TypedDocumentString(`
    fragment BulkAnswer on BulkInventoryResult {
  updated {
    ...BulkValues
  }
  conflicts {
    entryId
    price
    quantity
    current {
      ...BulkValues
    }
    stockNow
    reservedNow
  }
  refused {
    entryId
    field
    message
  }
}
    fragment BulkValues on InventoryEntry {
  id
  price
  totalStock
  reservedStock
  availableStock
  lowStock
  version
}`, {"fragmentName":"BulkAnswer"}) as unknown as TypedDocumentString<BulkAnswerFragment, unknown>;
export const LocationStockRowFragmentDoc = new TypedDocumentString(`
    fragment LocationStockRow on LocationStock {
  locationId
  name
  isPrimary
  totalStock
  reservedStock
}
    `, {"fragmentName":"LocationStockRow"}) as unknown as TypedDocumentString<LocationStockRowFragment, unknown>;
export const InventoryRowFragmentDoc = new TypedDocumentString(`
    fragment InventoryRow on InventoryEntry {
  id
  price
  mrp
  sku
  gtin
  totalStock
  reservedStock
  availableStock
  version
  locations(held: true) {
    ...LocationStockRow
  }
  productColorId
  productSizeId
  color {
    id
    name
    names {
      locale
      name
    }
    hexCode
  }
  size {
    id
    name
    names {
      locale
      name
    }
  }
  product {
    id
    name
    description
    mainImage
  }
}
    fragment LocationStockRow on LocationStock {
  locationId
  name
  isPrimary
  totalStock
  reservedStock
}`, {"fragmentName":"InventoryRow"}) as unknown as TypedDocumentString<InventoryRowFragment, unknown>;
export const ProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductFields on Product {
  id
  storeId
  name
  description
  gender
  category {
    id
    name
    names {
      locale
      name
    }
  }
  subCategory
  tags
  mainImage
  productImages
  needsPhotos
  listingState
  listingReasons
  hasLiveVersion
  customReturnPolicy
  hsnCode
  chosenHsnCode
  customShippingPolicy
  version
  createdAt
  colors {
    colorId
    images
  }
  entries {
    ...InventoryRow
  }
}
    fragment LocationStockRow on LocationStock {
  locationId
  name
  isPrimary
  totalStock
  reservedStock
}
fragment InventoryRow on InventoryEntry {
  id
  price
  mrp
  sku
  gtin
  totalStock
  reservedStock
  availableStock
  version
  locations(held: true) {
    ...LocationStockRow
  }
  productColorId
  productSizeId
  color {
    id
    name
    names {
      locale
      name
    }
    hexCode
  }
  size {
    id
    name
    names {
      locale
      name
    }
  }
  product {
    id
    name
    description
    mainImage
  }
}`, {"fragmentName":"ProductFields"}) as unknown as TypedDocumentString<ProductFieldsFragment, unknown>;
export const InventoryConflictCurrentFragmentDoc = new TypedDocumentString(`
    fragment InventoryConflictCurrent on InventoryConflict {
  price
  totalStock
  reservedStock
  version
  sku
  mrp
  gtin
}
    `, {"fragmentName":"InventoryConflictCurrent"}) as unknown as TypedDocumentString<InventoryConflictCurrentFragment, unknown>;
export const ClaimFieldsFragmentDoc = new TypedDocumentString(`
    fragment ClaimFields on Claim {
  id
  kind
  status
  storeId
  storeName
  orderId
  orderItemId
  productName
  color {
    name
    names {
      locale
      name
    }
  }
  size {
    name
    names {
      locale
      name
    }
  }
  itemAmountPaise
  returnReason
  returnNote
  awb
  note
  photos
  video
  qcNote
  qcPhotos
  amountClaimedPaise
  amountAcceptedPaise
  deadline
  decisionReason
  createdAt
  decidedAt
}
    `, {"fragmentName":"ClaimFields"}) as unknown as TypedDocumentString<ClaimFieldsFragment, unknown>;
export const ItemPlaceFragmentDoc = new TypedDocumentString(`
    fragment ItemPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
}
    `, {"fragmentName":"ItemPlace"}) as unknown as TypedDocumentString<ItemPlaceFragment, unknown>;
export const OrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderFields on Order {
  id
  storeId
  createdAt
  status
  totalAmount
  totalAmountPaise
  pricesIncludeTax
  paymentMethod
  packagingPaise
  packagingTaxPaise
  invoiceNumber
  discountCode
  settlement {
    cancelledPaise
    refundedPaise
    paysPaise
  }
  deliveryType
  deliveryInstructions
  shippingInfo {
    name
    email
    phone
    address
    stateCode
    pinCode
  }
  sender {
    name
    address
    phone
    stateCode
    pinCode
  }
  items {
    id
    itemStatus
    price
    quantity
    total
    discountPercent
    taxRate
    amountPaise
    taxablePaise
    taxPaise
    productId
    colorId
    sizeId
    referenceId
    productName
    sku
    color {
      name
      names {
        locale
        name
      }
    }
    size {
      name
      names {
        locale
        name
      }
    }
    product {
      id
      mainImage
    }
    statusHistory {
      status
      at
      receivedAt
      byName
    }
    location {
      ...ItemPlace
      contactPhone
    }
    returnsTo {
      ...ItemPlace
    }
    dispatchBy
    breached
    courier
    awb
    shippedAt
    returnWindowEndsOn
    returnReason
    returnNote
    qcNote
    qcPhotos
    claim {
      id
      kind
      status
      amountClaimedPaise
      amountAcceptedPaise
      deadline
      decisionReason
    }
    claimOptions {
      kind
      closesOn
      maxAmountPaise
      photos
      video
      awb
    }
  }
}
    fragment ItemPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
}`, {"fragmentName":"OrderFields"}) as unknown as TypedDocumentString<OrderFieldsFragment, unknown>;
export const FilingSupplyFieldsFragmentDoc = new TypedDocumentString(`
    fragment FilingSupplyFields on FilingSupply {
  placeOfSupply
  stateName
  ratePercent
  taxableValuePaise
  cgstPaise
  sgstPaise
  igstPaise
  totalPaise
}
    `, {"fragmentName":"FilingSupplyFields"}) as unknown as TypedDocumentString<FilingSupplyFieldsFragment, unknown>;
export const FilingTcsFieldsFragmentDoc = new TypedDocumentString(`
    fragment FilingTcsFields on FilingTcs {
  suppliesPaise
  returnsPaise
  netTaxablePaise
  cgstPaise
  sgstPaise
  igstPaise
  unsplitPaise
  tdsPaise
}
    `, {"fragmentName":"FilingTcsFields"}) as unknown as TypedDocumentString<FilingTcsFieldsFragment, unknown>;
export const TransferPlaceFragmentDoc = new TypedDocumentString(`
    fragment TransferPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
  gstin
}
    `, {"fragmentName":"TransferPlace"}) as unknown as TypedDocumentString<TransferPlaceFragment, unknown>;
export const TransferSummaryFragmentDoc = new TypedDocumentString(`
    fragment TransferSummary on StockTransfer {
  id
  status
  documentKind
  documentNumber
  documentDate
  sentAt
  receivedAt
  piecesSent
  piecesReceived
  from {
    ...TransferPlace
  }
  to {
    ...TransferPlace
  }
}
    fragment TransferPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
  gstin
}`, {"fragmentName":"TransferSummary"}) as unknown as TypedDocumentString<TransferSummaryFragment, unknown>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {
  updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {
    id
    name
    phone
    version
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($page: Int, $limit: Int, $after: String, $before: String) {
  auditLog(page: $page, limit: $limit, after: $after, before: $before) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      ...AuditEntryFields
    }
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  actorEmail
  action
  subjectType
  subjectId
  subjectName
  reason
  createdAt
}`) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AdminAddColorDocument = new TypedDocumentString(`
    mutation AdminAddColor($name: String!, $hexCode: String!) {
  addColor(name: $name, hexCode: $hexCode) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminAddColorMutation, AdminAddColorMutationVariables>;
export const AdminAddSizeSystemDocument = new TypedDocumentString(`
    mutation AdminAddSizeSystem($code: String!, $name: String!) {
  addSizeSystem(code: $code, name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminAddSizeSystemMutation, AdminAddSizeSystemMutationVariables>;
export const AdminAddSizeDocument = new TypedDocumentString(`
    mutation AdminAddSize($systemId: ID!, $name: String!) {
  addSize(systemId: $systemId, name: $name) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminAddSizeMutation, AdminAddSizeMutationVariables>;
export const AdminSetSizeSystemsDocument = new TypedDocumentString(`
    mutation AdminSetSizeSystems($categoryId: ID!, $subCategoryId: ID, $systemIds: [ID!]!) {
  setSizeSystems(
    categoryId: $categoryId
    subCategoryId: $subCategoryId
    systemIds: $systemIds
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminSetSizeSystemsMutation, AdminSetSizeSystemsMutationVariables>;
export const AdminSetCatalogueNameDocument = new TypedDocumentString(`
    mutation AdminSetCatalogueName($kind: CatalogueKind!, $id: ID!, $locale: String!, $name: String!) {
  setCatalogueName(kind: $kind, id: $id, locale: $locale, name: $name) {
    locale
  }
}
    `) as unknown as TypedDocumentString<AdminSetCatalogueNameMutation, AdminSetCatalogueNameMutationVariables>;
export const AdminInventoryDocument = new TypedDocumentString(`
    query AdminInventory($page: Int!, $limit: Int!, $product: String, $store: String, $reference: String, $lowStockOnly: Boolean, $after: String, $before: String) {
  adminInventory(
    page: $page
    limit: $limit
    product: $product
    store: $store
    reference: $reference
    lowStockOnly: $lowStockOnly
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      id
      price
      totalStock
      availableStock
      lowStock
      color {
        name
        names {
          locale
          name
        }
      }
      size {
        name
        names {
          locale
          name
        }
      }
      product {
        id
        name
        mainImage
        storeName
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminInventoryQuery, AdminInventoryQueryVariables>;
export const ListingQueueDocument = new TypedDocumentString(`
    query ListingQueue($forStore: ID, $categoryId: ID, $reason: ListingRejectReason, $importId: ID, $after: String, $limit: Int) {
  listingReviews(
    forStore: $forStore
    categoryId: $categoryId
    reason: $reason
    importId: $importId
    after: $after
    limit: $limit
  ) {
    totalCount
    totalCapped
    nextCursor
    items {
      id
      productId
      storeId
      storeName
      submittedAt
      changed
      previousReasons
      importId
      version {
        ...ListingVersionFields
      }
      previous {
        ...ListingVersionFields
      }
      refused {
        ...ListingVersionFields
      }
      changedSinceRefusal
    }
  }
}
    fragment ListingVersionFields on ListingVersion {
  name
  description
  gender
  category
  subCategory
  mainImage
  productImages
  colors {
    colorId
    colorName
    images
  }
  mrps {
    variant
    mrpPaise
  }
}`) as unknown as TypedDocumentString<ListingQueueQuery, ListingQueueQueryVariables>;
export const DecideListingDocument = new TypedDocumentString(`
    mutation DecideListing($reviewId: ID!, $approve: Boolean!, $reasons: [ListingRejectReason!], $note: String) {
  decideListing(
    reviewId: $reviewId
    approve: $approve
    reasons: $reasons
    note: $note
  ) {
    id
    decision
  }
}
    `) as unknown as TypedDocumentString<DecideListingMutation, DecideListingMutationVariables>;
export const ApproveListingsDocument = new TypedDocumentString(`
    mutation ApproveListings($reviewIds: [ID!]!) {
  approveListings(reviewIds: $reviewIds) {
    id
  }
}
    `) as unknown as TypedDocumentString<ApproveListingsMutation, ApproveListingsMutationVariables>;
export const ListingTrustDocument = new TypedDocumentString(`
    query ListingTrust($storeId: ID!) {
  listingTrust(storeId: $storeId) {
    storeName
    trusted
    override
    approved
    rejected
    minApproved
    maxRejectedPercent
  }
}
    `) as unknown as TypedDocumentString<ListingTrustQuery, ListingTrustQueryVariables>;
export const SetListingTrustDocument = new TypedDocumentString(`
    mutation SetListingTrust($storeId: ID!, $trusted: Boolean) {
  setListingTrust(storeId: $storeId, trusted: $trusted) {
    storeName
    trusted
    override
    approved
    rejected
    minApproved
    maxRejectedPercent
  }
}
    `) as unknown as TypedDocumentString<SetListingTrustMutation, SetListingTrustMutationVariables>;
export const OrganisationsDocument = new TypedDocumentString(`
    query Organisations($page: Int, $limit: Int, $search: String, $active: Boolean, $after: String, $before: String) {
  organisations(
    page: $page
    limit: $limit
    search: $search
    active: $active
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      id
      name
      city
      isActive
    }
  }
}
    `) as unknown as TypedDocumentString<OrganisationsQuery, OrganisationsQueryVariables>;
export const OrganisationDocument = new TypedDocumentString(`
    query Organisation($id: ID!) {
  organisation(id: $id) {
    id
    name
    phone
    email
    address
    pinCode
    state
    locality
    city
    gstNo
    isActive
    createdAt
    ownerEmail
    stores {
      id
      name
      status
    }
  }
}
    `) as unknown as TypedDocumentString<OrganisationQuery, OrganisationQueryVariables>;
export const CreateOrganisationDocument = new TypedDocumentString(`
    mutation createOrganisation($input: OrganisationInput!) {
  createOrganisation(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateOrganisationMutation, CreateOrganisationMutationVariables>;
export const UpdateOrganisationDocument = new TypedDocumentString(`
    mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {
  updateOrganisation(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<UpdateOrganisationMutation, UpdateOrganisationMutationVariables>;
export const DeactivateOrganisationDocument = new TypedDocumentString(`
    mutation deactivateOrganisation($id: ID!, $reason: String!) {
  deactivateOrganisation(id: $id, reason: $reason) {
    id
    isActive
  }
}
    `) as unknown as TypedDocumentString<DeactivateOrganisationMutation, DeactivateOrganisationMutationVariables>;
export const ReactivateOrganisationDocument = new TypedDocumentString(`
    mutation reactivateOrganisation($id: ID!, $reason: String) {
  reactivateOrganisation(id: $id, reason: $reason) {
    id
    isActive
  }
}
    `) as unknown as TypedDocumentString<ReactivateOrganisationMutation, ReactivateOrganisationMutationVariables>;
export const SetStoreOrganisationDocument = new TypedDocumentString(`
    mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {
  setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {
    id
    organisationId
  }
}
    `) as unknown as TypedDocumentString<SetStoreOrganisationMutation, SetStoreOrganisationMutationVariables>;
export const AdminOverviewDocument = new TypedDocumentString(`
    query AdminOverview {
  adminOverview {
    pendingStores
    activeStores
    usersByRole {
      role
      count
    }
    ordersToday
    revenueToday
    orders30
    revenue30
  }
  auditLog(limit: 10) {
    totalCount
    items {
      ...AuditEntryFields
    }
  }
}
    fragment AuditEntryFields on AuditEntry {
  id
  actorEmail
  action
  subjectType
  subjectId
  subjectName
  reason
  createdAt
}`) as unknown as TypedDocumentString<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const PlatformSettingsDocument = new TypedDocumentString(`
    query PlatformSettings {
  platformSettings {
    unpaidHoldHours
    operatorGstin
  }
}
    `) as unknown as TypedDocumentString<PlatformSettingsQuery, PlatformSettingsQueryVariables>;
export const UpdatePlatformSettingsDocument = new TypedDocumentString(`
    mutation UpdatePlatformSettings($unpaidHoldHours: Int!, $operatorGstin: String) {
  updatePlatformSettings(
    unpaidHoldHours: $unpaidHoldHours
    operatorGstin: $operatorGstin
  ) {
    unpaidHoldHours
    operatorGstin
  }
}
    `) as unknown as TypedDocumentString<UpdatePlatformSettingsMutation, UpdatePlatformSettingsMutationVariables>;
export const AdminStoresDocument = new TypedDocumentString(`
    query AdminStores($status: StoreStatus, $page: Int, $limit: Int, $after: String, $before: String) {
  stores(
    status: $status
    page: $page
    limit: $limit
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      ...AdminStoreFields
    }
  }
}
    fragment AdminStoreFields on Store {
  id
  name
  type
  status
  statusReason
  isPaused
  organisationId
  createdAt
  kyc {
    gstin
    pan
    aadhaar
    accountNo
    ifsc
    upiId
  }
  review {
    address
    email
    phone
    emergencyPhone
    pocName
    pocPhone
    images
    storePolicy
    returnPolicy
    shippingPolicy
    ownerEmail
    otherStores {
      id
      name
      status
    }
    stateCode
    stateName
    pinCode
    gstinStateCode
    gstinStateName
    gstinStateMismatch
  }
}`) as unknown as TypedDocumentString<AdminStoresQuery, AdminStoresQueryVariables>;
export const GstinStateMismatchesDocument = new TypedDocumentString(`
    query GstinStateMismatches {
  gstinStateMismatches {
    ...AdminStoreFields
  }
}
    fragment AdminStoreFields on Store {
  id
  name
  type
  status
  statusReason
  isPaused
  organisationId
  createdAt
  kyc {
    gstin
    pan
    aadhaar
    accountNo
    ifsc
    upiId
  }
  review {
    address
    email
    phone
    emergencyPhone
    pocName
    pocPhone
    images
    storePolicy
    returnPolicy
    shippingPolicy
    ownerEmail
    otherStores {
      id
      name
      status
    }
    stateCode
    stateName
    pinCode
    gstinStateCode
    gstinStateName
    gstinStateMismatch
  }
}`) as unknown as TypedDocumentString<GstinStateMismatchesQuery, GstinStateMismatchesQueryVariables>;
export const ApproveStoreDocument = new TypedDocumentString(`
    mutation approveStore($storeId: ID!, $reason: String!) {
  approveStore(storeId: $storeId, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApproveStoreMutation, ApproveStoreMutationVariables>;
export const RejectStoreDocument = new TypedDocumentString(`
    mutation rejectStore($storeId: ID!, $reason: String!) {
  rejectStore(storeId: $storeId, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<RejectStoreMutation, RejectStoreMutationVariables>;
export const DeactivateStoreDocument = new TypedDocumentString(`
    mutation deactivateStore($storeId: ID!, $reason: String!) {
  deactivateStore(storeId: $storeId, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DeactivateStoreMutation, DeactivateStoreMutationVariables>;
export const ReactivateStoreDocument = new TypedDocumentString(`
    mutation reactivateStore($storeId: ID!, $reason: String) {
  reactivateStore(storeId: $storeId, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ReactivateStoreMutation, ReactivateStoreMutationVariables>;
export const RevealStoreKycDocument = new TypedDocumentString(`
    mutation revealStoreKyc($storeId: ID!, $reason: String!, $passkey: PasskeyProof) {
  revealStoreKyc(storeId: $storeId, reason: $reason, passkey: $passkey) {
    gstin
    pan
    aadhaar
    accountNo
    ifsc
    upiId
  }
}
    `) as unknown as TypedDocumentString<RevealStoreKycMutation, RevealStoreKycMutationVariables>;
export const AdminUsersDocument = new TypedDocumentString(`
    query AdminUsers($page: Int!, $limit: Int!, $role: Role, $search: String, $after: String, $before: String) {
  users(
    page: $page
    limit: $limit
    role: $role
    search: $search
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      id
      email
      name
      role
      blocked
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUserDocument = new TypedDocumentString(`
    query AdminUser($id: ID!) {
  user(id: $id) {
    id
    email
    name
    phone
    role
    adminRole
    createdAt
    blocked
    blockedReason
    stores {
      id
      name
      type
      status
      statusReason
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUserQuery, AdminUserQueryVariables>;
export const BlockUserDocument = new TypedDocumentString(`
    mutation blockUser($userId: ID!, $reason: String!) {
  blockUser(userId: $userId, reason: $reason) {
    id
    blocked
    blockedReason
  }
}
    `) as unknown as TypedDocumentString<BlockUserMutation, BlockUserMutationVariables>;
export const UnblockUserDocument = new TypedDocumentString(`
    mutation unblockUser($userId: ID!, $reason: String) {
  unblockUser(userId: $userId, reason: $reason) {
    id
    blocked
    blockedReason
  }
}
    `) as unknown as TypedDocumentString<UnblockUserMutation, UnblockUserMutationVariables>;
export const SetAdminRoleDocument = new TypedDocumentString(`
    mutation setAdminRole($userId: ID!, $role: AdminRole!) {
  setAdminRole(userId: $userId, role: $role) {
    id
    adminRole
  }
}
    `) as unknown as TypedDocumentString<SetAdminRoleMutation, SetAdminRoleMutationVariables>;
export const LoginDocument = new TypedDocumentString(`
    mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    user {
      id
      email
      role
      adminPermissions
      locale
      stores {
        id
        name
        logo
        isDeleted
        type
        description
        createdAt
        isApproved
        myPermissions
      }
    }
  }
}
    `) as unknown as TypedDocumentString<LoginMutation, LoginMutationVariables>;
export const RegisterStoreDocument = new TypedDocumentString(`
    mutation registerStore($email: String!, $password: String!, $role: Role!, $org: String, $fullName: String, $phone: String) {
  register(
    email: $email
    password: $password
    role: $role
    org: $org
    fullName: $fullName
    phone: $phone
  ) {
    token
    user {
      id
      email
      role
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterStoreMutation, RegisterStoreMutationVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation requestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation resetPassword($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendRegistrationOtpDocument = new TypedDocumentString(`
    mutation sendRegistrationOTP($email: String!) {
  sendRegistrationOTP(email: $email) {
    success
    resendAfter
  }
}
    `) as unknown as TypedDocumentString<SendRegistrationOtpMutation, SendRegistrationOtpMutationVariables>;
export const VerifyRegistrationOtpDocument = new TypedDocumentString(`
    mutation verifyRegistrationOTP($email: String!, $otp: String!) {
  verifyRegistrationOTP(email: $email, otp: $otp)
}
    `) as unknown as TypedDocumentString<VerifyRegistrationOtpMutation, VerifyRegistrationOtpMutationVariables>;
export const StoreHealthDocument = new TypedDocumentString(`
    query StoreHealth($storeId: ID!) {
  storeHealth(storeId: $storeId) {
    ...StoreHealthFields
  }
}
    fragment StoreHealthFields on StoreHealth {
  storeId
  storeName
  step
  overSince
  holdOn
  pauseOn
  overMetrics
  reviewedOn
  exemptUntil
  exemptReason
  policy {
    minSample
    judgedDays
    holdAfterDays
    pauseAfterDays
  }
  windows {
    days
    from
    figures {
      metric
      count
      outOf
      basisPoints
      maxBasisPoints
      judged
      over
    }
  }
  steps {
    id
    from
    to
    metrics
    byAdmin
    exemptUntil
    reason
    at
  }
}`) as unknown as TypedDocumentString<StoreHealthQuery, StoreHealthQueryVariables>;
export const HealthItemsDocument = new TypedDocumentString(`
    query HealthItems($storeId: ID!, $metric: HealthMetric!, $days: Int!) {
  healthItems(storeId: $storeId, metric: $metric, days: $days) {
    orderId
    productId
    name
    at
    status
  }
}
    `) as unknown as TypedDocumentString<HealthItemsQuery, HealthItemsQueryVariables>;
export const StoresOverLimitsDocument = new TypedDocumentString(`
    query StoresOverLimits {
  storesOverLimits {
    storeId
    storeName
    step
    overSince
    overMetrics
    exemptUntil
  }
}
    `) as unknown as TypedDocumentString<StoresOverLimitsQuery, StoresOverLimitsQueryVariables>;
export const SetHealthExemptionDocument = new TypedDocumentString(`
    mutation SetHealthExemption($storeId: ID!, $until: String, $reason: String!) {
  setHealthExemption(storeId: $storeId, until: $until, reason: $reason) {
    ...StoreHealthFields
  }
}
    fragment StoreHealthFields on StoreHealth {
  storeId
  storeName
  step
  overSince
  holdOn
  pauseOn
  overMetrics
  reviewedOn
  exemptUntil
  exemptReason
  policy {
    minSample
    judgedDays
    holdAfterDays
    pauseAfterDays
  }
  windows {
    days
    from
    figures {
      metric
      count
      outOf
      basisPoints
      maxBasisPoints
      judged
      over
    }
  }
  steps {
    id
    from
    to
    metrics
    byAdmin
    exemptUntil
    reason
    at
  }
}`) as unknown as TypedDocumentString<SetHealthExemptionMutation, SetHealthExemptionMutationVariables>;
export const ReviewStoreHealthDocument = new TypedDocumentString(`
    mutation ReviewStoreHealth($storeId: ID!) {
  reviewStoreHealth(storeId: $storeId) {
    ...StoreHealthFields
  }
}
    fragment StoreHealthFields on StoreHealth {
  storeId
  storeName
  step
  overSince
  holdOn
  pauseOn
  overMetrics
  reviewedOn
  exemptUntil
  exemptReason
  policy {
    minSample
    judgedDays
    holdAfterDays
    pauseAfterDays
  }
  windows {
    days
    from
    figures {
      metric
      count
      outOf
      basisPoints
      maxBasisPoints
      judged
      over
    }
  }
  steps {
    id
    from
    to
    metrics
    byAdmin
    exemptUntil
    reason
    at
  }
}`) as unknown as TypedDocumentString<ReviewStoreHealthMutation, ReviewStoreHealthMutationVariables>;
export const StoreVariantsDocument = new TypedDocumentString(`
    query StoreVariants($storeId: ID!, $after: String) {
  storeVariants(storeId: $storeId, after: $after) {
    items {
      ...BulkVariant
    }
    nextCursor
  }
}
    fragment BulkVariant on InventoryEntry {
  id
  price
  mrp
  sku
  gtin
  totalStock
  reservedStock
  availableStock
  lowStock
  version
  categoryId
  productColorId
  productSizeId
  color {
    id
    name
    names {
      locale
      name
    }
  }
  size {
    id
    name
    names {
      locale
      name
    }
  }
  product {
    id
    name
    gender
    category {
      id
      name
      names {
        locale
        name
      }
    }
  }
}`) as unknown as TypedDocumentString<StoreVariantsQuery, StoreVariantsQueryVariables>;
export const BulkUpdateInventoryDocument = new TypedDocumentString(`
    mutation BulkUpdateInventory($storeId: ID!, $changes: [BulkInventoryChange!]!, $location: ID) {
  bulkUpdateInventory(storeId: $storeId, changes: $changes, location: $location) {
    ...BulkAnswer
  }
}
    fragment BulkValues on InventoryEntry {
  id
  price
  totalStock
  reservedStock
  availableStock
  lowStock
  version
}
fragment BulkAnswer on BulkInventoryResult {
  updated {
    ...BulkValues
  }
  conflicts {
    entryId
    price
    quantity
    current {
      ...BulkValues
    }
    stockNow
    reservedNow
  }
  refused {
    entryId
    field
    message
  }
}`) as unknown as TypedDocumentString<BulkUpdateInventoryMutation, BulkUpdateInventoryMutationVariables>;
export const CatalogueImportDocument = new TypedDocumentString(`
    query CatalogueImport($storeId: ID!, $id: ID!, $first: Int) {
  catalogueImport(storeId: $storeId, id: $id) {
    id
    fileName
    status
    products
    variants
    newProducts
    toChange
    errorCount
    errors(first: $first) {
      row
      column
      message
    }
    done
    created
    updated
    unchanged
    drafts
    failure
  }
}
    `) as unknown as TypedDocumentString<CatalogueImportQuery, CatalogueImportQueryVariables>;
export const ApplyCatalogueImportDocument = new TypedDocumentString(`
    mutation ApplyCatalogueImport($storeId: ID!, $id: ID!) {
  applyCatalogueImport(storeId: $storeId, id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<ApplyCatalogueImportMutation, ApplyCatalogueImportMutationVariables>;
export const CreateProductDocument = new TypedDocumentString(`
    mutation createProduct($input: CreateProductInput!) {
  createProduct(input: $input) {
    id
    stock
    name
    mainImage
    productImages
    sizes {
      sizeId
    }
  }
}
    `) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const ProductListingReviewsDocument = new TypedDocumentString(`
    query ProductListingReviews($id: ID!) {
  product(id: $id) {
    id
    listingState
    listingReviews {
      id
      submittedAt
      decision
      reasons
      note
      decidedAt
      automatic
    }
  }
}
    `) as unknown as TypedDocumentString<ProductListingReviewsQuery, ProductListingReviewsQueryVariables>;
export const ResubmitListingDocument = new TypedDocumentString(`
    mutation ResubmitListing($productId: ID!) {
  resubmitListing(productId: $productId) {
    id
    listingState
    listingReasons
  }
}
    `) as unknown as TypedDocumentString<ResubmitListingMutation, ResubmitListingMutationVariables>;
export const StoreLocationStockDocument = new TypedDocumentString(`
    query StoreLocationStock($storeId: ID!, $location: ID!) {
  storeLocationStock(storeId: $storeId, location: $location) {
    entryId
    totalStock
    reservedStock
  }
}
    `) as unknown as TypedDocumentString<StoreLocationStockQuery, StoreLocationStockQueryVariables>;
export const ProductUpdateDocument = new TypedDocumentString(`
    mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {
  productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {
    id
    name
    description
    gender
    customReturnPolicy
    customShippingPolicy
    version
    listingState
    listingReasons
    hasLiveVersion
  }
}
    `) as unknown as TypedDocumentString<ProductUpdateMutation, ProductUpdateMutationVariables>;
export const DeleteProductDocument = new TypedDocumentString(`
    mutation deleteProduct($id: ID!) {
  deleteProduct(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const PauseStoreDocument = new TypedDocumentString(`
    mutation pauseStore($storeId: ID!) {
  pauseStore(storeId: $storeId) {
    id
    isPaused
  }
}
    `) as unknown as TypedDocumentString<PauseStoreMutation, PauseStoreMutationVariables>;
export const ResumeStoreDocument = new TypedDocumentString(`
    mutation resumeStore($storeId: ID!) {
  resumeStore(storeId: $storeId) {
    id
    isPaused
  }
}
    `) as unknown as TypedDocumentString<ResumeStoreMutation, ResumeStoreMutationVariables>;
export const SetProductPhotosDocument = new TypedDocumentString(`
    mutation setProductPhotos($productId: ID!, $productImages: [String!]!) {
  setProductPhotos(productId: $productId, productImages: $productImages) {
    id
    mainImage
    productImages
    needsPhotos
    listingState
    listingReasons
    version
  }
}
    `) as unknown as TypedDocumentString<SetProductPhotosMutation, SetProductPhotosMutationVariables>;
export const SetColorImagesDocument = new TypedDocumentString(`
    mutation setColorImages($productId: ID!, $colorId: ID!, $images: [String!]!) {
  setColorImages(productId: $productId, colorId: $colorId, images: $images) {
    id
    version
    colors {
      colorId
      images
    }
  }
}
    `) as unknown as TypedDocumentString<SetColorImagesMutation, SetColorImagesMutationVariables>;
export const StoreProductsDocument = new TypedDocumentString(`
    query StoreProducts($storeId: ID!, $page: Int!, $limit: Int!, $name: String, $reference: String, $after: String, $before: String) {
  storeProducts(
    storeId: $storeId
    page: $page
    limit: $limit
    name: $name
    reference: $reference
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      ...ProductFields
    }
  }
}
    fragment LocationStockRow on LocationStock {
  locationId
  name
  isPrimary
  totalStock
  reservedStock
}
fragment InventoryRow on InventoryEntry {
  id
  price
  mrp
  sku
  gtin
  totalStock
  reservedStock
  availableStock
  version
  locations(held: true) {
    ...LocationStockRow
  }
  productColorId
  productSizeId
  color {
    id
    name
    names {
      locale
      name
    }
    hexCode
  }
  size {
    id
    name
    names {
      locale
      name
    }
  }
  product {
    id
    name
    description
    mainImage
  }
}
fragment ProductFields on Product {
  id
  storeId
  name
  description
  gender
  category {
    id
    name
    names {
      locale
      name
    }
  }
  subCategory
  tags
  mainImage
  productImages
  needsPhotos
  listingState
  listingReasons
  hasLiveVersion
  customReturnPolicy
  hsnCode
  chosenHsnCode
  customShippingPolicy
  version
  createdAt
  colors {
    colorId
    images
  }
  entries {
    ...InventoryRow
  }
}`) as unknown as TypedDocumentString<StoreProductsQuery, StoreProductsQueryVariables>;
export const ProductDetailsDocument = new TypedDocumentString(`
    query ProductDetails($id: ID!) {
  product(id: $id) {
    ...ProductFields
  }
}
    fragment LocationStockRow on LocationStock {
  locationId
  name
  isPrimary
  totalStock
  reservedStock
}
fragment InventoryRow on InventoryEntry {
  id
  price
  mrp
  sku
  gtin
  totalStock
  reservedStock
  availableStock
  version
  locations(held: true) {
    ...LocationStockRow
  }
  productColorId
  productSizeId
  color {
    id
    name
    names {
      locale
      name
    }
    hexCode
  }
  size {
    id
    name
    names {
      locale
      name
    }
  }
  product {
    id
    name
    description
    mainImage
  }
}
fragment ProductFields on Product {
  id
  storeId
  name
  description
  gender
  category {
    id
    name
    names {
      locale
      name
    }
  }
  subCategory
  tags
  mainImage
  productImages
  needsPhotos
  listingState
  listingReasons
  hasLiveVersion
  customReturnPolicy
  hsnCode
  chosenHsnCode
  customShippingPolicy
  version
  createdAt
  colors {
    colorId
    images
  }
  entries {
    ...InventoryRow
  }
}`) as unknown as TypedDocumentString<ProductDetailsQuery, ProductDetailsQueryVariables>;
export const StoreShadesDocument = new TypedDocumentString(`
    query StoreShades($storeId: ID!) {
  storeShades(storeId: $storeId) {
    id
    name
    hexCode
  }
}
    `) as unknown as TypedDocumentString<StoreShadesQuery, StoreShadesQueryVariables>;
export const StorePoliciesDocument = new TypedDocumentString(`
    query StorePolicies {
  me {
    id
    stores {
      id
      review {
        shippingPolicy
        returnPolicy
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StorePoliciesQuery, StorePoliciesQueryVariables>;
export const AddShadeDocument = new TypedDocumentString(`
    mutation AddShade($storeId: ID!, $name: String!, $baseColorId: ID!) {
  addShade(storeId: $storeId, name: $name, baseColorId: $baseColorId) {
    id
    name
    hexCode
  }
}
    `) as unknown as TypedDocumentString<AddShadeMutation, AddShadeMutationVariables>;
export const ApplyStockTakeDocument = new TypedDocumentString(`
    mutation ApplyStockTake($storeId: ID!, $input: StockTakeInput!) {
  applyStockTake(storeId: $storeId, input: $input) {
    ...BulkAnswer
  }
}
    fragment BulkValues on InventoryEntry {
  id
  price
  totalStock
  reservedStock
  availableStock
  lowStock
  version
}
fragment BulkAnswer on BulkInventoryResult {
  updated {
    ...BulkValues
  }
  conflicts {
    entryId
    price
    quantity
    current {
      ...BulkValues
    }
    stockNow
    reservedNow
  }
  refused {
    entryId
    field
    message
  }
}`) as unknown as TypedDocumentString<ApplyStockTakeMutation, ApplyStockTakeMutationVariables>;
export const UpdateInventoryDocument = new TypedDocumentString(`
    mutation updateInventory($productId: ID!, $size: ID!, $color: ID!, $quantity: Int, $price: Float, $expectedVersion: Int, $sku: String, $mrp: Float, $gtin: String, $location: ID) {
  updateInventory(
    productId: $productId
    size: $size
    color: $color
    quantity: $quantity
    price: $price
    expectedVersion: $expectedVersion
    sku: $sku
    mrp: $mrp
    gtin: $gtin
    location: $location
  ) {
    id
    price
    mrp
    sku
    gtin
    totalStock
    reservedStock
    availableStock
    version
    locations(held: true) {
      ...LocationStockRow
    }
  }
}
    fragment LocationStockRow on LocationStock {
  locationId
  name
  isPrimary
  totalStock
  reservedStock
}`) as unknown as TypedDocumentString<UpdateInventoryMutation, UpdateInventoryMutationVariables>;
export const AddStoreLocationDocument = new TypedDocumentString(`
    mutation AddStoreLocation($storeId: ID!, $input: LocationInput!) {
  addStoreLocation(storeId: $storeId, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AddStoreLocationMutation, AddStoreLocationMutationVariables>;
export const UpdateStoreLocationDocument = new TypedDocumentString(`
    mutation UpdateStoreLocation($storeId: ID!, $locationId: ID!, $input: LocationInput!) {
  updateStoreLocation(storeId: $storeId, locationId: $locationId, input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<UpdateStoreLocationMutation, UpdateStoreLocationMutationVariables>;
export const ArchiveStoreLocationDocument = new TypedDocumentString(`
    mutation ArchiveStoreLocation($storeId: ID!, $locationId: ID!) {
  archiveStoreLocation(storeId: $storeId, locationId: $locationId) {
    id
    archived
  }
}
    `) as unknown as TypedDocumentString<ArchiveStoreLocationMutation, ArchiveStoreLocationMutationVariables>;
export const MarkNotificationsReadDocument = new TypedDocumentString(`
    mutation markNotificationsRead($ids: [ID!]) {
  markNotificationsRead(ids: $ids)
}
    `) as unknown as TypedDocumentString<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const NotificationsDocument = new TypedDocumentString(`
    query Notifications($limit: Int) {
  notifications(limit: $limit) {
    unreadCount
    items {
      id
      title
      body
      read
      createdAt
      link
    }
  }
}
    `) as unknown as TypedDocumentString<NotificationsQuery, NotificationsQueryVariables>;
export const CreateStoreDocument = new TypedDocumentString(`
    mutation createStore($input: CreateStoreInput!) {
  createStore(input: $input) {
    id
    name
    status
  }
}
    `) as unknown as TypedDocumentString<CreateStoreMutation, CreateStoreMutationVariables>;
export const StoreNameAvailableDocument = new TypedDocumentString(`
    query storeNameAvailable($name: String!) {
  storeNameAvailable(name: $name)
}
    `) as unknown as TypedDocumentString<StoreNameAvailableQuery, StoreNameAvailableQueryVariables>;
export const StoreClaimsDocument = new TypedDocumentString(`
    query StoreClaims($storeId: ID!, $status: ClaimStatus, $page: Int, $limit: Int, $after: String, $before: String) {
  storeClaims(
    storeId: $storeId
    status: $status
    page: $page
    limit: $limit
    after: $after
    before: $before
  ) {
    items {
      ...ClaimFields
    }
    totalCount
    totalCapped
    nextCursor
    prevCursor
  }
}
    fragment ClaimFields on Claim {
  id
  kind
  status
  storeId
  storeName
  orderId
  orderItemId
  productName
  color {
    name
    names {
      locale
      name
    }
  }
  size {
    name
    names {
      locale
      name
    }
  }
  itemAmountPaise
  returnReason
  returnNote
  awb
  note
  photos
  video
  qcNote
  qcPhotos
  amountClaimedPaise
  amountAcceptedPaise
  deadline
  decisionReason
  createdAt
  decidedAt
}`) as unknown as TypedDocumentString<StoreClaimsQuery, StoreClaimsQueryVariables>;
export const ClaimQueueDocument = new TypedDocumentString(`
    query ClaimQueue($status: ClaimStatus, $kind: ClaimKind, $page: Int, $limit: Int, $after: String, $before: String) {
  claimQueue(
    status: $status
    kind: $kind
    page: $page
    limit: $limit
    after: $after
    before: $before
  ) {
    items {
      ...ClaimFields
    }
    totalCount
    totalCapped
    nextCursor
    prevCursor
  }
}
    fragment ClaimFields on Claim {
  id
  kind
  status
  storeId
  storeName
  orderId
  orderItemId
  productName
  color {
    name
    names {
      locale
      name
    }
  }
  size {
    name
    names {
      locale
      name
    }
  }
  itemAmountPaise
  returnReason
  returnNote
  awb
  note
  photos
  video
  qcNote
  qcPhotos
  amountClaimedPaise
  amountAcceptedPaise
  deadline
  decisionReason
  createdAt
  decidedAt
}`) as unknown as TypedDocumentString<ClaimQueueQuery, ClaimQueueQueryVariables>;
export const DecideClaimDocument = new TypedDocumentString(`
    mutation DecideClaim($id: ID!, $decision: ClaimDecision!, $amountPaise: Paise, $reason: String!, $restock: Boolean) {
  decideClaim(
    id: $id
    decision: $decision
    amountPaise: $amountPaise
    reason: $reason
    restock: $restock
  ) {
    ...ClaimFields
  }
}
    fragment ClaimFields on Claim {
  id
  kind
  status
  storeId
  storeName
  orderId
  orderItemId
  productName
  color {
    name
    names {
      locale
      name
    }
  }
  size {
    name
    names {
      locale
      name
    }
  }
  itemAmountPaise
  returnReason
  returnNote
  awb
  note
  photos
  video
  qcNote
  qcPhotos
  amountClaimedPaise
  amountAcceptedPaise
  deadline
  decisionReason
  createdAt
  decidedAt
}`) as unknown as TypedDocumentString<DecideClaimMutation, DecideClaimMutationVariables>;
export const FileClaimDocument = new TypedDocumentString(`
    mutation FileClaim($orderItemId: ID!, $input: ClaimInput!) {
  fileClaim(orderItemId: $orderItemId, input: $input) {
    id
    kind
    status
    amountClaimedPaise
    amountAcceptedPaise
    deadline
    decisionReason
  }
}
    `) as unknown as TypedDocumentString<FileClaimMutation, FileClaimMutationVariables>;
export const ResolveComplaintDocument = new TypedDocumentString(`
    mutation resolveComplaint($complaintId: ID!, $note: String!) {
  resolveComplaint(complaintId: $complaintId, note: $note) {
    id
    status
    resolutionNote
  }
}
    `) as unknown as TypedDocumentString<ResolveComplaintMutation, ResolveComplaintMutationVariables>;
export const DismissComplaintDocument = new TypedDocumentString(`
    mutation dismissComplaint($complaintId: ID!, $note: String!) {
  dismissComplaint(complaintId: $complaintId, note: $note) {
    id
    status
    resolutionNote
  }
}
    `) as unknown as TypedDocumentString<DismissComplaintMutation, DismissComplaintMutationVariables>;
export const DispatchCountsDocument = new TypedDocumentString(`
    query DispatchCounts($storeId: ID!, $location: ID) {
  dispatchCounts(storeId: $storeId, location: $location) {
    toPack
    toShip
    breachingToday
    breached
  }
}
    `) as unknown as TypedDocumentString<DispatchCountsQuery, DispatchCountsQueryVariables>;
export const PickupManifestDocument = new TypedDocumentString(`
    query PickupManifest($storeId: ID!, $day: String!, $after: String, $location: ID) {
  pickupManifest(storeId: $storeId, day: $day, after: $after, location: $location) {
    cursor
    courier
    awb
    orderId
    orderItemId
    locationId
    productName
    quantity
    customerName
    pinCode
    shippedAt
  }
}
    `) as unknown as TypedDocumentString<PickupManifestQuery, PickupManifestQueryVariables>;
export const StoreInsightsDocument = new TypedDocumentString(`
    query StoreInsights($storeId: ID!) {
  storeRevenue(storeId: $storeId) {
    totalRevenuePaise
    totalSales
  }
  storeInsights(storeId: $storeId) {
    todayOrders
    countedStatuses
    days {
      day
      orders
      revenuePaise
    }
  }
}
    `) as unknown as TypedDocumentString<StoreInsightsQuery, StoreInsightsQueryVariables>;
export const StoreOrdersDocument = new TypedDocumentString(`
    query StoreOrders($storeId: ID!, $page: Int, $limit: Int, $status: OrderStatus, $search: String, $after: String, $before: String, $queue: DispatchQueue, $location: ID) {
  storeOrdersTC(
    storeId: $storeId
    page: $page
    limit: $limit
    status: $status
    search: $search
    after: $after
    before: $before
    queue: $queue
    location: $location
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      ...OrderFields
    }
  }
}
    fragment ItemPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
}
fragment OrderFields on Order {
  id
  storeId
  createdAt
  status
  totalAmount
  totalAmountPaise
  pricesIncludeTax
  paymentMethod
  packagingPaise
  packagingTaxPaise
  invoiceNumber
  discountCode
  settlement {
    cancelledPaise
    refundedPaise
    paysPaise
  }
  deliveryType
  deliveryInstructions
  shippingInfo {
    name
    email
    phone
    address
    stateCode
    pinCode
  }
  sender {
    name
    address
    phone
    stateCode
    pinCode
  }
  items {
    id
    itemStatus
    price
    quantity
    total
    discountPercent
    taxRate
    amountPaise
    taxablePaise
    taxPaise
    productId
    colorId
    sizeId
    referenceId
    productName
    sku
    color {
      name
      names {
        locale
        name
      }
    }
    size {
      name
      names {
        locale
        name
      }
    }
    product {
      id
      mainImage
    }
    statusHistory {
      status
      at
      receivedAt
      byName
    }
    location {
      ...ItemPlace
      contactPhone
    }
    returnsTo {
      ...ItemPlace
    }
    dispatchBy
    breached
    courier
    awb
    shippedAt
    returnWindowEndsOn
    returnReason
    returnNote
    qcNote
    qcPhotos
    claim {
      id
      kind
      status
      amountClaimedPaise
      amountAcceptedPaise
      deadline
      decisionReason
    }
    claimOptions {
      kind
      closesOn
      maxAmountPaise
      photos
      video
      awb
    }
  }
}`) as unknown as TypedDocumentString<StoreOrdersQuery, StoreOrdersQueryVariables>;
export const OrderDetailsDocument = new TypedDocumentString(`
    query OrderDetails($orderId: ID!) {
  orderDetails(orderId: $orderId) {
    ...OrderFields
  }
}
    fragment ItemPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
}
fragment OrderFields on Order {
  id
  storeId
  createdAt
  status
  totalAmount
  totalAmountPaise
  pricesIncludeTax
  paymentMethod
  packagingPaise
  packagingTaxPaise
  invoiceNumber
  discountCode
  settlement {
    cancelledPaise
    refundedPaise
    paysPaise
  }
  deliveryType
  deliveryInstructions
  shippingInfo {
    name
    email
    phone
    address
    stateCode
    pinCode
  }
  sender {
    name
    address
    phone
    stateCode
    pinCode
  }
  items {
    id
    itemStatus
    price
    quantity
    total
    discountPercent
    taxRate
    amountPaise
    taxablePaise
    taxPaise
    productId
    colorId
    sizeId
    referenceId
    productName
    sku
    color {
      name
      names {
        locale
        name
      }
    }
    size {
      name
      names {
        locale
        name
      }
    }
    product {
      id
      mainImage
    }
    statusHistory {
      status
      at
      receivedAt
      byName
    }
    location {
      ...ItemPlace
      contactPhone
    }
    returnsTo {
      ...ItemPlace
    }
    dispatchBy
    breached
    courier
    awb
    shippedAt
    returnWindowEndsOn
    returnReason
    returnNote
    qcNote
    qcPhotos
    claim {
      id
      kind
      status
      amountClaimedPaise
      amountAcceptedPaise
      deadline
      decisionReason
    }
    claimOptions {
      kind
      closesOn
      maxAmountPaise
      photos
      video
      awb
    }
  }
}`) as unknown as TypedDocumentString<OrderDetailsQuery, OrderDetailsQueryVariables>;
export const InvoiceDocument = new TypedDocumentString(`
    query Invoice($orderId: ID!) {
  orderInvoice(orderId: $orderId) {
    number
    date
    interState
    stateTaxName
    reverseCharge
    seller {
      name
      address
      gstin
      stateCode
      stateName
    }
    buyer {
      name
      address
      phone
      email
      stateCode
      stateName
      pinCode
    }
    lines {
      description
      sku
      hsn
      quantity
      unit
      unitPrice
      discount
      taxRate
      cgstRate
      sgstRate
      igstRate
      taxableValuePaise
      cgstPaise
      sgstPaise
      igstPaise
      totalPaise
    }
    taxableValuePaise
    cgstPaise
    sgstPaise
    igstPaise
    packagingPaise
    packagingTaxableValue
    packagingTaxRate
    totalPaise
    totalInWords
    creditNotes {
      id
      number
      date
      reason
      productName
      quantity
      taxRatePercent
      taxableValuePaise
      cgstPaise
      sgstPaise
      igstPaise
      totalPaise
    }
  }
}
    `) as unknown as TypedDocumentString<InvoiceQuery, InvoiceQueryVariables>;
export const OrderHistoryDocument = new TypedDocumentString(`
    query OrderHistory($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {
  storeOrderHistory(
    storeId: $storeId
    page: $page
    limit: $limit
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      nthOrder
      isFirstOrder
      order {
        id
        createdAt
        packagingPaise
        packagingTaxPaise
        pricesIncludeTax
        totalAmount
        totalAmountPaise
        shippingInfo {
          name
        }
        items {
          id
          itemStatus
          productName
          price
          quantity
          discountPercent
          taxRate
          amountPaise
          taxablePaise
          taxPaise
          statusHistory {
            status
            at
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrderHistoryQuery, OrderHistoryQueryVariables>;
export const ComplaintsDocument = new TypedDocumentString(`
    query Complaints($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {
  storeComplaints(
    storeId: $storeId
    page: $page
    limit: $limit
    after: $after
    before: $before
  ) {
    totalCount
    totalCapped
    nextCursor
    prevCursor
    items {
      id
      orderId
      customerName
      productName
      issue
      description
      attachments
      status
      resolutionNote
      createdAt
      updatedAt
      history {
        status
        note
        at
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ComplaintsQuery, ComplaintsQueryVariables>;
export const CrmOrderStatusUpdateDocument = new TypedDocumentString(`
    mutation crmOrderStatusUpdate($orderId: ID!, $status: OrderStatus!, $storeId: ID!, $productId: ID!, $colorId: ID!, $sizeId: ID!, $shipment: ShipmentInput, $qc: QcInput, $madeAt: Time) {
  crmOrderStatusUpdate(
    orderId: $orderId
    status: $status
    storeId: $storeId
    productId: $productId
    colorId: $colorId
    sizeId: $sizeId
    shipment: $shipment
    qc: $qc
    madeAt: $madeAt
  ) {
    id
    status
    items {
      id
      itemStatus
      statusHistory {
        status
        at
        receivedAt
        byName
      }
      breached
      courier
      awb
      shippedAt
      qcNote
      qcPhotos
    }
  }
}
    `) as unknown as TypedDocumentString<CrmOrderStatusUpdateMutation, CrmOrderStatusUpdateMutationVariables>;
export const MoveItemLocationDocument = new TypedDocumentString(`
    mutation MoveItemLocation($orderItemId: ID!, $locationId: ID!) {
  moveItemLocation(orderItemId: $orderItemId, locationId: $locationId) {
    id
    location {
      id
      name
      isPrimary
    }
  }
}
    `) as unknown as TypedDocumentString<MoveItemLocationMutation, MoveItemLocationMutationVariables>;
export const ItemMoveTargetsDocument = new TypedDocumentString(`
    query ItemMoveTargets($orderId: ID!) {
  orderDetails(orderId: $orderId) {
    id
    items {
      id
      moveTargets {
        id
        name
        isPrimary
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ItemMoveTargetsQuery, ItemMoveTargetsQueryVariables>;
export const StorePaymentsDocument = new TypedDocumentString(`
    query StorePayments($storeId: ID!) {
  storePayments(storeId: $storeId) {
    nextPayoutDay
    nextPayoutPaise
    waitingPaise
    recoveringPaise
    payouts {
      id
      cycleDay
      amountPaise
      lines
      status
      utr
      paidOn
    }
  }
}
    `) as unknown as TypedDocumentString<StorePaymentsQuery, StorePaymentsQueryVariables>;
export const StoreLedgerPageDocument = new TypedDocumentString(`
    query StoreLedgerPage($storeId: ID!, $from: String!, $to: String!, $page: Int, $after: String, $before: String) {
  storeLedgerPage(
    storeId: $storeId
    from: $from
    to: $to
    page: $page
    limit: 50
    after: $after
    before: $before
  ) {
    nextCursor
    prevCursor
    items {
      id
      orderId
      orderItemId
      productName
      event
      kind
      part
      amountPaise
      rateBp
      payableOn
      createdAt
      payoutId
    }
  }
}
    `) as unknown as TypedDocumentString<StoreLedgerPageQuery, StoreLedgerPageQueryVariables>;
export const FilingPackDocument = new TypedDocumentString(`
    query FilingPack($storeId: ID!, $month: String!, $locationId: ID) {
  filingPack(storeId: $storeId, month: $month, locationId: $locationId) {
    month
    gstin
    hsnDigits
    invoices
    creditNoteCount
    sales {
      ...FilingSupplyFields
    }
    creditNotes {
      ...FilingSupplyFields
    }
    transfers {
      recipientGstin
      number
      date
      placeOfSupply
      stateName
      ratePercent
      taxableValuePaise
      cgstPaise
      sgstPaise
      igstPaise
      totalPaise
    }
    hsn {
      hsn
      complete
      unit
      quantity
      ratePercent
      taxableValuePaise
      cgstPaise
      sgstPaise
      igstPaise
      totalPaise
    }
    tcs {
      ...FilingTcsFields
    }
    documents {
      kind
      from
      to
      total
      cancelled
      netIssued
    }
    operatorSupplies {
      operatorGstin
      netValuePaise
      cgstPaise
      sgstPaise
      igstPaise
    }
    reconciliation {
      gstr1NetPaise
      gstr8NetPaise
      suppliesTimingPaise
      creditsTimingPaise
      differencePaise
    }
    claimsPaidPaise
    csv
  }
}
    fragment FilingSupplyFields on FilingSupply {
  placeOfSupply
  stateName
  ratePercent
  taxableValuePaise
  cgstPaise
  sgstPaise
  igstPaise
  totalPaise
}
fragment FilingTcsFields on FilingTcs {
  suppliesPaise
  returnsPaise
  netTaxablePaise
  cgstPaise
  sgstPaise
  igstPaise
  unsplitPaise
  tdsPaise
}`) as unknown as TypedDocumentString<FilingPackQuery, FilingPackQueryVariables>;
export const PlatformFilingDocument = new TypedDocumentString(`
    query PlatformFiling($month: String!) {
  platformFiling(month: $month) {
    storeId
    storeName
    gstin
    tcs {
      ...FilingTcsFields
    }
  }
}
    fragment FilingTcsFields on FilingTcs {
  suppliesPaise
  returnsPaise
  netTaxablePaise
  cgstPaise
  sgstPaise
  igstPaise
  unsplitPaise
  tdsPaise
}`) as unknown as TypedDocumentString<PlatformFilingQuery, PlatformFilingQueryVariables>;
export const AdminPayoutsDocument = new TypedDocumentString(`
    query AdminPayouts($status: PayoutStatus) {
  adminPayouts(status: $status) {
    id
    storeId
    storeName
    cycleDay
    amountPaise
    lines
    status
    utr
    paidOn
  }
}
    `) as unknown as TypedDocumentString<AdminPayoutsQuery, AdminPayoutsQueryVariables>;
export const MarkPayoutPaidDocument = new TypedDocumentString(`
    mutation MarkPayoutPaid($id: ID!, $utr: String!, $paidOn: String!) {
  markPayoutPaid(id: $id, utr: $utr, paidOn: $paidOn) {
    id
    status
    utr
    paidOn
  }
}
    `) as unknown as TypedDocumentString<MarkPayoutPaidMutation, MarkPayoutPaidMutationVariables>;
export const RunPayoutBatchDocument = new TypedDocumentString(`
    mutation RunPayoutBatch {
  runPayoutBatch {
    made
    failedStoreNames
  }
}
    `) as unknown as TypedDocumentString<RunPayoutBatchMutation, RunPayoutBatchMutationVariables>;
export const CommissionCategoriesDocument = new TypedDocumentString(`
    query CommissionCategories {
  productCategories {
    id
    name
    gender
  }
}
    `) as unknown as TypedDocumentString<CommissionCategoriesQuery, CommissionCategoriesQueryVariables>;
export const SetCommissionRateDocument = new TypedDocumentString(`
    mutation SetCommissionRate($categoryId: ID!, $percent: Float!, $from: String!) {
  setCommissionRate(categoryId: $categoryId, percent: $percent, from: $from) {
    categoryId
    from
    bp
  }
}
    `) as unknown as TypedDocumentString<SetCommissionRateMutation, SetCommissionRateMutationVariables>;
export const PayoutStatementDocument = new TypedDocumentString(`
    query PayoutStatement($storeId: ID!, $payoutId: ID!) {
  payoutStatement(storeId: $storeId, payoutId: $payoutId) {
    storeName
    gstin
    movesTotal
    payout {
      id
      cycleDay
      amountPaise
      lines
      status
      utr
      paidOn
    }
    totals {
      kind
      amountPaise
      lines
    }
    moves {
      orderId
      orderItemId
      productName
      event
      byClaim
      netPaise
    }
  }
}
    `) as unknown as TypedDocumentString<PayoutStatementQuery, PayoutStatementQueryVariables>;
export const MyNoticesDocument = new TypedDocumentString(`
    query myNotices {
  me {
    id
    stores {
      id
      myNotices {
        topic
        inConsole
        byMail
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MyNoticesQuery, MyNoticesQueryVariables>;
export const SetStoreNoticeDocument = new TypedDocumentString(`
    mutation setStoreNotice($storeId: ID!, $topic: StoreNoticeTopic!, $inConsole: Boolean!, $byMail: Boolean!) {
  setStoreNotice(
    storeId: $storeId
    topic: $topic
    inConsole: $inConsole
    byMail: $byMail
  ) {
    topic
    inConsole
    byMail
  }
}
    `) as unknown as TypedDocumentString<SetStoreNoticeMutation, SetStoreNoticeMutationVariables>;
export const SupportContactDocument = new TypedDocumentString(`
    query SupportContact {
  supportContact {
    email
    phone
  }
}
    `) as unknown as TypedDocumentString<SupportContactQuery, SupportContactQueryVariables>;
export const UpdateSettingsDocument = new TypedDocumentString(`
    mutation updateSettings($lowStockThreshold: Int!) {
  updateSettings(lowStockThreshold: $lowStockThreshold) {
    id
    lowStockThreshold
  }
}
    `) as unknown as TypedDocumentString<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const UpdateDispatchSettingsDocument = new TypedDocumentString(`
    mutation updateDispatchSettings($storeId: ID!, $handlingDays: Int!, $returnWindowDays: Int!) {
  updateDispatchSettings(
    storeId: $storeId
    handlingDays: $handlingDays
    returnWindowDays: $returnWindowDays
  ) {
    id
    handlingDays
    returnWindowDays
  }
}
    `) as unknown as TypedDocumentString<UpdateDispatchSettingsMutation, UpdateDispatchSettingsMutationVariables>;
export const StoreTeamDocument = new TypedDocumentString(`
    query StoreTeam($storeId: ID!) {
  storeTeam(storeId: $storeId) {
    members {
      userId
      email
      name
      role
      location {
        id
        name
        isPrimary
      }
      joinedAt
      lastActiveAt
    }
    invitations {
      id
      email
      role
      invitedAt
      expiresAt
      expired
    }
    formerMembers {
      userId
      email
      name
    }
  }
}
    `) as unknown as TypedDocumentString<StoreTeamQuery, StoreTeamQueryVariables>;
export const InviteMemberDocument = new TypedDocumentString(`
    mutation InviteMember($storeId: ID!, $email: String!, $role: StoreRole!) {
  inviteMember(storeId: $storeId, email: $email, role: $role) {
    id
  }
}
    `) as unknown as TypedDocumentString<InviteMemberMutation, InviteMemberMutationVariables>;
export const ResendInvitationDocument = new TypedDocumentString(`
    mutation ResendInvitation($storeId: ID!, $invitationId: ID!) {
  resendInvitation(storeId: $storeId, invitationId: $invitationId) {
    id
  }
}
    `) as unknown as TypedDocumentString<ResendInvitationMutation, ResendInvitationMutationVariables>;
export const RevokeInvitationDocument = new TypedDocumentString(`
    mutation RevokeInvitation($storeId: ID!, $invitationId: ID!) {
  revokeInvitation(storeId: $storeId, invitationId: $invitationId)
}
    `) as unknown as TypedDocumentString<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const ChangeMemberRoleDocument = new TypedDocumentString(`
    mutation ChangeMemberRole($storeId: ID!, $userId: ID!, $role: StoreRole!) {
  changeMemberRole(storeId: $storeId, userId: $userId, role: $role) {
    userId
    role
  }
}
    `) as unknown as TypedDocumentString<ChangeMemberRoleMutation, ChangeMemberRoleMutationVariables>;
export const SetMemberLocationDocument = new TypedDocumentString(`
    mutation SetMemberLocation($storeId: ID!, $userId: ID!, $locationId: ID) {
  setMemberLocation(storeId: $storeId, userId: $userId, locationId: $locationId) {
    userId
  }
}
    `) as unknown as TypedDocumentString<SetMemberLocationMutation, SetMemberLocationMutationVariables>;
export const RemoveMemberDocument = new TypedDocumentString(`
    mutation RemoveMember($storeId: ID!, $userId: ID!) {
  removeMember(storeId: $storeId, userId: $userId)
}
    `) as unknown as TypedDocumentString<RemoveMemberMutation, RemoveMemberMutationVariables>;
export const TransferOwnershipDocument = new TypedDocumentString(`
    mutation TransferOwnership($storeId: ID!, $userId: ID!) {
  transferOwnership(storeId: $storeId, userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<TransferOwnershipMutation, TransferOwnershipMutationVariables>;
export const InvitationDocument = new TypedDocumentString(`
    query Invitation($token: String!) {
  invitation(token: $token) {
    storeName
    email
    role
    expiresAt
    expired
    accepted
  }
}
    `) as unknown as TypedDocumentString<InvitationQuery, InvitationQueryVariables>;
export const AcceptInvitationDocument = new TypedDocumentString(`
    mutation AcceptInvitation($token: String!) {
  acceptInvitation(token: $token) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const StoreActivityDocument = new TypedDocumentString(`
    query StoreActivity($storeId: ID!, $memberId: ID, $before: String) {
  storeActivity(storeId: $storeId, memberId: $memberId, before: $before) {
    items {
      id
      at
      kind
      actorId
      actorName
      summary
    }
    nextCursor
  }
}
    `) as unknown as TypedDocumentString<StoreActivityQuery, StoreActivityQueryVariables>;
export const StockTransfersDocument = new TypedDocumentString(`
    query StockTransfers($storeId: ID!, $status: TransferStatus) {
  stockTransfers(storeId: $storeId, status: $status, limit: 100) {
    ...TransferSummary
  }
}
    fragment TransferPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
  gstin
}
fragment TransferSummary on StockTransfer {
  id
  status
  documentKind
  documentNumber
  documentDate
  sentAt
  receivedAt
  piecesSent
  piecesReceived
  from {
    ...TransferPlace
  }
  to {
    ...TransferPlace
  }
}`) as unknown as TypedDocumentString<StockTransfersQuery, StockTransfersQueryVariables>;
export const StockTransferDocument = new TypedDocumentString(`
    query StockTransfer($transferId: ID!) {
  stockTransfer(transferId: $transferId) {
    ...TransferSummary
    storeId
    storeName
    note
    receiveNote
    sentByName
    receivedByName
    taxablePaise
    cgstPaise
    sgstPaise
    igstPaise
    totalPaise
    totalInWords
    stateTaxName
    needsEwayBill
    lines {
      referenceId
      description
      sku
      hsnCode
      quantitySent
      quantityReceived
      shortfall
      unitPricePaise
      taxRatePercent
      taxablePaise
      cgstPaise
      sgstPaise
      igstPaise
    }
  }
}
    fragment TransferPlace on StoreLocation {
  id
  name
  isPrimary
  address
  stateCode
  pinCode
  gstin
}
fragment TransferSummary on StockTransfer {
  id
  status
  documentKind
  documentNumber
  documentDate
  sentAt
  receivedAt
  piecesSent
  piecesReceived
  from {
    ...TransferPlace
  }
  to {
    ...TransferPlace
  }
}`) as unknown as TypedDocumentString<StockTransferQuery, StockTransferQueryVariables>;
export const TransferProductsDocument = new TypedDocumentString(`
    query TransferProducts($storeId: ID!, $name: String) {
  storeProducts(storeId: $storeId, page: 1, limit: 10, name: $name) {
    items {
      id
      name
      entries {
        id
        sku
        color {
          name
          names {
            locale
            name
          }
        }
        size {
          name
          names {
            locale
            name
          }
        }
        locations {
          locationId
          totalStock
          reservedStock
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TransferProductsQuery, TransferProductsQueryVariables>;
export const SendStockTransferDocument = new TypedDocumentString(`
    mutation SendStockTransfer($storeId: ID!, $input: StockTransferInput!) {
  sendStockTransfer(storeId: $storeId, input: $input) {
    id
    documentNumber
  }
}
    `) as unknown as TypedDocumentString<SendStockTransferMutation, SendStockTransferMutationVariables>;
export const ReceiveStockTransferDocument = new TypedDocumentString(`
    mutation ReceiveStockTransfer($transferId: ID!, $input: TransferReceiptInput) {
  receiveStockTransfer(transferId: $transferId, input: $input) {
    id
    documentNumber
    status
  }
}
    `) as unknown as TypedDocumentString<ReceiveStockTransferMutation, ReceiveStockTransferMutationVariables>;
export const GetProductCategoriesDocument = new TypedDocumentString(`
    query GetProductCategories($gender: GenderCode) {
  productCategories(gender: $gender) {
    id
    gender
    name
    names {
      locale
      name
    }
    subCategory
    sizeSystemIds
    subCategories {
      id
      name
      names {
        locale
        name
      }
      sizeSystemIds
    }
  }
}
    `) as unknown as TypedDocumentString<GetProductCategoriesQuery, GetProductCategoriesQueryVariables>;
export const CatalogueLookupsDocument = new TypedDocumentString(`
    query CatalogueLookups {
  colors {
    id
    name
    names {
      locale
      name
    }
    hexCode
  }
  sizeSystems {
    id
    code
    name
    names {
      locale
      name
    }
    sizes {
      id
      name
      names {
        locale
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueLookupsQuery, CatalogueLookupsQueryVariables>;
export const SetLocaleDocument = new TypedDocumentString(`
    mutation SetLocale($locale: String!) {
  setLocale(locale: $locale) {
    id
    locale
  }
}
    `) as unknown as TypedDocumentString<SetLocaleMutation, SetLocaleMutationVariables>;
export const StoreLocationsDocument = new TypedDocumentString(`
    query StoreLocations($storeId: ID!) {
  storeLocations(storeId: $storeId) {
    id
    name
    isPrimary
    address
    stateCode
    pinCode
    gstin
    contactName
    contactPhone
    hours
    takesReturns
    handlingDays
  }
}
    `) as unknown as TypedDocumentString<StoreLocationsQuery, StoreLocationsQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    role
    adminRole
    adminPermissions
    authProvider
    createdAt
    updatedAt
    name
    phone
    profileImage
    version
    lowStockThreshold
    locale
    stores {
      id
      name
      isApproved
      isPaused
      status
      statusReason
      createdAt
      handlingDays
      returnWindowDays
      myRole
      myPermissions
      myLocationId
      locationCount
    }
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const StartPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation startPasskeyRegistration {
  startPasskeyRegistration {
    id
    options
  }
}
    `) as unknown as TypedDocumentString<StartPasskeyRegistrationMutation, StartPasskeyRegistrationMutationVariables>;
export const FinishPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation finishPasskeyRegistration($passkey: PasskeyProof!, $name: String) {
  finishPasskeyRegistration(passkey: $passkey, name: $name) {
    id
    name
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<FinishPasskeyRegistrationMutation, FinishPasskeyRegistrationMutationVariables>;
export const RemovePasskeyDocument = new TypedDocumentString(`
    mutation removePasskey($id: ID!) {
  removePasskey(id: $id)
}
    `) as unknown as TypedDocumentString<RemovePasskeyMutation, RemovePasskeyMutationVariables>;
export const StartPasskeySignInDocument = new TypedDocumentString(`
    mutation startPasskeySignIn {
  startPasskeySignIn {
    id
    options
  }
}
    `) as unknown as TypedDocumentString<StartPasskeySignInMutation, StartPasskeySignInMutationVariables>;
export const SignInWithPasskeyDocument = new TypedDocumentString(`
    mutation signInWithPasskey($passkey: PasskeyProof!) {
  signInWithPasskey(passkey: $passkey) {
    token
    user {
      id
      email
      role
      adminPermissions
      locale
      stores {
        id
        name
        logo
        isDeleted
        type
        description
        createdAt
        isApproved
        myPermissions
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SignInWithPasskeyMutation, SignInWithPasskeyMutationVariables>;
export const StartPasskeyConfirmationDocument = new TypedDocumentString(`
    mutation startPasskeyConfirmation {
  startPasskeyConfirmation {
    id
    options
  }
}
    `) as unknown as TypedDocumentString<StartPasskeyConfirmationMutation, StartPasskeyConfirmationMutationVariables>;
export const MyPasskeysDocument = new TypedDocumentString(`
    query myPasskeys {
  myPasskeys {
    id
    name
    createdAt
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<MyPasskeysQuery, MyPasskeysQueryVariables>;