import { onlineManager } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { m } from '../../../domain/messages.ts';
import { useOnline } from '../../offline/online.ts';
import { LoadError } from './load-error.tsx';

/**
 * A page that could not be opened, most often its code not fetched (offline on a first visit,
 * before the service worker has saved it, or a dropped connection): said in the console's words,
 * with Try again, and tried again by itself when the connection returns.
 */
export function PageError(_props: ErrorComponentProps) {
  const router = useRouter();
  const online = useOnline();
  useEffect(
    () =>
      onlineManager.subscribe((now) => {
        if (now) void router.invalidate();
      }),
    [router],
  );
  return (
    <LoadError
      className="p-4"
      message={online ? m.pageNotLoaded() : m.pageNotSavedOffline()}
      onRetry={() => void router.invalidate()}
    />
  );
}
