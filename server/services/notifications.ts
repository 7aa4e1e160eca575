import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  NOTICE_DEFAULT,
  STORE_NOTICE_TOPICS,
  STORE_ROLES,
  storeNoticeTopicsFor,
  storeRoleMay,
  type NoticeSetting,
  type StoreNoticeTopic,
  type StorePermission,
} from '../../domain/permissions.ts';
import { storeRoleOf } from './ownership.ts';
import type { App } from '../app.ts';
import type { DbOrTx } from '../db/client.ts';
import {
  notifications,
  storeMembers,
  storeNoticeSettings,
  users,
  type NotificationRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { renderMessage } from '../render-message.ts';
import { inLocale, inReaderLocale } from '../request-scope.ts';
import { queueMail } from '../mail/outbox.ts';
import { badInput, forbidden, notFound } from '../errors.ts';
import { baseLocale, m, messageRef, type MessageRef } from '../../domain/messages.ts';
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
 * Tells the people of a store whose role concerns the news (decision 051): its owner, and each
 * member whose role holds the topic's permission (new orders to those who pack them, payouts to
 * those who keep the books), each as they chose for the topic: a notification in the console, a
 * mail in their language, both or neither. In the caller's transaction.
 */
export async function notifyStore(
  app: Pick<App, 'config'>,
  db: DbOrTx,
  at: Date,
  store: Pick<StoreRow, 'id' | 'ownerId'>,
  topic: StoreNoticeTopic,
  n: Omit<NewNotification, 'userId'>,
): Promise<void> {
  const chosenOf = async (people: string[]) => {
    const chosen = await db
      .select()
      .from(storeNoticeSettings)
      .where(
        and(
          eq(storeNoticeSettings.storeId, store.id),
          eq(storeNoticeSettings.topic, topic),
          inArray(storeNoticeSettings.userId, people),
        ),
      );
    return (userId: string) => chosen.find((c) => c.userId === userId) ?? NOTICE_DEFAULT;
  };
  const permission = STORE_NOTICE_TOPICS[topic];
  await tellStorePeople(app, db, at, store, permission, n, chosenOf, () => m.storeNoticeMailWhy());
}

/** Both ways, whatever a person chose: news nobody may miss (seller health's steps). */
const ALWAYS: NoticeSetting = { inConsole: true, byMail: true };

/**
 * Tells the store's owner and each member whose role holds `permission`, in the console and by
 * mail whatever they chose for a topic: what the platform does to the store (decision 053).
 */
export function tellStoreAlways(
  app: Pick<App, 'config'>,
  db: DbOrTx,
  at: Date,
  store: Pick<StoreRow, 'id' | 'ownerId'>,
  permission: StorePermission,
  n: Omit<NewNotification, 'userId'>,
): Promise<void> {
  const always = async () => () => ALWAYS;
  return tellStorePeople(app, db, at, store, permission, n, always, () => m.healthMailWhy());
}

/** The owner and the members whose role holds `permission`, each told as `settings` says. */
async function tellStorePeople(
  app: Pick<App, 'config'>,
  db: DbOrTx,
  at: Date,
  store: Pick<StoreRow, 'id' | 'ownerId'>,
  permission: StorePermission,
  n: Omit<NewNotification, 'userId'>,
  settings: (people: string[]) => Promise<(userId: string) => NoticeSetting>,
  whyMailed: () => string,
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
  const people = [store.ownerId, ...members.map((row) => row.userId)];
  const settingOf = await settings(people);
  for (const userId of people) {
    if (settingOf(userId).inConsole) await notify(db, at, { ...n, userId });
  }
  const mailed = people.filter((userId) => settingOf(userId).byMail);
  if (mailed.length === 0) return;
  const readers = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, mailed), isNull(users.blockedAt)));
  for (const reader of readers) {
    await inReaderLocale(
      reader.locale,
      () => {
        const link = n.link
          ? m.storeNoticeMailLink({ link: `${app.config.publicUrl}${n.link}` })
          : '';
        const text = [n.body ? renderMessage(n.body) : '', link, whyMailed()];
        return queueMail(db, at, {
          to: reader.email,
          subject: renderMessage(n.title),
          text: text.filter(Boolean).join('\n\n'),
        });
      },
      false,
    );
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

/**
 * The topics of `store`'s news `viewer`'s role hears of, each as they chose to hear it; none for
 * anyone outside the store's team (an admin reading the store).
 */
export async function myNotices(app: App, viewer: UserRow, store: StoreRow) {
  const role = await storeRoleOf(app, viewer, store);
  if (!role) return [];
  const chosen = await app.db
    .select()
    .from(storeNoticeSettings)
    .where(
      and(eq(storeNoticeSettings.storeId, store.id), eq(storeNoticeSettings.userId, viewer.id)),
    );
  return storeNoticeTopicsFor(role).map((topic) => {
    const { inConsole, byMail } = chosen.find((c) => c.topic === topic) ?? NOTICE_DEFAULT;
    return { topic, inConsole, byMail };
  });
}

/** How `viewer` hears of one topic of `store`'s news: theirs alone, for a topic of their role. */
export async function setStoreNotice(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  input: { topic: StoreNoticeTopic } & NoticeSetting,
) {
  const role = await storeRoleOf(app, viewer, store);
  if (!role || !storeNoticeTopicsFor(role).includes(input.topic))
    throw forbidden(messageRef('noticeTopicNotForRole'));
  const setting = { inConsole: input.inConsole, byMail: input.byMail };
  await app.db
    .insert(storeNoticeSettings)
    .values({
      storeId: store.id,
      userId: viewer.id,
      topic: input.topic,
      ...setting,
      updatedAt: app.clock.now(),
    })
    .onConflictDoUpdate({
      target: [storeNoticeSettings.storeId, storeNoticeSettings.userId, storeNoticeSettings.topic],
      set: { ...setting, updatedAt: app.clock.now() },
    });
  return { topic: input.topic, ...setting };
}
