/**
 * A page's first Intl formatter builds V8's table of the locales ICU has, once per renderer
 * process: in a cold page, 150–300 ms of a phone's main thread at 4× CPU, inside the orders
 * page's first render (decision 068). A dedicated worker runs in the same process, so a signed-in
 * page's head script starts one that makes the console's kinds of formatter first; the page's own
 * formatters then find the table made. Plain ES5: the build writes both scripts
 * (scripts/route-hints.ts, scripts/prerender.ts).
 */
import { intlTag } from '../../domain/intl.ts';

export const INTL_WARM_FILE = 'intl-warm.js';

/**
 * The worker: for the page's language as sent (`en`, `hi`), the locale the console formats in
 * (domain/intl.ts `intlTag`: the language in India), makes a number, a date and a plural
 * formatter, and ends.
 */
export const INTL_WARM_WORKER = `var intlTag=${intlTag.toString()};
onmessage=function(e){try{var l=intlTag(String(e.data));
new Intl.NumberFormat(l).format(1);new Intl.DateTimeFormat(l,{day:'numeric',month:'short',year:'numeric'}).format(0);
new Intl.PluralRules(l).select(1)}catch(x){}close()};
`;

/**
 * In a page's head script, when `signedIn` (an expression) is true: starts the worker for the
 * page's language. Where workers are missing or refused, nothing happens.
 */
export const intlWarm = (signedIn: string) =>
  `try{if(window.Worker&&(${signedIn}))new Worker('/${INTL_WARM_FILE}').postMessage(document.documentElement.lang)}catch(e){}
`;
