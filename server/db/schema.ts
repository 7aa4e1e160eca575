import { ADMIN_ROLES, STORE_NOTICE_TOPIC_NAMES, STORE_ROLES } from '../../domain/permissions.ts';
import {
  LISTING_DECISIONS,
  LISTING_STATES,
  type ListingSnapshot,
} from '../../domain/listing-review.ts';
import { HEALTH_STEPS, type HealthMetric } from '../../domain/seller-health.ts';
import type { ClaimKind, ClaimStatus } from '../../domain/claims.ts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  AUTH_PROVIDERS,
  COMPLAINT_STATUSES,
  DELIVERY_TYPES,
  GENDER_CODES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  ROLES,
  STORE_GENDERS,
  STORE_STATUSES,
  STORE_TYPES,
  STOCK_MOVEMENT_REASONS,
  type StockMovementReason,
} from '../../domain/enums.ts';
import { RETURNED_FOR_QC, RETURNING, TO_DISPATCH } from '../../domain/dispatch.ts';
import type { LedgerKind, LedgerPart } from '../../domain/settlement.ts';
import type { MessageRef } from '../../domain/messages.ts';
import type { DocumentKind } from '../../domain/order-tax.ts';
import type { SheetError } from '../../domain/catalogue-sheet.ts';
import type { CatalogueImportStatus } from '../../domain/catalogue-sheet.ts';

export const roleEnum = pgEnum('role', ROLES);
export const authProviderEnum = pgEnum('auth_provider', AUTH_PROVIDERS);
export const storeTypeEnum = pgEnum('store_type', STORE_TYPES);
export const storeStatusEnum = pgEnum('store_status', STORE_STATUSES);
export const genderCodeEnum = pgEnum('gender_code', GENDER_CODES);
export const storeGenderEnum = pgEnum('store_gender', STORE_GENDERS);
export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const deliveryTypeEnum = pgEnum('delivery_type', DELIVERY_TYPES);
export const complaintStatusEnum = pgEnum('complaint_status', COMPLAINT_STATUSES);
export const storeRoleEnum = pgEnum('store_role', STORE_ROLES);
export const adminRoleEnum = pgEnum('admin_role', ADMIN_ROLES);
export const storeNoticeTopicEnum = pgEnum('store_notice_topic', STORE_NOTICE_TOPIC_NAMES);
export const listingStateEnum = pgEnum('listing_state', LISTING_STATES);
export const listingDecisionEnum = pgEnum('listing_decision', LISTING_DECISIONS);
export const healthStepEnum = pgEnum('health_step', HEALTH_STEPS);
export const codePurposeEnum = pgEnum('code_purpose', ['REGISTRATION', 'SHIPPING_EMAIL']);

const id = () => uuid('id').primaryKey().defaultRandom();
/**
 * When a row was made, to the millisecond: the keyset cursors (services/paging.ts) carry
 * milliseconds, so a finer time (a row made by SQL's now()) would page past or over itself.
 */
const createdAt = () =>
  timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Exact money: integer paise (a bigint column read as a JS number; safe below 9e15 paise). */
