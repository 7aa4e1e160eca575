/** Enumerations of seed section 3, shared by the API and the console. */
export const ROLES = ['ADMIN', 'CUSTOMER', 'STORE_OWNER'] as const;
export type Role = (typeof ROLES)[number];
/** Roles a person may choose at public sign-up. */
export const SIGN_UP_ROLES = ['STORE_OWNER', 'CUSTOMER'] as const satisfies readonly Role[];

export const AUTH_PROVIDERS = ['APPLE', 'EMAIL', 'FACEBOOK', 'GITHUB', 'GOOGLE'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const STORE_TYPES = ['BRAND', 'THRIFT'] as const;
export type StoreType = (typeof STORE_TYPES)[number];

/** Store approval lifecycle; `isApproved` in the API is `status === 'APPROVED'`. */
export const STORE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DEACTIVATED'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/** Gender codes of the catalogue API: FE female, MA male, UN unisex. */
export const GENDER_CODES = ['MA', 'FE', 'UN'] as const;
export type GenderCode = (typeof GENDER_CODES)[number];

/** The catalogue's lookups that have names in other languages (decision 034). */
export const CATALOGUE_KINDS = [
  'COLOR',
  'SIZE',
  'SIZE_SYSTEM',
  'CATEGORY',
  'SUB_CATEGORY',
] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** Gender focus of a store, as store creation sends it. */
export const STORE_GENDERS = ['MALE', 'FEMALE', 'UNISEX'] as const;
export type StoreGender = (typeof STORE_GENDERS)[number];

export const ORDER_STATUSES = [
  'PENDING',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
  // Decision 022: RTO (the courier brings it back) and returns through a quality check.
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'RETURN_REQUESTED',
  'RETURN_PICKED',
  'QC_PASSED',
  'QC_FAILED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A disputed quality check: open, or decided by an admin (upheld: the failure stands). */
export const QC_DISPUTE_STATUSES = ['OPEN', 'UPHELD', 'OVERTURNED'] as const;
export type QcDisputeStatus = (typeof QC_DISPUTE_STATUSES)[number];

/** Claims on returns and RTOs (issue 50, decision 054; the rules are in domain/claims.ts). */
export const CLAIM_KINDS = [
  'RETURN_DAMAGED',
  'RETURN_USED',
  'WRONG_ITEM_RETURNED',
  'PIECES_MISSING',
  'RTO_LOST',
  'RTO_DAMAGED',
  /** The dispute of a failed quality check (decision 022): one kind of claim, filed with a note. */
  'QC_DISPUTE',
] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['OPEN', 'ACCEPTED', 'PARTLY_ACCEPTED', 'REJECTED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Why a reviewer refuses a version of a listing (issue 50; domain/listing-review.ts). */
export const LISTING_REJECT_REASONS = [
  'PHOTO_BLURRED',
  'PHOTO_WATERMARKED',
  'WRONG_CATEGORY',
  'PROHIBITED_ITEM',
  'BRAND_NOT_AUTHORISED',
  'MRP_MISSING_OR_WRONG',
  'LANGUAGE_MISMATCH',
  'MISLEADING_TEXT',
] as const;
export type ListingRejectReason = (typeof LISTING_REJECT_REASONS)[number];

export const PAYMENT_METHODS = ['UPI', 'CARD', 'NET_BANKING', 'COD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DELIVERY_TYPES = ['STANDARD', 'EXPRESS'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

export const COMPLAINT_STATUSES = ['OPEN', 'IN_REVIEW', 'RESOLVED', 'DISMISSED'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** The seed's further kind whose use is not shown. */
export const COLLECTION_KINDS = ['BOOKMARK', 'CLOSET'] as const;

/** Why an inventory entry's price or stock changed (its movement's reason). */
export const STOCK_MOVEMENT_REASONS = [
  'CREATED',
  'PRICE_UPDATE',
  'QUANTITY_UPDATE',
  'OUT_OF_STOCK',
  'ORDER_RESERVED',
  'ORDER_RELEASED',
  'ORDER_SHIPPED',
  'ORDER_RETURNED',
  'STOCK_TAKE',
  /** An order's hold moved to another of the store's locations (issue 51). */
  'LOCATION_MOVED',
  /** Pieces left a location on a transfer, or arrived at its destination (issue 51). */
  'TRANSFER_SENT',
  'TRANSFER_RECEIVED',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const PAGE_SIZE = 10;
export const OTP_LENGTH = 6;

export const DISPATCH_QUEUES = ['TO_PACK', 'TO_SHIP', 'BREACHING_TODAY', 'BREACHED'] as const;
export type DispatchQueue = (typeof DISPATCH_QUEUES)[number];
