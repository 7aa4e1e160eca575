/**
 * A signed-in page's prerendered frame (decision 042): served to a first visit of a few pages, it
 * sits over the empty root until the console has rendered the page under it. Out of the flow, its
 * removal moves nothing.
 */
const frameOf = () => (typeof document === 'undefined' ? null : document.getElementById('frame'));

/**
 * A tap on the frame's navigation button, before the console has taken the frame's place: the
 * frame is inert (a picture of the page), so the frame's head script (`frameCheck`,
 * scripts/prerender.ts) finds such a tap by where it lands, counts it under this name on `window`
 * and announces it with this event (a new user's trial found these taps did nothing, decision 073).
 */
export const FRAME_MENU_TAPS = 'frameMenuTaps';
export const FRAME_MENU_EVENT = 'threadline:frame-menu';

/** Calls `open` for a tap on the frame's navigation button, made before or after this call. */
export function onFrameMenuTap(open: () => void): () => void {
  const taps = window as unknown as Record<typeof FRAME_MENU_TAPS, number | undefined>;
  const take = () => {
    taps[FRAME_MENU_TAPS] = 0;
    open();
  };
  if (taps[FRAME_MENU_TAPS]) take();
  window.addEventListener(FRAME_MENU_EVENT, take);
  return () => window.removeEventListener(FRAME_MENU_EVENT, take);
}

/**
 * Set on `window` by the page's first scroll before the console's first render (a seller scrolling
 * the frame or the sign-in form, or the browser putting a reloaded page back where it was), by the
 * prerendered page's own script (scripts/prerender.ts `EARLY_SCROLL_NOTE`); a page that is not
 * prerendered has nothing to scroll before it renders. Known from the scroll event: reading
 * `scrollY` as the first page renders lays the whole page out in that task (decision 076).
 */
export const EARLY_SCROLL = 'earlyScroll';

export const scrolledEarly = (): boolean =>
  (window as unknown as Record<typeof EARLY_SCROLL, boolean | undefined>)[EARLY_SCROLL] === true;

export function removeFrame(): void {
  frameOf()?.remove();
}

/**
 * At start: a frame not shown (the head script turned it off, or the screen is wider than a
 * phone's), in another language than the console's, or with no one signed in, goes at once.
 */
export function checkFrame(locale: string, signedIn: boolean): void {
  const frame = frameOf();
  if (!frame) return;
  const shown = getComputedStyle(frame).display !== 'none';
  if (!shown || !signedIn || document.documentElement.lang !== locale) removeFrame();
}
