import { storeChanged } from './ownership.ts';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { StoreStatus } from '../../domain/enums.ts';
import { m, messageRef, type MessageRef } from '../../domain/messages.ts';
import { renderMessage } from '../render-message.ts';
import { inReaderLocale } from '../request-scope.ts';
import { labelOf } from '../../domain/labels.ts';
import { STORE_STATUS_LABELS } from '../../domain/labels-admin.ts';
import { theirWords } from './notifications.ts';
import { stores, users, type StoreRow, type UserRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { notify } from './notifications.ts';
import { containsPattern, tablePage, type PageArgs } from './paging.ts';

import { audit, reasonOf } from './audit.ts';

export type StoreDecision = 'APPROVE' | 'REJECT' | 'DEACTIVATE' | 'REACTIVATE';

/** Each decision: the states it may be taken from, the state it leads to, and its words. */
const DECISIONS: Record<
  StoreDecision,
  { from: readonly StoreStatus[]; to: StoreStatus; verb: MessageRef; reasonRequired: boolean }
> = {
  APPROVE: {
    from: ['PENDING', 'REJECTED'],
    to: 'APPROVED',
    verb: messageRef('decisionApproved'),
    reasonRequired: true,
  },
  REJECT: {
    from: ['PENDING'],
    to: 'REJECTED',
    verb: messageRef('decisionRejected'),
    reasonRequired: true,
  },
  DEACTIVATE: {
    from: ['APPROVED'],
    to: 'DEACTIVATED',
    verb: messageRef('decisionDeactivated'),
    reasonRequired: true,
  },
  REACTIVATE: {
    from: ['DEACTIVATED'],
    to: 'APPROVED',
    verb: messageRef('decisionReactivated'),
    reasonRequired: false,
  },
};

/**
 * An admin's decision on a store, in one transaction with its audit entry and the owner's
 * notification and the owner's mail (sent once it commits). Approval is what makes the store count
 * as a store for its owner (seed section 6).
 */
export async function decideStore(
  app: App,
  admin: UserRow,
  storeId: string,
  decision: StoreDecision,
  reasonText?: string | null,
): Promise<StoreRow> {
  const rule = DECISIONS[decision];
  const reason = reasonOf(reasonText, rule.reasonRequired);
  const now = app.clock.now();
  const store = await app.db.transaction(async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!current || current.isDeleted) throw notFound();
    if (!rule.from.includes(current.status)) {
      throw new AppError(
        'INVALID_TRANSITION',
        m.storeDecisionRefused({
          status: labelOf(STORE_STATUS_LABELS, current.status),
          verb: renderMessage(rule.verb),
        }),
      );
    }
    const [updated] = await tx
      .update(stores)
      .set({
        status: rule.to,
        statusReason: reason,
        statusChangedAt: now,
        statusChangedBy: admin.id,
        ...(rule.to === 'APPROVED' ? { approvedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(stores.id, storeId))
      .returning();
    await audit(tx, now, {
      actorId: admin.id,
      action: `STORE_${decision}`,
      subjectType: 'STORE',
      subjectId: storeId,
      reason,
    });
    await notify(tx, now, {
      userId: updated!.ownerId,
      kind: `STORE_${rule.to}`,
      title: messageRef('storeDecisionTitle', { name: updated!.name, verb: rule.verb }),
      body: reason ? theirWords(reason) : null,
      link: rule.to === 'APPROVED' ? '/store-owner' : '/newStore',
    });
    const [owner] = await tx.select().from(users).where(eq(users.id, updated!.ownerId));
    if (owner) {
      await inReaderLocale(
        owner.locale,
        () => {
          const said = { name: updated!.name, verb: renderMessage(rule.verb) };
          return queueMail(tx, now, {
            to: owner.email,
            subject: m.storeDecisionMailSubject(said),
            text: reason
              ? m.storeDecisionMailTextWithReason({ ...said, reason })
              : m.storeDecisionMailText(said),
          });
        },
        false, // an admin decides; the owner reads it
      );
    }
    return updated!;
  });
  storeChanged(app, storeId);
  return store;
}

/** Stores for admins, newest first: by status, and by a fragment of the name. */
export async function listStores(
  app: App,
  args: PageArgs & { status?: StoreStatus | null; search?: string | null },
) {
  const filters: (SQL | undefined)[] = [eq(stores.isDeleted, false)];
  if (args.status) filters.push(eq(stores.status, args.status));
  const name = containsPattern('search', args.search);
  if (name) filters.push(or(ilike(stores.name, name), ilike(stores.email, name)));
  const where = and(...filters);
  return tablePage(app.db, stores, where, args, 50);
}
