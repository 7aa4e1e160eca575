/**
 * What the console's client code expects of a browser, for unit tests of that code in Node:
 * IndexedDB (fake-indexeddb, a full in-memory implementation), Web Storage and a location.
 * The network is left to msw.
 */
import 'fake-indexeddb/auto';

class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

export const ORIGIN = 'http://console.test';

Object.assign(globalThis, {
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  location: new URL(`${ORIGIN}/store-owner/profile`),
});
