import { WifiOff } from 'lucide-react';
import { m } from '../../../../domain/messages.ts';
import { useOnline } from '../../../offline/online.ts';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="flex items-center gap-2 bg-highlight px-4 py-2 text-sm text-on-highlight"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      {m.offline()}
    </div>
  );
}
