import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { m, messageRef } from '../../domain/messages.ts';
import type { Tx } from '../db/client.ts';
import { auditCounts, auditLog } from '../db/schema.ts';
import { badInput } from '../errors.ts';
import { countAudit } from './counters.ts';
import { tablePage, type PageArgs } from './paging.ts';

const REASON_MAX = 1000;

/**
 * An admin's reason, trimmed; `required` refuses an empty one with its message (a store's owner
 * reads a decision's reason; other reasons are only for the audit log).
 */
export function reasonOf(
  reason: string | null | undefined,
  required: boolean,
  missing: string = m.reasonRequired(),
): string | null {
  const text = reason?.trim() ?? '';
  if (!text && required) throw badInput({ reason: missing });
  if (text.length > REASON_MAX) throw badInput({ reason: messageRef('textTooLong') });
  return text || null;
}

export async function audit(
  db: Tx,
  at: Date,
  entry: {
    actorId: string;
    action: string;
    subjectType: string;
    subjectId: string;
    reason: string | null;
  },
) {
  await db.insert(auditLog).values({ ...entry, createdAt: at });
  await countAudit(db);
}

/**
 * The audit log, newest first, on the (created_at, id) index: the total from the counter kept by
 * a trigger, and with `after` (the previous page's nextCursor) a page starts where the previous
 * one ended instead of skipping rows.
 */
export async function listAudit(app: App, args: PageArgs) {
  const [count] = await app.db
    .select({ n: auditCounts.count })
    .from(auditCounts)
    .where(eq(auditCounts.scope, 'ALL'));
  const counted = { totalCount: count?.n ?? 0, totalCapped: false };
  return tablePage(app.db, auditLog, undefined, args, 50, counted);
}
