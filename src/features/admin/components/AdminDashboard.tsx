import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { messages } from '../../../../domain/messages.ts';
import { formatRupees } from '../../../../domain/money.ts';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { overviewQueryOptions } from '../api/overview.ts';

/** The admin landing: stores awaiting approval, active stores, users by role, orders, the audit log. */
export function AdminDashboard() {
  const overview = useQuery(overviewQueryOptions());
  if (overview.isPending) return <p role="status">{messages.loading}</p>;
  if (overview.isError)
    return (
      <LoadError
        message={errorText(overview.error, messages.somethingWentWrong)}
        onRetry={() => void overview.refetch()}
      />
    );
  const o = overview.data.adminOverview;
  const audit = overview.data.auditLog;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Stores awaiting approval" value={String(o.pendingStores)}>
          <Link
            to="/admin/store"
            search={{ status: 'PENDING', page: 1 }}
            className="text-sm text-brand underline-offset-2 hover:underline"
          >
            Review
          </Link>
        </Figure>
        <Figure label="Active stores" value={String(o.activeStores)} />
        <Figure label="Orders today" value={`${o.ordersToday} · ${formatRupees(o.revenueToday)}`} />
        <Figure
          label="Orders, last 30 days"
          value={`${o.orders30} · ${formatRupees(o.revenue30)}`}
        />
      </div>
      <Card aria-label="Users by role" className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Users by role</h2>
        <ul className="flex flex-wrap gap-4 text-sm">
          {o.usersByRole.map((r) => (
            <li key={r.role}>
              {r.role}: <span className="font-semibold tabular-nums">{r.count}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card aria-label="Audit log" className="flex flex-col gap-2 p-0">
        <h2 className="px-5 pt-5 text-lg font-semibold">Audit log</h2>
        {audit.items.length === 0 ? (
          <p className="px-5 pb-5 text-soft">{messages.auditEmpty}</p>
        ) : (
          <ScrollArea label="Audit log entries">
            <table className="w-full text-left text-sm [&_td]:p-2 [&_th]:p-2 sm:[&_td]:p-3 sm:[&_th]:p-3">
              <thead className="border-b border-line text-muted">
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {audit.items.map((e) => (
                  <tr
                    key={e.id}
                    data-testid="audit-entry"
                    className="border-b border-line last:border-0"
                  >
                    <td className="whitespace-nowrap">
                      {new Date(Number(e.createdAt)).toLocaleString('en-IN')}
                    </td>
                    <td>{e.actorEmail}</td>
                    <td>
                      {e.action}{' '}
                      <span className="font-mono text-xs text-muted">
                        {e.subjectId.slice(0, 8)}
                      </span>
                    </td>
                    <td>{e.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
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
