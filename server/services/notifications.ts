import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { DbOrTx } from '../db/client.ts';
import { notifications, type UserRow } from '../db/schema.ts';
import { badInput, notFound } from '../errors.ts';
import { m } from '../../domain/messages.ts';
import { isId } from '../../domain/id.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body?: string;
  link?: string | null;
}

/** Adds a notification inside the caller's transaction, so it exists only if the change does. */
export async function notify(db: DbOrTx, at: Date, n: NewNotification): Promise<void> {
  await db
    .insert(notifications)
    .values({ ...n, body: n.body ?? '', link: n.link ?? null, createdAt: at });
}

/** The most notifications one feed request returns. */
export const FEED_MAX = 50;

export async function notificationFeed(app: App, viewer: UserRow, limit: number) {
  if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX)
    throw badInput({ limit: m.limitRange({ max: FEED_MAX }) });
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
