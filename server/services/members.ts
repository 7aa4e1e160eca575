import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app.ts';
import { emailSchema } from '../../domain/auth.ts';
import { STORE_ROLE_LABELS, labelOf } from '../../domain/labels.ts';
import { m, messageRef } from '../../domain/messages.ts';
import { INVITATION_TTL_DAYS, type StoreRole } from '../../domain/permissions.ts';
import { hashResetToken, newResetToken } from '../auth/codes.ts';
import type { Tx } from '../db/client.ts';
import {
  storeInvitations,
  storeMembers,
  stores,
  users,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, badInput, notFound, parseInput } from '../errors.ts';
import { queueMail } from '../mail/outbox.ts';
import { inReaderLocale } from '../request-scope.ts';
import { audit } from './audit.ts';
import { storeChanged } from './ownership.ts';
import { openLocationOf } from './stock.ts';
import * as limits from './rate-limit.ts';
import { userChanged } from './sessions.ts';

/**
 * A store's team (issue 49, decision 051): its owner (`stores.owner_id`) and the members they
 * invited, each with a role from domain/permissions.ts. An invitation is a one-time link e-mailed
 * to a person; a signed-in seller account of that e-mail accepts it. Every change is written to
 * the audit log under the member who made it.
 */

const DAY_MS = 86_400_000;

/** When a link sent now stops working. */
const linkExpiry = (now: Date) => new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** A store sends at most 50 invitation mails an hour (first sends and re-sends alike). */
const inviteLimit = (app: App, store: StoreRow, now: Date) =>
  limits.hit(app.db, { key: `invite:store:${store.id}`, max: 50, windowSeconds: 3600 }, now);

export interface TeamMember {
  user: UserRow;
  role: StoreRole;
  /** The location they work at (issue 51); null, every location. */
  locationId: string | null;
  joinedAt: Date;
  lastActiveAt: Date | null;
}

/** The owner first, then the members who were not removed, oldest first. */
export async function listMembers(app: App, store: StoreRow): Promise<TeamMember[]> {
  const [owner] = await app.db.select().from(users).where(eq(users.id, store.ownerId));
  const rows = await app.db
    .select({ member: storeMembers, user: users })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, store.id), isNull(storeMembers.removedAt)))
    .orderBy(asc(storeMembers.createdAt), asc(storeMembers.id));
  return [
    {
      user: owner!,
      role: 'OWNER',
      locationId: null,
      joinedAt: store.createdAt,
      lastActiveAt: null,
    },
    ...rows.map(({ member, user }) => ({
      user,
      role: member.role,
      locationId: member.locationId,
      joinedAt: member.createdAt,
      lastActiveAt: member.lastActiveAt,
    })),
  ];
}

/** A person removed from a store's team. */
export interface FormerMember {
  user: UserRow;
  removedAt: Date;
}

/** People removed from the store's team, newest removal first. */
export async function listFormerMembers(app: App, store: StoreRow): Promise<FormerMember[]> {
  const rows = await app.db
    .select({ user: users, removedAt: storeMembers.removedAt })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(and(eq(storeMembers.storeId, store.id), isNotNull(storeMembers.removedAt)))
    .orderBy(desc(storeMembers.removedAt), asc(storeMembers.id));
  return rows.map(({ user, removedAt }) => ({ user, removedAt: removedAt! }));
}

/** Invitations neither accepted nor withdrawn, newest first; an expired one says so. */
export async function listInvitations(app: App, store: StoreRow) {
  return app.db
    .select()
    .from(storeInvitations)
    .where(
      and(
        eq(storeInvitations.storeId, store.id),
        isNull(storeInvitations.acceptedAt),
        isNull(storeInvitations.revokedAt),
      ),
    )
    .orderBy(desc(storeInvitations.createdAt), desc(storeInvitations.id));
}

async function activeMember(db: App['db'] | Tx, storeId: string, userId: string) {
  const [row] = await db
    .select()
    .from(storeMembers)
    .where(
      and(
        eq(storeMembers.storeId, storeId),
        eq(storeMembers.userId, userId),
        isNull(storeMembers.removedAt),
      ),
    );
  return row;
}

const memberRole = (role: StoreRole, field: string) => {
  if (role === 'OWNER') throw badInput({ [field]: messageRef('invitationRoleInvalid') });
  return role;
};

