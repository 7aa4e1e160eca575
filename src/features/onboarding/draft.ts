import type {
  StoreDetailsValues,
  StoreFinanceValues,
  StorePoliciesValues,
} from '../../../domain/store.ts';
import { drafts } from '../../lib/drafts.ts';

/**
 * The onboarding draft, kept in IndexedDB across the three pages and a reload, and cleared after
 * the store is created or at sign-out. The finance and KYC page is sealed with AES-GCM under a
 * key that this device made and cannot export, so the identifiers never sit on disk in clear.
 */
export interface StoreDraft {
  details?: StoreDetailsValues;
  /** Chosen on page 1 and not uploaded yet. */
  files?: File[];
  /** Uploaded on page 1 (POST /cdnfile, folder storeImages). */
  images?: string[];
  finance?: StoreFinanceValues;
  policies?: StorePoliciesValues;
  /**
   * The Idempotency-Key of the submit: a double tap or a resend after a lost answer creates one
   * store. A new one is taken once the server has answered a refusal (the input then changes).
   */
  submitKey?: string;
}

interface StoredDraft extends Omit<StoreDraft, 'finance'> {
  finance?: { iv: Uint8Array<ArrayBuffer>; sealed: ArrayBuffer };
}

const DRAFT = 'store';
const KEY_NAME = 'kyc-seal-key';

async function deviceKey(): Promise<CryptoKey> {
  const existing = await drafts.device.get<CryptoKey>(KEY_NAME);
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await drafts.device.set(KEY_NAME, key);
  return key;
}

async function seal(values: StoreFinanceValues): Promise<StoredDraft['finance']> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(values));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await deviceKey(), plain);
  return { iv, sealed };
}

async function open(stored: NonNullable<StoredDraft['finance']>) {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: stored.iv },
      await deviceKey(),
      stored.sealed,
    );
    return JSON.parse(new TextDecoder().decode(plain)) as StoreFinanceValues;
  } catch {
    return undefined; // sealed under a key this device no longer has: start the page again
  }
}

export async function readDraft(): Promise<StoreDraft> {
  const stored = (await drafts.read<StoredDraft>(DRAFT)) ?? {};
  const { finance, ...rest } = stored;
  return { ...rest, finance: finance ? await open(finance) : undefined };
}

/** Writes one part of the draft, keeping the others (the drafts module queues the writes). */
export async function saveDraft(patch: StoreDraft): Promise<void> {
  const { finance, ...rest } = patch;
  const sealed = finance ? await seal(finance) : undefined;
  await drafts.update<StoredDraft>(DRAFT, (stored = {}) => ({
    ...stored,
    ...rest,
    ...(sealed ? { finance: sealed } : {}),
  }));
}

/**
 * The draft's submit key, made on first use, in one step of the drafts' queue: two submits at
 * once (a double tap) get the same key.
 */
export async function submitKeyOf(): Promise<string> {
  const stored = await drafts.update<StoredDraft>(DRAFT, (stored = {}) => ({
    ...stored,
    submitKey: stored.submitKey ?? crypto.randomUUID(),
  }));
  return stored.submitKey!;
}

export const clearDraft = () => drafts.remove(DRAFT);
