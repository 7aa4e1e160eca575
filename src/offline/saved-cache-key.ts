/**
 * Where the saved query cache lives on a remembered device: idb-keyval's default database and
 * store, under CACHE_KEY. A module of its own, without imports: the page's head scripts
 * (scripts/route-hints.ts, scripts/prerender.ts) begin reading it before the console's scripts.
 */
export const CACHE_KEY = 'threadline-query-cache';
const DATABASE = 'keyval-store';
const STORE = 'keyval';

/**
 * In a page's head script (plain ES5): on a remembered device (a token in localStorage), reads
 * the saved cache into `window.savedCacheRead`, opening the database as idb-keyval does (the
 * store made if the database is new), and closes its connection. The console takes the read once
 * (offline/persister.ts); a read that fails leaves it to read again.
 */
export const SAVED_CACHE_READ = `try{if(localStorage.getItem('token')&&window.indexedDB){window.savedCacheRead=new Promise(function(y,n){var o=indexedDB.open(${JSON.stringify(DATABASE)});
o.onupgradeneeded=function(){o.result.createObjectStore(${JSON.stringify(STORE)})};o.onerror=function(){n(o.error)};o.onsuccess=function(){var d=o.result;
try{var r=d.transaction(${JSON.stringify(STORE)},'readonly').objectStore(${JSON.stringify(STORE)}).get(${JSON.stringify(CACHE_KEY)});r.onsuccess=function(){y(r.result)};r.onerror=function(){n(r.error)}}catch(e){n(e)}d.close()}});
window.savedCacheRead['catch'](function(){})}}catch(e){}
`;
