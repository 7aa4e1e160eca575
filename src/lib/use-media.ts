import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, following its changes (rotation, a resized window). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => atFrameWidth(query),
  );
}

/**
 * A signed-in page's prerendered frame (decision 042) is drawn for a phone this wide: a width
 * query is answered for it, any other query does not match.
 */
export const FRAME_WIDTH = 360;

function atFrameWidth(query: string): boolean {
  const found = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query.trim());
  if (!found) return false;
  const width = Number(found[2]);
  return found[1] === 'min' ? FRAME_WIDTH >= width : FRAME_WIDTH <= width;
}

/** Phone width: lists are cards below this, tables from it on (Tailwind's `sm`). */
export const PHONE_WIDTH = '(max-width: 639px)';