/** Invites a person by e-mail to the store in `role`; a pending invitation of theirs is replaced. */
export async function inviteMember(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  input: { email: string; role: StoreRole },
) {
  const { email } = parseInput(emailSchema, { email: input.email });
  const role = memberRole(input.role, 'role');
  const now = app.clock.now();
  await inviteLimit(app, store, now);
  const invitation = await app.db.transaction(async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.email, email));
    if (person && (person.id === store.ownerId || (await activeMember(tx, store.id, person.id)))) {
      throw badInput({ email: messageRef('memberAlready') });
    }
    await tx
      .update(storeInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(storeInvitations.storeId, store.id),
          eq(storeInvitations.email, email),
          isNull(storeInvitations.acceptedAt),
          isNull(storeInvitations.revokedAt),
        ),
      );
    const { token, tokenHash } = newResetToken();
    const [row] = await tx
      .insert(storeInvitations)
      .values({
        storeId: store.id,
        email,
        role,
        tokenHash,
        invitedBy: viewer.id,
        expiresAt: linkExpiry(now),
        createdAt: now,
      })
      .returning();
    await mailInvitation(app, tx, viewer, store, row!, token, person?.locale ?? null, now);
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'MEMBER_INVITED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: `${email} · ${role}`,
    });
    return row!;
  });
  app.mail.kick();
  return invitation;
}

async function mailInvitation(
  app: App,
  tx: Tx,
  viewer: UserRow,
  store: StoreRow,
  invitation: typeof storeInvitations.$inferSelect,
  token: string,
  locale: string | null,
  now: Date,
) {
  const link = `${app.config.publicUrl}/invitation?token=${encodeURIComponent(token)}`;
  await inReaderLocale(locale, () =>
    queueMail(tx, now, {
      to: invitation.email,
      subject: m.inviteMailSubject({ store: store.name }),
      text: m.inviteMailText({
        inviter: viewer.name || viewer.email,
        store: store.name,
        role: labelOf(STORE_ROLE_LABELS, invitation.role),
        days: INVITATION_TTL_DAYS,
        link,
      }),
      secret: true,
    }),
  );
}

async function pendingInvitation(tx: Tx, store: StoreRow, invitationId: string) {
  const [row] = await tx
    .select()
    .from(storeInvitations)
    .where(
      and(
        eq(storeInvitations.id, invitationId),
        eq(storeInvitations.storeId, store.id),
        isNull(storeInvitations.acceptedAt),
        isNull(storeInvitations.revokedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Sends a pending invitation again with a new link and a new expiry; the old link stops. */
export async function resendInvitation(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  invitationId: string,
) {
  const now = app.clock.now();
  await inviteLimit(app, store, now);
  const row = await app.db.transaction(async (tx) => {
    await pendingInvitation(tx, store, invitationId);
    const { token, tokenHash } = newResetToken();
    const [row] = await tx
      .update(storeInvitations)
      .set({ tokenHash, expiresAt: linkExpiry(now) })
      .where(eq(storeInvitations.id, invitationId))
      .returning();
    const [person] = await tx.select().from(users).where(eq(users.email, row!.email));
    await mailInvitation(app, tx, viewer, store, row!, token, person?.locale ?? null, now);
    return row!;
  });
  app.mail.kick();
  return row;
}

/** Withdraws a pending invitation: its link stops working. */
export async function revokeInvitation(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  invitationId: string,
) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const row = await pendingInvitation(tx, store, invitationId);
    await tx
      .update(storeInvitations)
      .set({ revokedAt: now })
      .where(eq(storeInvitations.id, invitationId));
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'INVITATION_WITHDRAWN',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: row.email,
    });
  });
  return true;
}

const tokenSchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
});

/** An invitation by its link's token, with its store; any fault answers the link's message. */
async function invitationByToken(db: App['db'] | Tx, token: string) {
  const parsed = v.safeParse(tokenSchema, { token });
  if (!parsed.success) throw badInput({ token: messageRef('invitationInvalid') });
  const [row] = await db
    .select({ invitation: storeInvitations, store: stores })
    .from(storeInvitations)
    .innerJoin(stores, eq(stores.id, storeInvitations.storeId))
    .where(eq(storeInvitations.tokenHash, hashResetToken(parsed.output.token)));
  if (!row || row.invitation.revokedAt || row.store.isDeleted) {
    throw badInput({ token: messageRef('invitationInvalid') });
  }
  return row;
}

/** What a link invites to, for the page that asks to accept it (before signing in too). */
export async function previewInvitation(app: App, token: string) {
  const { invitation, store } = await invitationByToken(app.db, token);
  return {
    storeName: store.name,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt,
    expired: invitation.expiresAt <= app.clock.now(),
    accepted: invitation.acceptedAt !== null,
  };
}

/**
 * Accepts an invitation for the signed-in seller of its e-mail: they become a member in its role
 * (again, if they were removed before). Accepting the same link twice answers the store again.
 */
