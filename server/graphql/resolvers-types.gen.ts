import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow, StoreRow, StoreInvitationRow, PasskeyRow, NotificationRow, ProductRow, InventoryEntryRow, OrderRow, OrderItemRow, ComplaintRow, AuditRow, CatalogueImportRow, OrganisationRow, ClaimRow, StockTransferRow, StockTransferLineRow, ListingReviewRow, PayoutRow } from '../db/schema.ts';
import type { TeamMember, FormerMember as FormerMemberModel } from '../services/members.ts';
import type { ActivityEntry as ActivityEntryModel } from '../services/activity.ts';
import type { HistoryRow, CreditNoteView } from '../services/order-reads.ts';
import type { LocationView, LocationStockRow as LocationStockModel } from '../services/locations.ts';
import type { ListingSnapshot } from '../../domain/listing-review.ts';
import type { TrustView } from '../services/listings.ts';
import type { LedgerEntry } from '../services/settlement.ts';
import type { FilingPack as FilingPackModel, DocumentSeries as FilingDocumentsModel, SupplyRow, TransferSupplyRow, HsnRow, TcsSums } from '../../domain/filing.ts';
import type { PlatformSettings as PlatformSettingsModel } from '../../domain/settings.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * Money as integer paise (₹1 = 100), a JSON number that is always a whole number (safe to 2^53).
   * Every rupee amount the console adds up has a Paise field beside it; the console never adds floats.
   */
  Paise: { input: number; output: number; }
  /**
   * An instant: epoch milliseconds as a string ("1764000000000"), as the seed's clients read
   * `createdAt`. Every time the API answers is one.
   */
  Time: { input: string; output: string; }
};

/** One thing a person did in a store, under their name: an item moved, stock or a price changed, a team change. */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  actorId: Scalars['ID']['output'];
  actorName: Scalars['String']['output'];
  /** Epoch milliseconds. */
  at: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  kind: ActivityKind;
  /** What was done, in the reader's language. */
  summary: Scalars['String']['output'];
};

/** A store's owner and members, and its pending invitations. */
export type ActivityKind =
  | 'ITEM_MOVED'
  | 'STOCK_CHANGED'
  | 'TEAM';

/** A page of a store's activity, newest first; `nextCursor` asks for the older ones (as `before`). */
export type ActivityPage = {
  __typename?: 'ActivityPage';
  items: Array<ActivityEntry>;
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** The admin dashboard: stores by state, users by role, orders and revenue (before GST). */
export type AdminOverview = {
  __typename?: 'AdminOverview';
  activeStores: Scalars['Int']['output'];
  /** Over the last 30 days, today included. */
  orders30: Scalars['Int']['output'];
  ordersToday: Scalars['Int']['output'];
  pendingStores: Scalars['Int']['output'];
  /** @deprecated Rupees as a float; read revenue30Paise, integer paise (decision 030). */
  revenue30: Scalars['Float']['output'];
  /** The last 30 days' revenue before GST, integer paise. */
  revenue30Paise: Scalars['Paise']['output'];
  /** @deprecated Rupees as a float; read revenueTodayPaise, integer paise (decision 030). */
  revenueToday: Scalars['Float']['output'];
  /** Today's revenue before GST, integer paise. */
  revenueTodayPaise: Scalars['Paise']['output'];
  usersByRole: Array<RoleCount>;
};

/** The platform's staff roles (decision 051). */
export type AdminRole =
  | 'CATALOGUE'
  | 'FINANCE'
  | 'SUPER_ADMIN'
  | 'SUPPORT';

export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** e.g. STORE_APPROVE, STORE_REJECT, STORE_DEACTIVATE, STORE_REACTIVATE, KYC_REVEAL, USER_BLOCK. */
  action: Scalars['String']['output'];
  actorEmail: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  subjectId: Scalars['ID']['output'];
  /** What the entry is about, as a person reads it: a store's or organisation's name, a user's e-mail. */
  subjectName?: Maybe<Scalars['String']['output']>;
  subjectType: Scalars['String']['output'];
};

