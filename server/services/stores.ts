import { storeChanged } from './ownership.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { App } from '../app.ts';
import { storeInputSchema, withDerivedPlace, type StoreInput } from '../../domain/store.ts';
import { aadhaarHash, decryptKyc, encryptKyc, gstinHash, panHash } from '../auth/kyc.ts';
import { messageRef } from '../../domain/messages.ts';
import {
  aadhaarClaims,
  gstinClaims,
  panClaims,
  organisations,
  stores,
  users,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput, isUniqueViolation, parseInput } from '../errors.ts';
import { hasHiddenCharacters, nameKey } from '../../domain/text.ts';
import { ownedImages } from '../uploads/issued.ts';
import { notify } from './notifications.ts';
import { decideStore } from './store-decisions.ts';

/**
 * Whether a store may be called `name`: it has no hidden characters (which createStore refuses)
 * and no store's name reads as it (nameKey). Onboarding asks before its second page.
 */
export async function storeNameAvailable(app: App, name: string): Promise<boolean> {
  const key = nameKey(name);
  if (!key || hasHiddenCharacters(name)) return false;
  const [taken] = await app.db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.nameKey, key))
    .limit(1);
  return !taken;
}

/** A store owner submits a store; it waits for an admin's approval. */
export async function createStore(app: App, owner: UserRow, input: StoreInput): Promise<StoreRow> {
  const s = parseInput(storeInputSchema, withDerivedPlace(input));
  const place = { folder: 'storeImages', owner: owner.id } as const;
  await ownedImages(app, { ...place, field: 'images' }, s.images);
  await ownedImages(app, { ...place, field: 'logo' }, [s.logo]);
  const key = app.config.kycKey;
  const now = app.clock.now();
  const hash = aadhaarHash(key, s.addhaarNum);
  const gstinKey = gstinHash(key, s.gstin);
  const panKey = panHash(key, s.panNum);
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
    if (claim?.ownerId !== owner.id) throw badInput({ addhaarNum: messageRef('aadhaarTaken') });
    // A GSTIN is one business's registration: its owner's stores share it and its invoice
    // series; another owner's store with it is refused (claimed atomically, as Aadhaar is).
    await tx
      .insert(gstinClaims)
      .values({ gstinHash: gstinKey, ownerId: owner.id, createdAt: now })
      .onConflictDoNothing();
    const [gstinClaim] = await tx
      .select({ ownerId: gstinClaims.ownerId })
      .from(gstinClaims)
      .where(eq(gstinClaims.gstinHash, gstinKey));
    if (gstinClaim?.ownerId !== owner.id) throw badInput({ gstin: messageRef('gstinTaken') });
    // The PAN too (the one inside the GSTIN, checked equal to it): another owner's store with a
    // GSTIN of another state under the same PAN is refused (decision 026).
    await tx
      .insert(panClaims)
      .values({ panHash: panKey, ownerId: owner.id, createdAt: now })
      .onConflictDoNothing();
    const [panClaim] = await tx
      .select({ ownerId: panClaims.ownerId })
      .from(panClaims)
      .where(eq(panClaims.panHash, panKey));
    if (panClaim?.ownerId !== owner.id) throw badInput({ panNum: messageRef('panTaken') });
    // A store belongs to its owner's organisation when they have exactly one active one.
    const orgs = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.ownerId, owner.id), eq(organisations.isActive, true)))
      .limit(2);
    // A name that reads as another store's (a copy, full-width letters, a zero-width space) is
    // taken; the unique index settles two submissions of one name at once.
    const nameKeyOf = nameKey(s.name);
    const [taken] = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.nameKey, nameKeyOf))
      .limit(1);
    if (taken) throw badInput({ name: messageRef('storeNameTaken') });
    const [store] = await tx
      .insert(stores)
      .values({
        ownerId: owner.id,
        name: s.name,
        nameKey: nameKeyOf,
        type: s.type,
        description: s.description,
        logo: s.logo ?? s.images[0] ?? null,
        images: s.images,
        email: s.email,
        phone: s.phone,
        emergencyPhone: s.emergencyPhone,
        address: s.addresses,
        stateCode: s.stateCode,
        pinCode: s.pinCode,
        pocName: s.pocName,
        pocPhone: s.pocPhone,
        gstinEnc: encryptKyc(key, s.gstin),
        panEnc: encryptKyc(key, s.panNum),
        aadhaarLast4: s.addhaarNum.slice(-4),
        aadhaarHash: hash,
        gstinHash: gstinKey,
        panHash: panKey,
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
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'stores_name_key_idx')) {
          throw badInput({ name: messageRef('storeNameTaken') });
        }
        throw error;
      });
    // Every admin hears of a store waiting for them (decision 020), in the same transaction.
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.blockedAt)));
    for (const admin of admins) {
      await notify(tx, now, {
        userId: admin.id,
        kind: 'STORE_SUBMITTED',
        title: messageRef('storeSubmittedTitle', { name: store!.name }),
        body: messageRef('storeSubmittedBody', { owner: owner.name ?? owner.email }),
        link: '/admin/store?status=PENDING',
      });
    }
    return store!;
  });
}

