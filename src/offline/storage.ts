/**
 * The device's storage for offline work (decision 020): the browser is asked to keep it (not clear it
 * when space runs low) when the first change is queued, and the Settings page says what it
 * answered and how much is used.
 */
const ASKED_KEY = 'threadline-storage-persist';

export type PersistState = 'granted' | 'refused' | 'unsupported' | 'not-asked';

export function persistState(): PersistState {
  const saved = localStorage.getItem(ASKED_KEY);
  return saved === 'granted' || saved === 'refused' || saved === 'unsupported'
    ? saved
    : 'not-asked';
}

/** Asks once (a later call only reads whether it still holds); never throws. */
export async function askToPersist(): Promise<PersistState> {
  try {
    if (!navigator.storage?.persist) {
      localStorage.setItem(ASKED_KEY, 'unsupported');
      return 'unsupported';
    }
    const granted = (await navigator.storage.persisted()) || (await navigator.storage.persist());
    const state = granted ? 'granted' : 'refused';
    localStorage.setItem(ASKED_KEY, state);
    return state;
  } catch {
    return persistState();
  }
}

/** Bytes this console uses on the device, and the browser's quota for it, when it says. */
export async function storageUsage(): Promise<{ usage: number; quota: number } | null> {
  try {
    const estimate = await navigator.storage?.estimate?.();
    return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0 } : null;
  } catch {
    return null;
  }
}
