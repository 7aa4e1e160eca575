import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** Start from what the browser says rather than assuming a connection. */
export function initOnlineState() {
  onlineManager.setOnline(navigator.onLine);
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (cb) => onlineManager.subscribe(cb),
    () => onlineManager.isOnline(),
    () => true,
  );
}
