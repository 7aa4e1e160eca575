import { createFileRoute } from '@tanstack/react-router';
import { queuedWritesKnown } from '../../offline/queued-write.ts';
import { SyncScreen } from '../../offline/SyncScreen.tsx';

export const Route = createFileRoute('/_app/sync')({
  // A write is described by its kind: the list waits until the kinds are known.
  loader: () => queuedWritesKnown,
  component: SyncScreen,
});
