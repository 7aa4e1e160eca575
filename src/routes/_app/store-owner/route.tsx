import { createFileRoute } from '@tanstack/react-router';
import { requireApprovedStore } from '../../../lib/guards.ts';

export const Route = createFileRoute('/_app/store-owner')({
  beforeLoad: ({ location }) => requireApprovedStore(location),
});
