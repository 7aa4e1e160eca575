import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { storeInputSchema, type StoreInput } from '../../domain/store.ts';
import { encryptKyc } from '../auth/kyc.ts';
import { stores, type StoreRow, type UserRow } from '../db/schema.ts';
import { forbidden, notFound, parseInput } from '../errors.ts';
import { notify } from './notifications.ts';

/** A store owner submits a store; it waits for an admin's approval. */
export async function createStore(app: App, owner: UserRow, input: StoreInput): Promise<StoreRow> {
  if (owner.role !== 'STORE_OWNER') throw forbidden();
  const s = parseInput(storeInputSchema, input);
  const key = app.config.kycKey;
  const now = app.clock.now();
  const [store] = await app.db
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
      gstinEnc: encryptKyc(key, s.gstin.toUpperCase()),
      panEnc: encryptKyc(key, s.panNum.toUpperCase()),
      aadhaarLast4: s.addhaarNum.slice(-4),
      accountNoEnc: encryptKyc(key, s.accNum),
      ifsc: s.ifsc.toUpperCase(),
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
  return store!;
}

/** An admin approves a pending store. */
export async function approveStore(app: App, admin: UserRow, storeId: string): Promise<StoreRow> {
  if (admin.role !== 'ADMIN') throw forbidden();
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [store] = await tx
      .update(stores)
      .set({
        status: 'APPROVED',
        statusReason: null,
        statusChangedAt: now,
        statusChangedBy: admin.id,
        approvedAt: now,
        updatedAt: now,
      })
      .where(eq(stores.id, storeId))
      .returning();
    if (!store) throw notFound();
    await notify(tx, now, {
      userId: store.ownerId,
      kind: 'STORE_APPROVED',
      title: `${store.name} is approved`,
      body: 'Your store is live. You can now list products and receive orders.',
      link: '/store-owner',
    });
    return store;
  });
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
