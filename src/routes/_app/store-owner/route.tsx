import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../../lib/guards.ts';

export const Route = createFileRoute('/_app/store-owner')({
  beforeLoad: ({ location }) => requireRole(location, ['STORE_OWNER']),
});
