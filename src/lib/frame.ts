/**
 * A signed-in page's prerendered frame (decision 042): served to a first visit of a few pages, it
 * sits over the empty root until the console has rendered the page under it. Out of the flow, its
 * removal moves nothing.
 */
const frameOf = () => (typeof document === 'undefined' ? null : document.getElementById('frame'));

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
