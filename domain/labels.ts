import type { ClaimDecision } from './claims.ts';
import type { ClaimKind, ClaimStatus } from './enums.ts';
import type {
  ListingDecision,
  ListingRejectReason,
  ListingState,
  SnapshotField,
} from './listing-review.ts';
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
import type { HealthMetric, HealthStep } from './seller-health.ts';
import type { LedgerKind } from './settlement.ts';
import { m, type Message } from './messages.ts';
import type { StoreNoticeTopic, StoreRole } from './permissions.ts';

/** What a person reads for each code the API answers (decision 020): one place for every screen. */
export const LABELS = {
  orderStatus: {
    PENDING: m.labelOrderstatusPending,
    PROCESSING: m.labelOrderstatusProcessing,
    SHIPPED: m.labelOrderstatusShipped,
    DELIVERED: m.labelOrderstatusDelivered,
    CANCELLED: m.labelOrderstatusCancelled,
    RETURNED: m.labelOrderstatusReturned,
    RTO_INITIATED: m.labelOrderstatusRtoInitiated,
    RTO_DELIVERED: m.labelOrderstatusRtoDelivered,
    RETURN_REQUESTED: m.labelOrderstatusReturnRequested,
    RETURN_PICKED: m.labelOrderstatusReturnPicked,
    QC_PASSED: m.labelOrderstatusQcPassed,
    QC_FAILED: m.labelOrderstatusQcFailed,
  } satisfies Record<OrderStatus, Message>,
  paymentMethod: {
    UPI: m.labelPaymentmethodUpi,
    CARD: m.labelPaymentmethodCard,
    NET_BANKING: m.labelPaymentmethodNetBanking,
    COD: m.labelPaymentmethodCod,
  } satisfies Record<PaymentMethod, Message>,
  deliveryType: {
    STANDARD: m.labelDeliverytypeStandard,
    EXPRESS: m.labelDeliverytypeExpress,
  } satisfies Record<DeliveryType, Message>,
  role: {
    ADMIN: m.labelRoleAdmin,
    STORE_OWNER: m.labelRoleStoreOwner,
    CUSTOMER: m.labelRoleCustomer,
  } satisfies Record<Role, Message>,
  storeType: {
    BRAND: m.labelStoretypeBrand,
    THRIFT: m.labelStoretypeThrift,
  } satisfies Record<StoreType, Message>,
  storeStatus: {
    PENDING: m.labelStorestatusPending,
    APPROVED: m.labelStorestatusApproved,
    REJECTED: m.labelStorestatusRejected,
    DEACTIVATED: m.labelStorestatusDeactivated,
  } satisfies Record<StoreStatus, Message>,
  complaintStatus: {
    OPEN: m.labelComplaintstatusOpen,
    IN_REVIEW: m.labelComplaintstatusInReview,
    RESOLVED: m.labelComplaintstatusResolved,
    DISMISSED: m.labelComplaintstatusDismissed,
  } satisfies Record<ComplaintStatus, Message>,
  dispatchQueue: {
    TO_PACK: m.labelDispatchqueueToPack,
    TO_SHIP: m.labelDispatchqueueToShip,
    BREACHING_TODAY: m.labelDispatchqueueBreachingToday,
    BREACHED: m.labelDispatchqueueBreached,
  } satisfies Record<DispatchQueue, Message>,
  returnReason: {
    SIZE_TOO_SMALL: m.labelReturnreasonSizeTooSmall,
    SIZE_TOO_LARGE: m.labelReturnreasonSizeTooLarge,
    DAMAGED: m.labelReturnreasonDamaged,
    WRONG_ITEM: m.labelReturnreasonWrongItem,
    NOT_AS_DESCRIBED: m.labelReturnreasonNotAsDescribed,
    QUALITY: m.labelReturnreasonQuality,
    NO_LONGER_NEEDED: m.labelReturnreasonNoLongerNeeded,
  } satisfies Record<ReturnReason, Message>,
  gender: { MA: m.labelGenderMa, FE: m.labelGenderFe, UN: m.labelGenderUn } satisfies Record<
    GenderCode,
    Message
  >,
  ledgerKind: {
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
  } satisfies Record<LedgerKind, Message>,
  payoutStatus: { DUE: m.labelPayoutstatusDue, PAID: m.labelPayoutstatusPaid },
  /** Why a credit note was issued (decision 026: an RTO's is not "Cancelled"). */
  creditNoteReason: {
    CANCELLED: m.labelCreditnotereasonCancelled,
    RETURNED: m.labelCreditnotereasonReturned,
    RTO_DELIVERED: m.labelCreditnotereasonRtoDelivered,
  },
  qcDispute: {
    OPEN: m.labelQcdisputeOpen,
    UPHELD: m.labelQcdisputeUpheld,
    OVERTURNED: m.labelQcdisputeOverturned,
  } satisfies Record<QcDisputeStatus, Message>,
  claimKind: {
    RETURN_DAMAGED: m.labelClaimkindReturnDamaged,
    RETURN_USED: m.labelClaimkindReturnUsed,
    WRONG_ITEM_RETURNED: m.labelClaimkindWrongItemReturned,
    PIECES_MISSING: m.labelClaimkindPiecesMissing,
    RTO_LOST: m.labelClaimkindRtoLost,
    RTO_DAMAGED: m.labelClaimkindRtoDamaged,
    QC_DISPUTE: m.labelClaimkindQcDispute,
  } satisfies Record<ClaimKind, Message>,
  claimStatus: {
    OPEN: m.labelClaimstatusOpen,
    ACCEPTED: m.labelClaimstatusAccepted,
    PARTLY_ACCEPTED: m.labelClaimstatusPartlyAccepted,
    REJECTED: m.labelClaimstatusRejected,
  } satisfies Record<ClaimStatus, Message>,
  claimDecision: {
    ACCEPT: m.labelClaimdecisionAccept,
    PARTLY_ACCEPT: m.labelClaimdecisionPartlyAccept,
    REJECT: m.labelClaimdecisionReject,
  } satisfies Record<ClaimDecision, Message>,
  /** What an admin did, in the audit log. */
  auditAction: {
    CLAIM_FILED: m.labelAuditactionClaimFiled,
    CLAIM_ACCEPTED: m.labelAuditactionClaimAccepted,
    CLAIM_PARTLY_ACCEPTED: m.labelAuditactionClaimPartlyAccepted,
    CLAIM_REJECTED: m.labelAuditactionClaimRejected,
    COMMISSION_SET: m.labelAuditactionCommissionSet,
    KYC_REVEAL: m.labelAuditactionKycReveal,
    ORDER_ITEM_MOVED: m.labelAuditactionOrderItemMoved,
    PAYOUT_BATCHED: m.labelAuditactionPayoutBatched,
    PAYOUT_PAID: m.labelAuditactionPayoutPaid,
    QC_DISPUTED: m.labelAuditactionQcDisputed,
    SETTING_CHANGED: m.labelAuditactionSettingChanged,
    CATALOGUE_CHANGED: m.labelAuditactionCatalogueChanged,
    STORE_ORGANISATION: m.labelAuditactionStoreOrganisation,
    QC_DISPUTE_UPHELD: m.labelAuditactionQcDisputeUpheld,
    QC_DISPUTE_OVERTURNED: m.labelAuditactionQcDisputeOverturned,
    ORG_CREATE: m.labelAuditactionOrgCreate,
    ORG_UPDATE: m.labelAuditactionOrgUpdate,
    ORG_REACTIVATE: m.labelAuditactionOrgReactivate,
    ORG_DEACTIVATE: m.labelAuditactionOrgDeactivate,
    STORE_APPROVE: m.labelAuditactionStoreApprove,
    STORE_REJECT: m.labelAuditactionStoreReject,
    STORE_DEACTIVATE: m.labelAuditactionStoreDeactivate,
    STORE_REACTIVATE: m.labelAuditactionStoreReactivate,
    USER_BLOCK: m.labelAuditactionUserBlock,
    USER_UNBLOCK: m.labelAuditactionUserUnblock,
    STOCK_TAKE: m.labelAuditactionStockTake,
    MEMBER_INVITED: m.labelAuditactionMemberInvited,
    PASSKEY_ADDED: m.labelAuditactionPasskeyAdded,
    PASSKEY_REMOVED: m.labelAuditactionPasskeyRemoved,
    ADMIN_ROLE_CHANGED: m.labelAuditactionAdminRoleChanged,
    INVITATION_WITHDRAWN: m.labelAuditactionInvitationWithdrawn,
    INVITATION_ACCEPTED: m.labelAuditactionInvitationAccepted,
    MEMBER_ROLE_CHANGED: m.labelAuditactionMemberRoleChanged,
    MEMBER_LOCATION_CHANGED: m.labelAuditactionMemberLocationChanged,
    MEMBER_REMOVED: m.labelAuditactionMemberRemoved,
    OWNERSHIP_TRANSFERRED: m.labelAuditactionOwnershipTransferred,
    LISTING_APPROVED: m.labelAuditactionListingApproved,
    LISTING_REJECTED: m.labelAuditactionListingRejected,
    LISTING_TRUST_SET: m.labelAuditactionListingTrustSet,
    LOCATION_ADDED: m.labelAuditactionLocationAdded,
    LOCATION_CHANGED: m.labelAuditactionLocationChanged,
    LOCATION_ARCHIVED: m.labelAuditactionLocationArchived,
    TRANSFER_SENT: m.labelAuditactionTransferSent,
    TRANSFER_RECEIVED: m.labelAuditactionTransferReceived,
  },
  adminRole: {
    SUPER_ADMIN: m.adminRoleSUPER_ADMIN,
    SUPPORT: m.adminRoleSUPPORT,
    FINANCE: m.adminRoleFINANCE,
    CATALOGUE: m.adminRoleCATALOGUE,
  },
  storeRole: {
    OWNER: m.storeRoleOWNER,
    MANAGER: m.storeRoleMANAGER,
    CATALOGUER: m.storeRoleCATALOGUER,
    PACKER: m.storeRolePACKER,
    ACCOUNTANT: m.storeRoleACCOUNTANT,
  } satisfies Record<StoreRole, Message>,
  /** What each role a member can be given may do (the team's invitation form). */
  storeRoleHint: {
    MANAGER: m.storeRoleHintMANAGER,
    CATALOGUER: m.storeRoleHintCATALOGUER,
    PACKER: m.storeRoleHintPACKER,
    ACCOUNTANT: m.storeRoleHintACCOUNTANT,
  } satisfies Record<Exclude<StoreRole, 'OWNER'>, Message>,
  noticeTopicHint: {
    ORDERS: m.noticeTopicHintORDERS,
    RETURNS: m.noticeTopicHintRETURNS,
    COMPLAINTS: m.noticeTopicHintCOMPLAINTS,
    PAYOUTS: m.noticeTopicHintPAYOUTS,
    LISTINGS: m.noticeTopicHintLISTINGS,
  } satisfies Record<StoreNoticeTopic, Message>,
  /** A stock transfer's document (issue 51): a delivery challan, or a tax invoice between GSTINs. */
  transferDocument: { CHALLAN: m.transferDocumentCHALLAN, INVOICE: m.transferDocumentINVOICE },
  noticeTopic: {
    ORDERS: m.noticeTopicORDERS,
    RETURNS: m.noticeTopicRETURNS,
    COMPLAINTS: m.noticeTopicCOMPLAINTS,
    PAYOUTS: m.noticeTopicPAYOUTS,
    LISTINGS: m.noticeTopicLISTINGS,
  } satisfies Record<StoreNoticeTopic, Message>,
  /** Seller health's figures and steps (issue 50, decision 053). */
  healthMetric: {
    LATE_DISPATCH: m.healthMetricLATE_DISPATCH,
    SELLER_CANCELLATION: m.healthMetricSELLER_CANCELLATION,
    RETURN: m.healthMetricRETURN,
    RTO: m.healthMetricRTO,
    QC_FAILED: m.healthMetricQC_FAILED,
    LISTING_REJECTED: m.healthMetricLISTING_REJECTED,
  } satisfies Record<HealthMetric, Message>,
  healthOf: {
    LATE_DISPATCH: m.healthOfLATE_DISPATCH,
    SELLER_CANCELLATION: m.healthOfSELLER_CANCELLATION,
    RETURN: m.healthOfRETURN,
    RTO: m.healthOfRTO,
    QC_FAILED: m.healthOfQC_FAILED,
    LISTING_REJECTED: m.healthOfLISTING_REJECTED,
  } satisfies Record<HealthMetric, Message>,
  healthFix: {
    LATE_DISPATCH: m.healthFixLATE_DISPATCH,
    SELLER_CANCELLATION: m.healthFixSELLER_CANCELLATION,
    RETURN: m.healthFixRETURN,
    RTO: m.healthFixRTO,
    QC_FAILED: m.healthFixQC_FAILED,
    LISTING_REJECTED: m.healthFixLISTING_REJECTED,
  } satisfies Record<HealthMetric, Message>,
  healthStep: {
    OK: m.healthStepOK,
    WARNED: m.healthStepWARNED,
    LISTINGS_HELD: m.healthStepLISTINGS_HELD,
    PAUSED: m.healthStepPAUSED,
  } satisfies Record<HealthStep, Message>,
  /** Where a product stands with buyers (issue 50). */
  listingState: {
    DRAFT: m.listingStateDRAFT,
    IN_REVIEW: m.listingStateIN_REVIEW,
    LIVE: m.listingStateLIVE,
    REJECTED: m.listingStateREJECTED,
  } satisfies Record<ListingState, Message>,
  listingReason: {
    PHOTO_BLURRED: m.listingReasonPHOTO_BLURRED,
    PHOTO_WATERMARKED: m.listingReasonPHOTO_WATERMARKED,
    WRONG_CATEGORY: m.listingReasonWRONG_CATEGORY,
    PROHIBITED_ITEM: m.listingReasonPROHIBITED_ITEM,
    BRAND_NOT_AUTHORISED: m.listingReasonBRAND_NOT_AUTHORISED,
    MRP_MISSING_OR_WRONG: m.listingReasonMRP_MISSING_OR_WRONG,
    LANGUAGE_MISMATCH: m.listingReasonLANGUAGE_MISMATCH,
    MISLEADING_TEXT: m.listingReasonMISLEADING_TEXT,
  } satisfies Record<ListingRejectReason, Message>,
  listingDecision: {
    APPROVED: m.listingDecisionAPPROVED,
    REJECTED: m.listingDecisionREJECTED,
  } satisfies Record<ListingDecision, Message>,
  /** A reviewed field of a listing (domain/listing-review.ts SNAPSHOT_FIELDS). */
  listingField: {
    name: m.listingFieldname,
    description: m.listingFielddescription,
    gender: m.listingFieldgender,
    categoryId: m.listingFieldcategoryId,
    subCategoryId: m.listingFieldsubCategoryId,
    mainImage: m.listingFieldmainImage,
    images: m.listingFieldimages,
    colorImages: m.listingFieldcolorImages,
    mrpPaise: m.listingFieldmrpPaise,
  } satisfies Record<SnapshotField, Message>,
} as const;

