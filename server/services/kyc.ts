import type { App } from '../app.ts';
import { maskKyc } from '../../domain/kyc.ts';
import { decryptKyc } from '../auth/kyc.ts';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { gstinState } from '../../domain/gst.ts';
import { gstinInState } from '../../domain/store.ts';
import { stores, type StoreRow, type UserRow } from '../db/schema.ts';

import { audit, reasonOf } from './audit.ts';
import * as passkeys from '../auth/passkeys.ts';
import { m } from '../../domain/messages.ts';

/** A store's KYC as shown everywhere: masked, the last 4 characters only. */
export function maskedKyc(app: App, store: StoreRow) {
  const key = app.config.kycKey;
  return {
    gstin: maskKyc(decryptKyc(key, store.gstinEnc)),
    pan: maskKyc(decryptKyc(key, store.panEnc)),
    aadhaar: maskKyc(store.aadhaarLast4),
    accountNo: maskKyc(decryptKyc(key, store.accountNoEnc)),
    ifsc: store.ifsc,
    upiId: maskKyc(decryptKyc(key, store.upiIdEnc)),
  };
}

/**
 * The KYC in clear, for an admin whose role may, who says why and confirms with a passkey; each
 * reveal is written to the audit log with the reason and the passkey used.
 */
export async function revealKyc(
  app: App,
  admin: UserRow,
  store: StoreRow,
  reasonText: string,
  at: passkeys.PasskeyOrigin,
  proof: passkeys.PasskeyProof | null | undefined,
) {
  const reason = reasonOf(reasonText, true);
  // The admin confirms with their own passkey (decision 051): a stolen session alone reveals nothing.
  const passkey = await passkeys.confirm(app, admin, at, proof);
  await app.db.transaction((tx) =>
    audit(tx, app.clock.now(), {
      actorId: admin.id,
      action: 'KYC_REVEAL',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: `${reason} · ${m.passkeyAuditNote({ name: passkey.name })}`,
    }),
  );
  const key = app.config.kycKey;
  return {
    gstin: decryptKyc(key, store.gstinEnc),
    pan: decryptKyc(key, store.panEnc),
    aadhaar: maskKyc(store.aadhaarLast4),
    accountNo: decryptKyc(key, store.accountNoEnc),
    ifsc: store.ifsc,
    upiId: decryptKyc(key, store.upiIdEnc),
  };
}

/** Each row's GSTIN, decrypted once: a store's review asks for its state three times. */
const gstinOfRow = new WeakMap<StoreRow, string>();
function gstinOf(app: App, store: StoreRow): string {
  let gstin = gstinOfRow.get(store);
  if (gstin === undefined) {
    gstin = decryptKyc(app.config.kycKey, store.gstinEnc);
    gstinOfRow.set(store, gstin);
  }
  return gstin;
}

/** The state a store's GSTIN is registered in (its first two digits): not secret, shown unmasked. */
export const gstinStateOf = (app: App, store: StoreRow) => gstinState(gstinOf(app, store).trim());

/** Whether the store's GSTIN is of another state than its address (older stores only). */
export const gstinStateMismatch = (app: App, store: StoreRow) =>
  store.stateCode !== null && !gstinInState(gstinOf(app, store), store.stateCode);

/**
 * Stores (not deleted) whose GSTIN is registered in another state than their address's: the
 * server refuses that pair at creation (`gstinInState`), so these are older stores, and an admin
 * sees them listed. The GSTIN is encrypted, so each is read; stores number in thousands, not more.
 */
export async function gstinStateMismatches(app: App): Promise<StoreRow[]> {
  const rows = await app.db
    .select()
    .from(stores)
    .where(and(eq(stores.isDeleted, false), isNotNull(stores.stateCode)))
    .orderBy(asc(stores.name));
  return rows.filter((s) => gstinStateMismatch(app, s));
}
