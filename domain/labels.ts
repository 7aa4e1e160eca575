import type { ComplaintStatus, GenderCode, OrderStatus, Role } from './enums.ts';
import { m, type Message } from './messages.ts';
import type { StoreRole } from './permissions.ts';

/**
 * What a person reads for each code the API answers (decision 020): one place for every screen.
 * The labels every area shows are here; an area's own are beside it (labels-orders.ts and the
 * others), so that a first screen's chunk does not carry the admin's or health's words.
 */
export const ORDER_STATUS_LABELS = {
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
} satisfies Record<OrderStatus, Message>;

export const ROLE_LABELS = {
  ADMIN: m.labelRoleAdmin,
  STORE_OWNER: m.labelRoleStoreOwner,
  CUSTOMER: m.labelRoleCustomer,
} satisfies Record<Role, Message>;

export const COMPLAINT_STATUS_LABELS = {
  OPEN: m.labelComplaintstatusOpen,
  IN_REVIEW: m.labelComplaintstatusInReview,
  RESOLVED: m.labelComplaintstatusResolved,
  DISMISSED: m.labelComplaintstatusDismissed,
} satisfies Record<ComplaintStatus, Message>;

export const GENDER_LABELS = {
  MA: m.labelGenderMa,
  FE: m.labelGenderFe,
  UN: m.labelGenderUn,
} satisfies Record<GenderCode, Message>;

export const STORE_ROLE_LABELS = {
  OWNER: m.storeRoleOWNER,
  MANAGER: m.storeRoleMANAGER,
  CATALOGUER: m.storeRoleCATALOGUER,
  PACKER: m.storeRolePACKER,
  ACCOUNTANT: m.storeRoleACCOUNTANT,
} satisfies Record<StoreRole, Message>;

/** Labels of one kind of code: each code's message. */
export type Labels = Readonly<Partial<Record<string, Message>>>;

/** The label of `code` in `labels`; an unknown code (a newer server) shows as it came. */
export function labelOf(labels: Labels, code: string): string {
  return labels[code]?.() ?? code;
}

/** An order or complaint status, whichever it is. */
export function statusLabel(code: string): string {
  const order: Labels = ORDER_STATUS_LABELS;
  const complaint: Labels = COMPLAINT_STATUS_LABELS;
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
  return reason.replace(ROLE_CODE, (code) => labelOf(STORE_ROLE_LABELS, code));
}
