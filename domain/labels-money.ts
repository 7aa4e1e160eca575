import type { LedgerKind } from './settlement.ts';
import { m, type Message } from './messages.ts';

/**
 * The settlement ledger's kinds, a payout's status and a credit note's reason. Read with `labelOf`
 * (domain/labels.ts). An area's labels are a module of their own, so that a page's chunk carries
 * only the words it shows.
 */
export const LEDGER_KIND_LABELS = {
  SALE: m.labelLedgerkindSale,
  PACKAGING: m.labelLedgerkindPackaging,
  COMMISSION: m.labelLedgerkindCommission,
  FIXED_FEE: m.labelLedgerkindFixedFee,
  SHIPPING_FEE: m.labelLedgerkindShippingFee,
  RETURN_SHIPPING_FEE: m.labelLedgerkindReturnShippingFee,
  GST_ON_FEES: m.labelLedgerkindGstOnFees,
  TCS: m.labelLedgerkindTcs,
  TCS_CGST: m.labelLedgerkindTcsCgst,
  TCS_SGST: m.labelLedgerkindTcsSgst,
  TCS_IGST: m.labelLedgerkindTcsIgst,
  TDS: m.labelLedgerkindTds,
  QC_COMPENSATION: m.labelLedgerkindQcCompensation,
  CLAIM_COMPENSATION: m.labelLedgerkindClaimCompensation,
} satisfies Record<LedgerKind, Message>;

export const PAYOUT_STATUS_LABELS = { DUE: m.labelPayoutstatusDue, PAID: m.labelPayoutstatusPaid };

/** Why a credit note was issued (decision 026: an RTO's is not "Cancelled"). */
export const CREDIT_NOTE_REASON_LABELS = {
  CANCELLED: m.labelCreditnotereasonCancelled,
  RETURNED: m.labelCreditnotereasonReturned,
  RTO_DELIVERED: m.labelCreditnotereasonRtoDelivered,
};
