import { and, eq, isNull } from 'drizzle-orm';
import type { App } from '../app.ts';
import { storeInputSchema, type StoreInput } from '../../domain/store.ts';
import { aadhaarHash, encryptKyc } from '../auth/kyc.ts';
import { messages } from '../../domain/messages.ts';
import {
  aadhaarClaims,
  organisations,
  stores,
  users,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput, forbidden, parseInput } from '../errors.ts';
import { assertIssuedImages } from '../uploads/issued.ts';
import { notify } from './notifications.ts';
import { decideStore } from './store-admin.ts';

/** A store owner submits a store; it waits for an admin's approval. */
export async function createStore(app: App, owner: UserRow, input: StoreInput): Promise<StoreRow> {
  if (owner.role !== 'STORE_OWNER') throw forbidden();
  const s = parseInput(storeInputSchema, input);
  assertIssuedImages(app, 'images', [...s.images, s.logo ?? null]);
  const key = app.config.kycKey;
  const now = app.clock.now();
  const hash = aadhaarHash(key, s.addhaarNum);
  return app.db.transaction(async (tx) => {
    // The keyed hash finds an Aadhaar number already used by another account, without storing
    // it. The claim's primary key makes it atomic: of concurrent sign-ups with one number, the
    // first to commit owns it and the others see its claim (the insert waits for that commit).
    await tx
      .insert(aadhaarClaims)
      .values({ aadhaarHash: hash, ownerId: owner.id, createdAt: now })
      .onConflictDoNothing();
    const [claim] = await tx
      .select({ ownerId: aadhaarClaims.ownerId })
      .from(aadhaarClaims)
      .where(eq(aadhaarClaims.aadhaarHash, hash));
    if (claim?.ownerId !== owner.id) throw badInput({ addhaarNum: messages.aadhaarTaken });
    // A store belongs to its owner's organisation when they have exactly one active one.
    const orgs = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.ownerId, owner.id), eq(organisations.isActive, true)))
      .limit(2);
    const [store] = await tx
      .insert(stores)
      .values({
        ownerId: owner.id,
        name: s.name,
        type: s.type,
        description: s.description,
        logo: s.logo ?? s.images[0] ?? null,
        images: s.images,
        email: s.email,
        phone: s.phone,
        emergencyPhone: s.emergencyPhone,
        address: s.addresses,
        pocName: s.pocName,
        pocPhone: s.pocPhone,
        gstinEnc: encryptKyc(key, s.gstin),
        panEnc: encryptKyc(key, s.panNum),
        aadhaarLast4: s.addhaarNum.slice(-4),
        aadhaarHash: hash,
        organisationId: orgs.length === 1 ? orgs[0]!.id : null,
        accountNoEnc: encryptKyc(key, s.accNum),
        ifsc: s.ifsc,
        branch: s.branch,
        upiIdEnc: encryptKyc(key, s.upiId),
        genderFocus: s.genderSpecific ?? null,
        storePolicy: s.storePolicy,
        returnPolicy: s.returnPolicy,
        shippingPolicy: s.shippingPolicy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // Every admin hears of a store waiting for them (issue 16), in the same transaction.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.blockedAt)));
    for (const admin of admins) {
      await notify(tx, now, {
        userId: admin.id,
        kind: 'STORE_SUBMITTED',
        title: `${store!.name} is waiting for approval`,
        body: `Submitted by ${owner.name ?? owner.email}.`,
        link: '/admin/store?status=PENDING',
      });
    }
    return store!;
  });
}

/** An admin approves a pending store (kept for the platform's own tools: the demo, tests). */
export function approveStore(app: App, admin: UserRow, storeId: string, reason = 'Approved') {
  return decideStore(app, admin, storeId, 'APPROVE', reason);
}

/** Pauses or resumes a store: a paused store's products are hidden and cannot be ordered. */
export async function setStorePaused(app: App, store: StoreRow, paused: boolean) {
  const [updated] = await app.db
    .update(stores)
    .set({ isPaused: paused, updatedAt: app.clock.now() })
    .where(eq(stores.id, store.id))
    .returning();
  return updated!;
}
