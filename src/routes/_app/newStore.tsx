import { createFileRoute } from '@tanstack/react-router';
import { NewStoreStatus } from '../../features/account/components/NewStoreStatus.tsx';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_app/newStore')({
  beforeLoad: ({ location }) => requireRole(location, ['STORE_OWNER']),
  component: () => <NewStoreStatus />,
});
