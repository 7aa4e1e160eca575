import type { ClaimDecision } from './claims.ts';
import type {
  ClaimKind,
  ClaimStatus,
  DeliveryType,
  PaymentMethod,
  QcDisputeStatus,
} from './enums.ts';
import type { DispatchQueue, ReturnReason } from './dispatch.ts';
import { m, type Message } from './messages.ts';

/**
 * An order's payment, delivery, dispatch queue, return reason and claims, as a person reads them.
 * Read with `labelOf` (domain/labels.ts). An area's labels are a module of their own, so that a
 * page's chunk carries only the words it shows.
 */
export const PAYMENT_METHOD_LABELS = {
  UPI: m.labelPaymentmethodUpi,
  CARD: m.labelPaymentmethodCard,
  NET_BANKING: m.labelPaymentmethodNetBanking,
  COD: m.labelPaymentmethodCod,
} satisfies Record<PaymentMethod, Message>;

export const DELIVERY_TYPE_LABELS = {
  STANDARD: m.labelDeliverytypeStandard,
  EXPRESS: m.labelDeliverytypeExpress,
} satisfies Record<DeliveryType, Message>;

export const DISPATCH_QUEUE_LABELS = {
  TO_PACK: m.labelDispatchqueueToPack,
  TO_SHIP: m.labelDispatchqueueToShip,
  BREACHING_TODAY: m.labelDispatchqueueBreachingToday,
  BREACHED: m.labelDispatchqueueBreached,
} satisfies Record<DispatchQueue, Message>;

export const RETURN_REASON_LABELS = {
  SIZE_TOO_SMALL: m.labelReturnreasonSizeTooSmall,
  SIZE_TOO_LARGE: m.labelReturnreasonSizeTooLarge,
  DAMAGED: m.labelReturnreasonDamaged,
  WRONG_ITEM: m.labelReturnreasonWrongItem,
  NOT_AS_DESCRIBED: m.labelReturnreasonNotAsDescribed,
  QUALITY: m.labelReturnreasonQuality,
  NO_LONGER_NEEDED: m.labelReturnreasonNoLongerNeeded,
} satisfies Record<ReturnReason, Message>;

export const QC_DISPUTE_LABELS = {
  OPEN: m.labelQcdisputeOpen,
  UPHELD: m.labelQcdisputeUpheld,
  OVERTURNED: m.labelQcdisputeOverturned,
} satisfies Record<QcDisputeStatus, Message>;

export const CLAIM_KIND_LABELS = {
  RETURN_DAMAGED: m.labelClaimkindReturnDamaged,
  RETURN_USED: m.labelClaimkindReturnUsed,
  WRONG_ITEM_RETURNED: m.labelClaimkindWrongItemReturned,
  PIECES_MISSING: m.labelClaimkindPiecesMissing,
  RTO_LOST: m.labelClaimkindRtoLost,
  RTO_DAMAGED: m.labelClaimkindRtoDamaged,
  QC_DISPUTE: m.labelClaimkindQcDispute,
} satisfies Record<ClaimKind, Message>;

export const CLAIM_STATUS_LABELS = {
  OPEN: m.labelClaimstatusOpen,
  ACCEPTED: m.labelClaimstatusAccepted,
  PARTLY_ACCEPTED: m.labelClaimstatusPartlyAccepted,
  REJECTED: m.labelClaimstatusRejected,
} satisfies Record<ClaimStatus, Message>;

export const CLAIM_DECISION_LABELS = {
  ACCEPT: m.labelClaimdecisionAccept,
  PARTLY_ACCEPT: m.labelClaimdecisionPartlyAccept,
  REJECT: m.labelClaimdecisionReject,
} satisfies Record<ClaimDecision, Message>;
