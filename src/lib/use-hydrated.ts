import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates prerendered markup (decision 033), true once the script has the page:
 * a control that only the script can serve stays disabled until then, and what was typed is kept.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
