import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { serverReach } from '../lib/graphql.ts';

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

/** Online, and the server answered the last request: what "Everything is in sync" may say. */
export function useServerAnswered(): boolean {
  const online = useOnline();
  const reach = useSyncExternalStore(serverReach.subscribe, serverReach.get, () => 'unknown');
  return online && reach === 'answered';
}
