/**
 * What a customer can read (decision 027): every field of every type reachable from a root field a
 * customer may call, less the `@staff` ones, is this reviewed list. A new field on such a type
 * fails here until someone decides whether it is the customer's to read (listed below) or the
 * store's side (`@staff` in schema.graphql); the dispatch-returns test reads the hidden ones as a
 * customer.
 */
import { getDirective } from '@graphql-tools/utils';
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { rolesOf, SCHEMA } from './schema-fields.ts';

const CUSTOMER_READABLE: Record<string, string> = {
  // A customer's staff role is none, and their permissions an empty list.
  User: 'id email role authProvider createdAt updatedAt name phone profileImage stores version lowStockThreshold locale blocked blockedReason adminRole adminPermissions',
  // Anyone signed in keeps passkeys of their own (decision 051).
  Passkey: 'id name createdAt lastUsedAt',
  PasskeyChallenge: 'id options',
  // A customer has no stores: `me.stores` is empty for them, so these are the owner's own.
  // myRole, myPermissions, myLocationId and myNotices are the caller's own: a customer reads null and empty lists.
  Store:
    'id name logo isDeleted type description createdAt isApproved status statusReason isPaused handlingDays returnWindowDays organisationId kyc review myRole myPermissions myLocationId myNotices',
  StoreNoticeSetting: 'topic inConsole byMail',
  // What an invitation's link invites to: for whoever holds the link, signed in or not.
  InvitationPreview: 'storeName email role expiresAt expired accepted',
  StoreKyc: 'gstin pan aadhaar accountNo ifsc upiId',
  StoreReview:
    'address email phone emergencyPhone pocName pocPhone images storePolicy returnPolicy shippingPolicy ownerEmail otherStores stateCode stateName pinCode gstinStateCode gstinStateName gstinStateMismatch',
  // The catalogue's own data (decision 034).
  ProductCategory: 'id name names gender subCategory subCategories sizeSystemIds',
  SubCategory: 'id name names sizeSystemIds',
  Color: 'id name names hexCode baseColorId',
  ProductSize: 'id name names systemId',
  SizeSystem: 'id code name names sizes',
  // Their names in other languages (decision 034).
  LocalizedName: 'locale name',
  NotificationFeed: 'unreadCount items',
  Notification: 'id kind title body link read createdAt',
  SupportContact: 'email phone',
  Order:
    'id createdAt status totalAmount totalAmountPaise pricesIncludeTax paymentMethod paymentInfo shippingInfo sender userId storeId checkoutId discountCode deliveryType deliveryInstructions packaging packagingPaise packagingTaxPaise invoiceNumber invoicedAt creditNotes settlement items',
  ShippingInfo: 'name email phone address stateCode pinCode',
  // The store's business address and phone, as its invoices and labels print them.
  OrderSender: 'name address phone stateCode pinCode',
  CreditNote:
    'id number date invoiceNumber reason orderItemId productName quantity taxRatePercent taxableValuePaise cgstPaise sgstPaise igstPaise totalPaise',
  OrderSettlement: 'cancelledPaise refundedPaise paysPaise',
  // The QC note and photos of their own return tell the customer why it was refused.
  OrderItem:
    'id itemStatus price pricePaise quantity total totalPaise discountPercent taxRate hsnCode sku unit amountPaise taxablePaise taxPaise productId colorId sizeId referenceId productName color size product statusHistory dispatchBy breached courier awb shippedAt deliveredAt returnWindowEndsOn returnReason returnNote qcNote qcPhotos qcDispute',
  // What the shop shows: price and what can be bought.
  Product:
    'storeName id storeId name description gender category subCategory tags mainImage productImages customReturnPolicy customShippingPolicy hsnCode chosenHsnCode isDeleted createdAt version stock price pricePaise maxPrice maxPricePaise availableStock lowStock colors sizes entries needsPhotos',
  ProductCategoryRef: 'id name names',
  // A colour's own photos are the listing's.
  ProductColorRef: 'colorId images',
  ProductSizeRef: 'sizeId',
  InventoryEntry:
    // The MRP and barcode are the listing's; the SKU is the seller's own (@staff).
    'id price pricePaise totalStock reservedStock availableStock productColorId productSizeId categoryId subCategoryId color size product version lowStock mrp mrpPaise gtin',
  StatusChange: 'status at receivedAt',
  // The seller's grounds, the QC record disputed and the admin's reason are @staff.
  QcDispute: 'id orderItemId orderId storeId storeName productName status createdAt decidedAt',
  ProductPage: 'items totalCount totalCapped nextCursor prevCursor',
  OrderPage: 'items totalCount totalCapped nextCursor prevCursor',
  AuthPayload: 'user token',
  SendOtpResult: 'success resendAfter',
  Checkout: 'checkoutId orders',
  Complaint:
    'id orderId orderItemId customerName productName issue description attachments status resolutionNote history createdAt updatedAt',
  ComplaintChange: 'status note at',
};

/** Type → its fields a customer reads, walking from the root fields a customer may call. */
function customerReadable(): Record<string, string> {
  const roots = [
    ...Object.values(SCHEMA.getQueryType()!.getFields()),
    ...Object.values(SCHEMA.getMutationType()!.getFields()),
  ].filter((f) => {
    const roles = rolesOf(f);
    return roles === null || roles.length === 0 || roles.includes('CUSTOMER');
  });
  const seen: Record<string, string> = {};
  const visit = (type: GraphQLObjectType) => {
    if (type.name in seen) return;
    const fields = Object.values(type.getFields()).filter(
      (f) => !getDirective(SCHEMA, f, 'staff')?.[0],
    );
    seen[type.name] = fields.map((f) => f.name).join(' ');
    for (const f of fields) {
      const named = getNamedType(f.type);
      if (isObjectType(named)) visit(named);
    }
  };
  for (const root of roots) {
    const named = getNamedType(root.type);
    if (isObjectType(named)) visit(named);
  }
  return seen;
}

describe('what a customer reads', () => {
  it('is the reviewed list: a new field is either listed here or @staff', () => {
    expect(customerReadable()).toEqual(CUSTOMER_READABLE);
  });

  it('hides a QC dispute from the customer but its status', () => {
    const dispute = SCHEMA.getType('QcDispute') as GraphQLObjectType;
    const hidden = Object.values(dispute.getFields())
      .filter((f) => getDirective(SCHEMA, f, 'staff')?.[0])
      .map((f) => f.name);
    expect(hidden).toEqual(['note', 'qcNote', 'qcPhotos', 'decisionReason']);
  });
});