const paise = (name: string) => numeric(name, { precision: 14, scale: 0, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull(),
    authProvider: authProviderEnum('auth_provider').notNull().default('EMAIL'),
    name: text('name'),
    phone: text('phone'),
    profileImage: text('profile_image'),
    /** Bumped on every profile edit; offline edits send the version they saw (expectedVersion). */
    version: integer('version').notNull().default(1),
    /** Bumped to revoke every token issued before (reset, sign out everywhere, block). */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Inventory entries with this many pieces available or fewer are marked low (Settings). */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** The language the user chose (decision 030): their e-mails are written in it. */
    locale: text('locale'),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** An ADMIN's role among the platform's staff (decision 051); null for everyone else. */
    adminRole: adminRoleEnum('admin_role'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_admin_role', sql`(${t.role} = 'ADMIN') = (${t.adminRole} is not null)`),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const organisations = pgTable(
  'organisations',
  {
    id: id(),
    ownerId: uuid('owner_id').references(() => users.id),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    pinCode: text('pin_code'),
    state: text('state'),
    locality: text('locality'),
    city: text('city'),
    gstNo: text('gst_no'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('organisations_created_idx').on(t.createdAt, t.id),
    index('organisations_owner_idx').on(t.ownerId),
    index('organisations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    name: text('name').notNull(),
    /** The name as domain/text.ts's nameKey compares it: unique, so no store passes for another. */
    nameKey: text('name_key').notNull(),
    type: storeTypeEnum('type').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    emergencyPhone: text('emergency_phone').notNull(),
    address: text('address').notNull(),
    pocName: text('poc_name').notNull(),
    pocPhone: text('poc_phone').notNull(),
    /** KYC identifiers, AES-256-GCM ciphertexts under KYC_KEY; Aadhaar only as its last 4. */
    gstinEnc: text('gstin_enc').notNull(),
    panEnc: text('pan_enc').notNull(),
    aadhaarLast4: text('aadhaar_last4').notNull(),
    /** HMAC-SHA256 of the Aadhaar number under KYC_KEY: finds duplicates, reveals nothing. */
    aadhaarHash: text('aadhaar_hash'),
    /** HMAC-SHA256 of the GSTIN under KYC_KEY: the key of its invoice series (decision 021). */
    gstinHash: text('gstin_hash'),
    /** HMAC-SHA256 of the PAN under KYC_KEY: the key of its claim by one owner (decision 026). */
    panHash: text('pan_hash'),
    /** GST state code and PIN code of the store's address (null only for stores before 0011). */
    stateCode: text('state_code'),
    pinCode: text('pin_code'),
    accountNoEnc: text('account_no_enc').notNull(),
    ifsc: text('ifsc').notNull(),
    branch: text('branch').notNull(),
    upiIdEnc: text('upi_id_enc').notNull(),
    genderFocus: storeGenderEnum('gender_focus'),
    storePolicy: text('store_policy').notNull().default(''),
    returnPolicy: text('return_policy').notNull().default(''),
    shippingPolicy: text('shipping_policy').notNull().default(''),
    status: storeStatusEnum('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    isPaused: boolean('is_paused').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Working days from an order to its dispatch-by date, and the return window (decision 022). */
    handlingDays: integer('handling_days').notNull().default(2),
    returnWindowDays: integer('return_window_days').notNull().default(7),
    /** An admin's choice to trust (or not) the store's edits without review; null: the rule's. */
    listingTrust: boolean('listing_trust'),
    /** Where the store is on seller health's steps (domain/seller-health.ts, decision 053). */
    healthStep: healthStepEnum('health_step').notNull().default('OK'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stores_owner_idx').on(t.ownerId, t.createdAt),
    /** The admin's list of stores over a threshold. */
    index('stores_health_idx')
      .on(t.healthStep, t.id)
      .where(sql`${t.healthStep} <> 'OK'`),
    uniqueIndex('stores_name_key_idx').on(t.nameKey),
    index('stores_status_idx').on(t.status, t.createdAt),
    index('stores_aadhaar_hash_idx').on(t.aadhaarHash),
    index('stores_gstin_hash_idx').on(t.gstinHash),
    index('stores_organisation_idx').on(t.organisationId),
    index('stores_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * A store's pickup locations (issue 51, decision 055): a shop, a godown, a second city. The first
 * (`is_primary`) is the store's own address: its address, state, PIN, GSTIN and contact are read
 * from the store's row (null here), so onboarding, a resubmission and the seed's calls keep one
 * copy. Every other location has its own, its GSTIN registered in its state under the store's PAN.
 */
export const storeLocations = pgTable(
  'store_locations',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Null for the primary until the seller names it (the console says "Store address"). */
    name: text('name'),
    address: text('address'),
    stateCode: text('state_code'),
    pinCode: text('pin_code'),
    /** AES-256-GCM under KYC_KEY, as the store's; its keyed hash names its invoice series. */
    gstinEnc: text('gstin_enc'),
    gstinHash: text('gstin_hash'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    /** Opening hours as the seller writes them ("Mon–Sat 10–7"). */
    hours: text('hours').notNull().default(''),
    /** Takes returns and RTOs back; a pickup location that does not sends them to `return_to`. */
    takesReturns: boolean('takes_returns').notNull().default(true),
    /**
     * Working days its items need before they leave (issue 51); null: the store's handling time.
     * The store's address always has the store's.
     */
    handlingDays: integer('handling_days'),
    returnTo: uuid('return_to').references((): AnyPgColumn => storeLocations.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('store_locations_primary_key')
      .on(t.storeId)
      .where(sql`${t.isPrimary}`),
    /** An open location's name is the store's own; an archived one's may be used again. */
    uniqueIndex('store_locations_name_key')
      .on(t.storeId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} IS NULL`),
    check(
      'store_locations_own_place',
      sql`${t.isPrimary} OR (${t.name} IS NOT NULL AND ${t.address} IS NOT NULL AND ${t.stateCode} IS NOT NULL AND ${t.pinCode} IS NOT NULL AND ${t.gstinEnc} IS NOT NULL AND ${t.contactName} IS NOT NULL AND ${t.contactPhone} IS NOT NULL)`,
    ),
    check('store_locations_primary_open', sql`NOT ${t.isPrimary} OR ${t.archivedAt} IS NULL`),
    check(
      'store_locations_handling_days',
      sql`${t.handlingDays} IS NULL OR (NOT ${t.isPrimary} AND ${t.handlingDays} BETWEEN 1 AND 5)`,
    ),
  ],
);

/**
 * A transfer of pieces between two of a store's locations (issue 51, decision 055): sent (the
 * pieces leave the source), then received (what arrived lands at the destination; a shortfall is
 * recorded on its line). Its document is the source registration's: a delivery challan within one
 * GSTIN (CGST Rules, rule 55), a tax invoice between two (a supply between distinct persons,
 * section 25(4) and Schedule I), numbered in that GSTIN's series.
 */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    fromLocationId: uuid('from_location_id')
      .notNull()
      .references(() => storeLocations.id),
    toLocationId: uuid('to_location_id')
      .notNull()
      .references(() => storeLocations.id),
    status: text('status').$type<'SENT' | 'RECEIVED'>().notNull().default('SENT'),
    /** CHALLAN within one GSTIN, INVOICE between two. */
    documentKind: text('document_kind').$type<'CHALLAN' | 'INVOICE'>().notNull(),
    documentNumber: text('document_number').notNull(),
    /** The source GSTIN's series (its keyed hash), as an order's invoice_series. */
    seriesKey: text('series_key').notNull(),
    note: text('note').notNull().default(''),
    sentBy: uuid('sent_by').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    receivedBy: uuid('received_by').references(() => users.id),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receiveNote: text('receive_note').notNull().default(''),
  },
  (t) => [
    index('stock_transfers_store_idx').on(t.storeId, t.sentAt),
    uniqueIndex('stock_transfers_number_key').on(t.seriesKey, t.documentKind, t.documentNumber),
    check('stock_transfers_two_places', sql`${t.fromLocationId} <> ${t.toLocationId}`),
    check(
      'stock_transfers_received',
      sql`(${t.status} = 'RECEIVED') = (${t.receivedAt} IS NOT NULL)`,
    ),
  ],
);

/** A variant's pieces on a transfer, described and valued as its document prints them. */
export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: id(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => stockTransfers.id),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => inventoryEntries.id),
    description: text('description').notNull(),
    sku: text('sku'),
    hsnCode: text('hsn_code').notNull(),
    quantitySent: integer('quantity_sent').notNull(),
    /** What arrived; null until the transfer is received. */
    quantityReceived: integer('quantity_received'),
    /** The listed price of a piece (GST included) the value is taken from. */
    unitPricePaise: paise('unit_price_paise').notNull(),
    taxRatePercent: percent('tax_rate_percent').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
  },
  (t) => [
    uniqueIndex('stock_transfer_lines_entry_key').on(t.transferId, t.entryId),
    check('stock_transfer_lines_sent', sql`${t.quantitySent} > 0`),
    check(
      'stock_transfer_lines_received',
      sql`${t.quantityReceived} IS NULL OR ${t.quantityReceived} BETWEEN 0 AND ${t.quantitySent}`,
    ),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: id(),
    gender: genderCodeEnum('gender').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Its name in other languages than English, by locale (`{"hi": "लाल"}`); `name` is English. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('categories_gender_name_key').on(t.gender, t.name)],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Its name in other languages than English, by locale (`{"hi": "लाल"}`); `name` is English. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [uniqueIndex('sub_categories_category_name_key').on(t.categoryId, t.name)],
);

/**
 * The colour palette (decision 034): named base colours with their hex codes, and a store's own
 * shades ("Rani pink"), each mapped to a base colour for filters. A shade belongs to its store.
 */
export const colors = pgTable(
  'colors',
  {
    id: id(),
    name: text('name').notNull(),
    hexCode: text('hex_code').notNull(),
    position: integer('position').notNull().default(0),
    /** Its name in other languages than English, by locale (`{"hi": "लाल"}`); `name` is English. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    /** The base colour a shade is filtered as; null for a base colour. */
    baseColorId: uuid('base_color_id').references((): AnyPgColumn => colors.id),
    /** The store a shade was named by; null for the platform's palette. */
    storeId: uuid('store_id').references(() => stores.id),
  },
  (t) => [
    uniqueIndex('colors_palette_name_key')
      .on(t.name)
      .where(sql`${t.storeId} IS NULL`),
    uniqueIndex('colors_store_name_key')
      .on(t.storeId, t.name)
      .where(sql`${t.storeId} IS NOT NULL`),
    check('colors_shade_has_base', sql`(${t.storeId} IS NULL) OR (${t.baseColorId} IS NOT NULL)`),
  ],
);

/** A size system (decision 034): letter, waist, footwear UK/IN, free size, kids by age, bra. */
export const sizeSystems = pgTable('size_systems', {
  id: id(),
  /** A stable code (LETTER, WAIST, UK, FREE, KIDS, BRA, or one an admin adds). */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  /** Its name in other languages than English, by locale (`{"hi": "लाल"}`); `name` is English. */
  names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
});

export const sizes = pgTable(
  'sizes',
  {
    id: id(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    /** Its name in other languages than English, by locale (`{"hi": "लाल"}`); `name` is English. */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    systemId: uuid('system_id')
      .notNull()
      .references(() => sizeSystems.id),
    /**
     * The seed's four sizes: the seed's clients may send them for any category, as they always
     * could (a new rule is never a new refusal); the form offers each category's systems.
     */
    anyCategory: boolean('any_category').notNull().default(false),
  },
  (t) => [uniqueIndex('sizes_system_name_key').on(t.systemId, t.name)],
);

/**
 * The size systems a category allows, or one of its sub-categories (sarees: Free Size; shoes: UK).
 * A sub-category with rows of its own uses them; otherwise its category's apply.
 */
export const categorySizeSystems = pgTable(
  'category_size_systems',
  {
    id: id(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id, {
      onDelete: 'cascade',
    }),
    systemId: uuid('system_id')
      .notNull()
      .references(() => sizeSystems.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('category_size_systems_key').on(
      t.categoryId,
      sql`coalesce(${t.subCategoryId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.systemId,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: uuid('sub_category_id').references(() => subCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    gender: genderCodeEnum('gender').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mainImage: text('main_image'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customReturnPolicy: text('custom_return_policy').notNull(),
    customShippingPolicy: text('custom_shipping_policy').notNull(),
    /** The seller's choice of HSN (domain/gst-rates.ts ALLOWED_HSN_CODES); null: its category's. */
    hsnCode: text('hsn_code'),
    /** The handle a catalogue sheet gave the product (issue 32): the next import finds it by it. */
    importHandle: text('import_handle'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** Bumped on every edit of the product's own fields; productUpdate's expectedVersion. */
    version: integer('version').notNull().default(1),
    /** Where it stands with buyers (issue 50, decision 052). */
    listingState: listingStateEnum('listing_state').notNull().default('DRAFT'),
    /** What buyers see: the version last approved; null until one is. */
    live: jsonb('live').$type<ListingSnapshot>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_store_created_idx').on(t.storeId, t.createdAt, t.id),
    /** The admin's inventory across stores, newest product first (decision 024). */
    index('products_created_idx').on(t.createdAt, t.id),
    /** The inventory's name search (ILIKE '%…%'), on PGlite and PostgreSQL alike. */
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    uniqueIndex('products_import_handle_key')
      .on(t.storeId, t.importHandle)
      .where(sql`${t.importHandle} IS NOT NULL`),
  ],
);

/**
 * A version of a product's listing sent for review (issue 50, decision 052): what it showed, what
 * buyers saw before, and the reviewer's decision. A product has at most one version waiting; a new
 * edit replaces the waiting one's snapshot. Decided reviews stay as the product's history.
 */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** The category sent, for the queue's filter. */
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    snapshot: jsonb('snapshot').$type<ListingSnapshot>().notNull(),
    /** What buyers saw when it was sent (null: a new product). */
    previous: jsonb('previous').$type<ListingSnapshot>(),
    /** The reasons the product's last refusal gave, for a resubmission (the queue's filter). */
    previousReasons: text('previous_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The catalogue import it came with, if any: the admin pages through it as one batch. */
    importId: uuid('import_id'),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }).notNull(),
    decision: listingDecisionEnum('decision'),
    reasons: text('reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Approved without a reviewer: a trusted store's edit. */
    automatic: boolean('automatic').notNull().default(false),
  },
  (t) => [
    /** One waiting version per product. */
    uniqueIndex('listing_reviews_waiting_key')
      .on(t.productId)
      .where(sql`${t.decision} IS NULL`),
    /** The queue, oldest first, on keyset paging (at 100,000 waiting). */
    index('listing_reviews_queue_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.decision} IS NULL`),
    index('listing_reviews_store_queue_idx')
      .on(t.storeId, t.submittedAt, t.id)
      .where(sql`${t.decision} IS NULL`),
    /** A product's history, newest first. */
    index('listing_reviews_product_idx').on(t.productId, t.submittedAt),
    /** A store's decided reviews, for its trust. */
    index('listing_reviews_store_decided_idx')
      .on(t.storeId, t.decision)
      .where(sql`${t.decision} IS NOT NULL AND NOT ${t.automatic}`),
  ],
);

/**
 * A colour's own photos on a product (issue 32): a buyer choosing the maroon sees the maroon; a
 * colour without any shows the product's.
 */
export const productColorImages = pgTable(
  'product_color_images',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    images: text('images').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] })],
);

/** One entry per product × colour × size: its price and stock. */
export const inventoryEntries = pgTable(
  'inventory_entries',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    sizeId: uuid('size_id')
      .notNull()
      .references(() => sizes.id),
    pricePaise: paise('price_paise').notNull(),
    totalStock: integer('total_stock').notNull().default(0),
    reservedStock: integer('reserved_stock').notNull().default(0),
    version: integer('version').notNull().default(1),
    /** Its product's store, set by a trigger on insert (decision 035): the SKU is unique in it. */
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** The seller's own code for the variant, unique in the store. */
    sku: text('sku'),
    /** The maximum retail price, GST included (Legal Metrology); the price never exceeds it. */
    mrpPaise: paise('mrp_paise'),
    /** An EAN-13 / GTIN with a verified check digit, unique in the platform. */
    gtin: text('gtin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_product_color_size_key').on(t.productId, t.colorId, t.sizeId),
    /** A SKU is unique in its store whatever its case (KUR-1 and kur-1 are one code). */
    uniqueIndex('inventory_store_sku_key')
      .on(t.storeId, sql`upper(${t.sku})`)
      .where(sql`${t.sku} IS NOT NULL`),
    /** The bulk editor's pages of a store's variants, product by product (issue 32). */
    index('inventory_store_product_idx').on(t.storeId, t.productId, t.id),
    uniqueIndex('inventory_gtin_key')
      .on(t.gtin)
      .where(sql`${t.gtin} IS NOT NULL`),
    check(
      'inventory_price_within_mrp',
      sql`${t.mrpPaise} IS NULL OR ${t.pricePaise} <= ${t.mrpPaise}`,
    ),
    check(
      'inventory_stock_valid',
      sql`${t.reservedStock} >= 0 AND ${t.reservedStock} <= ${t.totalStock}`,
    ),
    check('inventory_price_positive', sql`${t.pricePaise} > 0`),
    /** The inventory's reference-id search: a fragment of the entry's id. */
    index('inventory_entries_ref_trgm_idx').using('gin', sql`(${t.id}::text) gin_trgm_ops`),
  ],
);

export { STOCK_MOVEMENT_REASONS, type StockMovementReason };

/**
 * A variant's pieces at one location (issue 51): on hand and held by orders. The entry's
 * `total_stock`/`reserved_stock` are their sums, changed with them in one transaction
 * (server/services/stock.ts); `db:check` holds both. No row: none there.
 */
export const locationStock = pgTable(
  'location_stock',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => inventoryEntries.id),
    locationId: uuid('location_id')
      .notNull()
      .references(() => storeLocations.id),
    totalStock: integer('total_stock').notNull().default(0),
    reservedStock: integer('reserved_stock').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.locationId] }),
    index('location_stock_location_idx').on(t.locationId, t.entryId),
    check(
      'location_stock_valid',
      sql`${t.reservedStock} >= 0 AND ${t.reservedStock} <= ${t.totalStock}`,
    ),
  ],
);

/** Every change of an entry's price or stock: who, when, before, after and why. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => inventoryEntries.id),
    /** Null for the system (an order's reservation is the customer's). */
    actorId: uuid('actor_id').references(() => users.id),
    reason: text('reason').$type<StockMovementReason>().notNull(),
    version: integer('version').notNull(),
    totalStockBefore: integer('total_stock_before').notNull(),
    totalStockAfter: integer('total_stock_after').notNull(),
    reservedStockBefore: integer('reserved_stock_before').notNull(),
    reservedStockAfter: integer('reserved_stock_after').notNull(),
    pricePaiseBefore: paise('price_paise_before').notNull(),
    pricePaiseAfter: paise('price_paise_after').notNull(),
    /** Where the pieces moved (null: a price change, or a movement before issue 51). */
    locationId: uuid('location_id').references(() => storeLocations.id),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_entry_idx').on(t.entryId, t.createdAt)],
);

/** An order is placed with one store; a customer's multi-store checkout makes one per store. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    /** One customer checkout across stores makes one order per store, all with this id. */
    checkoutId: uuid('checkout_id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    shippingName: text('shipping_name').notNull(),
    shippingEmail: text('shipping_email'),
    shippingPhone: text('shipping_phone'),
    shippingAddress: text('shipping_address').notNull(),
    /** GST state code of the delivery address: the place of supply. */
    shippingStateCode: text('shipping_state_code').notNull().default('07'),
    /** The delivery address's PIN code (null only for orders before 0011). */
    shippingPinCode: text('shipping_pin_code'),
    /**
     * True for orders placed under decision 021's rules: prices include GST, and the tax invoice is
     * issued at the first shipment. False for older orders, whose invoices keep the old rule.
     */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /**
     * True for orders priced with CGST = SGST on every line within a state, each the half rate on
     * the taxable value, as the GST portal computes them (domain/gst-rates.ts splitTax). Older
     * orders keep the halves their invoices were issued with (the odd paisa to CGST).
     */
    equalTaxHalves: boolean('equal_tax_halves').notNull().default(false),
    /**
     * The invoice number, consecutive per GSTIN and financial year (2026-27/000042), issued with
     * the first shipment; older orders got theirs per store when placed.
     */
    invoiceNumber: text('invoice_number'),
    /** The series the number belongs to (the GSTIN's keyed hash); null for older orders. */
    invoiceSeries: text('invoice_series'),
    /**
     * The location whose GSTIN the order is invoiced under (issue 51, decision 055): its state
     * is the seller's for the tax, its series numbers the invoice, its address heads it. Its items
     * ship from locations under that GSTIN. The store's primary when an inserter leaves it out
     * (trigger `orders_billing_location`).
     */
    billingLocationId: uuid('billing_location_id')
      .notNull()
      .references((): AnyPgColumn => storeLocations.id),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    deliveryType: deliveryTypeEnum('delivery_type').notNull().default('STANDARD'),
    deliveryInstructions: text('delivery_instructions'),
    discountCode: text('discount_code'),
    /** Packaging as charged (inclusive), and its tax at the principal item's rate. */
    packagingPaise: paise('packaging_paise').notNull().default(0),
    packagingRatePercent: percent('packaging_rate_percent').notNull().default(0),
    packagingTaxablePaise: paise('packaging_taxable_paise').notNull().default(0),
    packagingCgstPaise: paise('packaging_cgst_paise').notNull().default(0),
    packagingSgstPaise: paise('packaging_sgst_paise').notNull().default(0),
    packagingIgstPaise: paise('packaging_igst_paise').notNull().default(0),
    totalPaise: paise('total_paise').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_store_created_idx').on(t.storeId, t.createdAt, t.id),
    /** A status filter's pages, newest first to the last tie (keyset order: created, id). */
    index('orders_store_status_created_idx').on(t.storeId, t.status, t.createdAt, t.id),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_checkout_idx').on(t.checkoutId),
    uniqueIndex('orders_invoice_series_number_key')
      .on(t.invoiceSeries, t.invoiceNumber)
      .where(sql`${t.invoiceSeries} IS NOT NULL`),
    /**
     * The orders search, within one store (btree_gin puts the store first): a name or reference
     * fragment of 3 characters or more by trigrams, a shorter one as a name prefix (decision 024).
     */
    index('orders_store_name_trgm_idx').using('gin', t.storeId, t.shippingName.op('gin_trgm_ops')),
    index('orders_store_ref_trgm_idx').using('gin', t.storeId, sql`(${t.id}::text) gin_trgm_ops`),
    index('orders_store_name_prefix_idx').on(
      t.storeId,
      sql`lower(${t.shippingName}) text_pattern_ops`,
    ),
  ],
);

/**
 * Items in the returns queue, as domain/dispatch.ts defines it (RETURNING, RETURNED_FOR_QC): a
 * Returned item only when it came through a return request. Raw SQL, for partial indexes too.
 */
export const RETURNS_PREDICATE = sql.raw(
  `(order_items.item_status IN (${RETURNING.map((s) => `'${s}'`).join(', ')}) OR (order_items.item_status = '${RETURNED_FOR_QC}' AND order_items.return_reason IS NOT NULL))`,
);

/**
 * An item still to be dispatched (to pack or to ship, TO_DISPATCH): the open items' partial
 * indexes, and the queues' reads, which must say it as the indexes do for the planner to use them.
 */
export const openItem = (t: { itemStatus: AnyPgColumn }) =>
  sql`${t.itemStatus} IN (${sql.raw(TO_DISPATCH.map((s) => `'${s}'`).join(', '))})`;

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /**
     * Copies of the order's store and time, which never change (db:check item_order_copy): a
     * status's or a queue's orders are read from the items' (store, status, time) index alone,
     * newest first, without walking the store's orders to find theirs.
     */
    storeId: uuid('store_id').notNull(),
    orderCreatedAt: timestamp('order_created_at', { withTimezone: true }).notNull(),
    inventoryEntryId: uuid('inventory_entry_id')
      .notNull()
      .references(() => inventoryEntries.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    colorId: uuid('color_id')
      .notNull()
      .references(() => colors.id),
    sizeId: uuid('size_id')
      .notNull()
      .references(() => sizes.id),
    productName: text('product_name').notNull(),
    /** The variant's SKU when it was ordered (invoices, labels and slips print it). */
    sku: text('sku'),
    /** The location it ships from (domain/allocation.ts), movable until it is packed. */
    locationId: uuid('location_id')
      .notNull()
      .references(() => storeLocations.id),
    pricePaise: paise('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    discountPercent: percent('discount_percent').notNull().default(0),
    taxRatePercent: percent('tax_rate_percent').notNull().default(0),
    /** The line's HSN code when ordered: the product's choice or its category's. */
    hsnCode: text('hsn_code').notNull().default('6217'),
    /**
     * The line's figures as charged (domain/gst-rates.ts lineTax), stored once at checkout and
     * read by the invoice, history, revenue and insights: the amount paid (incl. GST), its
     * taxable value and each tax. Orders before 0011 have the tax whole in tax_paise only.
     */
    amountPaise: paise('amount_paise').notNull().default(0),
    taxablePaise: paise('taxable_paise').notNull().default(0),
    taxPaise: paise('tax_paise').notNull().default(0),
    cgstPaise: paise('cgst_paise').notNull().default(0),
    sgstPaise: paise('sgst_paise').notNull().default(0),
    igstPaise: paise('igst_paise').notNull().default(0),
    /** On the order's tax invoice (not cancelled when it was issued). */
    invoiced: boolean('invoiced').notNull().default(false),
    itemStatus: orderStatusEnum('item_status').notNull().default('PENDING'),
    /** The day (YYYY-MM-DD, Indian) it must leave by (domain/dispatch.ts dispatchBy). */
    dispatchBy: text('dispatch_by'),
    /** The shipment: courier and AWB number, given when the item is marked shipped. */
    courier: text('courier'),
    awb: text('awb'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The last day (YYYY-MM-DD, Indian) a return may be asked for, fixed at delivery by the
     * store's return window then in force (decision 026): a later change of the setting neither
     * closes nor reopens it.
     */
    returnWindowEndsOn: text('return_window_ends_on'),
    /** The customer's return request: a reason from domain/dispatch.ts and their words. */
    returnReason: text('return_reason'),
    returnNote: text('return_note'),
    /** The seller's quality check of a returned item: what it found and up to 3 photos. */
    qcNote: text('qc_note'),
    qcPhotos: text('qc_photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * Some pieces of a delivered line returned (decision 026): the pieces asked back are split off into
     * their own item, which names the line it came from; the invoice still shows the one line.
     */
    splitFrom: uuid('split_from').references((): AnyPgColumn => orderItems.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_to_dispatch_idx').on(t.dispatchBy, t.orderId).where(openItem(t)),
    // The To pack and To ship queues (openItemsOf): their orders read from this index alone. At
    // 1M orders the queue's count read the open items' rows through the index above (about 16 ms).
    index('order_items_open_status_idx').on(t.itemStatus, t.orderId).where(openItem(t)),
    // A status's orders and the To pack and To ship queues' (orderItemsKeyset), newest first. At
    // 1M orders walking the store's orders for an item in a status took 10–12 ms.
    index('order_items_store_status_idx').on(t.storeId, t.itemStatus, t.orderCreatedAt, t.orderId),
    // A location's dispatch queues' counts (issue 51): its open items, by day.
    index('order_items_open_location_idx').on(t.locationId, t.dispatchBy).where(openItem(t)),
    // A location's orders (issue 51): its items' orders, read without the items' rows. At 1M
    // orders the list's count probed each of the store's orders for an item there (about 14 ms).
    index('order_items_location_order_idx').on(t.locationId, t.orderId),
    // Start-up's check for items without a dispatch-by date (backfillDispatch) reads this empty
    // index instead of every item: on 1.4M items that scan was half a second of each restart.
    index('order_items_no_dispatch_by_idx')
      .on(t.orderId)
      .where(sql`${t.dispatchBy} IS NULL`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const orderItemStatusHistory = pgTable(
  'order_item_status_history',
  {
    id: id(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id),
    /** When the move was made: on the seller's device for one queued offline (decision 049). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the server received it, where that differs from when it was made; else null. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    index('order_item_history_item_idx').on(t.orderItemId, t.changedAt),
    // Seller health's "what this figure counts" (healthItems): the moves of a metric's status,
    // newest first. Without it, at 1M orders, the list read all 5.8M moves (about 300 ms). It
    // leaves out the moves no figure counts (METRIC_STATUS), two thirds of them: named by the
    // type's first values, as a fresh database's migrations run in one transaction, where a value
    // added by ALTER TYPE cannot be used.
    index('order_item_history_health_idx')
      .on(t.toStatus, t.changedAt)
      .where(
        sql`${t.fromStatus} IS NOT NULL AND ${t.toStatus} NOT IN ('PENDING', 'PROCESSING', 'DELIVERED')`,
      ),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    issue: text('issue').notNull(),
    description: text('description').notNull(),
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: complaintStatusEnum('status').notNull().default('OPEN'),
    /** The store's note when it resolved or dismissed the complaint. */
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('complaints_store_created_idx').on(t.storeId, t.createdAt)],
);

export const complaintStatusHistory = pgTable(
  'complaint_status_history',
  {
    id: id(),
    complaintId: uuid('complaint_id')
      .notNull()
      .references(() => complaints.id),
    status: complaintStatusEnum('status').notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaint_history_complaint_idx').on(t.complaintId, t.changedAt)],
);

/**
 * How many orders a store has in all (status ALL) and in each status, kept in the transaction
 * that changes them, so that a page's total never needs a count(*) that grows with the orders.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    status: text('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.status] })],
);

/**
 * Users per role (and ALL), kept by the services (services/counters.ts) in the same transaction as
 * the insert, delete or role change: the admin Users list's total, with no growing count(*).
 */
export const userCounts = pgTable('user_counts', {
  role: text('role').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * A store's orders, pieces and revenue per Indian day of ordering, kept in the transactions that
 * place orders and cancel or return items: the dashboard's totals and 30-day chart read these.
 */
/**
 * Seller health's counters (decision 053): per store, Indian day and event
 * (domain/seller-health.ts HEALTH_COUNTERS), kept in the transaction of the event; the page sums
 * a window's days. `npm run db:check` recounts them from the item histories and listing reviews.
 */
export const storeHealthDays = pgTable(
  'store_health_days',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    day: text('day').notNull(),
    counter: text('counter').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.counter] })],
);

/** A store's seller-health record beside its step (stores.health_step): since when, and why. */
export const storeHealth = pgTable('store_health', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id),
  /** The Indian day it went over a threshold; null when under all. */
  overSince: text('over_since'),
  /** The metrics over at the last review. */
  overMetrics: text('over_metrics')
    .array()
    .$type<HealthMetric[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The Indian day of the last daily review. */
  reviewedOn: text('reviewed_on'),
  /** An admin's exemption from hold and pause, up to and including this day. */
  exemptUntil: text('exempt_until'),
  exemptReason: text('exempt_reason'),
  exemptBy: uuid('exempt_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
});

/**
 * Each step a store takes on seller health (decision 053): the platform's daily review (no actor)
 * or an admin's exemption, with the metrics over at the time; the store's page shows them.
 */
export const storeHealthSteps = pgTable(
  'store_health_steps',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    fromStep: healthStepEnum('from_step').notNull(),
    toStep: healthStepEnum('to_step').notNull(),
    metrics: text('metrics').array().$type<HealthMetric[]>().notNull(),
    /** The admin who exempted the store; null: the platform's daily review. */
    actorId: uuid('actor_id').references(() => users.id),
    /** An exemption's day and reason. */
    exemptUntil: text('exempt_until'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** The order steps were taken in (an exemption and the review it causes share a time). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('store_health_steps_store_idx').on(t.storeId, t.seq)],
);

export const storeDailySales = pgTable(
  'store_daily_sales',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    day: text('day').notNull(),
    orders: integer('orders').notNull().default(0),
    pieces: integer('pieces').notNull().default(0),
    revenuePaise: paise('revenue_paise').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/**
 * How many inventory entries of live (not deleted) products a store has, kept by the services
 * (services/counters.ts) in the transaction that adds entries or deletes a product: the inventory
 * lists' totals, with no count(*) that grows with the catalogue.
 */
export const inventoryCounts = pgTable('inventory_counts', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id),
  count: integer('count').notNull().default(0),
});

/** The last invoice serial of a store in a financial year. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.financialYear] })],
);

/**
 * The last number of each series of tax documents (INV invoices, CN credit notes) per GSTIN
 * (its keyed hash) and financial year: taken in the transaction that issues the document.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    seriesKey: text('series_key').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.seriesKey, t.kind, t.financialYear] })],
);

/**
 * A credit note: an invoiced item cancelled, returned or back by RTO, its amounts reversed as
 * invoiced; or the order's packaging, when nothing of the order was supplied (decision 026, then
 * `order_item_id` is null). The invoice itself never changes once issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id').references(() => orderItems.id),
    series: text('series').notNull(),
    number: text('number').notNull(),
    /** What the item became: CANCELLED, RETURNED or RTO_DELIVERED. */
    reason: orderStatusEnum('reason').notNull(),
    quantity: integer('quantity').notNull(),
    /** The GST rate of what it reverses, as invoiced (Rule 53: each tax's rate and amount). */
    ratePercent: percent('rate_percent').notNull().default(0),
    amountPaise: paise('amount_paise').notNull(),
    taxablePaise: paise('taxable_paise').notNull(),
    cgstPaise: paise('cgst_paise').notNull(),
    sgstPaise: paise('sgst_paise').notNull(),
    igstPaise: paise('igst_paise').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_series_number_key').on(t.series, t.number),
    uniqueIndex('credit_notes_item_key').on(t.orderItemId),
    uniqueIndex('credit_notes_packaging_key')
      .on(t.orderId)
      .where(sql`${t.orderItemId} IS NULL`),
    index('credit_notes_order_idx').on(t.orderId),
  ],
);

/**
 * Items still to dispatch per store, dispatch-by day and status (PENDING = to pack, PROCESSING =
 * to ship), kept with each move in its transaction: the queues' counts without a growing
 * count(*). A row at zero is deleted.
 */
export const dispatchDue = pgTable(
  'dispatch_due',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    day: text('day').notNull(),
    status: orderStatusEnum('status').notNull(),
    items: integer('items').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.status] })],
);