export async function acceptInvitation(app: App, viewer: UserRow, token: string) {
  const now = app.clock.now();
  const store = await app.db.transaction(async (tx) => {
    const { invitation, store } = await invitationByToken(tx, token);
    if (invitation.email !== viewer.email) {
      throw badInput({ token: messageRef('invitationOtherEmail', { email: invitation.email }) });
    }
    if (invitation.acceptedAt) {
      if (invitation.acceptedBy === viewer.id) return store;
      throw badInput({ token: messageRef('invitationInvalid') });
    }
    if (invitation.expiresAt <= now) throw badInput({ token: messageRef('invitationExpired') });
    if (store.ownerId === viewer.id) throw badInput({ token: messageRef('memberAlready') });
    await tx
      .insert(storeMembers)
      .values({
        storeId: store.id,
        userId: viewer.id,
        role: invitation.role,
        invitedBy: invitation.invitedBy,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [storeMembers.storeId, storeMembers.userId],
        set: { role: invitation.role, invitedBy: invitation.invitedBy, removedAt: null },
      });
    await tx
      .update(storeInvitations)
      .set({ acceptedAt: now, acceptedBy: viewer.id })
      .where(eq(storeInvitations.id, invitation.id));
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'INVITATION_ACCEPTED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: invitation.role,
    });
    return store;
  });
  storeChanged(app, store.id);
  return store;
}

/** A person's e-mail, which names them in the store's activity and the audit log. */
async function emailOf(tx: Tx, userId: string): Promise<string> {
  const [person] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return person?.email ?? userId;
}

/** A member (never the owner) of the store, or NOT_FOUND; the owner says how theirs changes. */
async function memberToChange(tx: Tx, store: StoreRow, userId: string) {
  if (userId === store.ownerId) throw badInput({ userId: messageRef('ownerRoleFixed') });
  const member = await activeMember(tx, store.id, userId);
  if (!member) throw notFound();
  return member;
}

export async function changeMemberRole(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  userId: string,
  role: StoreRole,
) {
  const now = app.clock.now();
  memberRole(role, 'role');
  await app.db.transaction(async (tx) => {
    const member = await memberToChange(tx, store, userId);
    await tx.update(storeMembers).set({ role }).where(eq(storeMembers.id, member.id));
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'MEMBER_ROLE_CHANGED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: `${await emailOf(tx, userId)} · ${member.role} → ${role}`,
    });
  });
  return (await listMembers(app, store)).find((m) => m.user.id === userId)!;
}

/** The location the viewer works at in the store (issue 51); null, every location. */
export async function myLocationOf(app: App, viewer: UserRow, store: StoreRow) {
  if (viewer.id === store.ownerId) return null;
  const member = await activeMember(app.db, store.id, viewer.id);
  return member?.locationId ?? null;
}

/**
 * Sets the location a member works at (issue 51), or every location (null): their lists open on
 * it, their device saves its queues and stock, and their stock counts land there. An open location
 * of the store, or NOT_FOUND; the owner works at every location.
 */
export async function setMemberLocation(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  userId: string,
  locationId: string | null,
) {
  const now = app.clock.now();
  if (userId === store.ownerId) throw badInput({ userId: messageRef('ownerWorksEverywhere') });
  await app.db.transaction(async (tx) => {
    const member = await memberToChange(tx, store, userId);
    let name = '';
    if (locationId) {
      const location = await openLocationOf(tx, store.id, locationId);
      name = location.name ?? m.locationPrimaryName();
    }
    if (member.locationId === locationId) return;
    await tx.update(storeMembers).set({ locationId }).where(eq(storeMembers.id, member.id));
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'MEMBER_LOCATION_CHANGED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: `${await emailOf(tx, userId)} · ${name || m.manifestAllLocations()}`,
    });
  });
  return (await listMembers(app, store)).find((t) => t.user.id === userId)!;
}

/**
 * Removes a member: their sessions end at once (their next request signs them out, and the
 * device forgets what it saved), and their past actions keep their name.
 */
export async function removeMember(app: App, viewer: UserRow, store: StoreRow, userId: string) {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const member = await memberToChange(tx, store, userId);
    await tx.update(storeMembers).set({ removedAt: now }).where(eq(storeMembers.id, member.id));
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, userId));
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'MEMBER_REMOVED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: await emailOf(tx, userId),
    });
  });
  userChanged(app, userId);
  return true;
}

/**
 * Hands the store to a member: they become its OWNER, and the owner stays on as a MANAGER. A
 * store always has exactly one owner.
 */
export async function transferOwnership(
  app: App,
  viewer: UserRow,
  store: StoreRow,
  userId: string,
) {
  const now = app.clock.now();
  const updated = await app.db.transaction(async (tx) => {
    if (userId === store.ownerId) throw new AppError('CONFLICT', messageRef('memberAlready'));
    const member = await memberToChange(tx, store, userId);
    await tx.delete(storeMembers).where(eq(storeMembers.id, member.id));
    await tx
      .insert(storeMembers)
      .values({
        storeId: store.id,
        userId: store.ownerId,
        role: 'MANAGER',
        invitedBy: userId,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [storeMembers.storeId, storeMembers.userId],
        set: { role: 'MANAGER', removedAt: null },
      });
    const [row] = await tx
      .update(stores)
      .set({ ownerId: userId, updatedAt: now })
      .where(eq(stores.id, store.id))
      .returning();
    await audit(tx, now, {
      actorId: viewer.id,
      action: 'OWNERSHIP_TRANSFERRED',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: await emailOf(tx, userId),
    });
    return row!;
  });
  storeChanged(app, store.id);
  return updated;
}
