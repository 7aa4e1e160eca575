import { Link, createFileRoute } from '@tanstack/react-router';
import { m } from '../../../domain/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { NewStoreStatus } from '../../features/account/components/NewStoreStatus.tsx';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_app/newStore')({
  beforeLoad: ({ location }) => requireRole(location, ['STORE_OWNER']),
  component: () => (
    <NewStoreStatus
      onboarding={
        <Button asChild>
          <Link to="/store1">{m.onboradYourStore()}</Link>
        </Button>
      }
    />
  ),
});