/**
 * A seller's claim on a return or an RTO (issue 50, decision 054; domain/claims.ts), decided by a
 * support admin. The QC disputes of decision 022 are claims of kind QC_DISPUTE (ids kept). One claim
 * per item: a second would pay the same loss twice.
 */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    kind: text('kind').$type<ClaimKind>().notNull(),
    /** The return's (or the RTO's) AWB; null for a QC dispute. */
    awb: text('awb'),
    note: text('note').notNull(),
    /** Private uploads (qcPhotos and claimVideos folders), as stored (unsigned). */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text('video'),
    amountClaimedPaise: paise('amount_claimed_paise').notNull(),
    /** The last Indian day it could be filed on, under the policy then in force. */
    deadline: text('deadline').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('OPEN'),
    amountAcceptedPaise: paise('amount_accepted_paise'),
    decisionReason: text('decision_reason'),
    /** A decision for the seller put the goods back into stock. */
    restocked: boolean('restocked').notNull().default(false),
    filedBy: uuid('filed_by').references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('claims_item_key').on(t.orderItemId),
    /** The support queue, and a store's claims, each a keyset in time. */
    index('claims_status_idx').on(t.status, t.createdAt, t.id),
    index('claims_store_idx').on(t.storeId, t.createdAt, t.id),
  ],
);

