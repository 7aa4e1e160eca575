import { m, type Message } from './messages.ts';
import type { StoreNoticeTopic, StoreRole } from './permissions.ts';

/**
 * The team's role hints, the notices' topics and a transfer's document. Read with `labelOf`
 * (domain/labels.ts). An area's labels are a module of their own, so that a page's chunk carries
 * only the words it shows.
 */
/** What each role a member can be given may do (the team's invitation form). */
export const STORE_ROLE_HINT_LABELS = {
  MANAGER: m.storeRoleHintMANAGER,
  CATALOGUER: m.storeRoleHintCATALOGUER,
  PACKER: m.storeRoleHintPACKER,
  ACCOUNTANT: m.storeRoleHintACCOUNTANT,
} satisfies Record<Exclude<StoreRole, 'OWNER'>, Message>;

export const NOTICE_TOPIC_HINT_LABELS = {
  ORDERS: m.noticeTopicHintORDERS,
  RETURNS: m.noticeTopicHintRETURNS,
  COMPLAINTS: m.noticeTopicHintCOMPLAINTS,
  PAYOUTS: m.noticeTopicHintPAYOUTS,
  LISTINGS: m.noticeTopicHintLISTINGS,
} satisfies Record<StoreNoticeTopic, Message>;

/** A stock transfer's document (issue 51): a delivery challan, or a tax invoice between GSTINs. */
export const TRANSFER_DOCUMENT_LABELS = {
  CHALLAN: m.transferDocumentCHALLAN,
  INVOICE: m.transferDocumentINVOICE,
};

export const NOTICE_TOPIC_LABELS = {
  ORDERS: m.noticeTopicORDERS,
  RETURNS: m.noticeTopicRETURNS,
  COMPLAINTS: m.noticeTopicCOMPLAINTS,
  PAYOUTS: m.noticeTopicPAYOUTS,
  LISTINGS: m.noticeTopicLISTINGS,
} satisfies Record<StoreNoticeTopic, Message>;