export type LabelKind = keyof typeof LABELS;

/** The label of `code` of `kind`; an unknown code (a newer server) shows as it came. */
export function labelOf(kind: LabelKind, code: string): string {
  return (LABELS[kind] as Record<string, Message>)[code]?.() ?? code;
}

/** An order or complaint status, whichever it is. */
export function statusLabel(code: string): string {
  const order: Record<string, Message> = LABELS.orderStatus;
  const complaint: Record<string, Message> = LABELS.complaintStatus;
  return (order[code] ?? complaint[code])?.() ?? code;
}

/** The team's actions whose audit reason names store roles by their codes ("OWNER → PACKER"). */
const ROLE_NAMING_ACTIONS = new Set([
  'MEMBER_INVITED',
  'INVITATION_ACCEPTED',
  'MEMBER_ROLE_CHANGED',
]);
const ROLE_CODE = /\b(?:OWNER|MANAGER|CATALOGUER|PACKER|ACCOUNTANT)\b/g;

/**
 * An audit entry's reason as a reader sees it: a team action's role codes written as the roles'
 * names in the reader's language ("a@b.in · Packer → Cataloguer"); any other reason as it was
 * written.
 */
export function auditReasonText(action: string, reason: string): string {
  if (!ROLE_NAMING_ACTIONS.has(action)) return reason;
  return reason.replace(ROLE_CODE, (code) => labelOf('storeRole', code));
}
