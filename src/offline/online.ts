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

/** Whether the server answered this page's last request (lib/graphql.ts serverReach). */
const useServerReach = () =>
  useSyncExternalStore(serverReach.subscribe, serverReach.get, () => 'unknown' as const);

/** Online, and the server answered the last request: what "Everything is in sync" may say. */
export function useServerAnswered(): boolean {
  const online = useOnline();
  const reach = useServerReach();
  return online && reach === 'answered';
}

/** Online, and the server gave no answer to the last request: what the device shows is saved. */
export function useServerUnreachable(): boolean {
  const online = useOnline();
  const reach = useServerReach();
  return online && reach === 'no-answer';
}

/** How often a console whose server stopped answering asks it again, while online. */
export const SERVER_PROBE_MS = 10_000;

/**
 * Recovers by itself when the server answers again: while the last request got no answer and the
 * device is online, `/healthz` is asked every SERVER_PROBE_MS; its answer refreshes what the
 * screens show (and the outbox drains, as after any answer). Stops while offline (the browser's
 * own online event refreshes then). Answers the function that stops it.
 */
export function watchServer(onAnswer: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const probe = async () => {
    timer = undefined;
    if (serverReach.get() !== 'no-answer' || !onlineManager.isOnline()) return;
    const answered = await fetch('/healthz', { cache: 'no-store' }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (answered && serverReach.get() === 'no-answer') {
      serverReach.answered();
      onAnswer();
    } else schedule();
  };
  const schedule = () => {
    if (timer === undefined && serverReach.get() === 'no-answer' && onlineManager.isOnline())
      timer = setTimeout(() => void probe(), SERVER_PROBE_MS);
  };
  const stopReach = serverReach.subscribe(schedule);
  const stopOnline = onlineManager.subscribe(schedule);
  return () => {
    stopReach();
    stopOnline();
    if (timer !== undefined) clearTimeout(timer);
  };
}