/**
 * The settlement ledger (decision 022): lines each delivered, returned or RTO'd item writes, in paise
 * (positive owed to the seller), written once and never edited (domain/settlement.ts).
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    /** The move that wrote it: DELIVERED, RETURNED or RTO_DELIVERED. */
    event: orderStatusEnum('event').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** What it settles: the item, or the order's packaging written with its first delivery. */
    part: text('part').$type<LedgerPart>().notNull().default('ITEM'),
    amountPaise: paise('amount_paise').notNull(),
    rateBp: integer('rate_bp'),
    /**
     * The taxable value a SALE or PACKAGING line carries (negative when it takes one back): the
     * supplies and returns the TCS return (GSTR-8) reports, summed from the lines (decision 026).
     */
    taxablePaise: paise('taxable_paise'),
    /** The Indian date from which it may be paid out. */
    payableOn: text('payable_on').notNull(),
    /** The claim an accepted claim's line pays (decision 054): exactly one line each. */
    claimId: uuid('claim_id').references(() => claims.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_lines_claim_key')
      .on(t.claimId)
      .where(sql`${t.claimId} IS NOT NULL`),
    index('ledger_lines_store_payable_idx').on(t.storeId, t.payableOn),
    index('ledger_lines_item_idx').on(t.orderItemId),
    /** The ledger's keyset (services/settlement.ts): a page or an export batch is a range. */
    index('ledger_lines_store_keyset_idx').on(t.storeId, t.createdAt, t.orderItemId, t.id),
    /** An order's packaging is settled once. */
    uniqueIndex('ledger_lines_packaging_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.part} = 'PACKAGING' AND ${t.event} = 'DELIVERED'`),
  ],
);

