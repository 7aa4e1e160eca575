import type {
  ComplaintStatus,
  DeliveryType,
  GenderCode,
  OrderStatus,
  PaymentMethod,
  Role,
  StoreStatus,
  StoreType,
  QcDisputeStatus,
} from './enums.ts';
import type { DispatchQueue, ReturnReason } from './dispatch.ts';
import type { LedgerKind } from './settlement.ts';

/** What a person reads for each code the API answers (issue 16): one place for every screen. */
export const LABELS = {
  orderStatus: {
    PENDING: 'Pending',
    PROCESSING: 'Processing',
    SHIPPED: 'Shipped',
    DELIVERED: 'Delivered',
    CANCELLED: 'Cancelled',
    RETURNED: 'Returned',
    RTO_INITIATED: 'RTO initiated',
    RTO_DELIVERED: 'RTO delivered',
    RETURN_REQUESTED: 'Return requested',
    RETURN_PICKED: 'Return picked',
    QC_PASSED: 'QC passed',
    QC_FAILED: 'QC failed',
  } satisfies Record<OrderStatus, string>,
  paymentMethod: {
    UPI: 'UPI',
    CARD: 'Card',
    NET_BANKING: 'Net banking',
    COD: 'Cash on delivery',
  } satisfies Record<PaymentMethod, string>,
  deliveryType: {
    STANDARD: 'Standard',
    EXPRESS: 'Express',
  } satisfies Record<DeliveryType, string>,
  role: {
    ADMIN: 'Admin',
    STORE_OWNER: 'Store owner',
    CUSTOMER: 'Customer',
  } satisfies Record<Role, string>,
  storeType: {
    BRAND: 'Brand',
    THRIFT: 'Thrift',
  } satisfies Record<StoreType, string>,
  storeStatus: {
    PENDING: 'Pending',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
    DEACTIVATED: 'Deactivated',
  } satisfies Record<StoreStatus, string>,
  complaintStatus: {
    OPEN: 'Open',
    IN_REVIEW: 'In review',
    RESOLVED: 'Resolved',
    DISMISSED: 'Dismissed',
  } satisfies Record<ComplaintStatus, string>,
  dispatchQueue: {
    TO_PACK: 'To pack',
    TO_SHIP: 'To ship',
    BREACHING_TODAY: 'Breaching today',
    BREACHED: 'Breached',
  } satisfies Record<DispatchQueue, string>,
  returnReason: {
    SIZE_TOO_SMALL: 'Size too small',
    SIZE_TOO_LARGE: 'Size too large',
    DAMAGED: 'Arrived damaged',
    WRONG_ITEM: 'Wrong item sent',
    NOT_AS_DESCRIBED: 'Not as described',
    QUALITY: 'Quality not as expected',
    NO_LONGER_NEEDED: 'No longer needed',
  } satisfies Record<ReturnReason, string>,
  gender: { MA: 'Male', FE: 'Female', UN: 'Unisex' } satisfies Record<GenderCode, string>,
  ledgerKind: {
    SALE: 'Sale value (incl. GST)',
    PACKAGING: 'Packaging (incl. GST)',
    COMMISSION: 'Marketplace commission',
    FIXED_FEE: 'Fixed fee',
    SHIPPING_FEE: 'Shipping fee',
    RETURN_SHIPPING_FEE: 'Return shipping fee',
    GST_ON_FEES: 'GST on commission and fees',
    TCS: 'TCS (GST s. 52)',
    TCS_CGST: 'TCS CGST (GST s. 52)',
    TCS_SGST: 'TCS SGST/UTGST (GST s. 52)',
    TCS_IGST: 'TCS IGST (GST s. 52)',
    TDS: 'TDS (income tax s. 194-O)',
    QC_COMPENSATION: 'QC dispute decided for you',
  } satisfies Record<LedgerKind, string>,
  payoutStatus: { DUE: 'Due', PAID: 'Paid' },
  /** Why a credit note was issued (issue 29: an RTO's is not "Cancelled"). */
  creditNoteReason: {
    CANCELLED: 'Cancelled',
    RETURNED: 'Returned',
    RTO_DELIVERED: 'Returned to origin (not delivered)',
  },
  qcDispute: {
    OPEN: 'Open',
    UPHELD: 'Upheld (the QC failure stands)',
    OVERTURNED: 'Overturned (decided for the seller)',
  } satisfies Record<QcDisputeStatus, string>,
} as const;

export type LabelKind = keyof typeof LABELS;

/** The label of `code` of `kind`; an unknown code (a newer server) shows as it came. */
export function labelOf(kind: LabelKind, code: string): string {
  return (LABELS[kind] as Record<string, string>)[code] ?? code;
}

/** An order or complaint status, whichever it is. */
export function statusLabel(code: string): string {
  const order: Record<string, string> = LABELS.orderStatus;
  const complaint: Record<string, string> = LABELS.complaintStatus;
  return order[code] ?? complaint[code] ?? code;
}
