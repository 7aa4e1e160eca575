/**
 * Where the saved query cache lives on a remembered device: idb-keyval's default database and
 * store, its queries under CACHE_KEY and each query's data apart under PART_PREFIX and the
 * query's hash (offline/cache-parts.ts). A module of its own, without imports: the page's head
 * scripts (scripts/route-hints.ts, scripts/prerender.ts) begin reading it before the console's
 * scripts.
 */
export const CACHE_KEY = 'threadline-query-cache';
export const PART_PREFIX = `${CACHE_KEY}|`;
export const DATABASE = 'keyval-store';
export const STORE = 'keyval';
/** Whether `key` is one of the saved cache's: its queries' record or a query's data. */
export const isSavedKey = (key: unknown): key is string =>
  key === CACHE_KEY || (typeof key === 'string' && key.startsWith(PART_PREFIX));
/** Bounds of the keys of the saved cache: CACHE_KEY and every PART_PREFIX key ('}' follows '|'). */
export const SAVED_KEYS = [CACHE_KEY, `${CACHE_KEY}}`] as const;

/**
 * In a page's head script (plain ES5): on a remembered device (a token in localStorage), reads
 * the saved cache's records (`[key, value]` pairs, SAVED_KEYS) into `window.savedCacheRead`,
 * opening the database as idb-keyval does (the store made if the database is new), and closes its
 * connection. The console takes the read once (offline/persister.ts); a read that fails leaves it
 * to read again.
 */
export const SAVED_CACHE_READ = `try{if(localStorage.getItem('token')&&window.indexedDB){window.savedCacheRead=new Promise(function(y,n){var o=indexedDB.open(${JSON.stringify(DATABASE)});
o.onupgradeneeded=function(){o.result.createObjectStore(${JSON.stringify(STORE)})};o.onerror=function(){n(o.error)};o.onsuccess=function(){var d=o.result;
try{var s=d.transaction(${JSON.stringify(STORE)},'readonly').objectStore(${JSON.stringify(STORE)}),b=IDBKeyRange.bound(${JSON.stringify(SAVED_KEYS[0])},${JSON.stringify(SAVED_KEYS[1])},false,true),k=s.getAllKeys(b),r=s.getAll(b);
r.onsuccess=function(){var e=[];for(var i=0;i<r.result.length;i++)e.push([k.result[i],r.result[i]]);y(e)};r.onerror=function(){n(r.error)}}catch(e){n(e)}d.close()}});
window.savedCacheRead['catch'](function(){})}}catch(e){}
`;
