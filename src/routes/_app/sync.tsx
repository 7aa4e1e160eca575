import { createFileRoute } from '@tanstack/react-router';
import { SyncScreen } from '../../offline/SyncScreen.tsx';

export const Route = createFileRoute('/_app/sync')({ component: SyncScreen });
