import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { STORE_ROLE_LABELS, labelOf } from '../../../../domain/labels.ts';
import { m } from '../../../../domain/messages.ts';
import { Page } from '../../../components/ui/page.tsx';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { pagePermission } from '../../../lib/role-pages.ts';
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
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { store } = useCurrentStore();
  const needed = pagePermission(pathname);
  // A page the member's role may not open says so, rather than showing saved rows or refusals.
  if (store?.myRole && needed && !mayIn(store, needed)) {
    return (
      <Page title={m.notForYourRole()}>
        <p role="status" data-testid="not-for-role" className="text-soft">
          {m.roleMayNotOpen({ role: labelOf(STORE_ROLE_LABELS, store.myRole) })}
        </p>
      </Page>
    );
  }
  return <Outlet />;
}
