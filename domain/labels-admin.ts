import type { StoreStatus, StoreType } from './enums.ts';
import { m, type Message } from './messages.ts';

/**
 * What the admin screens show: admin roles, the audit log's actions, a store's type and status.
 * Read with `labelOf` (domain/labels.ts). An area's labels are a module of their own, so that a
 * page's chunk carries only the words it shows.
 */
export const STORE_TYPE_LABELS = {
  BRAND: m.labelStoretypeBrand,
  THRIFT: m.labelStoretypeThrift,
} satisfies Record<StoreType, Message>;

export const STORE_STATUS_LABELS = {
  PENDING: m.labelStorestatusPending,
  APPROVED: m.labelStorestatusApproved,
  REJECTED: m.labelStorestatusRejected,
  DEACTIVATED: m.labelStorestatusDeactivated,
} satisfies Record<StoreStatus, Message>;

/** What an admin did, in the audit log. */
export const AUDIT_ACTION_LABELS = {
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
};

export const ADMIN_ROLE_LABELS = {
  SUPER_ADMIN: m.adminRoleSUPER_ADMIN,
  SUPPORT: m.adminRoleSUPPORT,
  FINANCE: m.adminRoleFINANCE,
  CATALOGUE: m.adminRoleCATALOGUE,
};