/** A weekly batch of a store's payable lines; the admin marks it paid with its UTR. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    cycleDay: text('cycle_day').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    lines: integer('lines').notNull(),
    status: text('status').$type<'DUE' | 'PAID'>().notNull().default('DUE'),
    utr: text('utr'),
    paidOn: text('paid_on'),
    paidBy: uuid('paid_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_store_cycle_key').on(t.storeId, t.cycleDay),
    index('payouts_status_idx').on(t.status, t.cycleDay),
  ],
);

/** Which payout a ledger line was paid in: each line at most once. */
export const payoutLines = pgTable('payout_lines', {
  ledgerLineId: uuid('ledger_line_id')
    .primaryKey()
    .references(() => ledgerLines.id),
  payoutId: uuid('payout_id')
    .notNull()
    .references(() => payouts.id),
});

/** The admin's commission per category, in basis points, dated (decision 022). */
export const commissionRates = pgTable(
  'commission_rates',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    from: text('from_day').notNull(),
    bp: integer('bp').notNull(),
    setBy: uuid('set_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.from] })],
);

/** Which owner a GSTIN (its keyed hash) belongs to: their stores share its invoice series. */
export const gstinClaims = pgTable('gstin_claims', {
  gstinHash: text('gstin_hash').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * How many audit entries there are, kept by the services (services/counters.ts) with each
 * audit_log row, in its transaction: the audit page's total, with no count(*) over a log that
 * only grows.
 */
export const auditCounts = pgTable('audit_counts', {
  scope: text('scope').primaryKey(),
  count: integer('count').notNull().default(0),
});

/** Every admin decision and KYC reveal: who, when, what (action and subject) and why. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_subject_idx').on(t.subjectId, t.createdAt),
  ],
);

/** Registration codes: only an HMAC of the code is kept. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    email: text('email').notNull(),
    purpose: codePurposeEnum('purpose').notNull(),
    /** The customer a SHIPPING_EMAIL code was sent for (their order mails may go there). */
    userId: uuid('user_id').references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a newer code replaces it, or when it was verified. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when the verified code was spent on creating the account. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * A store's members beside its owner (decision 051): each person acts in the store under their
 * own name with their role's permissions. The owner is `stores.owner_id`, never a row here; a
 * removed member keeps the row (their actions still name them), with `removed_at` set.
 */
export const storeMembers = pgTable(
  'store_members',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: storeRoleEnum('role').notNull(),
    /**
     * The location they work at (issue 51): their lists open on it and their device saves its
     * queues; null, every location (the owner always).
     */
    locationId: uuid('location_id').references(() => storeLocations.id),
    invitedBy: uuid('invited_by').references(() => users.id),
    /** When they last did something in the store (a write through the API). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_members_store_user_key').on(t.storeId, t.userId),
    index('store_members_user_idx').on(t.userId),
    check('store_members_not_owner', sql`${t.role} <> 'OWNER'`),
  ],
);

/**
 * How one person of a store hears about one topic (issue 49): in the console, by mail. The owner
 * and members alike; no row is NOTICE_DEFAULT (domain/permissions.ts).
 */
export const storeNoticeSettings = pgTable(
  'store_notice_settings',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    topic: storeNoticeTopicEnum('topic').notNull(),
    inConsole: boolean('in_console').notNull(),
    byMail: boolean('by_mail').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId, t.topic] })],
);