export type AuditPage = Page & {
  __typename?: 'AuditPage';
  items: Array<AuditEntry>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

export type AuthProvider =
  | 'APPLE'
  | 'EMAIL'
  | 'FACEBOOK'
  | 'GITHUB'
  | 'GOOGLE';

/** One variant's new price and/or stock in a bulk change. */
export type BulkInventoryChange = {
  entryId: Scalars['ID']['input'];
  /** The variant's version the change was made on; omitted: whatever it is now. */
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  /** Rupees, GST included. */
  price?: InputMaybe<Scalars['Float']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** A change not saved: what it asked, beside the variant as it is now. */
export type BulkInventoryConflict = {
  __typename?: 'BulkInventoryConflict';
  current: InventoryEntry;
  entryId: Scalars['ID']['output'];
  /** @deprecated Rupees as a float; read pricePaise, integer paise (decision 030). */
  price?: Maybe<Scalars['Float']['output']>;
  /** What the change asked, integer paise. */
  pricePaise?: Maybe<Scalars['Paise']['output']>;
  quantity?: Maybe<Scalars['Int']['output']>;
  /** What orders hold of stockNow. */
  reservedNow: Scalars['Int']['output'];
  /** The stock the change met: at its location (a stock take's) that location's pieces, else the variant's. */
  stockNow: Scalars['Int']['output'];
};

export type BulkInventoryRefusal = {
  __typename?: 'BulkInventoryRefusal';
  entryId: Scalars['ID']['output'];
  /** price or quantity */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type BulkInventoryResult = {
  __typename?: 'BulkInventoryResult';
  /** Changes to variants changed since their expectedVersion: not saved. */
  conflicts: Array<BulkInventoryConflict>;
  refused: Array<BulkInventoryRefusal>;
  updated: Array<InventoryEntry>;
};

export type CatalogueImport = {
  __typename?: 'CatalogueImport';
  created: Scalars['Int']['output'];
  createdAt: Scalars['Time']['output'];
  /** Products written so far. */
  done: Scalars['Int']['output'];
  /** Products of the sheet left without images: drafts that need photos. */
  drafts: Scalars['Int']['output'];
  errorCount: Scalars['Int']['output'];
  /** The first `first` errors in sheet order (all of them: GET /exports/import-errors.csv). */
  errors: Array<CatalogueImportError>;
  failure?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['Time']['output']>;
  id: Scalars['ID']['output'];
  /** Products of the sheet not yet in the catalogue. */
  newProducts: Scalars['Int']['output'];
  /** Products and variants the sheet holds. */
  products: Scalars['Int']['output'];
  status: CatalogueImportStatus;
  /** Products applying would create or change; the rest already have the sheet's values. */
  toChange: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
  updated: Scalars['Int']['output'];
  variants: Scalars['Int']['output'];
};


export type CatalogueImportErrorsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type CatalogueImportError = {
  __typename?: 'CatalogueImportError';
  column?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** The sheet's row (1 is the header). */
  row: Scalars['Int']['output'];
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

export type Checkout = {
  __typename?: 'Checkout';
  checkoutId: Scalars['ID']['output'];
  /** One order per store and GSTIN its items ship under (issue 51): each its own invoice. */
  orders: Array<Order>;
};

/** A store's claim on a return or an RTO, with its evidence; a support admin decides it. */
export type Claim = {
  __typename?: 'Claim';
  amountAcceptedPaise?: Maybe<Scalars['Paise']['output']>;
  amountClaimedPaise: Scalars['Paise']['output'];
  awb?: Maybe<Scalars['String']['output']>;
  color: Color;
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  /** The last Indian day it could be filed on. */
  deadline: Scalars['String']['output'];
  decidedAt?: Maybe<Scalars['Time']['output']>;
  decisionReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** What the customer paid for the item (GST included). */
  itemAmountPaise: Scalars['Paise']['output'];
  kind: ClaimKind;
  note: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  /** Signed addresses, for the store's people and the admins. */
  photos: Array<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  /** The quality check's note and photos, where the item has one. */
  qcNote?: Maybe<Scalars['String']['output']>;
  qcPhotos: Array<Scalars['String']['output']>;
  returnNote?: Maybe<Scalars['String']['output']>;
  /** The customer's reason and words for the return, where there was one. */
  returnReason?: Maybe<ReturnReason>;
  size: ProductSize;
  status: ClaimStatus;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
  video?: Maybe<Scalars['String']['output']>;
};

export type ClaimDecision =
  | 'ACCEPT'
  | 'PARTLY_ACCEPT'
  | 'REJECT';

export type ClaimInput = {
  /** At most the option's maxAmountPaise; left out, all of it. */
  amountPaise?: InputMaybe<Scalars['Paise']['input']>;
  /** The return's (or the RTO's) AWB; not asked of a QC dispute. */
  awb?: InputMaybe<Scalars['String']['input']>;
  kind: ClaimKind;
  note: Scalars['String']['input'];
  /** Addresses from POST /cdnfile, folder qcPhotos. */
  photos?: InputMaybe<Array<Scalars['String']['input']>>;
  /** An address from POST /cdnfile, folder claimVideos. */
  video?: InputMaybe<Scalars['String']['input']>;
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

/** A kind of claim open for an item today. */
export type ClaimOption = {
  __typename?: 'ClaimOption';
  awb: Scalars['Boolean']['output'];
  /** The last Indian day (YYYY-MM-DD) it may be filed on. */
  closesOn: Scalars['String']['output'];
  kind: ClaimKind;
  maxAmountPaise: Scalars['Paise']['output'];
  /** Whether photos and a video must come with it: REQUIRED, OPTIONAL or NONE. */
  photos: Scalars['String']['output'];
  video: Scalars['String']['output'];
};

export type ClaimPage = Page & {
  __typename?: 'ClaimPage';
  items: Array<Claim>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ClaimStatus =
  | 'ACCEPTED'
  | 'OPEN'
  | 'PARTLY_ACCEPTED'
  | 'REJECTED';

export type Color = {
  __typename?: 'Color';
  /** The base colour a store's own shade is filtered as; null for the platform's palette. */
  baseColorId?: Maybe<Scalars['ID']['output']>;
  hexCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its name in other languages than English (`name` is English); empty: it reads in English everywhere. */
  names: Array<LocalizedName>;
};

export type CommissionRate = {
  __typename?: 'CommissionRate';
  /** Basis points: 1500 = 15%. */
  bp: Scalars['Int']['output'];
  categoryId: Scalars['ID']['output'];
  from: Scalars['String']['output'];
};

export type Complaint = {
  __typename?: 'Complaint';
  attachments: Array<Scalars['String']['output']>;
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  customerName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  history: Array<ComplaintChange>;
  id: Scalars['ID']['output'];
  issue: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  orderItemId?: Maybe<Scalars['ID']['output']>;
  productName?: Maybe<Scalars['String']['output']>;
  resolutionNote?: Maybe<Scalars['String']['output']>;
  status: ComplaintStatus;
  updatedAt: Scalars['Time']['output'];
};

export type ComplaintChange = {
  __typename?: 'ComplaintChange';
  /** Epoch milliseconds. */
  at: Scalars['Time']['output'];
  note?: Maybe<Scalars['String']['output']>;
  status: ComplaintStatus;
};

export type ComplaintPage = Page & {
  __typename?: 'ComplaintPage';
  items: Array<Complaint>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ComplaintStatus =
  | 'DISMISSED'
  | 'IN_REVIEW'
  | 'OPEN'
  | 'RESOLVED';

export type CreateProductInput = {
  categoryId: Scalars['ID']['input'];
  /** Colour ids; one entry per colour × size. */
  colors: Array<Scalars['ID']['input']>;
  /** Left out or empty: the store's return policy from onboarding. */
  customReturnPolicy?: InputMaybe<Scalars['String']['input']>;
  /** Left out or empty: the store's shipping policy from onboarding. */
  customShippingPolicy?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  gender: GenderCode;
  /** An HSN from the allowed list, or null for the category's. */
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  mainImage?: InputMaybe<Scalars['String']['input']>;
  /** Every entry's MRP in rupees, GST included, at least the price; none when omitted. */
  mrp?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  /** Rupees, at least 0.01, GST included (what the customer pays); every entry starts at this price. */
  price: Scalars['Float']['input'];
  /** At most 5 addresses answered by POST /cdnfile. */
  productImages: Array<Scalars['String']['input']>;
  /** Size ids. */
  sizes: Array<Scalars['ID']['input']>;
  /** Whole pieces, at least 1; every entry starts with this stock. */
  stock: Scalars['Int']['input'];
  storeId: Scalars['ID']['input'];
  /** A sub-category name of the category. */
  subCategory?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A store submission: the three onboarding pages (seed section 3). */
export type CreateStoreInput = {
  accNum: Scalars['String']['input'];
  addhaarNum: Scalars['String']['input'];
  addresses: Scalars['String']['input'];
  branch: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  emergencyPhone: Scalars['String']['input'];
  genderSpecific?: InputMaybe<StoreGender>;
  gstin: Scalars['String']['input'];
  ifsc: Scalars['String']['input'];
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Address of the first uploaded image. */
  logo?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  panNum: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** The address's 6-digit PIN code, in that state. Required. */
  pinCode?: InputMaybe<Scalars['String']['input']>;
  pocName: Scalars['String']['input'];
  pocPhone: Scalars['String']['input'];
  returnPolicy?: InputMaybe<Scalars['String']['input']>;
  shippingPolicy?: InputMaybe<Scalars['String']['input']>;
  /** GST state code of the store's address, e.g. 29 for Karnataka. Required. */
  stateCode?: InputMaybe<Scalars['String']['input']>;
  storePolicy?: InputMaybe<Scalars['String']['input']>;
  type: StoreType;
  upiId: Scalars['String']['input'];
  /** Ignored: a store always belongs to the caller. */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A credit note: an invoiced item cancelled or returned, its invoiced amounts reversed. */
export type CreditNote = {
  __typename?: 'CreditNote';
  cgstPaise: Scalars['Paise']['output'];
  /** Epoch milliseconds. */
  date: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  igstPaise: Scalars['Paise']['output'];
  /** The invoice it adjusts. */
  invoiceNumber: Scalars['String']['output'];
  /** CN/2026-27/00001: its own series per GSTIN and financial year. */
  number: Scalars['String']['output'];
  /** Null for the packaging, credited when nothing of the order was supplied. */
  orderItemId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** CANCELLED, RETURNED or RTO_DELIVERED. */
  reason: OrderStatus;
  sgstPaise: Scalars['Paise']['output'];
  /** The GST rate of what it reverses, as invoiced. */
  taxRatePercent: Scalars['Float']['output'];
  taxableValuePaise: Scalars['Paise']['output'];
  totalPaise: Scalars['Paise']['output'];
};

export type DailySales = {
  __typename?: 'DailySales';
  /** YYYY-MM-DD, Indian date. */
  day: Scalars['String']['output'];
  orders: Scalars['Int']['output'];
  /**
   * Rupees before GST.
   * @deprecated Rupees as a float; read revenuePaise, integer paise (decision 030).
   */
  revenue: Scalars['Float']['output'];
  revenuePaise: Scalars['Paise']['output'];
};

export type DeliveryType =
  | 'EXPRESS'
  | 'STANDARD';

/** How many items are in each dispatch queue today, from counters. */
export type DispatchCounts = {
  __typename?: 'DispatchCounts';
  /** Still to leave, due before today. */
  breached: Scalars['Int']['output'];
  /** Still to leave, due today. */
  breachingToday: Scalars['Int']['output'];
  toPack: Scalars['Int']['output'];
  toShip: Scalars['Int']['output'];
};

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

/** One series of tax documents issued in the month (GSTR-1 table 13). */
export type FilingDocuments = {
  __typename?: 'FilingDocuments';
  /** Serials between the first and the last that no document holds (an issued invoice is never cancelled: a credit note reverses it). */
  cancelled: Scalars['Int']['output'];
  /** The first and the last number issued in the month, by serial. */
  from: Scalars['String']['output'];
  kind: FilingDocumentKind;
  netIssued: Scalars['Int']['output'];
  to: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type FilingHsn = {
  __typename?: 'FilingHsn';
  cgstPaise: Scalars['Paise']['output'];
  /** False when the product's code has fewer digits than needed. */
  complete: Scalars['Boolean']['output'];
  /** At the digits the seller's turnover needs (FilingPack.hsnDigits). */
  hsn: Scalars['String']['output'];
  igstPaise: Scalars['Paise']['output'];
  quantity: Scalars['Int']['output'];
  ratePercent: Scalars['Float']['output'];
  sgstPaise: Scalars['Paise']['output'];
  taxableValuePaise: Scalars['Paise']['output'];
  totalPaise: Scalars['Paise']['output'];
  unit: Scalars['String']['output'];
};

/** Supplies through an e-commerce operator liable to collect TCS under s. 52 (GSTR-1 table 14(a)). */
export type FilingOperatorSupplies = {
  __typename?: 'FilingOperatorSupplies';
  cgstPaise: Scalars['Paise']['output'];
  igstPaise: Scalars['Paise']['output'];
  netValuePaise: Scalars['Paise']['output'];
  /** The marketplace's GSTIN as operator (platform settings); null until an admin gives it. */
  operatorGstin?: Maybe<Scalars['String']['output']>;
  sgstPaise: Scalars['Paise']['output'];
};

export type FilingPack = {
  __typename?: 'FilingPack';
  /** What accepted claims paid in the month (decision 054): compensation, not a supply, outside every GST table. */
  claimsPaidPaise: Scalars['Paise']['output'];
  creditNoteCount: Scalars['Int']['output'];
  creditNotes: Array<FilingSupply>;
  /** The whole pack as CSV, a section per table. */
  csv: Scalars['String']['output'];
  /** GSTR-1 table 13: each series of documents issued in the month, invoices first. */
  documents: Array<FilingDocuments>;
  gstin: Scalars['String']['output'];
  /** Net of the month's credit notes; the stock transfers' invoices are supplies too. */
  hsn: Array<FilingHsn>;
  hsnDigits: Scalars['Int']['output'];
  invoices: Scalars['Int']['output'];
  month: Scalars['String']['output'];
  /** GSTR-1 table 14(a): the month's supplies through the marketplace, net of its credit notes. */
  operatorSupplies: FilingOperatorSupplies;
  /** How the GSTR-1 net (by the month invoiced or credited) differs from the GSTR-8 net. */
  reconciliation: FilingReconciliation;
  sales: Array<FilingSupply>;
  tcs: FilingTcs;
  /** Stock transfers to the PAN's other GSTINs invoiced in the month (B2B, table 4A; issue 51). */
  transfers: Array<FilingTransfer>;
};

/** The GSTR-1 net and the GSTR-8 net of the month, and the two parts of their difference. */
export type FilingReconciliation = {
  __typename?: 'FilingReconciliation';
  /** Credit notes this month less returns this month: credits for what was never delivered, or returned in another month. */
  creditsTimingPaise: Scalars['Paise']['output'];
  /** gstr1NetPaise − gstr8NetPaise = suppliesTimingPaise − creditsTimingPaise. */
  differencePaise: Scalars['Paise']['output'];
  /** Invoices less credit notes, by the month each was issued (table 14(a)'s net value). */
  gstr1NetPaise: Scalars['Paise']['output'];
  /** Supplies delivered less returns, by the month each happened (the TCS basis). */
  gstr8NetPaise: Scalars['Paise']['output'];
  /** Invoiced this month less delivered this month: items invoiced and delivered in different months. */
  suppliesTimingPaise: Scalars['Paise']['output'];
};

export type FilingSupply = {
  __typename?: 'FilingSupply';
  cgstPaise: Scalars['Paise']['output'];
  igstPaise: Scalars['Paise']['output'];
  /** GST state code of the place of supply. */
  placeOfSupply: Scalars['String']['output'];
  ratePercent: Scalars['Float']['output'];
  sgstPaise: Scalars['Paise']['output'];
  stateName: Scalars['String']['output'];
  taxableValuePaise: Scalars['Paise']['output'];
  totalPaise: Scalars['Paise']['output'];
};

/** TCS collected under CGST s. 52 (GSTR-8) and TDS under Income-tax s. 194-O, from the ledger. */
export type FilingTcs = {
  __typename?: 'FilingTcs';
  cgstPaise: Scalars['Paise']['output'];
  igstPaise: Scalars['Paise']['output'];
  netTaxablePaise: Scalars['Paise']['output'];
  returnsPaise: Scalars['Paise']['output'];
  sgstPaise: Scalars['Paise']['output'];
  suppliesPaise: Scalars['Paise']['output'];
  tdsPaise: Scalars['Paise']['output'];
  /** TCS written in one line before its parts were recorded. */
  unsplitPaise: Scalars['Paise']['output'];
};

/** A stock transfer's tax invoice to another GSTIN of the PAN, at one rate (GSTR-1 table 4A, B2B). */
export type FilingTransfer = {
  __typename?: 'FilingTransfer';
  cgstPaise: Scalars['Paise']['output'];
  /** YYYY-MM-DD, Indian date. */
  date: Scalars['String']['output'];
  igstPaise: Scalars['Paise']['output'];
  /** The invoice's number, in the stock transfers' series. */
  number: Scalars['String']['output'];
  /** GST state code of the place of supply: the recipient's state. */
  placeOfSupply: Scalars['String']['output'];
  ratePercent: Scalars['Float']['output'];
  recipientGstin: Scalars['String']['output'];
  sgstPaise: Scalars['Paise']['output'];
  stateName: Scalars['String']['output'];
  taxableValuePaise: Scalars['Paise']['output'];
  totalPaise: Scalars['Paise']['output'];
};

/** A person removed from a store's team. */
export type FormerMember = {
  __typename?: 'FormerMember';
  email: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  removedAt: Scalars['Time']['output'];
  userId: Scalars['ID']['output'];
};

/** Gender codes of the catalogue: FE female, MA male, UN unisex. */
export type GenderCode =
  | 'FE'
  | 'MA'
  | 'UN';

/** One figure of a window: count of outOf, against the limit. */
export type HealthFigure = {
  __typename?: 'HealthFigure';
  /** The share in basis points (1/100 of a percent), rounded half up; null when outOf is 0. */
  basisPoints?: Maybe<Scalars['Int']['output']>;
  count: Scalars['Int']['output'];
  /** outOf reaches the policy's minimum sample. */
  judged: Scalars['Boolean']['output'];
  maxBasisPoints: Scalars['Int']['output'];
  metric: HealthMetric;
  outOf: Scalars['Int']['output'];
  /** Judged, and over the limit. */
  over: Scalars['Boolean']['output'];
};

/** What a figure counts: an order's item that moved, or a refused listing. */
export type HealthItem = {
  __typename?: 'HealthItem';
  at: Scalars['Time']['output'];
  name: Scalars['String']['output'];
  orderId?: Maybe<Scalars['ID']['output']>;
  productId: Scalars['ID']['output'];
  /** The item's status now (null for a listing). */
  status?: Maybe<OrderStatus>;
};

/** What a store is measured on: each a share of one count in another. */
export type HealthMetric =
  | 'LATE_DISPATCH'
  | 'LISTING_REJECTED'
  | 'QC_FAILED'
  | 'RETURN'
  | 'RTO'
  | 'SELLER_CANCELLATION';

/** The dated policy in force today. */
export type HealthPolicy = {
  __typename?: 'HealthPolicy';
  holdAfterDays: Scalars['Int']['output'];
  judgedDays: Scalars['Int']['output'];
  minSample: Scalars['Int']['output'];
  pauseAfterDays: Scalars['Int']['output'];
};

/** Where a store is on seller health's steps (decision 053). */
export type HealthStep =
  | 'LISTINGS_HELD'
  | 'OK'
  | 'PAUSED'
  | 'WARNED';

/** A step a store took: by the platform's daily review, or an admin's exemption. */
export type HealthStepTaken = {
  __typename?: 'HealthStepTaken';
  at: Scalars['Time']['output'];
  /** Made by an administrator (an exemption set or ended); false: the platform's daily review. */
  byAdmin: Scalars['Boolean']['output'];
  exemptUntil?: Maybe<Scalars['String']['output']>;
  from: HealthStep;
  id: Scalars['ID']['output'];
  /** The metrics over at the time. */
  metrics: Array<HealthMetric>;
  reason?: Maybe<Scalars['String']['output']>;
  to: HealthStep;
};

export type HealthWindow = {
  __typename?: 'HealthWindow';
  days: Scalars['Int']['output'];
  figures: Array<HealthFigure>;
  /** Its first Indian day (YYYY-MM-DD); it ends today. */
  from: Scalars['String']['output'];
};

export type HistoryOrder = {
  __typename?: 'HistoryOrder';
  isFirstOrder: Scalars['Boolean']['output'];
  /** The customer's nth order with this store. */
  nthOrder: Scalars['Int']['output'];
  order: Order;
};

export type HistoryPage = Page & {
  __typename?: 'HistoryPage';
  items: Array<HistoryOrder>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/**
 * The server's current values, sent as `extensions.current` of a CONFLICT answer to updateInventory
 * (the entry changed since the seller saw it, e.g. a sale).
 */
export type InventoryConflict = {
  __typename?: 'InventoryConflict';
  gtin?: Maybe<Scalars['String']['output']>;
  /** @deprecated Rupees as a float; read mrpPaise, integer paise (decision 030). */
  mrp?: Maybe<Scalars['Float']['output']>;
  /** Integer paise; null when none. */
  mrpPaise?: Maybe<Scalars['Paise']['output']>;
  /** @deprecated Rupees as a float; read pricePaise, integer paise (decision 030). */
  price: Scalars['Float']['output'];
  /** Integer paise. */
  pricePaise: Scalars['Paise']['output'];
  reservedStock: Scalars['Int']['output'];
  sku?: Maybe<Scalars['String']['output']>;
  totalStock: Scalars['Int']['output'];
  version: Scalars['Int']['output'];
};

/** One colour × size of a product: its price and stock. */
export type InventoryEntry = {
  __typename?: 'InventoryEntry';
  /** totalStock − reservedStock: what can still be sold. */
  availableStock: Scalars['Int']['output'];
  categoryId: Scalars['ID']['output'];
  color: Color;
  /** EAN-13 / GTIN with a verified check digit, unique in the platform. */
  gtin?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /**
   * The pieces per open location, the store's address first (issue 51). With held: true only the
   * locations holding or holding back pieces of it (what the console reads: the store's other
   * locations hold none; a 500-variant product at ten locations answered 5,000 rows, 9 in 10 zero).
   */
  locations: Array<LocationStock>;
  /** availableStock is at or under the low-stock threshold its store's owner set in Settings. */
  lowStock: Scalars['Boolean']['output'];
  /**
   * Maximum retail price in rupees, GST included; the price is never more.
   * @deprecated Rupees as a float; read mrpPaise, integer paise (decision 030).
   */
  mrp?: Maybe<Scalars['Float']['output']>;
  /** Maximum retail price, integer paise, GST included; null when none. */
  mrpPaise?: Maybe<Scalars['Paise']['output']>;
  /**
   * Rupees.
   * @deprecated Rupees as a float; read pricePaise, integer paise (decision 030).
   */
  price: Scalars['Float']['output'];
  /** Integer paise, GST included. */
  pricePaise: Scalars['Paise']['output'];
  product: Product;
  productColorId: Scalars['ID']['output'];
  productSizeId: Scalars['ID']['output'];
  /** Held by orders not yet shipped; never more than totalStock. */
  reservedStock: Scalars['Int']['output'];
  size: ProductSize;
  /** The seller's own code for the variant, unique in the store. */
  sku?: Maybe<Scalars['String']['output']>;
  subCategoryId?: Maybe<Scalars['ID']['output']>;
  totalStock: Scalars['Int']['output'];
  /** Bumped on every change; send it back as updateInventory's expectedVersion. */
  version: Scalars['Int']['output'];
};


/** One colour × size of a product: its price and stock. */
export type InventoryEntryLocationsArgs = {
  held?: InputMaybe<Scalars['Boolean']['input']>;
};

export type InventoryPage = Page & {
  __typename?: 'InventoryPage';
  items: Array<InventoryEntry>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** What an invitation's link invites to, shown before it is accepted. */
export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  accepted: Scalars['Boolean']['output'];
  email: Scalars['String']['output'];
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['Time']['output'];
  role: StoreRole;
  storeName: Scalars['String']['output'];
};

/**
 * A GST tax invoice of an order, as issued with its first shipment: its lines never change; items
 * cancelled or returned after it have credit notes. Orders from before decision 021 keep their old
 * invoice, issued when placed.
 */
export type Invoice = {
  __typename?: 'Invoice';
  buyer: InvoiceParty;
  /** @deprecated Rupees as a float; read cgstPaise, integer paise (decision 030). */
  cgst: Scalars['Float']['output'];
  cgstPaise: Scalars['Paise']['output'];
  /** Credit notes against this invoice. */
  creditNotes: Array<CreditNote>;
  /** Epoch milliseconds. */
  date: Scalars['Time']['output'];
  /** @deprecated Rupees as a float; read igstPaise, integer paise (decision 030). */
  igst: Scalars['Float']['output'];
  igstPaise: Scalars['Paise']['output'];
  interState: Scalars['Boolean']['output'];
  lines: Array<InvoiceLine>;
  number: Scalars['String']['output'];
  /** @deprecated Rupees as a float; read packagingPaise, integer paise (decision 030). */
  packaging: Scalars['Float']['output'];
  packagingPaise: Scalars['Paise']['output'];
  packagingTaxRate: Scalars['Float']['output'];
  /**
   * Packaging's taxable value and rate: taxed at the rate of the order's principal item.
   * @deprecated Rupees as a float; read packagingTaxableValuePaise, integer paise (decision 030).
   */
  packagingTaxableValue: Scalars['Float']['output'];
  /** Integer paise. */
  packagingTaxableValuePaise: Scalars['Paise']['output'];
  /** Whether tax is payable on reverse charge (Rule 46): never, for these supplies. */
  reverseCharge: Scalars['Boolean']['output'];
  seller: InvoiceParty;
  /** @deprecated Rupees as a float; read sgstPaise, integer paise (decision 030). */
  sgst: Scalars['Float']['output'];
  sgstPaise: Scalars['Paise']['output'];
  /** The state's half within a state: SGST, or UTGST when the place of supply is a union territory without a legislature. Across states, where only IGST is charged, SGST (its amounts are 0). */
  stateTaxName: Scalars['String']['output'];
  /** @deprecated Rupees as a float; read taxableValuePaise, integer paise (decision 030). */
  taxableValue: Scalars['Float']['output'];
  taxableValuePaise: Scalars['Paise']['output'];
  /** @deprecated Rupees as a float; read totalPaise, integer paise (decision 030). */
  total: Scalars['Float']['output'];
  totalInWords: Scalars['String']['output'];
  totalPaise: Scalars['Paise']['output'];
};

export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  /** @deprecated Rupees as a float; read cgstPaise, integer paise (decision 030). */
  cgst: Scalars['Float']['output'];
  cgstPaise: Scalars['Paise']['output'];
  /** Percent; half the rate within a state, 0 across states. */
  cgstRate: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  /** @deprecated Rupees as a float; read discountPaise, integer paise (decision 030). */
  discount: Scalars['Float']['output'];
  /** Integer paise. */
  discountPaise: Scalars['Paise']['output'];
  hsn: Scalars['String']['output'];
  /** @deprecated Rupees as a float; read igstPaise, integer paise (decision 030). */
  igst: Scalars['Float']['output'];
  igstPaise: Scalars['Paise']['output'];
  /** Percent; the whole rate across states, 0 within one. */
  igstRate: Scalars['Float']['output'];
  quantity: Scalars['Int']['output'];
  /** @deprecated Rupees as a float; read sgstPaise, integer paise (decision 030). */
  sgst: Scalars['Float']['output'];
  sgstPaise: Scalars['Paise']['output'];
  /** Percent of SGST (or UTGST, see Invoice.stateTaxName); half the rate within a state, 0 across. */
  sgstRate: Scalars['Float']['output'];
  /** The variant's SKU when it was ordered. */
  sku?: Maybe<Scalars['String']['output']>;
  taxRate: Scalars['Float']['output'];
  /** @deprecated Rupees as a float; read taxableValuePaise, integer paise (decision 030). */
  taxableValue: Scalars['Float']['output'];
  taxableValuePaise: Scalars['Paise']['output'];
  /** @deprecated Rupees as a float; read totalPaise, integer paise (decision 030). */
  total: Scalars['Float']['output'];
  totalPaise: Scalars['Paise']['output'];
  /** Unit of quantity (Rule 46): PRS for footwear, PCS otherwise. */
  unit: Scalars['String']['output'];
  /** @deprecated Rupees as a float; read unitPricePaise, integer paise (decision 030). */
  unitPrice: Scalars['Float']['output'];
  /** Per unit before discount, integer paise. */
  unitPricePaise: Scalars['Paise']['output'];
};

export type InvoiceParty = {
  __typename?: 'InvoiceParty';
  address: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  gstin?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** The buyer's PIN code (the seller's is in its address). */
  pinCode?: Maybe<Scalars['String']['output']>;
  stateCode: Scalars['String']['output'];
  stateName: Scalars['String']['output'];
};

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

/** One settlement ledger line: positive is owed to the seller, negative deducted. */
export type LedgerLine = {
  __typename?: 'LedgerLine';
  amountPaise: Scalars['Paise']['output'];
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  /** The move that wrote it: DELIVERED, RETURNED or RTO_DELIVERED. */
  event: OrderStatus;
  id: Scalars['ID']['output'];
  kind: LedgerKind;
  orderId: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  part: LedgerPart;
  /** YYYY-MM-DD. */
  payableOn: Scalars['String']['output'];
  payoutId?: Maybe<Scalars['ID']['output']>;
  productName: Scalars['String']['output'];
  /** The rate applied, in basis points (50 = 0.5%), where the line is a rate. */
  rateBp?: Maybe<Scalars['Int']['output']>;
};

export type LedgerPage = {
  __typename?: 'LedgerPage';
  items: Array<LedgerLine>;
  nextCursor?: Maybe<Scalars['String']['output']>;
  prevCursor?: Maybe<Scalars['String']['output']>;
};

/** What a ledger line settles: an item, or the order's packaging. */
export type LedgerPart =
  | 'ITEM'
  | 'PACKAGING';

export type ListingColorPhotos = {
  __typename?: 'ListingColorPhotos';
  colorId: Scalars['ID']['output'];
  colorName: Scalars['String']['output'];
  images: Array<Scalars['String']['output']>;
};

export type ListingDecision =
  | 'APPROVED'
  | 'REJECTED';

export type ListingMrp = {
  __typename?: 'ListingMrp';
  mrpPaise?: Maybe<Scalars['Paise']['output']>;
  /** The variant, as colour / size. */
  variant: Scalars['String']['output'];
};

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

/** A version of a product's listing sent for review, and its decision. */
export type ListingReview = {
  __typename?: 'ListingReview';
  /** Approved without a reviewer: a trusted store's edit. */
  automatic: Scalars['Boolean']['output'];
  /** The fields that differ from previous (every field for a new product). */
  changed: Array<Scalars['String']['output']>;
  /** A resubmission: the fields that differ from the refused version (none: sent again unchanged). */
  changedSinceRefusal: Array<Scalars['String']['output']>;
  /** Epoch milliseconds. */
  decidedAt?: Maybe<Scalars['Time']['output']>;
  decision?: Maybe<ListingDecision>;
  id: Scalars['ID']['output'];
  /** The catalogue import it came with. */
  importId?: Maybe<Scalars['ID']['output']>;
  note?: Maybe<Scalars['String']['output']>;
  /** What buyers saw when it was sent; null for a new product. */
  previous?: Maybe<ListingVersion>;
  /** A resubmission: the reasons of the product's last refusal. */
  previousReasons: Array<ListingRejectReason>;
  productId: Scalars['ID']['output'];
  reasons: Array<ListingRejectReason>;
  /** A resubmission: the version last refused before this one was sent. */
  refused?: Maybe<ListingVersion>;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
  /** Epoch milliseconds. */
  submittedAt: Scalars['Time']['output'];
  version: ListingVersion;
};

export type ListingReviewPage = Page & {
  __typename?: 'ListingReviewPage';
  items: Array<ListingReview>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

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

/** Whether a store's edits go live without review (decision 052). */
export type ListingTrust = {
  __typename?: 'ListingTrust';
  /** Versions a reviewer approved. */
  approved: Scalars['Int']['output'];
  /** The rule in force: the most refusals, in percent of decisions. */
  maxRejectedPercent: Scalars['Int']['output'];
  /** The rule in force: approvals needed. */
  minApproved: Scalars['Int']['output'];
  /** The admin's choice; null: the rule decides. */
  override?: Maybe<Scalars['Boolean']['output']>;
  /** Versions a reviewer refused. */
  rejected: Scalars['Int']['output'];
  storeName: Scalars['String']['output'];
  trusted: Scalars['Boolean']['output'];
};

/** What buyers see of a product in one version. */
export type ListingVersion = {
  __typename?: 'ListingVersion';
  category: Scalars['String']['output'];
  /** Each colour's own photos. */
  colors: Array<ListingColorPhotos>;
  description: Scalars['String']['output'];
  gender: GenderCode;
  mainImage?: Maybe<Scalars['String']['output']>;
  /** Each variant's MRP. */
  mrps: Array<ListingMrp>;
  name: Scalars['String']['output'];
  productImages: Array<Scalars['String']['output']>;
  subCategory?: Maybe<Scalars['String']['output']>;
};

/** A catalogue name in a language other than English. */
export type LocalizedName = {
  __typename?: 'LocalizedName';
  /** A locale of the console other than en: hi. */
  locale: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A location's fields. For the store's address only name, hours and takesReturns are read. */
export type LocationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  contactName?: InputMaybe<Scalars['String']['input']>;
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  gstin?: InputMaybe<Scalars['String']['input']>;
  /** Working days (1–5) its items need before they leave; null or left out: the store's handling time. Not read for the store's address. */
  handlingDays?: InputMaybe<Scalars['Int']['input']>;
  hours?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pinCode?: InputMaybe<Scalars['String']['input']>;
  stateCode?: InputMaybe<Scalars['String']['input']>;
  takesReturns?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A variant's pieces at one location. */
export type LocationStock = {
  __typename?: 'LocationStock';
  availableStock: Scalars['Int']['output'];
  isPrimary: Scalars['Boolean']['output'];
  locationId: Scalars['ID']['output'];
  /** The location's name; null for the store's address until named. */
  name?: Maybe<Scalars['String']['output']>;
  reservedStock: Scalars['Int']['output'];
  totalStock: Scalars['Int']['output'];
};

/** A variant's pieces at one location (issue 51). */
export type LocationStockLine = {
  __typename?: 'LocationStockLine';
  entryId: Scalars['ID']['output'];
  reservedStock: Scalars['Int']['output'];
  totalStock: Scalars['Int']['output'];
};

/** One shipped item on a pickup manifest. */
export type ManifestLine = {
  __typename?: 'ManifestLine';
  awb: Scalars['String']['output'];
  courier: Scalars['String']['output'];
  /** Its place in the manifest: the next page's `after`. */
  cursor: Scalars['String']['output'];
  customerName: Scalars['String']['output'];
  /** The location it shipped from (issue 51). */
  locationId: Scalars['ID']['output'];
  orderId: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  pinCode?: Maybe<Scalars['String']['output']>;
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** Epoch milliseconds. */
  shippedAt: Scalars['Time']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts an invitation for the signed-in seller of its e-mail; answers the store they joined. */
  acceptInvitation: Store;
  /** Adds a colour to the platform's palette. */
  addColor: Color;
  /** Names a shade of a palette colour for the store's products ("Rani pink" as Pink). */
  addShade: Color;
  /** Adds a size at the end of its system. */
  addSize: ProductSize;
  /** Adds a size system. */
  addSizeSystem: SizeSystem;
  /** Adds a pickup location: its GSTIN registered in its state under the store's PAN. */
  addStoreLocation: StoreLocation;
  /**
   * Starts writing a checked sheet (READY) as a job; its progress is catalogueImport's. Applying
   * one that is applying or done answers it as it is; one with errors is BAD_USER_INPUT.
   */
  applyCatalogueImport: CatalogueImport;
  /**
   * A stock take's adjustments: each variant's stock set to its count, moved with the reason
   * STOCK_TAKE and audited once. A variant changed since the count met it is a conflict with its
   * stock now (the console applies the count's difference to it, so a sale meanwhile is kept).
   */
  applyStockTake: BulkInventoryResult;
  /** Approves up to 100 waiting versions at once; all or none. */
  approveListings: Array<ListingReview>;
  /** Approves a pending (or rejected) store, with a reason: its owner can list products and take orders. */
  approveStore: Store;
  /** Archives a location holding no pieces and no open item; never the store's address. */
  archiveStoreLocation: StoreLocation;
  /** Blocks a user: their sessions end at once and they cannot sign in. */
  blockUser: User;
  /**
   * Prices and stock of many variants in one batch (the bulk editor). Each change is applied or
   * answered apart: a variant changed since its expectedVersion is a conflict with its current
   * values, a value its rules refuse is refused with the reason; the others are saved.
   */
  bulkUpdateInventory: BulkInventoryResult;
  /** Cancels what can still be cancelled of the customer's order; the store owner is told. */
  cancelOrder: Order;
  /** Changes a member's role (not the owner's: ownership is handed over). */
  changeMemberRole: StoreMember;
  /** Creates an organisation; written to the audit log. */
  createOrganisation: Organisation;
  /**
   * Lists a product in an approved store: one inventory entry per colour × size, each with the
   * price and stock given.
   */
  createProduct: Product;
  /** Submits a store for approval; it is the caller's, PENDING until an admin approves it. */
  createStore: Store;
  /**
   * Sets the status of the order's item that is this product in this colour and size. The same
   * status again succeeds and changes nothing; a move the state machine forbids answers
   * INVALID_TRANSITION. The customer is e-mailed.
   */
  crmOrderStatusUpdate: Order;
  /** Deactivates an organisation, with a reason. Its stores keep trading. */
  deactivateOrganisation: Organisation;
  /** Deactivates an approved store, with a reason its owner reads. */
  deactivateStore: Store;
  /**
   * A support admin decides an open claim with a reason (audited): all of it, a part (amountPaise,
   * less than claimed) or nothing. An accepted amount is paid with the store's next payout.
   */
  decideClaim: Claim;
  /** Approves or refuses a waiting version (refusing needs a reason); audited, and a refusal tells the store. */
  decideListing: ListingReview;
  /** An admin decides a QC dispute with a reason (audited); upheld means the failure stands. */
  decideQcDispute: QcDispute;
  /** Soft-deletes a product: it leaves the inventory and can no longer be ordered. */
  deleteProduct: Scalars['Boolean']['output'];
  /** Closes a complaint as dismissed, with a note the customer receives. */
  dismissComplaint: Complaint;
  /** The seller disputes a failed quality check; an admin decides. */
  disputeQc: QcDispute;
  /** The seller files a claim on an item of the store (decision 054), within its window, with its evidence. */
  fileClaim: Claim;
  /** Keeps the passkey the authenticator made for the challenge, under `name`. */
  finishPasskeyRegistration: Passkey;
  /**
   * Invites a person by e-mail to the store in a role other than OWNER: they get a link, valid 7
   * days, to accept with a seller account of that e-mail. A pending invitation of theirs is replaced.
   */
  inviteMember: StoreInvitation;
  login: AuthPayload;
  /** Marks the given notifications (all when ids is omitted) as read; answers how many changed. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Marks a due payout paid with its UTR and date (audited); the seller is told. */
  markPayoutPaid: Payout;
  /** Ships a not-yet-packed item from another location of its store, its hold moved there. */
  moveItemLocation: OrderItem;
  /** Hides a store's products from customers; they cannot be ordered until it is resumed. */
  pauseStore: Store;
  /**
   * A customer's checkout: one order per store, grouped by a checkout id; stock is reserved at
   * once. Not enough stock answers INSUFFICIENT_STOCK.
   */
  placeOrder: Checkout;
  /**
   * Changes a product's own fields; an absent field stays. With expectedVersion, a newer change on
   * the server answers CONFLICT with the current values.
   */
  productUpdate: Product;
  /** A customer's complaint about their order, or one item of it; the store owner is told. */
  raiseComplaint: Complaint;
  reactivateOrganisation: Organisation;
  /** Reactivates a deactivated store. */
  reactivateStore: Store;
  /** Receives a sent transfer at its destination: what arrived lands there, a shortfall is recorded. */
  receiveStockTransfer: StockTransfer;
  /**
   * Creates a STORE_OWNER or CUSTOMER account for an e-mail verified in the last 30 minutes. org, fullName and phone are optional (seed section
   * 5): the name and phone go on the user; an org becomes an organisation its stores belong to.
   */
  register: AuthPayload;
  /** Rejects a pending store, with a reason its owner reads. */
  rejectStore: Store;
  /** Removes a member: their sessions end, and their past actions keep their name. */
  removeMember: Scalars['Boolean']['output'];
  /** Removes one of the signed-in person's passkeys. */
  removePasskey: Scalars['Boolean']['output'];
  /** E-mails a reset link when the account exists; always answers true. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * The customer asks to return a delivered item, within the store's return window: all its pieces,
   * or `quantity` of them (2 of 3), which become their own item (the answer).
   */
  requestReturn: OrderItem;
  /** Sends a pending invitation again with a new link and expiry; the old link stops working. */
  resendInvitation: StoreInvitation;
  /** Sets a new password from an e-mailed link and signs out every session. */
  resetPassword: Scalars['Boolean']['output'];
  /** Closes a complaint as resolved, with a note the customer receives. */
  resolveComplaint: Complaint;
  /** Sends a refused version for review again, unchanged (a change sends itself when saved). */
  resubmitListing: Product;
  resumeStore: Store;
  /**
   * A store's KYC in clear, for an admin whose role may, who gives a reason and confirms with one of
   * their passkeys (`passkey`, from startPasskeyConfirmation); written to the audit log.
   */
  revealStoreKyc: StoreKyc;
  /** Reviews a store's health now rather than at the next daily review (after a fix, or a new policy); what follows is told to the store as the daily review's is. */
  reviewStoreHealth: StoreHealth;
  /** Withdraws a pending invitation. */
  revokeInvitation: Scalars['Boolean']['output'];
  /** runPayouts, answering also the stores whose batch failed (each store is batched on its own). */
  runPayoutBatch: PayoutRun;
  /** Batches every store's lines payable today into payouts now (the weekly run is automatic): the number made. */
  runPayouts: Scalars['Int']['output'];
  /** E-mails a 6-digit sign-up code, valid 10 minutes. */
  sendRegistrationOTP: SendOtpResult;
  /**
   * Sends a code to an e-mail other than the customer's account address, where they want their
   * order mail. Until it is proved (verifyShippingEmail), order mail goes to the account address.
   */
  sendShippingEmailCode: SendOtpResult;
  /**
   * Sends pieces from one of the store's locations to another (issue 51): they leave the source at
   * once, under a delivery challan or, to another GSTIN, a tax invoice.
   */
  sendStockTransfer: StockTransfer;
  /** Gives a member of the platform's staff another staff role (a SUPER_ADMIN's). */
  setAdminRole: User;
  /**
   * Names a palette colour, size, size system, category or sub-category in a language other than
   * English (an empty name removes it); answers its names.
   */
  setCatalogueName: Array<LocalizedName>;
  /** Sets one colour's own photos on a product (addresses from POST /cdnfile); none clears them. */
  setColorImages: Product;
  /** Sets a category's marketplace commission (percent) from a day on; dated, audited. */
  setCommissionRate: CommissionRate;
  /** Exempts a store from hold and pause up to a day (null ends it), with a reason; audited, told to the store, and the store reviewed again. */
  setHealthExemption: StoreHealth;
  /** Trusts a store's edits (true), reviews them (false), or leaves it to the rule (null). Audited. */
  setListingTrust: ListingTrust;
  /** Remembers the caller's language (en or hi) for their other devices and their e-mails. */
  setLocale: User;
  /** Sets the location a member works at, or every location (null); the owner works at every location. */
  setMemberLocation: StoreMember;
  /** Sets a product's photos (addresses from POST /cdnfile); a draft with photos is listed. */
  setProductPhotos: Product;
  /** Sets the size systems a category allows, or one of its sub-categories (an empty list: its category's). */
  setSizeSystems: ProductCategory;
  /** How the signed-in person hears of one kind of the store's news; theirs alone, for a topic of their role. */
  setStoreNotice: StoreNoticeSetting;
  /** Puts a store in an active organisation, or takes it out (organisationId null). */
  setStoreOrganisation: Store;
  /** Signs in with a passkey's answer: the same answer as login. */
  signInWithPasskey: AuthPayload;
  /** Revokes every token of the signed-in user, this one included. */
  signOutEverywhere: Scalars['Boolean']['output'];
  /** Starts a confirmation with one of the admin's passkeys (before revealStoreKyc). */
  startPasskeyConfirmation: PasskeyChallenge;
  /** Starts registering a passkey for the signed-in person. */
  startPasskeyRegistration: PasskeyChallenge;
  /** Starts a sign-in with a passkey. */
  startPasskeySignIn: PasskeyChallenge;
  /** Hands the store to a member: they become its owner, and the owner stays as a manager. */
  transferOwnership: Store;
  unblockUser: User;
  /** The store's handling time and return window. */
  updateDispatchSettings: Store;
  /**
   * Sets the price (rupees, at least 0.01) and/or the stock (whole pieces, at least the reserved
   * stock) of one colour × size of a product. With expectedVersion, an entry changed meanwhile (a
   * sale) answers CONFLICT with the current values.
   */
  updateInventory: InventoryEntry;
  /** Edits an organisation; written to the audit log. */
  updateOrganisation: Organisation;
  /**
   * Changes the platform's settings (audited). unpaidHoldHours: how long a cash-on-delivery item
   * the seller has not accepted may hold stock before it is cancelled (0 to 720; 0 never).
   */
  updatePlatformSettings: PlatformSettings;
  /**
   * Changes the signed-in user's name and phone; an empty value clears it. With expectedVersion, a
   * newer change on the server answers CONFLICT with the current values.
   */
  updateProfile: User;
  /** Sets the signed-in user's low-stock threshold (0–100000). */
  updateSettings: User;
  /** Edits a location; for the store's address only its name, hours and returns. */
  updateStoreLocation: StoreLocation;
  /** @deprecated Misspelt in the original API; use verifyRegistrationOTP. */
  verifyRegistratioOTP: Scalars['Boolean']['output'];
  verifyRegistrationOTP: Scalars['Boolean']['output'];
  /** Proves that e-mail with its code: order mail for orders shipped with it goes there from now on. */
  verifyShippingEmail: Scalars['Boolean']['output'];
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAddColorArgs = {
  hexCode: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationAddShadeArgs = {
  baseColorId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationAddSizeArgs = {
  name: Scalars['String']['input'];
  systemId: Scalars['ID']['input'];
};


export type MutationAddSizeSystemArgs = {
  code: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationAddStoreLocationArgs = {
  input: LocationInput;
  storeId: Scalars['ID']['input'];
};


export type MutationApplyCatalogueImportArgs = {
  id: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationApplyStockTakeArgs = {
  input: StockTakeInput;
  storeId: Scalars['ID']['input'];
};


export type MutationApproveListingsArgs = {
  reviewIds: Array<Scalars['ID']['input']>;
};


export type MutationApproveStoreArgs = {
  reason: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationArchiveStoreLocationArgs = {
  locationId: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationBlockUserArgs = {
  reason: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationBulkUpdateInventoryArgs = {
  changes: Array<BulkInventoryChange>;
  location?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
};


export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
};


export type MutationChangeMemberRoleArgs = {
  role: StoreRole;
  storeId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationCreateOrganisationArgs = {
  input: OrganisationInput;
};


export type MutationCreateProductArgs = {
  input: CreateProductInput;
};


export type MutationCreateStoreArgs = {
  input: CreateStoreInput;
};


export type MutationCrmOrderStatusUpdateArgs = {
  colorId: Scalars['ID']['input'];
  madeAt?: InputMaybe<Scalars['Time']['input']>;
  orderId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  qc?: InputMaybe<QcInput>;
  shipment?: InputMaybe<ShipmentInput>;
  sizeId: Scalars['ID']['input'];
  status: OrderStatus;
  storeId: Scalars['ID']['input'];
};


export type MutationDeactivateOrganisationArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDeactivateStoreArgs = {
  reason: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationDecideClaimArgs = {
  amountPaise?: InputMaybe<Scalars['Paise']['input']>;
  decision: ClaimDecision;
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  restock?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDecideListingArgs = {
  approve: Scalars['Boolean']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reasons?: InputMaybe<Array<ListingRejectReason>>;
  reviewId: Scalars['ID']['input'];
};


export type MutationDecideQcDisputeArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
  restock?: InputMaybe<Scalars['Boolean']['input']>;
  upheld: Scalars['Boolean']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDismissComplaintArgs = {
  complaintId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationDisputeQcArgs = {
  note: Scalars['String']['input'];
  orderItemId: Scalars['ID']['input'];
};


export type MutationFileClaimArgs = {
  input: ClaimInput;
  orderItemId: Scalars['ID']['input'];
};


export type MutationFinishPasskeyRegistrationArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  passkey: PasskeyProof;
};


export type MutationInviteMemberArgs = {
  email: Scalars['String']['input'];
  role: StoreRole;
  storeId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationMarkPayoutPaidArgs = {
  id: Scalars['ID']['input'];
  paidOn: Scalars['String']['input'];
  utr: Scalars['String']['input'];
};


export type MutationMoveItemLocationArgs = {
  locationId: Scalars['ID']['input'];
  orderItemId: Scalars['ID']['input'];
};


export type MutationPauseStoreArgs = {
  storeId: Scalars['ID']['input'];
};


export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


export type MutationProductUpdateArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  input: ProductUpdateInput;
};


export type MutationRaiseComplaintArgs = {
  description: Scalars['String']['input'];
  issue: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
  orderItemId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationReactivateOrganisationArgs = {
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReactivateStoreArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['ID']['input'];
};


export type MutationReceiveStockTransferArgs = {
  input?: InputMaybe<TransferReceiptInput>;
  transferId: Scalars['ID']['input'];
};


export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  fullName?: InputMaybe<Scalars['String']['input']>;
  org?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  role: Role;
};


export type MutationRejectStoreArgs = {
  reason: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationRemoveMemberArgs = {
  storeId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRemovePasskeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestReturnArgs = {
  note?: InputMaybe<Scalars['String']['input']>;
  orderItemId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  reason: ReturnReason;
};


export type MutationResendInvitationArgs = {
  invitationId: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationResolveComplaintArgs = {
  complaintId: Scalars['ID']['input'];
  note: Scalars['String']['input'];
};


export type MutationResubmitListingArgs = {
  productId: Scalars['ID']['input'];
};


export type MutationResumeStoreArgs = {
  storeId: Scalars['ID']['input'];
};


export type MutationRevealStoreKycArgs = {
  passkey?: InputMaybe<PasskeyProof>;
  reason: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationReviewStoreHealthArgs = {
  storeId: Scalars['ID']['input'];
};


export type MutationRevokeInvitationArgs = {
  invitationId: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationSendRegistrationOtpArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendShippingEmailCodeArgs = {
  email: Scalars['String']['input'];
};


export type MutationSendStockTransferArgs = {
  input: StockTransferInput;
  storeId: Scalars['ID']['input'];
};


export type MutationSetAdminRoleArgs = {
  role: AdminRole;
  userId: Scalars['ID']['input'];
};


export type MutationSetCatalogueNameArgs = {
  id: Scalars['ID']['input'];
  kind: CatalogueKind;
  locale: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


export type MutationSetColorImagesArgs = {
  colorId: Scalars['ID']['input'];
  images: Array<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
};


export type MutationSetCommissionRateArgs = {
  categoryId: Scalars['ID']['input'];
  from: Scalars['String']['input'];
  percent: Scalars['Float']['input'];
};


export type MutationSetHealthExemptionArgs = {
  reason: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
  until?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetListingTrustArgs = {
  storeId: Scalars['ID']['input'];
  trusted?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationSetLocaleArgs = {
  locale: Scalars['String']['input'];
};


export type MutationSetMemberLocationArgs = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationSetProductPhotosArgs = {
  mainImage?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
  productImages: Array<Scalars['String']['input']>;
};


export type MutationSetSizeSystemsArgs = {
  categoryId: Scalars['ID']['input'];
  subCategoryId?: InputMaybe<Scalars['ID']['input']>;
  systemIds: Array<Scalars['ID']['input']>;
};


export type MutationSetStoreNoticeArgs = {
  byMail: Scalars['Boolean']['input'];
  inConsole: Scalars['Boolean']['input'];
  storeId: Scalars['ID']['input'];
  topic: StoreNoticeTopic;
};


export type MutationSetStoreOrganisationArgs = {
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
};


export type MutationSignInWithPasskeyArgs = {
  passkey: PasskeyProof;
};


export type MutationTransferOwnershipArgs = {
  storeId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUnblockUserArgs = {
  reason?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationUpdateDispatchSettingsArgs = {
  handlingDays: Scalars['Int']['input'];
  returnWindowDays: Scalars['Int']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationUpdateInventoryArgs = {
  color: Scalars['ID']['input'];
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  gtin?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<Scalars['ID']['input']>;
  mrp?: InputMaybe<Scalars['Float']['input']>;
  price?: InputMaybe<Scalars['Float']['input']>;
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
  size: Scalars['ID']['input'];
  sku?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOrganisationArgs = {
  id: Scalars['ID']['input'];
  input: OrganisationInput;
};


export type MutationUpdatePlatformSettingsArgs = {
  operatorGstin?: InputMaybe<Scalars['String']['input']>;
  unpaidHoldHours: Scalars['Int']['input'];
};


export type MutationUpdateProfileArgs = {
  expectedVersion?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateSettingsArgs = {
  lowStockThreshold: Scalars['Int']['input'];
};


export type MutationUpdateStoreLocationArgs = {
  input: LocationInput;
  locationId: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type MutationVerifyRegistratioOtpArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};


export type MutationVerifyRegistrationOtpArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};


export type MutationVerifyShippingEmailArgs = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  body: Scalars['String']['output'];
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  /** A console path to open, e.g. /store-owner/orders/… */
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type NotificationFeed = {
  __typename?: 'NotificationFeed';
  items: Array<Notification>;
  unreadCount: Scalars['Int']['output'];
};

export type Order = {
  __typename?: 'Order';
  checkoutId: Scalars['ID']['output'];
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  /** Credit notes for invoiced items cancelled or returned, oldest first. */
  creditNotes: Array<CreditNote>;
  deliveryInstructions?: Maybe<Scalars['String']['output']>;
  deliveryType: DeliveryType;
  discountCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Null until the tax invoice is issued, with the first shipment. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** Epoch milliseconds of the invoice; null until issued. */
  invoicedAt?: Maybe<Scalars['Time']['output']>;
  items: Array<OrderItem>;
  /** @deprecated Rupees as a float; read packagingPaise, integer paise (decision 030). */
  packaging: Scalars['Float']['output'];
  packagingPaise: Scalars['Paise']['output'];
  /** GST within the packaging (taxed at the principal item's rate); 0 for older orders. */
  packagingTaxPaise: Scalars['Paise']['output'];
  /** The same as paymentMethod (the seed read both names). */
  paymentInfo: PaymentMethod;
  paymentMethod: PaymentMethod;
  /** True for orders placed with prices that include GST (decision 021); older orders taxed on top. */
  pricesIncludeTax: Scalars['Boolean']['output'];
  /** The order's store as the sender of its parcels. */
  sender: OrderSender;
  /** What the customer pays in the end: the total less cancellations and credit notes. */
  settlement: OrderSettlement;
  shippingInfo: ShippingInfo;
  status: OrderStatus;
  storeId: Scalars['ID']['output'];
  /**
   * Rupees: items after discount, GST and packaging.
   * @deprecated Rupees as a float; read totalAmountPaise, integer paise (decision 030).
   */
  totalAmount: Scalars['Float']['output'];
  /** The order's amount in paise: what the customer was charged. */
  totalAmountPaise: Scalars['Paise']['output'];
  userId: Scalars['ID']['output'];
};

export type OrderItem = {
  __typename?: 'OrderItem';
  /** What the customer pays for the line, GST included, as charged at checkout. */
  amountPaise: Scalars['Paise']['output'];
  awb?: Maybe<Scalars['String']['output']>;
  /** Still to leave and past its dispatch-by date. */
  breached: Scalars['Boolean']['output'];
  /** The store's claim on this item (decision 054), if any; a customer reads null. */
  claim?: Maybe<Claim>;
  /** What the store may claim for this item today, each kind with its last day and the most it may ask. */
  claimOptions: Array<ClaimOption>;
  color: Color;
  colorId: Scalars['ID']['output'];
  courier?: Maybe<Scalars['String']['output']>;
  /** Epoch milliseconds. */
  deliveredAt?: Maybe<Scalars['Time']['output']>;
  discountPercent: Scalars['Float']['output'];
  /** The day (YYYY-MM-DD) it must leave by: placed + the store's handling time in working days. */
  dispatchBy?: Maybe<Scalars['String']['output']>;
  hsnCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  itemStatus: OrderStatus;
  /** The store's location it ships from (issue 51); for the store's team and the staff. */
  location?: Maybe<StoreLocation>;
  /**
   * Where it may move now (moveItemLocation): before packing, the store's other open locations under
   * its order's GSTIN with all its pieces free.
   */
  moveTargets: Array<StoreLocation>;
  /**
   * Rupees per piece before discount; GST included for orders with pricesIncludeTax.
   * @deprecated Rupees as a float; read pricePaise, integer paise (decision 030).
   */
  price: Scalars['Float']['output'];
  /** Per piece before discount, integer paise. */
  pricePaise: Scalars['Paise']['output'];
  product: Product;
  productId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  /** The seller's dispute of a failed quality check, if any. */
  qcDispute?: Maybe<QcDispute>;
  qcNote?: Maybe<Scalars['String']['output']>;
  qcPhotos: Array<Scalars['String']['output']>;
  quantity: Scalars['Int']['output'];
  /** The inventory entry's id, which the seller knows as its reference id. */
  referenceId: Scalars['ID']['output'];
  returnNote?: Maybe<Scalars['String']['output']>;
  returnReason?: Maybe<ReturnReason>;
  /** The last day (YYYY-MM-DD) a return may be asked for; null until delivered. */
  returnWindowEndsOn?: Maybe<Scalars['String']['output']>;
  /** Where a return or an RTO of it comes back: its location when that takes returns, else the store's return door. */
  returnsTo?: Maybe<StoreLocation>;
  /** Epoch milliseconds. */
  shippedAt?: Maybe<Scalars['Time']['output']>;
  size: ProductSize;
  sizeId: Scalars['ID']['output'];
  /** The variant's SKU when it was ordered. */
  sku?: Maybe<Scalars['String']['output']>;
  statusHistory: Array<StatusChange>;
  /** The line's GST (CGST + SGST/UTGST, or IGST), as charged. */
  taxPaise: Scalars['Paise']['output'];
  taxRate: Scalars['Float']['output'];
  /** The line's taxable value (before GST), as charged. */
  taxablePaise: Scalars['Paise']['output'];
  /**
   * price × quantity, rupees.
   * @deprecated Rupees as a float; read totalPaise, integer paise (decision 030).
   */
  total: Scalars['Float']['output'];
  /** price × quantity, integer paise. */
  totalPaise: Scalars['Paise']['output'];
  /** Unit of quantity: PRS for footwear, PCS otherwise. */
  unit: Scalars['String']['output'];
};

export type OrderPage = Page & {
  __typename?: 'OrderPage';
  items: Array<Order>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** Who ships an order: its own store (not the store the console has chosen), the label's sender. */
export type OrderSender = {
  __typename?: 'OrderSender';
  address: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pinCode?: Maybe<Scalars['String']['output']>;
  /** Null only for stores submitted before the state was asked. */
  stateCode?: Maybe<Scalars['String']['output']>;
};

export type OrderSettlement = {
  __typename?: 'OrderSettlement';
  /** Items cancelled before the invoice (and the packaging, when nothing was shipped). */
  cancelledPaise: Scalars['Paise']['output'];
  /** The total less both: what the customer finally pays. */
  paysPaise: Scalars['Paise']['output'];
  /** Credit notes issued against the invoice. */
  refundedPaise: Scalars['Paise']['output'];
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

/** A business that groups stores (seed section 3's organisation). Admins only. */
export type Organisation = {
  __typename?: 'Organisation';
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  email?: Maybe<Scalars['String']['output']>;
  gstNo?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  locality?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The user who registered it at sign-up, when one did. */
  ownerEmail?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  pinCode?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  stores: Array<Store>;
};

export type OrganisationInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  gstNo?: InputMaybe<Scalars['String']['input']>;
  locality?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  pinCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type OrganisationPage = Page & {
  __typename?: 'OrganisationPage';
  items: Array<Organisation>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** The kinds of object a store owner owns. */
export type OwnedKind =
  | 'COMPLAINT'
  /** An order of the caller's store, or for a customer their own order. */
  | 'ORDER'
  /** A product of the caller's store, even one deleted since it was ordered. */
  | 'ORDERED_PRODUCT'
  /** An item of an order the caller reaches (ORDER's rule). */
  | 'ORDER_ITEM'
  | 'PRODUCT'
  | 'STORE'
  /** A stock transfer of the caller's store (issue 51). */
  | 'TRANSFER';

/**
 * The list contract (decision 024): every counted list answers a page of it, read by keyset. A page
 * opened by number alone is read from the nearer end; Next and Prev pass the cursors.
 */
export type Page = {
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

/** A passkey its person registered: they sign in with it, and an admin confirms a KYC reveal. */
export type Passkey = {
  __typename?: 'Passkey';
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  /** Epoch milliseconds; null until first used. */
  lastUsedAt?: Maybe<Scalars['Time']['output']>;
  name: Scalars['String']['output'];
};

/** A WebAuthn challenge: hand `options` (JSON) to the authenticator, send back its answer with `id`. */
export type PasskeyChallenge = {
  __typename?: 'PasskeyChallenge';
  id: Scalars['ID']['output'];
  options: Scalars['String']['output'];
};

/** A passkey's answer to a challenge: the challenge's id and the authenticator's response (JSON). */
export type PasskeyProof = {
  challengeId: Scalars['ID']['input'];
  response: Scalars['String']['input'];
};

export type PaymentMethod =
  | 'CARD'
  | 'COD'
  | 'NET_BANKING'
  | 'UPI';

export type Payout = {
  __typename?: 'Payout';
  amountPaise: Scalars['Paise']['output'];
  /** The weekly cycle day (YYYY-MM-DD). */
  cycleDay: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lines: Scalars['Int']['output'];
  paidOn?: Maybe<Scalars['String']['output']>;
  status: PayoutStatus;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
  utr?: Maybe<Scalars['String']['output']>;
};

/** One move a payout paid: an item delivered, returned or back by RTO, and its net. */
export type PayoutMove = {
  __typename?: 'PayoutMove';
  /** A claim's payment (decision 054), listed apart from the move it followed. */
  byClaim: Scalars['Boolean']['output'];
  event: OrderStatus;
  netPaise: Scalars['Paise']['output'];
  orderId: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
};

/** An admin's payout run: the payouts made or added to, and the stores whose batch failed (logged). */
export type PayoutRun = {
  __typename?: 'PayoutRun';
  failedStoreNames: Array<Scalars['String']['output']>;
  made: Scalars['Int']['output'];
};

export type PayoutStatement = {
  __typename?: 'PayoutStatement';
  gstin: Scalars['String']['output'];
  /** The first 1,000 moves, oldest first. */
  moves: Array<PayoutMove>;
  movesTotal: Scalars['Int']['output'];
  payout: Payout;
  storeName: Scalars['String']['output'];
  totals: Array<PayoutTotal>;
};

export type PayoutStatus =
  | 'DUE'
  | 'PAID';

export type PayoutTotal = {
  __typename?: 'PayoutTotal';
  amountPaise: Scalars['Paise']['output'];
  kind: LedgerKind;
  lines: Scalars['Int']['output'];
};

export type PlaceOrderInput = {
  deliveryInstructions?: InputMaybe<Scalars['String']['input']>;
  deliveryType?: InputMaybe<DeliveryType>;
  discountCode?: InputMaybe<Scalars['String']['input']>;
  items: Array<PlaceOrderItemInput>;
  paymentMethod: PaymentMethod;
  shipping: ShippingInput;
};

export type PlaceOrderItemInput = {
  color: Scalars['ID']['input'];
  /** The product, colour and size ids of one inventory entry. */
  product: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  size: Scalars['ID']['input'];
};

/** Settings of the whole platform that admins change. */
export type PlatformSettings = {
  __typename?: 'PlatformSettings';
  /** The marketplace's GSTIN as an e-commerce operator collecting TCS (its sellers' GSTR-1 table 14); null until given. */
  operatorGstin?: Maybe<Scalars['String']['output']>;
  /** Hours a pending cash-on-delivery item may hold stock before it is cancelled; 0: no limit. */
  unpaidHoldHours: Scalars['Int']['output'];
};

/** A product of a store: its own fields, and one inventory entry per colour × size. */
export type Product = {
  __typename?: 'Product';
  /** Pieces that can still be sold, over the entries. */
  availableStock: Scalars['Int']['output'];
  category: ProductCategoryRef;
  /** The seller's choice of HSN, or null for the category's. */
  chosenHsnCode?: Maybe<Scalars['String']['output']>;
  colors: Array<ProductColorRef>;
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  customReturnPolicy: Scalars['String']['output'];
  customShippingPolicy: Scalars['String']['output'];
  description: Scalars['String']['output'];
  entries: Array<InventoryEntry>;
  gender: GenderCode;
  /** Whether buyers see an approved version of it (while an edit waits, that one). Null for a customer. */
  hasLiveVersion?: Maybe<Scalars['Boolean']['output']>;
  /** The HSN the product is sold under: the seller's choice, else its category's. */
  hsnCode: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  /** While REJECTED, the last refusal's reasons; else empty. Empty for a customer. */
  listingReasons: Array<ListingRejectReason>;
  /** Its versions sent for review, newest first: the review history. Empty for a customer. */
  listingReviews: Array<ListingReview>;
  /** Where it stands with buyers (issue 50): in review, live, refused; null for a customer. */
  listingState?: Maybe<ListingState>;
  /** Some entry is at or under the low-stock threshold its store's owner set in Settings. */
  lowStock: Scalars['Boolean']['output'];
  mainImage?: Maybe<Scalars['String']['output']>;
  /**
   * The highest price over the entries, in rupees.
   * @deprecated Rupees as a float; read maxPricePaise, integer paise (decision 030).
   */
  maxPrice: Scalars['Float']['output'];
  /** The highest price over the entries, integer paise. */
  maxPricePaise: Scalars['Paise']['output'];
  name: Scalars['String']['output'];
  /** A draft an import made without images: not listed to customers until photos are added. */
  needsPhotos: Scalars['Boolean']['output'];
  /**
   * The lowest price over the entries, in rupees.
   * @deprecated Rupees as a float; read pricePaise, integer paise (decision 030).
   */
  price: Scalars['Float']['output'];
  /** The lowest price over the entries, integer paise. */
  pricePaise: Scalars['Paise']['output'];
  productImages: Array<Scalars['String']['output']>;
  sizes: Array<ProductSizeRef>;
  /** Total stock over the entries. */
  stock: Scalars['Int']['output'];
  storeId: Scalars['ID']['output'];
  /** The name of the store that lists it. */
  storeName: Scalars['String']['output'];
  subCategory?: Maybe<Scalars['String']['output']>;
  tags: Array<Scalars['String']['output']>;
  /** Bumped on every edit of the fields above; send it back as productUpdate's expectedVersion. */
  version: Scalars['Int']['output'];
};

export type ProductCategory = {
  __typename?: 'ProductCategory';
  gender: GenderCode;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its name in other languages than English (`name` is English); empty: it reads in English everywhere. */
  names: Array<LocalizedName>;
  /** The size systems its products use (a sub-category may narrow them). */
  sizeSystemIds: Array<Scalars['ID']['output']>;
  subCategories: Array<SubCategory>;
  subCategory: Array<Scalars['String']['output']>;
};

export type ProductCategoryRef = {
  __typename?: 'ProductCategoryRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its name in other languages than English (`name` is English); empty: it reads in English everywhere. */
  names: Array<LocalizedName>;
};

export type ProductColorRef = {
  __typename?: 'ProductColorRef';
  colorId: Scalars['ID']['output'];
  /** The colour's own photos; empty: the product's are shown for it. */
  images: Array<Scalars['String']['output']>;
};

export type ProductConflict = {
  __typename?: 'ProductConflict';
  customReturnPolicy: Scalars['String']['output'];
  customShippingPolicy: Scalars['String']['output'];
  description: Scalars['String']['output'];
  gender: GenderCode;
  name: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ProductPage = Page & {
  __typename?: 'ProductPage';
  items: Array<Product>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type ProductSize = {
  __typename?: 'ProductSize';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its name in other languages than English (`name` is English); empty: it reads in English everywhere. */
  names: Array<LocalizedName>;
  /** Its size system. */
  systemId: Scalars['ID']['output'];
};

export type ProductSizeRef = {
  __typename?: 'ProductSizeRef';
  sizeId: Scalars['ID']['output'];
};

export type ProductUpdateInput = {
  customReturnPolicy?: InputMaybe<Scalars['String']['input']>;
  customShippingPolicy?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<GenderCode>;
  /** An HSN from the allowed list; an empty string goes back to the category's. */
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The server's current values, sent as `extensions.current` of a CONFLICT answer to updateProfile
 * (a stale expectedVersion). Each versioned write has such a type; CONFLICT means nothing else.
 */
export type ProfileConflict = {
  __typename?: 'ProfileConflict';
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

/** A seller's dispute of a failed quality check; an admin decides it. */
export type QcDispute = {
  __typename?: 'QcDispute';
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  /** Epoch milliseconds; null while open. */
  decidedAt?: Maybe<Scalars['Time']['output']>;
  decisionReason?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The seller's grounds; null for the customer, who sees the dispute's status only. */
  note?: Maybe<Scalars['String']['output']>;
  orderId: Scalars['ID']['output'];
  orderItemId: Scalars['ID']['output'];
  productName: Scalars['String']['output'];
  /** The seller's QC note and photos being disputed. */
  qcNote?: Maybe<Scalars['String']['output']>;
  qcPhotos: Array<Scalars['String']['output']>;
  status: QcDisputeStatus;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
};

export type QcDisputeStatus =
  | 'OPEN'
  | 'OVERTURNED'
  | 'UPHELD';

/** A quality check of a returned item. */
export type QcInput = {
  note: Scalars['String']['input'];
  /** At most 3 addresses answered by POST /cdnfile (folder qcPhotos). */
  photos?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Query = {
  __typename?: 'Query';
  /**
   * Every store's inventory, for admins, newest product first: product (a fragment of the name),
   * store (a fragment of the store's name) and reference (a fragment of the entry's id) search
   * through trigram indexes; lowStockOnly keeps entries at or under the admin's threshold.
   */
  adminInventory: InventoryPage;
  /** The admin dashboard's figures. */
  adminOverview: AdminOverview;
  /** Payouts of every store: DUE (oldest first) or PAID (newest first). */
  adminPayouts: Array<Payout>;
  /** Every admin decision and KYC reveal, newest first. Admins only. */
  auditLog: AuditPage;
  /** A catalogue sheet checked by POST /imports/catalogue, and how far its import has come. */
  catalogueImport: CatalogueImport;
  /** Every store's claims for support, newest first; filtered by status, kind and store. */
  claimQueue: ClaimPage;
  /** The platform's palette. */
  colors: Array<Color>;
  /** The store's dispatch queues' counts today; with `location`, that location's items' (issue 51). */
  dispatchCounts: DispatchCounts;
  /**
   * The month's filing pack (YYYY-MM) of the GSTIN the store sells under: GSTR-1 style supplies and
   * credit notes by place of supply and rate, the HSN summary, the TCS collected (GSTR-8) and TDS.
   * With a location, that of the GSTIN the location is registered under (issue 51): the orders
   * invoiced under it.
   */
  filingPack: FilingPack;
  /** Stores (not deleted) whose GSTIN is registered in another state than their address, by name. */
  gstinStateMismatches: Array<Store>;
  /** What a figure counts, newest first (at most 100). */
  healthItems: Array<HealthItem>;
  /** What an invitation link (its token) invites to: the store, the role, the e-mail, whether it expired. */
  invitation: InvitationPreview;
  /** The same lines as CSV, at most 2,000 (GET /exports/ledger.csv streams any length). */
  ledgerCsv: Scalars['String']['output'];
  /** Versions waiting for review, oldest first (CATALOGUE admins). */
  listingReviews: ListingReviewPage;
  /** Whether a store's edits skip review, and why. */
  listingTrust: ListingTrust;
  /** The signed-in user, with their stores. */
  me: User;
  /** The signed-in customer's orders, newest first. */
  myOrders: OrderPage;
  /** The signed-in person's passkeys, oldest first. */
  myPasskeys: Array<Passkey>;
  /** The signed-in user's newest notifications (at most 50) and how many are unread. */
  notifications: NotificationFeed;
  /** One order: the store's owner, an admin, or the customer who placed it. */
  orderDetails: Order;
  /** The GST tax invoice of an order of the caller's store; null until its first item ships. */
  orderInvoice?: Maybe<Invoice>;
  organisation: Organisation;
  /**
   * Organisations, newest first: search by a fragment of the name, active to filter by state,
   * after (the previous page's nextCursor) to read on without an OFFSET scan.
   */
  organisations: OrganisationPage;
  /** A payout's statement: its lines summed by kind to its net, and each move it paid. */
  payoutStatement: PayoutStatement;
  /**
   * Items of the store shipped on `day` (YYYY-MM-DD, Indian date), by courier: the pickup manifest,
   * at most `limit` (up to 500) lines after `after` (the last line's `cursor`).
   */
  pickupManifest: Array<ManifestLine>;
  /** Each seller GSTIN's TCS and TDS of the month (YYYY-MM), for the operator's GSTR-8: a row per store and GSTIN (a location registered in another state has its own). */
  platformFiling: Array<SellerFiling>;
  /** Settings of the whole platform that admins change. */
  platformSettings: PlatformSettings;
  /** One product of the caller's store, with its entries. */
  product: Product;
  /** The category tree, for one gender or all. */
  productCategories: Array<ProductCategory>;
  /** Every size, in its system's order. */
  productSizes: Array<ProductSize>;
  /** Disputed quality checks, all stores; open ones oldest first. */
  qcDisputes: Array<QcDispute>;
  /**
   * What customers may order: products of approved stores that are not paused, newest first,
   * optionally matching a fragment of the name.
   */
  shopProducts: ProductPage;
  /** The size systems with their sizes. */
  sizeSystems: Array<SizeSystem>;
  /** One stock transfer with its document. */
  stockTransfer: StockTransfer;
  /** A store's stock transfers, newest first (issue 51): in transit or received, to or from `location`. */
  stockTransfers: Array<StockTransfer>;
  /** What the store's people did, newest first; `memberId` keeps one person's. */
  storeActivity: ActivityPage;
  /** The store's claims, newest first (decision 054). */
  storeClaims: ClaimPage;
  /** Complaints about a store's orders, newest first. */
  storeComplaints: ComplaintPage;
  /** A store's Performance page: its figures against the platform's limits, and its step. */
  storeHealth: StoreHealth;
  /** Today's orders and the last 30 days of a store. */
  storeInsights: StoreInsights;
  /**
   * A store's inventory entries, newest product first, `limit` (1–50) a page. `name` and
   * `reference` (a fragment of the entry's id) search the whole inventory, case-insensitively;
   * `lowStockOnly` keeps entries at or under the caller's low-stock threshold.
   */
  storeInventoryTC: InventoryPage;
  /** The store's ledger lines written between two Indian dates (YYYY-MM-DD, at most a year): the first 2,000. */
  storeLedger: Array<LedgerLine>;
  /** The same lines a page at a time, oldest first, by keyset (after/before: a page's cursors). */
  storeLedgerPage: LedgerPage;
  /** Every variant's pieces at one location of the store (issue 51), for a stock take counted there. */
  storeLocationStock: Array<LocationStockLine>;
  /** The store's pickup locations, the store's address first; archived ones too with `archived: true`. */
  storeLocations: Array<StoreLocation>;
  /** Whether a store may be called `name`: no store's name reads the same (onboarding's first page). */
  storeNameAvailable: Scalars['Boolean']['output'];
  /** A store's completed (delivered) orders, newest first. */
  storeOrderHistory: HistoryPage;
  /**
   * A store's orders, newest first, `limit` (1–50) a page; optionally of one status, or matching
   * `search` (a fragment of the order id or the customer's name). `after` (a page's nextCursor)
   * reads the next page without skipping rows.
   */
  storeOrdersTC: OrderPage;
  /** The store's next payout, what waits for its return window, and past payouts. */
  storePayments: StorePayments;
  /**
   * A store's products, newest first, `limit` (1–50) a page, each with its colour × size entries:
   * the inventory as one card per product. `name` matches the product's name, `reference` a
   * fragment of the product's or an entry's id; `lowStockOnly` keeps products with an entry at or
   * under the caller's low-stock threshold.
   */
  storeProducts: ProductPage;
  /** Revenue (before GST) and pieces sold of a store, over items that count. */
  storeRevenue: StoreRevenue;
  /** The shades a store named (each mapped to a palette colour). */
  storeShades: Array<Color>;
  /** A store's owner, members and pending invitations. */
  storeTeam: StoreTeam;
  /**
   * Every variant of a store, product by product, `limit` (1–1000, default 1000) a page: the bulk
   * editor reads them all and filters on the device.
   */
  storeVariants: VariantPage;
  /** Stores for admins, newest first, by status and a fragment of the name or e-mail. */
  stores: StorePage;
  /** Stores over the platform's limits, the longest over first. */
  storesOverLimits: Array<StoreOverLimits>;
  /** The support contact details of this console (SUPPORT_EMAIL, SUPPORT_PHONE). */
  supportContact: SupportContact;
  /** One user: an admin may read anyone, others only themselves. */
  user: User;
  /**
   * Users, newest first. Admins only. search: a fragment of the e-mail or name. after: the previous
   * page's nextCursor.
   */
  users: UserList;
};


export type QueryAdminInventoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
  lowStockOnly?: InputMaybe<Scalars['Boolean']['input']>;
  page: Scalars['Int']['input'];
  product?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
  store?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminPayoutsArgs = {
  status?: InputMaybe<PayoutStatus>;
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCatalogueImportArgs = {
  id: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type QueryClaimQueueArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  forStore?: InputMaybe<Scalars['ID']['input']>;
  kind?: InputMaybe<ClaimKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ClaimStatus>;
};


export type QueryDispatchCountsArgs = {
  location?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryFilingPackArgs = {
  locationId?: InputMaybe<Scalars['ID']['input']>;
  month: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
};


export type QueryHealthItemsArgs = {
  days: Scalars['Int']['input'];
  metric: HealthMetric;
  storeId: Scalars['ID']['input'];
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryLedgerCsvArgs = {
  from: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryListingReviewsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  forStore?: InputMaybe<Scalars['ID']['input']>;
  importId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  reason?: InputMaybe<ListingRejectReason>;
};


export type QueryListingTrustArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryMyOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderDetailsArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrderInvoiceArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryOrganisationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganisationsArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPayoutStatementArgs = {
  payoutId: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type QueryPickupManifestArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  day: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryPlatformFilingArgs = {
  month: Scalars['String']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductCategoriesArgs = {
  gender?: InputMaybe<GenderCode>;
};


export type QueryQcDisputesArgs = {
  status?: InputMaybe<QcDisputeStatus>;
};


export type QueryShopProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryStockTransferArgs = {
  transferId: Scalars['ID']['input'];
};


export type QueryStockTransfersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<TransferStatus>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreActivityArgs = {
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  memberId?: InputMaybe<Scalars['ID']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreClaimsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ClaimStatus>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreComplaintsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ComplaintStatus>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreHealthArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStoreInsightsArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStoreInventoryTcArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
  lowStockOnly?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreLedgerArgs = {
  from: Scalars['String']['input'];
  storeId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryStoreLedgerPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  from: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  storeId: Scalars['ID']['input'];
  to: Scalars['String']['input'];
};


export type QueryStoreLocationStockArgs = {
  location: Scalars['ID']['input'];
  storeId: Scalars['ID']['input'];
};


export type QueryStoreLocationsArgs = {
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreNameAvailableArgs = {
  name: Scalars['String']['input'];
};


export type QueryStoreOrderHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreOrdersTcArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  location?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  queue?: InputMaybe<DispatchQueue>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
  storeId: Scalars['ID']['input'];
};


export type QueryStorePaymentsArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStoreProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
  lowStockOnly?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  page: Scalars['Int']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoreRevenueArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStoreShadesArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStoreTeamArgs = {
  storeId: Scalars['ID']['input'];
};


export type QueryStoreVariantsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  storeId: Scalars['ID']['input'];
};


export type QueryStoresArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<StoreStatus>;
};


export type QueryStoresOverLimitsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  limit: Scalars['Int']['input'];
  page: Scalars['Int']['input'];
  role?: InputMaybe<Role>;
  search?: InputMaybe<Scalars['String']['input']>;
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

export type RoleCount = {
  __typename?: 'RoleCount';
  count: Scalars['Int']['output'];
  role: Role;
};

export type SellerFiling = {
  __typename?: 'SellerFiling';
  gstin: Scalars['String']['output'];
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
  tcs: FilingTcs;
};

export type SendOtpResult = {
  __typename?: 'SendOtpResult';
  /** Seconds before another code may be requested for this e-mail. */
  resendAfter: Scalars['Int']['output'];
  success: Scalars['Boolean']['output'];
};

/** Marking an item shipped: who carries it and its air waybill number. */
export type ShipmentInput = {
  /** 8 to 20 letters and digits. */
  awb: Scalars['String']['input'];
  /** One of the couriers the console lists (Delhivery, Blue Dart, …). */
  courier: Scalars['String']['input'];
};

export type ShippingInfo = {
  __typename?: 'ShippingInfo';
  address: Scalars['String']['output'];
  /** Null for a store's member whose role does not contact customers (a packer): a label needs none. */
  email?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** Null only for orders placed before PIN codes were asked. */
  pinCode?: Maybe<Scalars['String']['output']>;
  /** GST state code of the delivery address (the place of supply). */
  stateCode: Scalars['String']['output'];
};

export type ShippingInput = {
  address: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The delivery address's 6-digit PIN code, in that state. */
  pinCode: Scalars['String']['input'];
  /** GST state code of the delivery address, e.g. 07 for Delhi: the place of supply. */
  stateCode: Scalars['String']['input'];
};

/** A size system: letter, waist, footwear UK/IN, free size, kids by age, bra; admins add more. */
export type SizeSystem = {
  __typename?: 'SizeSystem';
  /** A stable code: LETTER, WAIST, UK, FREE, KIDS, BRA, or one an admin added. */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its name in other languages than English (`name` is English); empty: it reads in English everywhere. */
  names: Array<LocalizedName>;
  sizes: Array<ProductSize>;
};

export type StatusChange = {
  __typename?: 'StatusChange';
  /** When the move was made (on the seller's device, for one queued offline). Epoch milliseconds. */
  at: Scalars['Time']['output'];
  /** Who made the move (the owner or a member, by name, else e-mail), for the store's side. */
  byName?: Maybe<Scalars['String']['output']>;
  /** When the server received it, where that differs from `at` (a move synced later); else null. */
  receivedAt?: Maybe<Scalars['Time']['output']>;
  status: OrderStatus;
};

/** A stock take: what was counted (a shelf or a category, named in the audit log), and the counts. */
export type StockTakeInput = {
  lines: Array<StockTakeLine>;
  /**
   * The location counted (issue 51): each line's count and expected stock are that location's
   * pieces. Omitted, they are the variant's total (its change lands at the store's address).
   */
  location?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
};

/** A stock take's count of one variant. */
export type StockTakeLine = {
  /** Pieces counted. */
  counted: Scalars['Int']['input'];
  entryId: Scalars['ID']['input'];
  /**
   * Its stock when the count met it: when given, only a change of stock since (a sale shipped, a
   * restock) is a conflict, not a reservation or a price change.
   */
  expectedStock?: InputMaybe<Scalars['Int']['input']>;
  /** The variant's version when the count met it: a variant changed since is a conflict. */
  expectedVersion: Scalars['Int']['input'];
};

/** Pieces moved between two of a store's locations, with their document (decision 055). */
export type StockTransfer = {
  __typename?: 'StockTransfer';
  cgstPaise: Scalars['Paise']['output'];
  /** The document's date (YYYY-MM-DD, Indian date): the day it was sent. */
  documentDate: Scalars['String']['output'];
  documentKind: TransferDocumentKind;
  /** The source GSTIN's series: DC/2026-27/00001 for a challan, ST/2026-27/00001 for an invoice. */
  documentNumber: Scalars['String']['output'];
  from: StoreLocation;
  id: Scalars['ID']['output'];
  igstPaise: Scalars['Paise']['output'];
  lines: Array<StockTransferLine>;
  /** Whether the consignment's value needs an e-way bill (CGST Rules, rule 138). */
  needsEwayBill: Scalars['Boolean']['output'];
  note: Scalars['String']['output'];
  /** Null until received. */
  piecesReceived?: Maybe<Scalars['Int']['output']>;
  piecesSent: Scalars['Int']['output'];
  receiveNote: Scalars['String']['output'];
  receivedAt?: Maybe<Scalars['Time']['output']>;
  receivedByName?: Maybe<Scalars['String']['output']>;
  sentAt: Scalars['Time']['output'];
  sentByName?: Maybe<Scalars['String']['output']>;
  /** SGST, or UTGST in a union territory without a legislature (stateTaxName). */
  sgstPaise: Scalars['Paise']['output'];
  /** SGST or UTGST, by the destination's state. */
  stateTaxName: Scalars['String']['output'];
  status: TransferStatus;
  storeId: Scalars['ID']['output'];
  /** The store's name, as the document is headed. */
  storeName: Scalars['String']['output'];
  taxablePaise: Scalars['Paise']['output'];
  to: StoreLocation;
  /** The value in words, as an invoice states it. */
  totalInWords: Scalars['String']['output'];
  /** The consignment's value, GST included. */
  totalPaise: Scalars['Paise']['output'];
};

export type StockTransferInput = {
  from: Scalars['ID']['input'];
  lines: Array<TransferLineInput>;
  note?: InputMaybe<Scalars['String']['input']>;
  to: Scalars['ID']['input'];
};

export type StockTransferLine = {
  __typename?: 'StockTransferLine';
  cgstPaise: Scalars['Paise']['output'];
  /** Product · colour · size, as sent. */
  description: Scalars['String']['output'];
  hsnCode: Scalars['String']['output'];
  igstPaise: Scalars['Paise']['output'];
  /** Null until received. */
  quantityReceived?: Maybe<Scalars['Int']['output']>;
  quantitySent: Scalars['Int']['output'];
  /** The variant (its inventory entry). */
  referenceId: Scalars['ID']['output'];
  sgstPaise: Scalars['Paise']['output'];
  /** Sent less received, once received. */
  shortfall?: Maybe<Scalars['Int']['output']>;
  sku?: Maybe<Scalars['String']['output']>;
  taxRatePercent: Scalars['Float']['output'];
  taxablePaise: Scalars['Paise']['output'];
  /** The listed price of a piece, GST included, the value is taken from. */
  unitPricePaise: Scalars['Paise']['output'];
};

export type Store = {
  __typename?: 'Store';
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  description: Scalars['String']['output'];
  /** Working days from an order to its dispatch-by date (1–5). */
  handlingDays: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** True only for an approved store that is not deleted. */
  isApproved: Scalars['Boolean']['output'];
  isDeleted: Scalars['Boolean']['output'];
  isPaused: Scalars['Boolean']['output'];
  /** The store's KYC, masked (XXXX-XXXX-1234); for its owner and admins only, null otherwise. */
  kyc?: Maybe<StoreKyc>;
  /** How many open pickup locations the store has: the console says where items ship from when more than one. */
  locationCount?: Maybe<Scalars['Int']['output']>;
  /** The store's open pickup locations, the store's address first; for its team and the staff. */
  locations: Array<StoreLocation>;
  logo?: Maybe<Scalars['String']['output']>;
  /**
   * The location the caller works at in the store (issue 51): their orders, queues and manifest open
   * on it, their device saves its queues, and their stock counts land there; null, every location.
   */
  myLocationId?: Maybe<Scalars['ID']['output']>;
  /**
   * The topics of the store's news the signed-in person's role hears of, each as they chose to hear
   * it (in the console, by e-mail); none for anyone outside the store's team.
   */
  myNotices: Array<StoreNoticeSetting>;
  /** What the caller's role may do in the store (domain/permissions.ts), for the console to hide the rest. */
  myPermissions: Array<Scalars['String']['output']>;
  /** The caller's role in the store (decision 051): null for an admin or a customer. */
  myRole?: Maybe<StoreRole>;
  name: Scalars['String']['output'];
  /** The organisation the store belongs to, if any. */
  organisationId?: Maybe<Scalars['ID']['output']>;
  /** Days after delivery in which a return may be asked for (0–30). */
  returnWindowDays: Scalars['Int']['output'];
  /** What an admin reviews before deciding; for its owner and admins only, null otherwise. */
  review?: Maybe<StoreReview>;
  status: StoreStatus;
  /** The admin's reason for the last decision (a rejection or deactivation says why). */
  statusReason?: Maybe<Scalars['String']['output']>;
  type: StoreType;
};

/** Whom a store sells to (onboarding page 3). */
export type StoreGender =
  | 'FEMALE'
  | 'MALE'
  | 'UNISEX';

/** A store's Performance page. */
export type StoreHealth = {
  __typename?: 'StoreHealth';
  exemptReason?: Maybe<Scalars['String']['output']>;
  exemptUntil?: Maybe<Scalars['String']['output']>;
  /** The days new listings are held and the store paused if it stays over. */
  holdOn?: Maybe<Scalars['String']['output']>;
  overMetrics: Array<HealthMetric>;
  /** The Indian day it went over a limit; null when within all. */
  overSince?: Maybe<Scalars['String']['output']>;
  pauseOn?: Maybe<Scalars['String']['output']>;
  policy: HealthPolicy;
  reviewedOn?: Maybe<Scalars['String']['output']>;
  step: HealthStep;
  /** Its latest steps, newest first. */
  steps: Array<HealthStepTaken>;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
  /** The last 30 and 90 days. */
  windows: Array<HealthWindow>;
};

export type StoreInsights = {
  __typename?: 'StoreInsights';
  /** Which item statuses count towards revenue and sales. */
  countedStatuses: Array<OrderStatus>;
  /** The last 30 days, oldest first. */
  days: Array<DailySales>;
  /** Orders placed today (Indian date). */
  todayOrders: Scalars['Int']['output'];
};

/** An invitation not yet accepted or withdrawn. */
export type StoreInvitation = {
  __typename?: 'StoreInvitation';
  email: Scalars['String']['output'];
  /** Past its expiry: sending it again gives it a new link and a new expiry. */
  expired: Scalars['Boolean']['output'];
  expiresAt: Scalars['Time']['output'];
  id: Scalars['ID']['output'];
  invitedAt: Scalars['Time']['output'];
  role: StoreRole;
};

/** KYC identifiers of a store: masked everywhere, in clear only from revealStoreKyc. */
export type StoreKyc = {
  __typename?: 'StoreKyc';
  /** Only the last 4 digits are kept. */
  aadhaar: Scalars['String']['output'];
  accountNo: Scalars['String']['output'];
  gstin: Scalars['String']['output'];
  ifsc: Scalars['String']['output'];
  pan: Scalars['String']['output'];
  upiId: Scalars['String']['output'];
};

/**
 * A store's pickup location (issue 51, decision 055): where its pieces are and its orders ship from.
 * The first (isPrimary) is the store's own address: its place, GSTIN and contact are the store's.
 */
export type StoreLocation = {
  __typename?: 'StoreLocation';
  address: Scalars['String']['output'];
  archived: Scalars['Boolean']['output'];
  contactName: Scalars['String']['output'];
  contactPhone: Scalars['String']['output'];
  /** The GSTIN registered in the location's state, under the store's PAN. */
  gstin: Scalars['String']['output'];
  /** Its own handling time in working days; null: the store's (always for the store's address). */
  handlingDays?: Maybe<Scalars['Int']['output']>;
  /** Opening hours as the seller wrote them. */
  hours: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isPrimary: Scalars['Boolean']['output'];
  /** The seller's name for it; null for the store's address until they name it. */
  name?: Maybe<Scalars['String']['output']>;
  pinCode: Scalars['String']['output'];
  /** GST state code of the address. */
  stateCode: Scalars['String']['output'];
  /** Takes returns and RTOs back. */
  takesReturns: Scalars['Boolean']['output'];
};

/** A person who works in a store: its owner or a member they invited. */
export type StoreMember = {
  __typename?: 'StoreMember';
  email: Scalars['String']['output'];
  /** When they joined (the owner: when the store was made). */
  joinedAt: Scalars['Time']['output'];
  /** Their last change in the store; null before their first, and for the owner. */
  lastActiveAt?: Maybe<Scalars['Time']['output']>;
  /** The location they work at (issue 51): their lists open on it; null, every location (the owner always). */
  location?: Maybe<StoreLocation>;
  name?: Maybe<Scalars['String']['output']>;
  role: StoreRole;
  userId: Scalars['ID']['output'];
};

/** How one person hears of one kind of a store's news. */
export type StoreNoticeSetting = {
  __typename?: 'StoreNoticeSetting';
  byMail: Scalars['Boolean']['output'];
  inConsole: Scalars['Boolean']['output'];
  topic: StoreNoticeTopic;
};

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

/** A store over the platform's limits, for the admin's list. */
export type StoreOverLimits = {
  __typename?: 'StoreOverLimits';
  exemptUntil?: Maybe<Scalars['String']['output']>;
  overMetrics: Array<HealthMetric>;
  overSince?: Maybe<Scalars['String']['output']>;
  step: HealthStep;
  storeId: Scalars['ID']['output'];
  storeName: Scalars['String']['output'];
};

export type StorePage = Page & {
  __typename?: 'StorePage';
  items: Array<Store>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
};

export type StorePayments = {
  __typename?: 'StorePayments';
  /** YYYY-MM-DD. */
  nextPayoutDay: Scalars['String']['output'];
  /** Payable by the next payout day and not yet paid out. */
  nextPayoutPaise: Scalars['Paise']['output'];
  payouts: Array<Payout>;
  /** Owed back by the seller (RTO shipping, returns of paid sales): taken from the next payouts. */
  recoveringPaise: Scalars['Paise']['output'];
  /** Delivered, waiting for the return window to close (or for a return to be decided). */
  waitingPaise: Scalars['Paise']['output'];
};

export type StoreRevenue = {
  __typename?: 'StoreRevenue';
  /**
   * Rupees before GST, of items that count (see storeInsights).
   * @deprecated Rupees as a float; read totalRevenuePaise, integer paise (decision 030).
   */
  totalRevenue: Scalars['Float']['output'];
  /** The same in paise: the taxable values stored with each line at checkout. */
  totalRevenuePaise: Scalars['Paise']['output'];
  /** Pieces sold, of items that count. */
  totalSales: Scalars['Int']['output'];
};

/** A store as submitted: contacts, address, photos, policies, and its owner's other stores. */
export type StoreReview = {
  __typename?: 'StoreReview';
  address: Scalars['String']['output'];
  email: Scalars['String']['output'];
  emergencyPhone: Scalars['String']['output'];
  /** GST state code the store's GSTIN is registered in (its first two digits). */
  gstinStateCode: Scalars['String']['output'];
  /** True when the GSTIN is of another state than the address: its invoices would charge the wrong tax. */
  gstinStateMismatch: Scalars['Boolean']['output'];
  gstinStateName: Scalars['String']['output'];
  images: Array<Scalars['String']['output']>;
  /** The owner's other stores (not deleted). */
  otherStores: Array<Store>;
  ownerEmail: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  /** The address's 6-digit PIN code. */
  pinCode?: Maybe<Scalars['String']['output']>;
  pocName: Scalars['String']['output'];
  pocPhone: Scalars['String']['output'];
  returnPolicy: Scalars['String']['output'];
  shippingPolicy: Scalars['String']['output'];
  /** GST state code of the store's address; null only for stores submitted before it was asked. */
  stateCode?: Maybe<Scalars['String']['output']>;
  stateName?: Maybe<Scalars['String']['output']>;
  storePolicy: Scalars['String']['output'];
};

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

export type StoreTeam = {
  __typename?: 'StoreTeam';
  /** People removed from the team, newest first: their past actions keep their name. */
  formerMembers: Array<FormerMember>;
  invitations: Array<StoreInvitation>;
  members: Array<StoreMember>;
};

export type StoreType =
  | 'BRAND'
  | 'THRIFT';

export type SubCategory = {
  __typename?: 'SubCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Its name in other languages than English (`name` is English); empty: it reads in English everywhere. */
  names: Array<LocalizedName>;
  /** The size systems its products use: its own, else its category's. */
  sizeSystemIds: Array<Scalars['ID']['output']>;
};

/** Where sellers reach the platform's support; null when the operator has not published it. */
export type SupportContact = {
  __typename?: 'SupportContact';
  email?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
};

/** The document a transfer travels under. */
export type TransferDocumentKind =
  /** Within one GSTIN: goods moved other than by a supply (CGST Rules, rule 55(1)(c)). */
  | 'CHALLAN'
  /** To another GSTIN of the same PAN: a supply between distinct persons (CGST Act, section 25(4)). */
  | 'INVOICE';

export type TransferLineInput = {
  quantity: Scalars['Int']['input'];
  /** The variant (its inventory entry). */
  referenceId: Scalars['ID']['input'];
};

/** What arrived; a variant left out arrived whole. */
export type TransferReceiptInput = {
  lines?: InputMaybe<Array<TransferLineInput>>;
  note?: InputMaybe<Scalars['String']['input']>;
};

/** Where a stock transfer is (issue 51): on the road, or arrived. */
export type TransferStatus =
  | 'RECEIVED'
  | 'SENT';

export type User = {
  __typename?: 'User';
  /** What the viewer's staff role lets them do (domain/permissions.ts); empty for everyone else. */
  adminPermissions: Array<Scalars['String']['output']>;
  /** An ADMIN's role among the platform's staff; null for everyone else. */
  adminRole?: Maybe<AdminRole>;
  authProvider: AuthProvider;
  blocked: Scalars['Boolean']['output'];
  blockedReason?: Maybe<Scalars['String']['output']>;
  /** Epoch milliseconds. */
  createdAt: Scalars['Time']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The language the user chose, en or hi; null until they choose one. Their e-mails are written in it. */
  locale?: Maybe<Scalars['String']['output']>;
  /** Inventory entries with this many pieces available or fewer are marked low. Default 5. */
  lowStockThreshold: Scalars['Int']['output'];
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  profileImage?: Maybe<Scalars['String']['output']>;
  role: Role;
  stores: Array<Store>;
  /** Epoch milliseconds. */
  updatedAt: Scalars['Time']['output'];
  /** Bumped on every profile edit; send it back as expectedVersion to detect a newer change. */
  version: Scalars['Int']['output'];
};

/** The seed's user list: total, currentPage, totalPages and data, beside the list contract's fields. */
export type UserList = Page & {
  __typename?: 'UserList';
  currentPage: Scalars['Int']['output'];
  data: Array<User>;
  items: Array<User>;
  /** Pass as `after` to read the next page without skipping rows; null on the last page. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  /** Pass as `before` to read the previous page from this one; null on the first page. */
  prevCursor?: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
  /** True when totalCount stopped at 200 matches: there are more (shown as Page X of 20+). */
  totalCapped: Scalars['Boolean']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

export type VariantPage = {
  __typename?: 'VariantPage';
  items: Array<InventoryEntry>;
  /** Pass as `after` for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Page:
    | ( Omit<AuditPage, 'items'> & { items: Array<_RefType['AuditEntry']> } )
    | ( Omit<ClaimPage, 'items'> & { items: Array<_RefType['Claim']> } )
    | ( Omit<ComplaintPage, 'items'> & { items: Array<_RefType['Complaint']> } )
    | ( Omit<HistoryPage, 'items'> & { items: Array<_RefType['HistoryOrder']> } )
    | ( Omit<InventoryPage, 'items'> & { items: Array<_RefType['InventoryEntry']> } )
    | ( Omit<ListingReviewPage, 'items'> & { items: Array<_RefType['ListingReview']> } )
    | ( Omit<OrderPage, 'items'> & { items: Array<_RefType['Order']> } )
    | ( Omit<OrganisationPage, 'items'> & { items: Array<_RefType['Organisation']> } )
    | ( Omit<ProductPage, 'items'> & { items: Array<_RefType['Product']> } )
    | ( Omit<StorePage, 'items'> & { items: Array<_RefType['Store']> } )
    | ( Omit<UserList, 'data' | 'items'> & { data: Array<_RefType['User']>, items: Array<_RefType['User']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActivityEntry: ResolverTypeWrapper<ActivityEntryModel>;
  ActivityKind: ActivityKind;
  ActivityPage: ResolverTypeWrapper<Omit<ActivityPage, 'items'> & { items: Array<ResolversTypes['ActivityEntry']> }>;
  AdminOverview: ResolverTypeWrapper<AdminOverview>;
  AdminRole: AdminRole;
  AuditEntry: ResolverTypeWrapper<AuditRow>;
  AuditPage: ResolverTypeWrapper<Omit<AuditPage, 'items'> & { items: Array<ResolversTypes['AuditEntry']> }>;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  AuthProvider: AuthProvider;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkInventoryChange: BulkInventoryChange;
  BulkInventoryConflict: ResolverTypeWrapper<Omit<BulkInventoryConflict, 'current'> & { current: ResolversTypes['InventoryEntry'] }>;
  BulkInventoryRefusal: ResolverTypeWrapper<BulkInventoryRefusal>;
  BulkInventoryResult: ResolverTypeWrapper<Omit<BulkInventoryResult, 'conflicts' | 'updated'> & { conflicts: Array<ResolversTypes['BulkInventoryConflict']>, updated: Array<ResolversTypes['InventoryEntry']> }>;
  CatalogueImport: ResolverTypeWrapper<CatalogueImportRow>;
  CatalogueImportError: ResolverTypeWrapper<CatalogueImportError>;
  CatalogueImportStatus: CatalogueImportStatus;
  CatalogueKind: CatalogueKind;
  Checkout: ResolverTypeWrapper<Omit<Checkout, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  Claim: ResolverTypeWrapper<ClaimRow>;
  ClaimDecision: ClaimDecision;
  ClaimInput: ClaimInput;
  ClaimKind: ClaimKind;
  ClaimOption: ResolverTypeWrapper<ClaimOption>;
  ClaimPage: ResolverTypeWrapper<Omit<ClaimPage, 'items'> & { items: Array<ResolversTypes['Claim']> }>;
  ClaimStatus: ClaimStatus;
  Color: ResolverTypeWrapper<Omit<Color, "names">>;
  CommissionRate: ResolverTypeWrapper<CommissionRate>;
  Complaint: ResolverTypeWrapper<ComplaintRow>;
  ComplaintChange: ResolverTypeWrapper<ComplaintChange>;
  ComplaintPage: ResolverTypeWrapper<Omit<ComplaintPage, 'items'> & { items: Array<ResolversTypes['Complaint']> }>;
  ComplaintStatus: ComplaintStatus;
  CreateProductInput: CreateProductInput;
  CreateStoreInput: CreateStoreInput;
  CreditNote: ResolverTypeWrapper<CreditNoteView>;
  DailySales: ResolverTypeWrapper<DailySales>;
  DeliveryType: DeliveryType;
  DispatchCounts: ResolverTypeWrapper<DispatchCounts>;
  DispatchQueue: DispatchQueue;
  FilingDocumentKind: FilingDocumentKind;
  FilingDocuments: ResolverTypeWrapper<FilingDocumentsModel>;
  FilingHsn: ResolverTypeWrapper<HsnRow>;
  FilingOperatorSupplies: ResolverTypeWrapper<FilingOperatorSupplies>;
  FilingPack: ResolverTypeWrapper<FilingPackModel>;
  FilingReconciliation: ResolverTypeWrapper<FilingReconciliation>;
  FilingSupply: ResolverTypeWrapper<SupplyRow>;
  FilingTcs: ResolverTypeWrapper<TcsSums>;
  FilingTransfer: ResolverTypeWrapper<TransferSupplyRow>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormerMember: ResolverTypeWrapper<FormerMemberModel>;
  GenderCode: GenderCode;
  HealthFigure: ResolverTypeWrapper<HealthFigure>;
  HealthItem: ResolverTypeWrapper<HealthItem>;
  HealthMetric: HealthMetric;
  HealthPolicy: ResolverTypeWrapper<HealthPolicy>;
  HealthStep: HealthStep;
  HealthStepTaken: ResolverTypeWrapper<HealthStepTaken>;
  HealthWindow: ResolverTypeWrapper<HealthWindow>;
  HistoryOrder: ResolverTypeWrapper<HistoryRow>;
  HistoryPage: ResolverTypeWrapper<Omit<HistoryPage, 'items'> & { items: Array<ResolversTypes['HistoryOrder']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryConflict: ResolverTypeWrapper<InventoryConflict>;
  InventoryEntry: ResolverTypeWrapper<InventoryEntryRow>;
  InventoryPage: ResolverTypeWrapper<Omit<InventoryPage, 'items'> & { items: Array<ResolversTypes['InventoryEntry']> }>;
  InvitationPreview: ResolverTypeWrapper<InvitationPreview>;
  Invoice: ResolverTypeWrapper<Omit<Invoice, 'creditNotes'> & { creditNotes: Array<ResolversTypes['CreditNote']> }>;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  InvoiceParty: ResolverTypeWrapper<InvoiceParty>;
  LedgerKind: LedgerKind;
  LedgerLine: ResolverTypeWrapper<LedgerEntry>;
  LedgerPage: ResolverTypeWrapper<Omit<LedgerPage, 'items'> & { items: Array<ResolversTypes['LedgerLine']> }>;
  LedgerPart: LedgerPart;
  ListingColorPhotos: ResolverTypeWrapper<ListingColorPhotos>;
  ListingDecision: ListingDecision;
  ListingMrp: ResolverTypeWrapper<ListingMrp>;
  ListingRejectReason: ListingRejectReason;
  ListingReview: ResolverTypeWrapper<ListingReviewRow>;
  ListingReviewPage: ResolverTypeWrapper<Omit<ListingReviewPage, 'items'> & { items: Array<ResolversTypes['ListingReview']> }>;
  ListingState: ListingState;
  ListingTrust: ResolverTypeWrapper<TrustView>;
  ListingVersion: ResolverTypeWrapper<ListingSnapshot>;
  LocalizedName: ResolverTypeWrapper<LocalizedName>;
  LocationInput: LocationInput;
  LocationStock: ResolverTypeWrapper<LocationStockModel>;
  LocationStockLine: ResolverTypeWrapper<LocationStockLine>;
  ManifestLine: ResolverTypeWrapper<ManifestLine>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationRow>;
  NotificationFeed: ResolverTypeWrapper<Omit<NotificationFeed, 'items'> & { items: Array<ResolversTypes['Notification']> }>;
  Order: ResolverTypeWrapper<OrderRow>;
  OrderItem: ResolverTypeWrapper<OrderItemRow>;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderSender: ResolverTypeWrapper<OrderSender>;
  OrderSettlement: ResolverTypeWrapper<OrderSettlement>;
  OrderStatus: OrderStatus;
  Organisation: ResolverTypeWrapper<OrganisationRow>;
  OrganisationInput: OrganisationInput;
  OrganisationPage: ResolverTypeWrapper<Omit<OrganisationPage, 'items'> & { items: Array<ResolversTypes['Organisation']> }>;
  OwnedKind: OwnedKind;
  Page: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Page']>;
  Paise: ResolverTypeWrapper<Scalars['Paise']['output']>;
  Passkey: ResolverTypeWrapper<PasskeyRow>;
  PasskeyChallenge: ResolverTypeWrapper<PasskeyChallenge>;
  PasskeyProof: PasskeyProof;
  PaymentMethod: PaymentMethod;
  Payout: ResolverTypeWrapper<PayoutRow>;
  PayoutMove: ResolverTypeWrapper<PayoutMove>;
  PayoutRun: ResolverTypeWrapper<PayoutRun>;
  PayoutStatement: ResolverTypeWrapper<Omit<PayoutStatement, 'payout'> & { payout: ResolversTypes['Payout'] }>;
  PayoutStatus: PayoutStatus;
  PayoutTotal: ResolverTypeWrapper<PayoutTotal>;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderItemInput: PlaceOrderItemInput;
  PlatformSettings: ResolverTypeWrapper<PlatformSettingsModel>;
  Product: ResolverTypeWrapper<ProductRow>;
  ProductCategory: ResolverTypeWrapper<Omit<Omit<ProductCategory, 'subCategories'> & { subCategories: Array<ResolversTypes['SubCategory']> }, "names">>;
  ProductCategoryRef: ResolverTypeWrapper<Omit<ProductCategoryRef, "names">>;
  ProductColorRef: ResolverTypeWrapper<ProductColorRef>;
  ProductConflict: ResolverTypeWrapper<ProductConflict>;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSize: ResolverTypeWrapper<Omit<ProductSize, "names">>;
  ProductSizeRef: ResolverTypeWrapper<ProductSizeRef>;
  ProductUpdateInput: ProductUpdateInput;
  ProfileConflict: ResolverTypeWrapper<ProfileConflict>;
  QcDispute: ResolverTypeWrapper<ClaimRow>;
  QcDisputeStatus: QcDisputeStatus;
  QcInput: QcInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReturnReason: ReturnReason;
  Role: Role;
  RoleCount: ResolverTypeWrapper<RoleCount>;
  SellerFiling: ResolverTypeWrapper<Omit<SellerFiling, 'tcs'> & { tcs: ResolversTypes['FilingTcs'] }>;
  SendOtpResult: ResolverTypeWrapper<SendOtpResult>;
  ShipmentInput: ShipmentInput;
  ShippingInfo: ResolverTypeWrapper<ShippingInfo>;
  ShippingInput: ShippingInput;
  SizeSystem: ResolverTypeWrapper<Omit<Omit<SizeSystem, 'sizes'> & { sizes: Array<ResolversTypes['ProductSize']> }, "names">>;
  StatusChange: ResolverTypeWrapper<StatusChange>;
  StockTakeInput: StockTakeInput;
  StockTakeLine: StockTakeLine;
  StockTransfer: ResolverTypeWrapper<StockTransferRow>;
  StockTransferInput: StockTransferInput;
  StockTransferLine: ResolverTypeWrapper<StockTransferLineRow>;
  Store: ResolverTypeWrapper<StoreRow>;
  StoreGender: StoreGender;
  StoreHealth: ResolverTypeWrapper<StoreHealth>;
  StoreInsights: ResolverTypeWrapper<StoreInsights>;
  StoreInvitation: ResolverTypeWrapper<StoreInvitationRow>;
  StoreKyc: ResolverTypeWrapper<StoreKyc>;
  StoreLocation: ResolverTypeWrapper<LocationView>;
  StoreMember: ResolverTypeWrapper<TeamMember>;
  StoreNoticeSetting: ResolverTypeWrapper<StoreNoticeSetting>;
  StoreNoticeTopic: StoreNoticeTopic;
  StoreOverLimits: ResolverTypeWrapper<StoreOverLimits>;
  StorePage: ResolverTypeWrapper<Omit<StorePage, 'items'> & { items: Array<ResolversTypes['Store']> }>;
  StorePayments: ResolverTypeWrapper<Omit<StorePayments, 'payouts'> & { payouts: Array<ResolversTypes['Payout']> }>;
  StoreRevenue: ResolverTypeWrapper<StoreRevenue>;
  StoreReview: ResolverTypeWrapper<StoreRow>;
  StoreRole: StoreRole;
  StoreStatus: StoreStatus;
  StoreTeam: ResolverTypeWrapper<Omit<StoreTeam, 'formerMembers' | 'invitations' | 'members'> & { formerMembers: Array<ResolversTypes['FormerMember']>, invitations: Array<ResolversTypes['StoreInvitation']>, members: Array<ResolversTypes['StoreMember']> }>;
  StoreType: StoreType;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubCategory: ResolverTypeWrapper<Omit<SubCategory, "names">>;
  SupportContact: ResolverTypeWrapper<SupportContact>;
  Time: ResolverTypeWrapper<Scalars['Time']['output']>;
  TransferDocumentKind: TransferDocumentKind;
  TransferLineInput: TransferLineInput;
  TransferReceiptInput: TransferReceiptInput;
  TransferStatus: TransferStatus;
  User: ResolverTypeWrapper<UserRow>;
  UserList: ResolverTypeWrapper<Omit<UserList, 'data' | 'items'> & { data: Array<ResolversTypes['User']>, items: Array<ResolversTypes['User']> }>;
  VariantPage: ResolverTypeWrapper<Omit<VariantPage, 'items'> & { items: Array<ResolversTypes['InventoryEntry']> }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActivityEntry: ActivityEntryModel;
  ActivityPage: Omit<ActivityPage, 'items'> & { items: Array<ResolversParentTypes['ActivityEntry']> };
  AdminOverview: AdminOverview;
  AuditEntry: AuditRow;
  AuditPage: Omit<AuditPage, 'items'> & { items: Array<ResolversParentTypes['AuditEntry']> };
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Boolean: Scalars['Boolean']['output'];
  BulkInventoryChange: BulkInventoryChange;
  BulkInventoryConflict: Omit<BulkInventoryConflict, 'current'> & { current: ResolversParentTypes['InventoryEntry'] };
  BulkInventoryRefusal: BulkInventoryRefusal;
  BulkInventoryResult: Omit<BulkInventoryResult, 'conflicts' | 'updated'> & { conflicts: Array<ResolversParentTypes['BulkInventoryConflict']>, updated: Array<ResolversParentTypes['InventoryEntry']> };
  CatalogueImport: CatalogueImportRow;
  CatalogueImportError: CatalogueImportError;
  Checkout: Omit<Checkout, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  Claim: ClaimRow;
  ClaimInput: ClaimInput;
  ClaimOption: ClaimOption;
  ClaimPage: Omit<ClaimPage, 'items'> & { items: Array<ResolversParentTypes['Claim']> };
  Color: Omit<Color, "names">;
  CommissionRate: CommissionRate;
  Complaint: ComplaintRow;
  ComplaintChange: ComplaintChange;
  ComplaintPage: Omit<ComplaintPage, 'items'> & { items: Array<ResolversParentTypes['Complaint']> };
  CreateProductInput: CreateProductInput;
  CreateStoreInput: CreateStoreInput;
  CreditNote: CreditNoteView;
  DailySales: DailySales;
  DispatchCounts: DispatchCounts;
  FilingDocuments: FilingDocumentsModel;
  FilingHsn: HsnRow;
  FilingOperatorSupplies: FilingOperatorSupplies;
  FilingPack: FilingPackModel;
  FilingReconciliation: FilingReconciliation;
  FilingSupply: SupplyRow;
  FilingTcs: TcsSums;
  FilingTransfer: TransferSupplyRow;
  Float: Scalars['Float']['output'];
  FormerMember: FormerMemberModel;
  HealthFigure: HealthFigure;
  HealthItem: HealthItem;
  HealthPolicy: HealthPolicy;
  HealthStepTaken: HealthStepTaken;
  HealthWindow: HealthWindow;
  HistoryOrder: HistoryRow;
  HistoryPage: Omit<HistoryPage, 'items'> & { items: Array<ResolversParentTypes['HistoryOrder']> };
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InventoryConflict: InventoryConflict;
  InventoryEntry: InventoryEntryRow;
  InventoryPage: Omit<InventoryPage, 'items'> & { items: Array<ResolversParentTypes['InventoryEntry']> };
  InvitationPreview: InvitationPreview;
  Invoice: Omit<Invoice, 'creditNotes'> & { creditNotes: Array<ResolversParentTypes['CreditNote']> };
  InvoiceLine: InvoiceLine;
  InvoiceParty: InvoiceParty;
  LedgerLine: LedgerEntry;
  LedgerPage: Omit<LedgerPage, 'items'> & { items: Array<ResolversParentTypes['LedgerLine']> };
  ListingColorPhotos: ListingColorPhotos;
  ListingMrp: ListingMrp;
  ListingReview: ListingReviewRow;
  ListingReviewPage: Omit<ListingReviewPage, 'items'> & { items: Array<ResolversParentTypes['ListingReview']> };
  ListingTrust: TrustView;
  ListingVersion: ListingSnapshot;
  LocalizedName: LocalizedName;
  LocationInput: LocationInput;
  LocationStock: LocationStockModel;
  LocationStockLine: LocationStockLine;
  ManifestLine: ManifestLine;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationRow;
  NotificationFeed: Omit<NotificationFeed, 'items'> & { items: Array<ResolversParentTypes['Notification']> };
  Order: OrderRow;
  OrderItem: OrderItemRow;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderSender: OrderSender;
  OrderSettlement: OrderSettlement;
  Organisation: OrganisationRow;
  OrganisationInput: OrganisationInput;
  OrganisationPage: Omit<OrganisationPage, 'items'> & { items: Array<ResolversParentTypes['Organisation']> };
  Page: ResolversInterfaceTypes<ResolversParentTypes>['Page'];
  Paise: Scalars['Paise']['output'];
  Passkey: PasskeyRow;
  PasskeyChallenge: PasskeyChallenge;
  PasskeyProof: PasskeyProof;
  Payout: PayoutRow;
  PayoutMove: PayoutMove;
  PayoutRun: PayoutRun;
  PayoutStatement: Omit<PayoutStatement, 'payout'> & { payout: ResolversParentTypes['Payout'] };
  PayoutTotal: PayoutTotal;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderItemInput: PlaceOrderItemInput;
  PlatformSettings: PlatformSettingsModel;
  Product: ProductRow;
  ProductCategory: Omit<Omit<ProductCategory, 'subCategories'> & { subCategories: Array<ResolversParentTypes['SubCategory']> }, "names">;
  ProductCategoryRef: Omit<ProductCategoryRef, "names">;
  ProductColorRef: ProductColorRef;
  ProductConflict: ProductConflict;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductSize: Omit<ProductSize, "names">;
  ProductSizeRef: ProductSizeRef;
  ProductUpdateInput: ProductUpdateInput;
  ProfileConflict: ProfileConflict;
  QcDispute: ClaimRow;
  QcInput: QcInput;
  Query: Record<PropertyKey, never>;
  RoleCount: RoleCount;
  SellerFiling: Omit<SellerFiling, 'tcs'> & { tcs: ResolversParentTypes['FilingTcs'] };
  SendOtpResult: SendOtpResult;
  ShipmentInput: ShipmentInput;
  ShippingInfo: ShippingInfo;
  ShippingInput: ShippingInput;
  SizeSystem: Omit<Omit<SizeSystem, 'sizes'> & { sizes: Array<ResolversParentTypes['ProductSize']> }, "names">;
  StatusChange: StatusChange;
  StockTakeInput: StockTakeInput;
  StockTakeLine: StockTakeLine;
  StockTransfer: StockTransferRow;
  StockTransferInput: StockTransferInput;
  StockTransferLine: StockTransferLineRow;
  Store: StoreRow;
  StoreHealth: StoreHealth;
  StoreInsights: StoreInsights;
  StoreInvitation: StoreInvitationRow;
  StoreKyc: StoreKyc;
  StoreLocation: LocationView;
  StoreMember: TeamMember;
  StoreNoticeSetting: StoreNoticeSetting;
  StoreOverLimits: StoreOverLimits;
  StorePage: Omit<StorePage, 'items'> & { items: Array<ResolversParentTypes['Store']> };
  StorePayments: Omit<StorePayments, 'payouts'> & { payouts: Array<ResolversParentTypes['Payout']> };
  StoreRevenue: StoreRevenue;
  StoreReview: StoreRow;
  StoreTeam: Omit<StoreTeam, 'formerMembers' | 'invitations' | 'members'> & { formerMembers: Array<ResolversParentTypes['FormerMember']>, invitations: Array<ResolversParentTypes['StoreInvitation']>, members: Array<ResolversParentTypes['StoreMember']> };
  String: Scalars['String']['output'];
  SubCategory: Omit<SubCategory, "names">;
  SupportContact: SupportContact;
  Time: Scalars['Time']['output'];
  TransferLineInput: TransferLineInput;
  TransferReceiptInput: TransferReceiptInput;
  User: UserRow;
  UserList: Omit<UserList, 'data' | 'items'> & { data: Array<ResolversParentTypes['User']>, items: Array<ResolversParentTypes['User']> };
  VariantPage: Omit<VariantPage, 'items'> & { items: Array<ResolversParentTypes['InventoryEntry']> };
};

export type AuthDirectiveArgs = {
  roles?: Maybe<Array<Role>>;
  staff?: Maybe<Scalars['String']['input']>;
};

export type AuthDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = AuthDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type OwnsDirectiveArgs = {
  arg: Scalars['String']['input'];
  kind: OwnedKind;
  may?: Maybe<Scalars['String']['input']>;
};

export type OwnsDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = OwnsDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type PublicDirectiveArgs = { };

export type PublicDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = PublicDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type StaffDirectiveArgs = { };

export type StaffDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = StaffDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type UnrecordedDirectiveArgs = { };

export type UnrecordedDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = UnrecordedDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type ActivityEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ActivityKind'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActivityPage'] = ResolversParentTypes['ActivityPage']> = {
  items?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminOverview'] = ResolversParentTypes['AdminOverview']> = {
  activeStores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders30?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingStores?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue30?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenue30Paise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  revenueToday?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueTodayPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  usersByRole?: Resolver<Array<ResolversTypes['RoleCount']>, ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BulkInventoryConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkInventoryConflict'] = ResolversParentTypes['BulkInventoryConflict']> = {
  current?: Resolver<ResolversTypes['InventoryEntry'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  pricePaise?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reservedNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockNow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkInventoryRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkInventoryRefusal'] = ResolversParentTypes['BulkInventoryRefusal']> = {
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BulkInventoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkInventoryResult'] = ResolversParentTypes['BulkInventoryResult']> = {
  conflicts?: Resolver<Array<ResolversTypes['BulkInventoryConflict']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['BulkInventoryRefusal']>, ParentType, ContextType>;
  updated?: Resolver<Array<ResolversTypes['InventoryEntry']>, ParentType, ContextType>;
};

export type CatalogueImportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueImport'] = ResolversParentTypes['CatalogueImport']> = {
  created?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drafts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['CatalogueImportError']>, ParentType, ContextType, Partial<CatalogueImportErrorsArgs>>;
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CatalogueImportStatus'], ParentType, ContextType>;
  toChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  variants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CatalogueImportErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueImportError'] = ResolversParentTypes['CatalogueImportError']> = {
  column?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Checkout'] = ResolversParentTypes['Checkout']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
};

export type ClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = {
  amountAcceptedPaise?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  amountClaimedPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  awb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  deadline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemAmountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClaimKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qcNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qcPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  returnNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['ProductSize'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClaimOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimOption'] = ResolversParentTypes['ClaimOption']> = {
  awb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  closesOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ClaimKind'], ParentType, ContextType>;
  maxAmountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  photos?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClaimPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimPage'] = ResolversParentTypes['ClaimPage']> = {
  items?: Resolver<Array<ResolversTypes['Claim']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Color'] = ResolversParentTypes['Color']> = {
  baseColorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hexCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType>;
};

export type CommissionRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CommissionRate'] = ResolversParentTypes['CommissionRate']> = {
  bp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ComplaintResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Complaint'] = ResolversParentTypes['Complaint']> = {
  attachments?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['ComplaintChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolutionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ComplaintStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type ComplaintChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComplaintChange'] = ResolversParentTypes['ComplaintChange']> = {
  at?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ComplaintStatus'], ParentType, ContextType>;
};

export type ComplaintPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComplaintPage'] = ResolversParentTypes['ComplaintPage']> = {
  items?: Resolver<Array<ResolversTypes['Complaint']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderItemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  taxRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type DailySalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DailySales'] = ResolversParentTypes['DailySales']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type DispatchCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DispatchCounts'] = ResolversParentTypes['DispatchCounts']> = {
  breached?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  breachingToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toPack?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toShip?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilingDocumentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingDocuments'] = ResolversParentTypes['FilingDocuments']> = {
  cancelled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FilingDocumentKind'], ParentType, ContextType>;
  netIssued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilingHsnResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingHsn'] = ResolversParentTypes['FilingHsn']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  taxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilingOperatorSuppliesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingOperatorSupplies'] = ResolversParentTypes['FilingOperatorSupplies']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  netValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  operatorGstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type FilingPackResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingPack'] = ResolversParentTypes['FilingPack']> = {
  claimsPaidPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  creditNoteCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['FilingSupply']>, ParentType, ContextType>;
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['FilingDocuments']>, ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsn?: Resolver<Array<ResolversTypes['FilingHsn']>, ParentType, ContextType>;
  hsnDigits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatorSupplies?: Resolver<ResolversTypes['FilingOperatorSupplies'], ParentType, ContextType>;
  reconciliation?: Resolver<ResolversTypes['FilingReconciliation'], ParentType, ContextType>;
  sales?: Resolver<Array<ResolversTypes['FilingSupply']>, ParentType, ContextType>;
  tcs?: Resolver<ResolversTypes['FilingTcs'], ParentType, ContextType>;
  transfers?: Resolver<Array<ResolversTypes['FilingTransfer']>, ParentType, ContextType>;
};

export type FilingReconciliationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingReconciliation'] = ResolversParentTypes['FilingReconciliation']> = {
  creditsTimingPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  differencePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  gstr1NetPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  gstr8NetPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  suppliesTimingPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type FilingSupplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingSupply'] = ResolversParentTypes['FilingSupply']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  placeOfSupply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type FilingTcsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingTcs'] = ResolversParentTypes['FilingTcs']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  netTaxablePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  returnsPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  suppliesPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  tdsPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  unsplitPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type FilingTransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilingTransfer'] = ResolversParentTypes['FilingTransfer']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfSupply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recipientGstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type FormerMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormerMember'] = ResolversParentTypes['FormerMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type HealthFigureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthFigure'] = ResolversParentTypes['HealthFigure']> = {
  basisPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  judged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metric?: Resolver<ResolversTypes['HealthMetric'], ParentType, ContextType>;
  outOf?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  over?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HealthItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthItem'] = ResolversParentTypes['HealthItem']> = {
  at?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
};

export type HealthPolicyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthPolicy'] = ResolversParentTypes['HealthPolicy']> = {
  holdAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  judgedDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minSample?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pauseAfterDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HealthStepTakenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthStepTaken'] = ResolversParentTypes['HealthStepTaken']> = {
  at?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  byAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exemptUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['HealthStep'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metrics?: Resolver<Array<ResolversTypes['HealthMetric']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['HealthStep'], ParentType, ContextType>;
};

export type HealthWindowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthWindow'] = ResolversParentTypes['HealthWindow']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  figures?: Resolver<Array<ResolversTypes['HealthFigure']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HistoryOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryOrder'] = ResolversParentTypes['HistoryOrder']> = {
  isFirstOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nthOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
};

export type HistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = {
  items?: Resolver<Array<ResolversTypes['HistoryOrder']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InventoryConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryConflict'] = ResolversParentTypes['InventoryConflict']> = {
  gtin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mrp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mrpPaise?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  reservedStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryEntry'] = ResolversParentTypes['InventoryEntry']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  gtin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['LocationStock']>, ParentType, ContextType, Partial<InventoryEntryLocationsArgs>>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mrp?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  mrpPaise?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productColorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productSizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reservedStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['ProductSize'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InventoryPage'] = ResolversParentTypes['InventoryPage']> = {
  items?: Resolver<Array<ResolversTypes['InventoryEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StoreRole'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  buyer?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  cgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  interState?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packaging?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packagingPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  packagingTaxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packagingTaxableValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packagingTaxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  reverseCharge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['InvoiceParty'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  stateTaxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxableValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalInWords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type InvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = {
  cgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  cgstRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  hsn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  igstRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sgst?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  sgstRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxableValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxableValuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type InvoicePartyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceParty'] = ResolversParentTypes['InvoiceParty']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LedgerLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerLine'] = ResolversParentTypes['LedgerLine']> = {
  amountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerKind'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['LedgerPart'], ParentType, ContextType>;
  payableOn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payoutId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateBp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LedgerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LedgerPage'] = ResolversParentTypes['LedgerPage']> = {
  items?: Resolver<Array<ResolversTypes['LedgerLine']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingColorPhotosResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingColorPhotos'] = ResolversParentTypes['ListingColorPhotos']> = {
  colorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  colorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ListingMrpResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingMrp'] = ResolversParentTypes['ListingMrp']> = {
  mrpPaise?: Resolver<Maybe<ResolversTypes['Paise']>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReview'] = ResolversParentTypes['ListingReview']> = {
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  changedSinceRefusal?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['ListingDecision']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['ListingVersion']>, ParentType, ContextType>;
  previousReasons?: Resolver<Array<ResolversTypes['ListingRejectReason']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ListingRejectReason']>, ParentType, ContextType>;
  refused?: Resolver<Maybe<ResolversTypes['ListingVersion']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['ListingVersion'], ParentType, ContextType>;
};

export type ListingReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingReviewPage'] = ResolversParentTypes['ListingReviewPage']> = {
  items?: Resolver<Array<ResolversTypes['ListingReview']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ListingTrustResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingTrust'] = ResolversParentTypes['ListingTrust']> = {
  approved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxRejectedPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minApproved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  override?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rejected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trusted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListingVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ListingVersion'] = ResolversParentTypes['ListingVersion']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['ListingColorPhotos']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['GenderCode'], ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mrps?: Resolver<Array<ResolversTypes['ListingMrp']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productImages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LocalizedNameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocalizedName'] = ResolversParentTypes['LocalizedName']> = {
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LocationStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationStock'] = ResolversParentTypes['LocationStock']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservedStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocationStockLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationStockLine'] = ResolversParentTypes['LocationStockLine']> = {
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reservedStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ManifestLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManifestLine'] = ResolversParentTypes['ManifestLine']> = {
  awb?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  courier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  addColor?: Resolver<ResolversTypes['Color'], ParentType, ContextType, RequireFields<MutationAddColorArgs, 'hexCode' | 'name'>>;
  addShade?: Resolver<ResolversTypes['Color'], ParentType, ContextType, RequireFields<MutationAddShadeArgs, 'baseColorId' | 'name' | 'storeId'>>;
  addSize?: Resolver<ResolversTypes['ProductSize'], ParentType, ContextType, RequireFields<MutationAddSizeArgs, 'name' | 'systemId'>>;
  addSizeSystem?: Resolver<ResolversTypes['SizeSystem'], ParentType, ContextType, RequireFields<MutationAddSizeSystemArgs, 'code' | 'name'>>;
  addStoreLocation?: Resolver<ResolversTypes['StoreLocation'], ParentType, ContextType, RequireFields<MutationAddStoreLocationArgs, 'input' | 'storeId'>>;
  applyCatalogueImport?: Resolver<ResolversTypes['CatalogueImport'], ParentType, ContextType, RequireFields<MutationApplyCatalogueImportArgs, 'id' | 'storeId'>>;
  applyStockTake?: Resolver<ResolversTypes['BulkInventoryResult'], ParentType, ContextType, RequireFields<MutationApplyStockTakeArgs, 'input' | 'storeId'>>;
  approveListings?: Resolver<Array<ResolversTypes['ListingReview']>, ParentType, ContextType, RequireFields<MutationApproveListingsArgs, 'reviewIds'>>;
  approveStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationApproveStoreArgs, 'reason' | 'storeId'>>;
  archiveStoreLocation?: Resolver<ResolversTypes['StoreLocation'], ParentType, ContextType, RequireFields<MutationArchiveStoreLocationArgs, 'locationId' | 'storeId'>>;
  blockUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationBlockUserArgs, 'reason' | 'userId'>>;
  bulkUpdateInventory?: Resolver<ResolversTypes['BulkInventoryResult'], ParentType, ContextType, RequireFields<MutationBulkUpdateInventoryArgs, 'changes' | 'storeId'>>;
  cancelOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId'>>;
  changeMemberRole?: Resolver<ResolversTypes['StoreMember'], ParentType, ContextType, RequireFields<MutationChangeMemberRoleArgs, 'role' | 'storeId' | 'userId'>>;
  createOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationCreateOrganisationArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationCreateStoreArgs, 'input'>>;
  crmOrderStatusUpdate?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCrmOrderStatusUpdateArgs, 'colorId' | 'orderId' | 'productId' | 'sizeId' | 'status' | 'storeId'>>;
  deactivateOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationDeactivateOrganisationArgs, 'id' | 'reason'>>;
  deactivateStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationDeactivateStoreArgs, 'reason' | 'storeId'>>;
  decideClaim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationDecideClaimArgs, 'decision' | 'id' | 'reason'>>;
  decideListing?: Resolver<ResolversTypes['ListingReview'], ParentType, ContextType, RequireFields<MutationDecideListingArgs, 'approve' | 'reviewId'>>;
  decideQcDispute?: Resolver<ResolversTypes['QcDispute'], ParentType, ContextType, RequireFields<MutationDecideQcDisputeArgs, 'id' | 'reason' | 'upheld'>>;
  deleteProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  dismissComplaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<MutationDismissComplaintArgs, 'complaintId' | 'note'>>;
  disputeQc?: Resolver<ResolversTypes['QcDispute'], ParentType, ContextType, RequireFields<MutationDisputeQcArgs, 'note' | 'orderItemId'>>;
  fileClaim?: Resolver<ResolversTypes['Claim'], ParentType, ContextType, RequireFields<MutationFileClaimArgs, 'input' | 'orderItemId'>>;
  finishPasskeyRegistration?: Resolver<ResolversTypes['Passkey'], ParentType, ContextType, RequireFields<MutationFinishPasskeyRegistrationArgs, 'passkey'>>;
  inviteMember?: Resolver<ResolversTypes['StoreInvitation'], ParentType, ContextType, RequireFields<MutationInviteMemberArgs, 'email' | 'role' | 'storeId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  markPayoutPaid?: Resolver<ResolversTypes['Payout'], ParentType, ContextType, RequireFields<MutationMarkPayoutPaidArgs, 'id' | 'paidOn' | 'utr'>>;
  moveItemLocation?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationMoveItemLocationArgs, 'locationId' | 'orderItemId'>>;
  pauseStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationPauseStoreArgs, 'storeId'>>;
  placeOrder?: Resolver<ResolversTypes['Checkout'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  productUpdate?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationProductUpdateArgs, 'id' | 'input'>>;
  raiseComplaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<MutationRaiseComplaintArgs, 'description' | 'issue' | 'orderId'>>;
  reactivateOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationReactivateOrganisationArgs, 'id'>>;
  reactivateStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationReactivateStoreArgs, 'storeId'>>;
  receiveStockTransfer?: Resolver<ResolversTypes['StockTransfer'], ParentType, ContextType, RequireFields<MutationReceiveStockTransferArgs, 'transferId'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'email' | 'password' | 'role'>>;
  rejectStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationRejectStoreArgs, 'reason' | 'storeId'>>;
  removeMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveMemberArgs, 'storeId' | 'userId'>>;
  removePasskey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePasskeyArgs, 'id'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestReturn?: Resolver<ResolversTypes['OrderItem'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'orderItemId' | 'reason'>>;
  resendInvitation?: Resolver<ResolversTypes['StoreInvitation'], ParentType, ContextType, RequireFields<MutationResendInvitationArgs, 'invitationId' | 'storeId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  resolveComplaint?: Resolver<ResolversTypes['Complaint'], ParentType, ContextType, RequireFields<MutationResolveComplaintArgs, 'complaintId' | 'note'>>;
  resubmitListing?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationResubmitListingArgs, 'productId'>>;
  resumeStore?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationResumeStoreArgs, 'storeId'>>;
  revealStoreKyc?: Resolver<ResolversTypes['StoreKyc'], ParentType, ContextType, RequireFields<MutationRevealStoreKycArgs, 'reason' | 'storeId'>>;
  reviewStoreHealth?: Resolver<ResolversTypes['StoreHealth'], ParentType, ContextType, RequireFields<MutationReviewStoreHealthArgs, 'storeId'>>;
  revokeInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeInvitationArgs, 'invitationId' | 'storeId'>>;
  runPayoutBatch?: Resolver<ResolversTypes['PayoutRun'], ParentType, ContextType>;
  runPayouts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sendRegistrationOTP?: Resolver<ResolversTypes['SendOtpResult'], ParentType, ContextType, RequireFields<MutationSendRegistrationOtpArgs, 'email'>>;
  sendShippingEmailCode?: Resolver<ResolversTypes['SendOtpResult'], ParentType, ContextType, RequireFields<MutationSendShippingEmailCodeArgs, 'email'>>;
  sendStockTransfer?: Resolver<ResolversTypes['StockTransfer'], ParentType, ContextType, RequireFields<MutationSendStockTransferArgs, 'input' | 'storeId'>>;
  setAdminRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetAdminRoleArgs, 'role' | 'userId'>>;
  setCatalogueName?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType, RequireFields<MutationSetCatalogueNameArgs, 'id' | 'kind' | 'locale' | 'name'>>;
  setColorImages?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetColorImagesArgs, 'colorId' | 'images' | 'productId'>>;
  setCommissionRate?: Resolver<ResolversTypes['CommissionRate'], ParentType, ContextType, RequireFields<MutationSetCommissionRateArgs, 'categoryId' | 'from' | 'percent'>>;
  setHealthExemption?: Resolver<ResolversTypes['StoreHealth'], ParentType, ContextType, RequireFields<MutationSetHealthExemptionArgs, 'reason' | 'storeId'>>;
  setListingTrust?: Resolver<ResolversTypes['ListingTrust'], ParentType, ContextType, RequireFields<MutationSetListingTrustArgs, 'storeId'>>;
  setLocale?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetLocaleArgs, 'locale'>>;
  setMemberLocation?: Resolver<ResolversTypes['StoreMember'], ParentType, ContextType, RequireFields<MutationSetMemberLocationArgs, 'storeId' | 'userId'>>;
  setProductPhotos?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductPhotosArgs, 'productId' | 'productImages'>>;
  setSizeSystems?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType, RequireFields<MutationSetSizeSystemsArgs, 'categoryId' | 'systemIds'>>;
  setStoreNotice?: Resolver<ResolversTypes['StoreNoticeSetting'], ParentType, ContextType, RequireFields<MutationSetStoreNoticeArgs, 'byMail' | 'inConsole' | 'storeId' | 'topic'>>;
  setStoreOrganisation?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationSetStoreOrganisationArgs, 'storeId'>>;
  signInWithPasskey?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignInWithPasskeyArgs, 'passkey'>>;
  signOutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startPasskeyConfirmation?: Resolver<ResolversTypes['PasskeyChallenge'], ParentType, ContextType>;
  startPasskeyRegistration?: Resolver<ResolversTypes['PasskeyChallenge'], ParentType, ContextType>;
  startPasskeySignIn?: Resolver<ResolversTypes['PasskeyChallenge'], ParentType, ContextType>;
  transferOwnership?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationTransferOwnershipArgs, 'storeId' | 'userId'>>;
  unblockUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUnblockUserArgs, 'userId'>>;
  updateDispatchSettings?: Resolver<ResolversTypes['Store'], ParentType, ContextType, RequireFields<MutationUpdateDispatchSettingsArgs, 'handlingDays' | 'returnWindowDays' | 'storeId'>>;
  updateInventory?: Resolver<ResolversTypes['InventoryEntry'], ParentType, ContextType, RequireFields<MutationUpdateInventoryArgs, 'color' | 'productId' | 'size'>>;
  updateOrganisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'id' | 'input'>>;
  updatePlatformSettings?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType, RequireFields<MutationUpdatePlatformSettingsArgs, 'unpaidHoldHours'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationUpdateProfileArgs>>;
  updateSettings?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'lowStockThreshold'>>;
  updateStoreLocation?: Resolver<ResolversTypes['StoreLocation'], ParentType, ContextType, RequireFields<MutationUpdateStoreLocationArgs, 'input' | 'locationId' | 'storeId'>>;
  verifyRegistratioOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyRegistratioOtpArgs, 'email' | 'otp'>>;
  verifyRegistrationOTP?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyRegistrationOtpArgs, 'email' | 'otp'>>;
  verifyShippingEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyShippingEmailArgs, 'email' | 'otp'>>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationFeed'] = ResolversParentTypes['NotificationFeed']> = {
  items?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  checkoutId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  deliveryInstructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  discountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoicedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  packaging?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  packagingPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  packagingTaxPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  paymentInfo?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  pricesIncludeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['OrderSender'], ParentType, ContextType>;
  settlement?: Resolver<ResolversTypes['OrderSettlement'], ParentType, ContextType>;
  shippingInfo?: Resolver<ResolversTypes['ShippingInfo'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalAmountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  amountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  awb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  breached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  claimOptions?: Resolver<Array<ResolversTypes['ClaimOption']>, ParentType, ContextType>;
  color?: Resolver<ResolversTypes['Color'], ParentType, ContextType>;
  colorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dispatchBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hsnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemStatus?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  moveTargets?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qcDispute?: Resolver<Maybe<ResolversTypes['QcDispute']>, ParentType, ContextType>;
  qcNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qcPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  returnNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnReason?: Resolver<Maybe<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
  returnWindowEndsOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnsTo?: Resolver<Maybe<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  shippedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['ProductSize'], ParentType, ContextType>;
  sizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['StatusChange']>, ParentType, ContextType>;
  taxPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  taxRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxablePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderSenderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSender'] = ResolversParentTypes['OrderSender']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderSettlementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSettlement'] = ResolversParentTypes['OrderSettlement']> = {
  cancelledPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  paysPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  refundedPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type OrganisationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gstNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
};

export type OrganisationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganisationPage'] = ResolversParentTypes['OrganisationPage']> = {
  items?: Resolver<Array<ResolversTypes['Organisation']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  __resolveType: TypeResolveFn<'AuditPage' | 'ClaimPage' | 'ComplaintPage' | 'HistoryPage' | 'InventoryPage' | 'ListingReviewPage' | 'OrderPage' | 'OrganisationPage' | 'ProductPage' | 'StorePage' | 'UserList', ParentType, ContextType>;
};

export interface PaiseScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Paise'], any> {
  name: 'Paise';
}

export type PasskeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Passkey'] = ResolversParentTypes['Passkey']> = {
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PasskeyChallengeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasskeyChallenge'] = ResolversParentTypes['PasskeyChallenge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = {
  amountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  cycleDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PayoutStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  utr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PayoutMoveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutMove'] = ResolversParentTypes['PayoutMove']> = {
  byClaim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  netPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutRunResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutRun'] = ResolversParentTypes['PayoutRun']> = {
  failedStoreNames?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  made?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PayoutStatementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutStatement'] = ResolversParentTypes['PayoutStatement']> = {
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moves?: Resolver<Array<ResolversTypes['PayoutMove']>, ParentType, ContextType>;
  movesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['Payout'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['PayoutTotal']>, ParentType, ContextType>;
};

export type PayoutTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PayoutTotal'] = ResolversParentTypes['PayoutTotal']> = {
  amountPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LedgerKind'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlatformSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlatformSettings'] = ResolversParentTypes['PlatformSettings']> = {
  operatorGstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unpaidHoldHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  availableStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategoryRef'], ParentType, ContextType>;
  chosenHsnCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['ProductColorRef']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  customReturnPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customShippingPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['InventoryEntry']>, ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['GenderCode'], ParentType, ContextType>;
  hasLiveVersion?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hsnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  listingReasons?: Resolver<Array<ResolversTypes['ListingRejectReason']>, ParentType, ContextType>;
  listingReviews?: Resolver<Array<ResolversTypes['ListingReview']>, ParentType, ContextType>;
  listingState?: Resolver<Maybe<ResolversTypes['ListingState']>, ParentType, ContextType>;
  lowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  maxPricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsPhotos?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  pricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  productImages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['ProductSizeRef']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = {
  gender?: Resolver<ResolversTypes['GenderCode'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType>;
  sizeSystemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
  subCategory?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCategoryRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCategoryRef'] = ResolversParentTypes['ProductCategoryRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType>;
};

export type ProductColorRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductColorRef'] = ResolversParentTypes['ProductColorRef']> = {
  colorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConflict'] = ResolversParentTypes['ProductConflict']> = {
  customReturnPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customShippingPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<ResolversTypes['GenderCode'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSize'] = ResolversParentTypes['ProductSize']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType>;
  systemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductSizeRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSizeRef'] = ResolversParentTypes['ProductSizeRef']> = {
  sizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProfileConflictResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProfileConflict'] = ResolversParentTypes['ProfileConflict']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QcDisputeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QcDispute'] = ResolversParentTypes['QcDispute']> = {
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  decisionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qcNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qcPhotos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QcDisputeStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminInventory?: Resolver<ResolversTypes['InventoryPage'], ParentType, ContextType, RequireFields<QueryAdminInventoryArgs, 'limit' | 'page'>>;
  adminOverview?: Resolver<ResolversTypes['AdminOverview'], ParentType, ContextType>;
  adminPayouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType, RequireFields<QueryAdminPayoutsArgs, 'status'>>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditLogArgs, 'limit' | 'page'>>;
  catalogueImport?: Resolver<ResolversTypes['CatalogueImport'], ParentType, ContextType, RequireFields<QueryCatalogueImportArgs, 'id' | 'storeId'>>;
  claimQueue?: Resolver<ResolversTypes['ClaimPage'], ParentType, ContextType, RequireFields<QueryClaimQueueArgs, 'limit' | 'page'>>;
  colors?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType>;
  dispatchCounts?: Resolver<ResolversTypes['DispatchCounts'], ParentType, ContextType, RequireFields<QueryDispatchCountsArgs, 'storeId'>>;
  filingPack?: Resolver<ResolversTypes['FilingPack'], ParentType, ContextType, RequireFields<QueryFilingPackArgs, 'month' | 'storeId'>>;
  gstinStateMismatches?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  healthItems?: Resolver<Array<ResolversTypes['HealthItem']>, ParentType, ContextType, RequireFields<QueryHealthItemsArgs, 'days' | 'metric' | 'storeId'>>;
  invitation?: Resolver<ResolversTypes['InvitationPreview'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  ledgerCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryLedgerCsvArgs, 'from' | 'storeId' | 'to'>>;
  listingReviews?: Resolver<ResolversTypes['ListingReviewPage'], ParentType, ContextType, RequireFields<QueryListingReviewsArgs, 'limit' | 'page'>>;
  listingTrust?: Resolver<ResolversTypes['ListingTrust'], ParentType, ContextType, RequireFields<QueryListingTrustArgs, 'storeId'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'limit' | 'page'>>;
  myPasskeys?: Resolver<Array<ResolversTypes['Passkey']>, ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationFeed'], ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit'>>;
  orderDetails?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderDetailsArgs, 'orderId'>>;
  orderInvoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryOrderInvoiceArgs, 'orderId'>>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType, RequireFields<QueryOrganisationArgs, 'id'>>;
  organisations?: Resolver<ResolversTypes['OrganisationPage'], ParentType, ContextType, RequireFields<QueryOrganisationsArgs, 'limit' | 'page'>>;
  payoutStatement?: Resolver<ResolversTypes['PayoutStatement'], ParentType, ContextType, RequireFields<QueryPayoutStatementArgs, 'payoutId' | 'storeId'>>;
  pickupManifest?: Resolver<Array<ResolversTypes['ManifestLine']>, ParentType, ContextType, RequireFields<QueryPickupManifestArgs, 'day' | 'limit' | 'storeId'>>;
  platformFiling?: Resolver<Array<ResolversTypes['SellerFiling']>, ParentType, ContextType, RequireFields<QueryPlatformFilingArgs, 'month'>>;
  platformSettings?: Resolver<ResolversTypes['PlatformSettings'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productCategories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType, Partial<QueryProductCategoriesArgs>>;
  productSizes?: Resolver<Array<ResolversTypes['ProductSize']>, ParentType, ContextType>;
  qcDisputes?: Resolver<Array<ResolversTypes['QcDispute']>, ParentType, ContextType, Partial<QueryQcDisputesArgs>>;
  shopProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryShopProductsArgs, 'limit' | 'page'>>;
  sizeSystems?: Resolver<Array<ResolversTypes['SizeSystem']>, ParentType, ContextType>;
  stockTransfer?: Resolver<ResolversTypes['StockTransfer'], ParentType, ContextType, RequireFields<QueryStockTransferArgs, 'transferId'>>;
  stockTransfers?: Resolver<Array<ResolversTypes['StockTransfer']>, ParentType, ContextType, RequireFields<QueryStockTransfersArgs, 'limit' | 'storeId'>>;
  storeActivity?: Resolver<ResolversTypes['ActivityPage'], ParentType, ContextType, RequireFields<QueryStoreActivityArgs, 'limit' | 'storeId'>>;
  storeClaims?: Resolver<ResolversTypes['ClaimPage'], ParentType, ContextType, RequireFields<QueryStoreClaimsArgs, 'limit' | 'page' | 'storeId'>>;
  storeComplaints?: Resolver<ResolversTypes['ComplaintPage'], ParentType, ContextType, RequireFields<QueryStoreComplaintsArgs, 'limit' | 'page' | 'storeId'>>;
  storeHealth?: Resolver<ResolversTypes['StoreHealth'], ParentType, ContextType, RequireFields<QueryStoreHealthArgs, 'storeId'>>;
  storeInsights?: Resolver<ResolversTypes['StoreInsights'], ParentType, ContextType, RequireFields<QueryStoreInsightsArgs, 'storeId'>>;
  storeInventoryTC?: Resolver<ResolversTypes['InventoryPage'], ParentType, ContextType, RequireFields<QueryStoreInventoryTcArgs, 'limit' | 'page' | 'storeId'>>;
  storeLedger?: Resolver<Array<ResolversTypes['LedgerLine']>, ParentType, ContextType, RequireFields<QueryStoreLedgerArgs, 'from' | 'storeId' | 'to'>>;
  storeLedgerPage?: Resolver<ResolversTypes['LedgerPage'], ParentType, ContextType, RequireFields<QueryStoreLedgerPageArgs, 'from' | 'limit' | 'page' | 'storeId' | 'to'>>;
  storeLocationStock?: Resolver<Array<ResolversTypes['LocationStockLine']>, ParentType, ContextType, RequireFields<QueryStoreLocationStockArgs, 'location' | 'storeId'>>;
  storeLocations?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType, RequireFields<QueryStoreLocationsArgs, 'archived' | 'storeId'>>;
  storeNameAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryStoreNameAvailableArgs, 'name'>>;
  storeOrderHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryStoreOrderHistoryArgs, 'limit' | 'page' | 'storeId'>>;
  storeOrdersTC?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryStoreOrdersTcArgs, 'limit' | 'page' | 'storeId'>>;
  storePayments?: Resolver<ResolversTypes['StorePayments'], ParentType, ContextType, RequireFields<QueryStorePaymentsArgs, 'storeId'>>;
  storeProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryStoreProductsArgs, 'limit' | 'page' | 'storeId'>>;
  storeRevenue?: Resolver<ResolversTypes['StoreRevenue'], ParentType, ContextType, RequireFields<QueryStoreRevenueArgs, 'storeId'>>;
  storeShades?: Resolver<Array<ResolversTypes['Color']>, ParentType, ContextType, RequireFields<QueryStoreShadesArgs, 'storeId'>>;
  storeTeam?: Resolver<ResolversTypes['StoreTeam'], ParentType, ContextType, RequireFields<QueryStoreTeamArgs, 'storeId'>>;
  storeVariants?: Resolver<ResolversTypes['VariantPage'], ParentType, ContextType, RequireFields<QueryStoreVariantsArgs, 'storeId'>>;
  stores?: Resolver<ResolversTypes['StorePage'], ParentType, ContextType, RequireFields<QueryStoresArgs, 'limit' | 'page'>>;
  storesOverLimits?: Resolver<Array<ResolversTypes['StoreOverLimits']>, ParentType, ContextType, RequireFields<QueryStoresOverLimitsArgs, 'limit'>>;
  supportContact?: Resolver<ResolversTypes['SupportContact'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<ResolversTypes['UserList'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'page'>>;
};

export type RoleCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleCount'] = ResolversParentTypes['RoleCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SellerFilingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SellerFiling'] = ResolversParentTypes['SellerFiling']> = {
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tcs?: Resolver<ResolversTypes['FilingTcs'], ParentType, ContextType>;
};

export type SendOtpResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendOtpResult'] = ResolversParentTypes['SendOtpResult']> = {
  resendAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ShippingInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingInfo'] = ResolversParentTypes['ShippingInfo']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SizeSystemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SizeSystem'] = ResolversParentTypes['SizeSystem']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['ProductSize']>, ParentType, ContextType>;
};

export type StatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusChange'] = ResolversParentTypes['StatusChange']> = {
  at?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  byName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type StockTransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockTransfer'] = ResolversParentTypes['StockTransfer']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  documentDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentKind?: Resolver<ResolversTypes['TransferDocumentKind'], ParentType, ContextType>;
  documentNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['StoreLocation'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['StockTransferLine']>, ParentType, ContextType>;
  needsEwayBill?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  piecesReceived?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  piecesSent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receiveNote?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  receivedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  sentByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  stateTaxName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransferStatus'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxablePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['StoreLocation'], ParentType, ContextType>;
  totalInWords?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type StockTransferLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockTransferLine'] = ResolversParentTypes['StockTransferLine']> = {
  cgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  quantityReceived?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quantitySent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  referenceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sgstPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  shortfall?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxablePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  unitPricePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type StoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Store'] = ResolversParentTypes['Store']> = {
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handlingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaused?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kyc?: Resolver<Maybe<ResolversTypes['StoreKyc']>, ParentType, ContextType>;
  locationCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  myLocationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  myNotices?: Resolver<Array<ResolversTypes['StoreNoticeSetting']>, ParentType, ContextType>;
  myPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  myRole?: Resolver<Maybe<ResolversTypes['StoreRole']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  returnWindowDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['StoreReview']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['StoreStatus'], ParentType, ContextType>;
  statusReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['StoreType'], ParentType, ContextType>;
};

export type StoreHealthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreHealth'] = ResolversParentTypes['StoreHealth']> = {
  exemptReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exemptUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holdOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overMetrics?: Resolver<Array<ResolversTypes['HealthMetric']>, ParentType, ContextType>;
  overSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pauseOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  policy?: Resolver<ResolversTypes['HealthPolicy'], ParentType, ContextType>;
  reviewedOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['HealthStep'], ParentType, ContextType>;
  steps?: Resolver<Array<ResolversTypes['HealthStepTaken']>, ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  windows?: Resolver<Array<ResolversTypes['HealthWindow']>, ParentType, ContextType>;
};

export type StoreInsightsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreInsights'] = ResolversParentTypes['StoreInsights']> = {
  countedStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['DailySales']>, ParentType, ContextType>;
  todayOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreInvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreInvitation'] = ResolversParentTypes['StoreInvitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StoreRole'], ParentType, ContextType>;
};

export type StoreKycResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreKyc'] = ResolversParentTypes['StoreKyc']> = {
  aadhaar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ifsc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  upiId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreLocation'] = ResolversParentTypes['StoreLocation']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  handlingDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pinCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  takesReturns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StoreMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMember'] = ResolversParentTypes['StoreMember']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  lastActiveAt?: Resolver<Maybe<ResolversTypes['Time']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['StoreLocation']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['StoreRole'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type StoreNoticeSettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreNoticeSetting'] = ResolversParentTypes['StoreNoticeSetting']> = {
  byMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inConsole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['StoreNoticeTopic'], ParentType, ContextType>;
};

export type StoreOverLimitsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreOverLimits'] = ResolversParentTypes['StoreOverLimits']> = {
  exemptUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  overMetrics?: Resolver<Array<ResolversTypes['HealthMetric']>, ParentType, ContextType>;
  overSince?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  step?: Resolver<ResolversTypes['HealthStep'], ParentType, ContextType>;
  storeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  storeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePage'] = ResolversParentTypes['StorePage']> = {
  items?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StorePaymentsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePayments'] = ResolversParentTypes['StorePayments']> = {
  nextPayoutDay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextPayoutPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  recoveringPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  waitingPaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
};

export type StoreRevenueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreRevenue'] = ResolversParentTypes['StoreRevenue']> = {
  totalRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalRevenuePaise?: Resolver<ResolversTypes['Paise'], ParentType, ContextType>;
  totalSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoreReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreReview'] = ResolversParentTypes['StoreReview']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emergencyPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstinStateCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstinStateMismatch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gstinStateName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  otherStores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  ownerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pinCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pocName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pocPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  returnPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingPolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storePolicy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreTeamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreTeam'] = ResolversParentTypes['StoreTeam']> = {
  formerMembers?: Resolver<Array<ResolversTypes['FormerMember']>, ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['StoreInvitation']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['StoreMember']>, ParentType, ContextType>;
};

export type SubCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubCategory'] = ResolversParentTypes['SubCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['LocalizedName']>, ParentType, ContextType>;
  sizeSystemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type SupportContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportContact'] = ResolversParentTypes['SupportContact']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface TimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Time'], any> {
  name: 'Time';
}

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  adminPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  adminRole?: Resolver<Maybe<ResolversTypes['AdminRole']>, ParentType, ContextType>;
  authProvider?: Resolver<ResolversTypes['AuthProvider'], ParentType, ContextType>;
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  blockedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lowStockThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profileImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  stores?: Resolver<Array<ResolversTypes['Store']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Time'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserList'] = ResolversParentTypes['UserList']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prevCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VariantPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VariantPage'] = ResolversParentTypes['VariantPage']> = {
  items?: Resolver<Array<ResolversTypes['InventoryEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  ActivityPage?: ActivityPageResolvers<ContextType>;
  AdminOverview?: AdminOverviewResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BulkInventoryConflict?: BulkInventoryConflictResolvers<ContextType>;
  BulkInventoryRefusal?: BulkInventoryRefusalResolvers<ContextType>;
  BulkInventoryResult?: BulkInventoryResultResolvers<ContextType>;
  CatalogueImport?: CatalogueImportResolvers<ContextType>;
  CatalogueImportError?: CatalogueImportErrorResolvers<ContextType>;
  Checkout?: CheckoutResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimOption?: ClaimOptionResolvers<ContextType>;
  ClaimPage?: ClaimPageResolvers<ContextType>;
  Color?: ColorResolvers<ContextType>;
  CommissionRate?: CommissionRateResolvers<ContextType>;
  Complaint?: ComplaintResolvers<ContextType>;
  ComplaintChange?: ComplaintChangeResolvers<ContextType>;
  ComplaintPage?: ComplaintPageResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  DailySales?: DailySalesResolvers<ContextType>;
  DispatchCounts?: DispatchCountsResolvers<ContextType>;
  FilingDocuments?: FilingDocumentsResolvers<ContextType>;
  FilingHsn?: FilingHsnResolvers<ContextType>;
  FilingOperatorSupplies?: FilingOperatorSuppliesResolvers<ContextType>;
  FilingPack?: FilingPackResolvers<ContextType>;
  FilingReconciliation?: FilingReconciliationResolvers<ContextType>;
  FilingSupply?: FilingSupplyResolvers<ContextType>;
  FilingTcs?: FilingTcsResolvers<ContextType>;
  FilingTransfer?: FilingTransferResolvers<ContextType>;
  FormerMember?: FormerMemberResolvers<ContextType>;
  HealthFigure?: HealthFigureResolvers<ContextType>;
  HealthItem?: HealthItemResolvers<ContextType>;
  HealthPolicy?: HealthPolicyResolvers<ContextType>;
  HealthStepTaken?: HealthStepTakenResolvers<ContextType>;
  HealthWindow?: HealthWindowResolvers<ContextType>;
  HistoryOrder?: HistoryOrderResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  InventoryConflict?: InventoryConflictResolvers<ContextType>;
  InventoryEntry?: InventoryEntryResolvers<ContextType>;
  InventoryPage?: InventoryPageResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  InvoiceParty?: InvoicePartyResolvers<ContextType>;
  LedgerLine?: LedgerLineResolvers<ContextType>;
  LedgerPage?: LedgerPageResolvers<ContextType>;
  ListingColorPhotos?: ListingColorPhotosResolvers<ContextType>;
  ListingMrp?: ListingMrpResolvers<ContextType>;
  ListingReview?: ListingReviewResolvers<ContextType>;
  ListingReviewPage?: ListingReviewPageResolvers<ContextType>;
  ListingTrust?: ListingTrustResolvers<ContextType>;
  ListingVersion?: ListingVersionResolvers<ContextType>;
  LocalizedName?: LocalizedNameResolvers<ContextType>;
  LocationStock?: LocationStockResolvers<ContextType>;
  LocationStockLine?: LocationStockLineResolvers<ContextType>;
  ManifestLine?: ManifestLineResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationFeed?: NotificationFeedResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderSender?: OrderSenderResolvers<ContextType>;
  OrderSettlement?: OrderSettlementResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationPage?: OrganisationPageResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Paise?: GraphQLScalarType;
  Passkey?: PasskeyResolvers<ContextType>;
  PasskeyChallenge?: PasskeyChallengeResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PayoutMove?: PayoutMoveResolvers<ContextType>;
  PayoutRun?: PayoutRunResolvers<ContextType>;
  PayoutStatement?: PayoutStatementResolvers<ContextType>;
  PayoutTotal?: PayoutTotalResolvers<ContextType>;
  PlatformSettings?: PlatformSettingsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductCategoryRef?: ProductCategoryRefResolvers<ContextType>;
  ProductColorRef?: ProductColorRefResolvers<ContextType>;
  ProductConflict?: ProductConflictResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductSize?: ProductSizeResolvers<ContextType>;
  ProductSizeRef?: ProductSizeRefResolvers<ContextType>;
  ProfileConflict?: ProfileConflictResolvers<ContextType>;
  QcDispute?: QcDisputeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RoleCount?: RoleCountResolvers<ContextType>;
  SellerFiling?: SellerFilingResolvers<ContextType>;
  SendOtpResult?: SendOtpResultResolvers<ContextType>;
  ShippingInfo?: ShippingInfoResolvers<ContextType>;
  SizeSystem?: SizeSystemResolvers<ContextType>;
  StatusChange?: StatusChangeResolvers<ContextType>;
  StockTransfer?: StockTransferResolvers<ContextType>;
  StockTransferLine?: StockTransferLineResolvers<ContextType>;
  Store?: StoreResolvers<ContextType>;
  StoreHealth?: StoreHealthResolvers<ContextType>;
  StoreInsights?: StoreInsightsResolvers<ContextType>;
  StoreInvitation?: StoreInvitationResolvers<ContextType>;
  StoreKyc?: StoreKycResolvers<ContextType>;
  StoreLocation?: StoreLocationResolvers<ContextType>;
  StoreMember?: StoreMemberResolvers<ContextType>;
  StoreNoticeSetting?: StoreNoticeSettingResolvers<ContextType>;
  StoreOverLimits?: StoreOverLimitsResolvers<ContextType>;
  StorePage?: StorePageResolvers<ContextType>;
  StorePayments?: StorePaymentsResolvers<ContextType>;
  StoreRevenue?: StoreRevenueResolvers<ContextType>;
  StoreReview?: StoreReviewResolvers<ContextType>;
  StoreTeam?: StoreTeamResolvers<ContextType>;
  SubCategory?: SubCategoryResolvers<ContextType>;
  SupportContact?: SupportContactResolvers<ContextType>;
  Time?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserList?: UserListResolvers<ContextType>;
  VariantPage?: VariantPageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GraphQLContext> = {
  auth?: AuthDirectiveResolver<any, any, ContextType>;
  owns?: OwnsDirectiveResolver<any, any, ContextType>;
  public?: PublicDirectiveResolver<any, any, ContextType>;
  staff?: StaffDirectiveResolver<any, any, ContextType>;
  unrecorded?: UnrecordedDirectiveResolver<any, any, ContextType>;
};
