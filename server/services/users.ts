import { eq, sql } from 'drizzle-orm';
import { audit, reasonOf } from './audit.ts';
import { countUser } from './counters.ts';
import { userChanged } from './sessions.ts';
import { m, messageRef } from '../../domain/messages.ts';
import * as v from 'valibot';
import type { App } from '../app.ts';
import { passwordSchema } from '../../domain/auth.ts';
import type { Role } from '../../domain/enums.ts';
import { adminRoleMay, type AdminRole } from '../../domain/permissions.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users, type UserRow } from '../db/schema.ts';
import { badInput, forbidden, notFound, parseField, parseInput } from '../errors.ts';
import { lowStockThresholdSchema } from '../../domain/product.ts';

const credentials = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(m.emailInvalid)),
  password: passwordSchema,
});

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  /** An ADMIN's role among the staff; `admin:create` makes a SUPER_ADMIN. */
  adminRole?: AdminRole;
  name?: string;
  phone?: string;
}

/** Creates a user directly (operators and demo data); public sign-up goes through registration. */
export async function createUser(app: App, input: NewUser): Promise<UserRow> {
  const { email, password } = parseInput(credentials, input);
  const now = app.clock.now();
  const passwordHash = await hashPassword(password);
  const user = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        role: input.role,
        adminRole: input.role === 'ADMIN' ? (input.adminRole ?? 'SUPER_ADMIN') : null,
        name: input.name ?? null,
        phone: input.phone ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (created) await countUser(tx, null, created.role);
    return created;
  });
  if (!user) throw badInput({ email: messageRef('emailAlreadyRegistered') });
  return user;
}

/**
 * Creates an ADMIN, or promotes an existing account (its password is replaced and its sessions
 * revoked, so that the old password cannot be used with the new role).
 */
export async function createOrPromoteAdmin(app: App, input: Omit<NewUser, 'role'>) {
  const { email, password } = parseInput(credentials, input);
  const [existing] = await app.db.select().from(users).where(eq(users.email, email));
  if (!existing) return { user: await createUser(app, { ...input, role: 'ADMIN' }), created: true };
  const passwordHash = await hashPassword(password);
  const user = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, existing.id)).for('update');
    const [promoted] = await tx
      .update(users)
      .set({
        role: 'ADMIN',
        adminRole: 'SUPER_ADMIN',
        passwordHash,
        name: input.name ?? existing.name,
        tokenVersion: before!.tokenVersion + 1,
        updatedAt: app.clock.now(),
      })
      .where(eq(users.id, existing.id))
      .returning();
    await countUser(tx, before!.role, 'ADMIN');
    return promoted!;
  });
  userChanged(app, user.id);
  return { user, created: false };
}

/** Sets the user's low-stock threshold (Settings), the one the inventory lists mark by. */
export async function updateSettings(app: App, viewer: UserRow, lowStockThreshold: number) {
  const threshold = parseField('lowStockThreshold', lowStockThresholdSchema, lowStockThreshold);
  const [user] = await app.db
    .update(users)
    .set({ lowStockThreshold: threshold, updatedAt: app.clock.now() })
    .where(eq(users.id, viewer.id))
    .returning();
  userChanged(app, viewer.id);
  return user!;
}

/**
 * Blocks or unblocks a user, with the reason in the audit log. A block ends every session at once
 * (the token version moves on) and refuses sign-in.
 */
export async function setUserBlocked(
  app: App,
  admin: UserRow,
  userId: string,
  blocked: boolean,
  reasonText: string | null | undefined,
) {
  if (userId === admin.id) throw badInput({ userId: messageRef('cannotBlockYourself') });
  const reason = reasonOf(reasonText, blocked, m.reasonRequiredForAudit());
  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    // The staff's own accounts are the SUPER_ADMIN's to block (decision 051): SUPPORT manages
    // users, not the people who give it its role.
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (target?.role === 'ADMIN' && !adminRoleMay(admin.adminRole, 'platform.settings')) {
      throw forbidden(messageRef('staffMayNotBlock'));
    }
    const [user] = await tx
      .update(users)
      .set(
        blocked
          ? {
              blockedAt: now,
              blockedReason: reason,
              tokenVersion: sql`${users.tokenVersion} + 1`,
              updatedAt: now,
            }
          : { blockedAt: null, blockedReason: null, updatedAt: now },
      )
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound();
    await audit(tx, now, {
      actorId: admin.id,
      action: blocked ? 'USER_BLOCK' : 'USER_UNBLOCK',
      subjectType: 'USER',
      subjectId: userId,
      reason,
    });
    return user;
  });
  userChanged(app, userId);
  return user;
}

/**
 * Gives a member of the platform's staff another staff role (decision 051), audited. A SUPER_ADMIN
 * does not change their own, so the platform always keeps one who may give roles.
 */
export async function setAdminRole(app: App, admin: UserRow, userId: string, role: AdminRole) {
  if (userId === admin.id) throw badInput({ role: messageRef('adminRoleOwnNot') });
  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before || before.role !== 'ADMIN') throw notFound();
    const [after] = await tx
      .update(users)
      .set({ adminRole: role, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (before.adminRole !== role) {
      await audit(tx, now, {
        actorId: admin.id,
        action: 'ADMIN_ROLE_CHANGED',
        subjectType: 'USER',
        subjectId: userId,
        reason: `${before.adminRole} → ${role}`,
      });
    }
    return after!;
  });
  userChanged(app, userId);
  return user;
}