/**
 * An invitation to a store: a one-time token (only its SHA-256 kept) e-mailed to a person, with
 * the role they get; accepted by a signed-in seller account of that e-mail before it expires.
 */
export const storeInvitations = pgTable(
  'store_invitations',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    email: text('email').notNull(),
    role: storeRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('store_invitations_token_key').on(t.tokenHash),
    index('store_invitations_store_idx').on(t.storeId, t.createdAt),
    check('store_invitations_not_owner', sql`${t.role} <> 'OWNER'`),
  ],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Replays of mutations sent with an Idempotency-Key (api-contract.md). */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    key: uuid('key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_records_created_idx').on(t.createdAt),
    index('idempotency_records_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /**
     * The title and body as messages (decision 030), rendered in the reader's language when read;
     * `title` and `body` keep them in English for rows and readers that predate it.
     */
    message: jsonb('message').$type<{ title: MessageRef; body: MessageRef | null }>(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.readAt, t.createdAt)],
);

/**
 * Mail to send (decision 019): written in the transaction of the change it tells about, so it
 * exists exactly when the change does, and sent by the outbox worker after commit, with retries.
 * A mail that carries a secret (a sign-up code, a reset link) has its subject and text wiped once
 * sent.
 */
/** The addresses a customer proved with a code: their order mails may go there. */
export const verifiedEmails = pgTable(
  'verified_emails',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    secret: boolean('secret').notNull().default(false),
    /** 0 for what a person waits for (sign-up codes, reset links), sent before 1 (notifications). */
    priority: smallint('priority').notNull().default(1),
    /**
     * One mail per event: a mail queued with the topic of a mail not yet taken is added to it
     * (an order's items cancelled together are one mail, not one each).
     */
    topic: text('topic'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (next) take it; a taken mail is leased by moving this forward. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after the last retry. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.priority, t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    uniqueIndex('mail_outbox_topic_idx')
      .on(t.topic)
      .where(sql`${t.attempts} = 0 AND ${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    index('mail_outbox_recipient_idx').on(t.to, t.createdAt),
  ],
);

/**
 * Which account an Aadhaar number (its keyed hash) belongs to: the primary key makes the claim
 * atomic, so concurrent sign-ups with one number cannot both take it.
 */
/**
 * A PAN belongs to one owner (decision 026), whichever GSTIN it sits in (a GSTIN carries its holder's
 * PAN in characters 3 to 12, so one business registered in two states has one PAN): the keyed
 * hash of the PAN and its owner, claimed atomically as GSTINs and Aadhaar numbers are.
 */
export const panClaims = pgTable('pan_claims', {
  panHash: text('pan_hash').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const aadhaarClaims = pgTable('aadhaar_claims', {
  aadhaarHash: text('aadhaar_hash').primaryKey(),
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/**
 * Platform settings an admin changes (one row per key, a JSON value), e.g. how long an unpaid
 * cash-on-delivery order may hold stock.
 */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});

/**
 * A catalogue sheet checked and, once its owner asks, applied (issue 32, decision 036): the plan
 * its dry run made, and how far the apply has come, so that it resumes after a restart.
 */
export const catalogueImports = pgTable(
  'catalogue_imports',
  {
    id: id(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fileName: text('file_name').notNull(),
    /** INVALID (errors: never applied), READY, APPLYING, DONE, FAILED. */
    status: text('status').$type<CatalogueImportStatus>().notNull(),
    /** Every product to write, in sheet order (server/services/catalogue-import.ts ImportPlan). */
    plan: jsonb('plan').$type<unknown[]>().notNull(),
    /** Every problem of the sheet, by row and column (domain/catalogue-sheet.ts SheetError). */
    errors: jsonb('errors').$type<SheetError[]>().notNull(),
    products: integer('products').notNull(),
    variants: integer('variants').notNull(),
    newProducts: integer('new_products').notNull(),
    /** Products applying would create or change (the rest already have the sheet's values). */
    toChange: integer('to_change').notNull().default(0),
    /** Products of the plan written so far: the apply resumes at this one. */
    done: integer('done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    /** Products of the sheet left without images: drafts that need photos. */
    drafts: integer('drafts').notNull().default(0),
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('catalogue_imports_store_idx').on(t.storeId, t.createdAt),
    index('catalogue_imports_status_idx').on(t.status),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;
export type StoreInvitationRow = typeof storeInvitations.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type InventoryEntryRow = typeof inventoryEntries.$inferSelect;
export type StoreLocationRow = typeof storeLocations.$inferSelect;
export type StockTransferRow = typeof stockTransfers.$inferSelect;
export type StockTransferLineRow = typeof stockTransferLines.$inferSelect;
export type LocationStockRow = typeof locationStock.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;
export type LedgerLineRow = typeof ledgerLines.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type ComplaintRow = typeof complaints.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type ListingReviewRow = typeof listingReviews.$inferSelect;
export type CatalogueImportRow = typeof catalogueImports.$inferSelect;

/**
 * A passkey (WebAuthn credential) a person registered: they sign in with it, and an admin
 * confirms a KYC reveal with it. Only the public key is kept; `counter` is the authenticator's
 * signature counter, checked to only grow.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The credential's id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * A WebAuthn challenge the server sent, spent once: registering a passkey, signing in with one,
 * or confirming a KYC reveal. Kept a few minutes (PASSKEY_CHALLENGE_MINUTES).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    /** Who asked (null for a sign-in, where nobody is known yet). */
    userId: uuid('user_id').references(() => users.id),
    purpose: text('purpose').notNull(),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('passkey_challenges_purpose', sql`${t.purpose} in ('REGISTER', 'SIGN_IN', 'CONFIRM')`),
  ],
);

export type PasskeyRow = typeof passkeys.$inferSelect;
export type StoreHealthRow = typeof storeHealth.$inferSelect;
export type StoreHealthStepRow = typeof storeHealthSteps.$inferSelect;
