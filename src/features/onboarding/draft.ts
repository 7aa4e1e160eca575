import { clear, createStore, del, get, set } from 'idb-keyval';
import type {
  StoreDetailsValues,
  StoreFinanceValues,
  StorePoliciesValues,
} from '../../../domain/store.ts';
import { session } from '../../lib/session.ts';

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

const drafts = createStore('threadline-onboarding', 'drafts');
const KEY_NAME = 'device-key';
const draftKey = () => `store:${session.get().user?.id ?? ''}`;

async function deviceKey(): Promise<CryptoKey> {
  const existing = await get<CryptoKey>(KEY_NAME, drafts);
  if (existing) return existing;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await set(KEY_NAME, key, drafts);
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
  const stored = (await get<StoredDraft>(draftKey(), drafts)) ?? {};
  const { finance, ...rest } = stored;
  return { ...rest, finance: finance ? await open(finance) : undefined };
}

/** Writes one part of the draft, keeping the others. Writes are queued so none is lost. */
let queue = Promise.resolve();
export function saveDraft(patch: StoreDraft): Promise<void> {
  queue = queue.then(async () => {
    const { finance, ...rest } = patch;
    const stored = (await get<StoredDraft>(draftKey(), drafts)) ?? {};
    const next: StoredDraft = { ...stored, ...rest };
    if (finance) next.finance = await seal(finance);
    await set(draftKey(), next, drafts);
  });
  return queue;
}

/**
 * The draft's submit key, made on first use. Taken in the draft's own queue, so two submits at
 * once (a double tap) get the same key.
 */
export function submitKeyOf(): Promise<string> {
  let key = '';
  queue = queue.then(async () => {
    const stored = (await get<StoredDraft>(draftKey(), drafts)) ?? {};
    key = stored.submitKey ?? crypto.randomUUID();
    if (!stored.submitKey) await set(draftKey(), { ...stored, submitKey: key }, drafts);
  });
  return queue.then(() => key);
}

export async function clearDraft() {
  await queue;
  await del(draftKey(), drafts);
}

/** At sign-out every draft on this device goes, with the key that sealed them. */
export async function clearAllDrafts() {
  await queue;
  await clear(drafts);
}
