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
  );
}

/** Phone width: lists are cards below this, tables from it on (Tailwind's `sm`). */
export const PHONE_WIDTH = '(max-width: 639px)';
