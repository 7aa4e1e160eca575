import type { App } from '../app.ts';
import { maskKyc } from '../../domain/kyc.ts';
import { decryptKyc } from '../auth/kyc.ts';
import { type StoreRow, type UserRow } from '../db/schema.ts';

import { audit, reasonOf } from './audit.ts';

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

/** The KYC in clear, for an admin who says why; each reveal is written to the audit log. */
export async function revealKyc(app: App, admin: UserRow, store: StoreRow, reasonText: string) {
  const reason = reasonOf(reasonText, true);
  await app.db.transaction((tx) =>
    audit(tx, app.clock.now(), {
      actorId: admin.id,
      action: 'KYC_REVEAL',
      subjectType: 'STORE',
      subjectId: store.id,
      reason,
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
