import { useRegisterSW } from 'virtual:pwa-register/react';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';

/** Offers the new version when the service worker has one; never reloads by itself. */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-2 bottom-2 z-50 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-inverse p-3 text-sm text-on-inverse shadow-lg sm:left-auto sm:w-96"
    >
      <span>{m.updateAvailable()}</span>
      <span className="flex gap-2">
        <Button size="sm" variant="secondary" onClick={() => setNeedRefresh(false)}>
          {m.later()}
        </Button>
        <Button size="sm" onClick={() => void updateServiceWorker(true)}>
          {m.reload()}
        </Button>
      </span>
    </div>
  );
}
