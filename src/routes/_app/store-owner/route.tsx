import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useKeepShiftFresh } from './-keep-fresh.ts';
import { requireApprovedStore, requireRole } from '../../../lib/guards.ts';

/** The profile belongs to the account; every other seller section needs an approved store. */
const ACCOUNT_PAGES = new Set(['/store-owner/profile']);

export const Route = createFileRoute('/_app/store-owner')({
  beforeLoad: ({ location }) =>
    ACCOUNT_PAGES.has(location.pathname)
      ? requireRole(location, ['STORE_OWNER'])
      : requireApprovedStore(location),
  component: StoreOwnerArea,
});

function StoreOwnerArea() {
  useKeepShiftFresh();
  return <Outlet />;
}
