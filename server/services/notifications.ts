import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { STORE_ROLES, storeRoleMay, type StorePermission } from '../../domain/permissions.ts';
import type { App } from '../app.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  notifications,
  storeMembers,
  type NotificationRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { renderMessage } from '../render-message.ts';
import { inLocale } from '../request-scope.ts';
import { badInput, notFound } from '../errors.ts';
import { baseLocale, messageRef, type MessageRef } from '../../domain/messages.ts';
import { isId } from '../../domain/id.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  /** Messages, not sentences: they render in the reader's language when read (decision 030). */
  title: MessageRef;
  body?: MessageRef | null;
  link?: string | null;
}

/** What a person wrote (a reason, a note): shown as they wrote it, in any language. */
export const theirWords = (text: string): MessageRef => messageRef('theirWords', { text });

/**
 * Adds a notification inside the caller's transaction, so it exists only if the change does. Its
 * title and body are also kept in English, for readers that predate stored messages.
 */
export async function notify(db: DbOrTx, at: Date, n: NewNotification): Promise<void> {
  const body = n.body ?? null;
  const [title, bodyText] = inLocale(baseLocale, () => [
    renderMessage(n.title),
    body ? renderMessage(body) : '',
  ]);
  await db.insert(notifications).values({
    userId: n.userId,
    kind: n.kind,
    title,
    body: bodyText,
    message: { title: n.title, body },
    link: n.link ?? null,
    createdAt: at,
  });
}

/**
 * Notifies the people of a store whose role concerns the news (decision 051): its owner, and each
 * member whose role may do `permission` (new orders to those who pack them, payouts to those who
 * keep the books), one notification each, in the caller's transaction.
 */
export async function notifyStore(
  db: DbOrTx,
  at: Date,
  store: Pick<StoreRow, 'id' | 'ownerId'>,
  permission: StorePermission,
  n: Omit<NewNotification, 'userId'>,
): Promise<void> {
  const roles = STORE_ROLES.filter((r) => r !== 'OWNER' && storeRoleMay(r, permission));
  const members = await db
    .select({ userId: storeMembers.userId })
    .from(storeMembers)
    .where(
      and(
        eq(storeMembers.storeId, store.id),
        isNull(storeMembers.removedAt),
        inArray(storeMembers.role, roles),
      ),
    );
  for (const userId of [store.ownerId, ...members.map((m) => m.userId)]) {
    await notify(db, at, { ...n, userId });
  }
}

/** A notification's title in the reader's language. */
export function notificationTitle(row: NotificationRow): string {
  return row.message ? renderMessage(row.message.title) : row.title;
}

/** A notification's body in the reader's language. */
export function notificationBody(row: NotificationRow): string {
  return row.message?.body ? renderMessage(row.message.body) : row.message ? '' : row.body;
}

/** The most notifications one feed request returns. */
export const FEED_MAX = 50;

export async function notificationFeed(app: App, viewer: UserRow, limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX)
    throw badInput({ limit: messageRef('limitRange', { max: FEED_MAX }) });
  const items = await app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, viewer.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [{ unread } = { unread: 0 }] = await app.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt)));
  return { unreadCount: unread, items };
}

/** Only the viewer's own notifications change; ids of others are ignored. */
export async function markRead(
  app: App,
  viewer: UserRow,
  ids: readonly string[] | null | undefined,
) {
  if (ids && !ids.every(isId)) throw notFound();
  const changed = await app.db
    .update(notifications)
    .set({ readAt: app.clock.now() })
    .where(
      and(
        eq(notifications.userId, viewer.id),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
