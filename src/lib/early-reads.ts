/**
 * The reads a signed-in page's frame asked for before the console's scripts had run (decision
 * 059): the frame's head script (scripts/prerender.ts) sends the page's first reads, recorded at
 * build time from the page's own loaders, beside the scripts rather than after them. The console's
 * first requests take their answers, each once, when the request is the same in every byte and
 * language; any other request, or one after the first page has loaded, is sent as it always was.
 */

declare global {
  interface Window {
    /** By `earlyReadKey`: the answer the frame's head script is waiting for. */
    earlyReads?: Record<string, Promise<Response>>;
  }
}

/** A read as the frame sends it and the console looks it up: its language and body. */
export const earlyReadKey = (locale: string, body: string) => `${locale} ${body}`;

/** The frame's answer to this read, taken once; undefined when it sent none. */
export function takeEarlyRead(locale: string, body: string): Promise<Response> | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.earlyReads;
  if (!reads) return undefined;
  const key = earlyReadKey(locale, body);
  const answer = reads[key];
  delete reads[key];
  return answer;
}

/**
 * Once the first page has loaded, an answer nobody took is dropped: a later visit of the page
 * asks again, rather than showing what the frame read when the page was opened.
 */
export function dropEarlyReads(): void {
  if (typeof window === 'undefined' || !window.earlyReads) return;
  // An answer nobody reads would hold its connection until the frame's timeout.
  for (const answer of Object.values(window.earlyReads))
    answer.then((response) => response.body?.cancel()).catch(() => undefined);
  delete window.earlyReads;
}
