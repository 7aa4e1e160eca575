import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { staffMay } from '../../../lib/role-pages.ts';
import { useSessionUser } from '../../../lib/use-session-user.ts';
import { m } from '../../../../domain/messages.ts';
import { ROLE_LABELS, labelOf } from '../../../../domain/labels.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { overviewQueryOptions } from '../api/overview.ts';
import { AuditTable } from './AuditTable.tsx';
import { PlatformSettingsCard } from './PlatformSettingsCard.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';

/** The admin landing: stores awaiting approval, active stores, users by role, orders, the audit log. */
export function AdminDashboard() {
  const overview = useQuery(overviewQueryOptions());
  const user = useSessionUser();
  if (overview.isPending) return <Pending query={overview} />;
  if (overview.isError)
    return (
      <LoadError
        message={errorText(overview.error, m.somethingWentWrong())}
        onRetry={() => void overview.refetch()}
      />
    );
  const o = overview.data.adminOverview;
  const audit = overview.data.auditLog;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={m.storesAwaitingApproval()} value={String(o.pendingStores)}>
          <Link
            to="/admin/store"
            search={{ status: 'PENDING', page: 1 }}
            className="tap-target text-sm text-brand underline-offset-2 hover:underline"
          >
            {m.review()}
          </Link>
        </Figure>
        <Figure label={m.activeStores()} value={String(o.activeStores)} />
        <Figure
          label={m.ordersToday()}
          value={`${o.ordersToday} · ${formatRupees(o.revenueToday)}`}
        />
        <Figure
          label={m.ordersLast30Days()}
          value={`${o.orders30} · ${formatRupees(o.revenue30)}`}
        />
      </div>
      <Card aria-label={m.usersByRole()} className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">{m.usersByRole()}</h2>
        <ul className="flex flex-wrap gap-4 text-sm">
          {o.usersByRole.map((r) => (
            <li key={r.role}>
              {labelOf(ROLE_LABELS, r.role)}:{' '}
              <span className="font-semibold tabular-nums">{r.count}</span>
            </li>
          ))}
        </ul>
      </Card>
      {staffMay(user, 'platform.settings') && <PlatformSettingsCard />}
      <Card aria-label={m.auditLog()} className="flex flex-col gap-2 p-0">
        <h2 className="px-5 pt-5 text-lg font-semibold">{m.auditLog()}</h2>
        <AuditTable items={audit.items} />
        <Link to="/admin/audit" className="tap-target mx-5 mb-4 self-start text-sm text-link">
          {m.theWholeAuditLog()}
        </Link>
      </Card>
    </div>
  );
}

function Figure({
  label,
  value,
  children,
}: {
  label: string;
  value: string;
  children?: React.ReactNode;
}) {
  return (
    <Card aria-label={label} className="flex flex-col gap-1">
      <span className="text-sm text-muted">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{value}</span>
      {children}
    </Card>
  );
}