/** An admin approves a pending store (kept for the platform's own tools: the demo, tests). */
export function approveStore(app: App, admin: UserRow, storeId: string, reason: string) {
  return decideStore(app, admin, storeId, 'APPROVE', reason);
}

/** Pauses or resumes a store: a paused store's products are hidden and cannot be ordered. */
export async function setStorePaused(app: App, store: StoreRow, paused: boolean) {
  const [updated] = await app.db
    .update(stores)
    .set({ isPaused: paused, updatedAt: app.clock.now() })
    .where(eq(stores.id, store.id))
    .returning();
  storeChanged(app, store.id);
  return updated!;
}

/**
 * At start-up, for stores from before decision 021: the keyed hash of each GSTIN, and a claim of each
 * GSTIN by the owner whose store used it first (stores of different owners that already share one
 * keep sharing its invoice series; new ones are refused). The same for each PAN (decision 026).
 */
export async function backfillGstinClaims(app: Pick<App, 'db' | 'config'>) {
  const missing = await app.db
    .select({ id: stores.id, gstinEnc: stores.gstinEnc })
    .from(stores)
    .where(isNull(stores.gstinHash));
  for (const row of missing) {
    const hash = gstinHash(app.config.kycKey, decryptKyc(app.config.kycKey, row.gstinEnc));
    await app.db.update(stores).set({ gstinHash: hash }).where(eq(stores.id, row.id));
  }
  // The PAN of each store from before decision 026, claimed by the owner who used it first.
  const noPan = await app.db
    .select({ id: stores.id, panEnc: stores.panEnc })
    .from(stores)
    .where(isNull(stores.panHash));
  for (const row of noPan) {
    const hash = panHash(app.config.kycKey, decryptKyc(app.config.kycKey, row.panEnc));
    await app.db.update(stores).set({ panHash: hash }).where(eq(stores.id, row.id));
  }
  if (missing.length === 0 && noPan.length === 0) return { gstins: 0, pans: 0 };
  await app.db.execute(sql`
    INSERT INTO gstin_claims (gstin_hash, owner_id, created_at)
    SELECT DISTINCT ON (gstin_hash) gstin_hash, owner_id, created_at
    FROM stores WHERE gstin_hash IS NOT NULL ORDER BY gstin_hash, created_at
    ON CONFLICT DO NOTHING`);
  await app.db.execute(sql`
    INSERT INTO pan_claims (pan_hash, owner_id, created_at)
    SELECT DISTINCT ON (pan_hash) pan_hash, owner_id, created_at
    FROM stores WHERE pan_hash IS NOT NULL ORDER BY pan_hash, created_at
    ON CONFLICT DO NOTHING`);
  return { gstins: missing.length, pans: noPan.length };
}
