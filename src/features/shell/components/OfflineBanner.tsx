import { WifiOff } from 'lucide-react';
import { m } from '../../../../domain/messages.ts';
import { useOnline, useServerUnreachable } from '../../../offline/online.ts';

/**
 * Offline, or online with a server that does not answer (a Wi-Fi without internet, an outage):
 * the screens show what the device saved, and the banner says which of the two it is.
 */
export function OfflineBanner() {
  const online = useOnline();
  const unreachable = useServerUnreachable();
  if (online && !unreachable) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center gap-2 bg-highlight px-4 py-2 text-sm text-on-highlight"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {online ? m.serverUnreachable() : m.offline()}
    </div>
  );
}
