import { createFileRoute } from '@tanstack/react-router';
import { requireRole } from '../../../lib/guards.ts';

export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ location }) => requireRole(location, ['ADMIN']),
});
