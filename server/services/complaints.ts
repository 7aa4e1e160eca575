import { and, eq, inArray } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { ComplaintStatus } from '../../domain/enums.ts';
import { m, messageRef } from '../../domain/messages.ts';
import {
  complaintStatusHistory,
  complaints,
  orderItems,
  stores,
  type ComplaintRow,
  type OrderRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { customerWrite } from './checkout.ts';
import { customerContact } from './order-mail.ts';
import { quoteBuyerText } from '../../domain/text.ts';
import { notify, notifyStore, theirWords } from './notifications.ts';
import { inReaderLocale } from '../request-scope.ts';
import { tablePage, type PageArgs } from './paging.ts';
import { shortId } from '../../domain/id.ts';

const TEXT_MAX = 2000;
const ISSUE_MAX = 200;

function required(field: string, value: string, message: string) {
  const text = value.trim();
  if (!text) throw badInput({ [field]: message });
  if (text.length > TEXT_MAX) throw badInput({ [field]: m.textTooLong() });
  return text;
}

/** A customer raises a complaint about their order (or one item of it); the owner is told. */
export async function raiseComplaint(
  app: App,
  customer: UserRow,
  order: OrderRow,
  input: { orderItemId?: string | null; issue: string; description: string },
) {
  const issue = required('issue', input.issue, m.complaintIssueRequired());
  // The issue heads the customer's mail: one line, short.
  if (issue.length > ISSUE_MAX || /[\r\n]/.test(issue)) {
    throw badInput({ issue: messageRef('complaintIssueOneLine') });
  }
  const description = required('description', input.description, m.complaintDescriptionRequired());
  await customerWrite(app, customer, 'raiseComplaint');
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    if (input.orderItemId) {
      const [item] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.id, input.orderItemId), eq(orderItems.orderId, order.id)));
      if (!item) throw notFound();
    }
    const [complaint] = await tx
      .insert(complaints)
      .values({
        storeId: order.storeId,
        orderId: order.id,
        orderItemId: input.orderItemId ?? null,
        customerId: customer.id,
        issue,
        description,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(complaintStatusHistory).values({
      complaintId: complaint!.id,
      status: 'OPEN',
      changedBy: customer.id,
      changedAt: now,
    });
    const [store] = await tx.select().from(stores).where(eq(stores.id, order.storeId));
    await notifyStore(app, tx, now, store!, 'COMPLAINTS', {
      kind: 'COMPLAINT',
      title: messageRef('complaintTitle', { order: shortId(order.id) }),
      body: messageRef('complaintBody', {
        name: quoteBuyerText(order.shippingName),
        issue: quoteBuyerText(issue),
        description: quoteBuyerText(description),
      }),
      link: `/store-owner/complaints?id=${complaint!.id}`,
    });
    return complaint!;
  });
}

/** A page of a store's complaints, newest first, optionally of one status. */
export async function listComplaints(
  app: App,
  store: StoreRow,
  args: PageArgs & { status?: ComplaintStatus | null },
) {
  const where = and(
    eq(complaints.storeId, store.id),
    args.status ? eq(complaints.status, args.status) : undefined,
  );
  return tablePage(app.db, complaints, where, args, 50);
}

/** Resolve or Dismiss, with a note: kept, in the history, and e-mailed and notified to the customer
 * (the mail queued in the same transaction). */
export async function closeComplaint(
  app: App,
  actor: UserRow,
  complaint: ComplaintRow,
  status: Extract<ComplaintStatus, 'RESOLVED' | 'DISMISSED'>,
  noteText: string,
) {
  const note = required('note', noteText, m.complaintNoteRequired());
  const now = app.clock.now();
  const updated = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(complaints)
      .set({ status, resolutionNote: note, updatedAt: now })
      .where(
        and(eq(complaints.id, complaint.id), inArray(complaints.status, ['OPEN', 'IN_REVIEW'])),
      )
      .returning();
    if (!row) throw new AppError('INVALID_TRANSITION', messageRef('complaintClosed'));
    await tx
      .insert(complaintStatusHistory)
      .values({ complaintId: row.id, status, note, changedBy: actor.id, changedAt: now });
    const resolved = status === 'RESOLVED';
    await notify(tx, now, {
      userId: row.customerId,
      kind: 'COMPLAINT_CLOSED',
      title: messageRef(resolved ? 'complaintResolvedTitle' : 'complaintDismissedTitle', {
        issue: row.issue,
      }),
      body: theirWords(note),
      link: null,
    });
    const customer = await customerContact(tx, row.customerId);
    if (customer) {
      await inReaderLocale(
        customer.locale,
        () =>
          queueMail(tx, now, {
            to: customer.email,
            subject: (resolved ? m.complaintResolvedMailSubject : m.complaintDismissedMailSubject)({
              order: shortId(row.orderId),
            }),
            text: (resolved ? m.complaintResolvedMailText : m.complaintDismissedMailText)({
              orderId: row.orderId,
              note,
            }),
          }),
        false, // the owner closes it; the buyer reads it
      );
    }
    return row;
  });
  return updated;
}
