import { IMAGE_CACHE } from './cache-names.ts';

/**
 * The service worker's saved images (QC photos among them) go with the session. Called again
 * whenever the console opens signed out: an image still loading at sign-out is written back by
 * the worker after the first deletion.
 */
export async function clearImageCache() {
  await Promise.all([
    'caches' in window ? caches.delete(IMAGE_CACHE).catch(() => false) : null,
    forgetImageAddresses(),
  ]);
}

/** Where workbox-expiration keeps when each cached image was saved (its own database). */
const EXPIRATION_DB = 'workbox-expiration';
const EXPIRATION_STORE = 'cache-entries';

/**
 * The worker's expiry records name every image address it cached (a store's id among them): its
 * records of the image cache go with the images. Never creates the database where none is.
 */
function forgetImageAddresses(): Promise<void> {
  return new Promise((resolve) => {
    if (!('indexedDB' in window)) return resolve();
    const open = indexedDB.open(EXPIRATION_DB);
    // No such database: abort its creation (the open then fails, and nothing is left behind).
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => resolve();
    open.onblocked = () => resolve();
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(EXPIRATION_STORE)) {
        db.close();
        return resolve();
      }
      const tx = db.transaction(EXPIRATION_STORE, 'readwrite');
      const cursor = tx.objectStore(EXPIRATION_STORE).openCursor();
      cursor.onsuccess = () => {
        const entry = cursor.result;
        if (!entry) return;
        if ((entry.value as { cacheName?: string }).cacheName === IMAGE_CACHE) entry.delete();
        entry.continue();
      };
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}
