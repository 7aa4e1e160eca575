import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import type { App } from '../app.ts';
import { passwordSchema } from '../../domain/auth.ts';
import type { Role } from '../../domain/enums.ts';
import { messages } from '../../domain/messages.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users, type UserRow } from '../db/schema.ts';
import { badInput, parseInput } from '../errors.ts';

const credentials = v.object({
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(messages.emailInvalid)),
  password: passwordSchema,
});

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  name?: string;
  phone?: string;
}

/** Creates a user directly (operators and demo data); public sign-up goes through registration. */
export async function createUser(app: App, input: NewUser): Promise<UserRow> {
  const { email, password } = parseInput(credentials, input);
  const now = app.clock.now();
  const [user] = await app.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      role: input.role,
      name: input.name ?? null,
      phone: input.phone ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw badInput({ email: messages.emailAlreadyRegistered });
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
  const [user] = await app.db
    .update(users)
    .set({
      role: 'ADMIN',
      passwordHash: await hashPassword(password),
      name: input.name ?? existing.name,
      tokenVersion: existing.tokenVersion + 1,
      updatedAt: app.clock.now(),
    })
    .where(eq(users.id, existing.id))
    .returning();
  return { user: user!, created: false };
}
