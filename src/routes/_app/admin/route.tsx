import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { labelOf } from '../../../../domain/labels.ts';
import { ADMIN_ROLE_LABELS } from '../../../../domain/labels-admin.ts';
import { m } from '../../../../domain/messages.ts';
import { Page } from '../../../components/ui/page.tsx';
import { requireRole } from '../../../lib/guards.ts';
import { adminPagePermission, staffMay } from '../../../lib/role-pages.ts';
import { meQueryOptions } from '../../../lib/me.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';

export const Route = createFileRoute('/_app/admin')({
  beforeLoad: ({ location }) => requireRole(location, ['ADMIN']),
  component: AdminArea,
});

/** A page the admin's staff role may not open says so (decision 051), as a seller's does. */
function AdminArea() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const user = useSessionUser();
  const needed = adminPagePermission(pathname);
  const role = useQuery(meQueryOptions()).data?.adminRole;
  if (needed && user && !staffMay(user, needed)) {
    return (
      <Page title={m.notForYourRole()}>
        <p role="status" data-testid="not-for-role" className="text-soft">
          {m.staffRoleMayNotOpen({ role: role ? labelOf(ADMIN_ROLE_LABELS, role) : '' })}
        </p>
      </Page>
    );
  }
  return <Outlet />;
}
