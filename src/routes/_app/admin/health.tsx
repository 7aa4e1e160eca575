import { createFileRoute, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { formatDay } from '../../../../domain/dates.ts';
import { formatList } from '../../../../domain/intl.ts';
import { labelOf } from '../../../../domain/labels.ts';
import { HEALTH_METRIC_LABELS, HEALTH_STEP_LABELS } from '../../../../domain/labels-health.ts';
import { m } from '../../../../domain/messages.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { storeHealthOptions, storesOverLimitsOptions } from '../../../features/health/api.ts';
import { PerformanceView } from '../../../features/health/components/PerformanceView.tsx';
import { preload } from '../../../lib/preload.ts';

const search = v.object({ store: v.fallback(v.optional(v.string()), undefined) });

/** Seller health for the platform (issue 50, decision 053): stores over the limits, and one's page. */
export const Route = createFileRoute('/_app/admin/health')({
  validateSearch: search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    deps.store
      ? preload(context.queryClient, storeHealthOptions(deps.store))
      : preload(context.queryClient, storesOverLimitsOptions()),
  component: HealthRoute,
});

function HealthRoute() {
  const { store } = Route.useSearch();
  const health = useQuery({ ...storeHealthOptions(store ?? ''), enabled: Boolean(store) });
  if (store) {
    return (
      <Page
        title={health.data ? m.healthOpenStore({ store: health.data.storeName }) : m.navHealth()}
      >
        <Link to="/admin/health" className="inline-flex min-h-11 items-center text-link underline">
          {m.healthBackToList()}
        </Link>
        <PerformanceView storeId={store} admin />
      </Page>
    );
  }
  return (
    <Page title={m.navHealth()}>
      <OverLimits />
    </Page>
  );
}

function OverLimits() {
  const list = useQuery(storesOverLimitsOptions());
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-soft">{m.healthAdminIntro()}</p>
      <QueryState
        query={list}
        isEmpty={(rows) => rows.length === 0}
        empty={<p>{m.healthAdminEmpty()}</p>}
      >
        {(rows) => (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={m.navHealth()}>
            {rows.map((row) => (
              <li key={row.storeId}>
                <Card className="flex flex-col gap-1" data-testid="over-limits">
                  <Link
                    to="/admin/health"
                    search={{ store: row.storeId }}
                    className="inline-flex min-h-11 items-center font-semibold text-link underline"
                  >
                    {m.healthOpenStore({ store: row.storeName })}
                  </Link>
                  <p className="text-sm font-medium">{labelOf(HEALTH_STEP_LABELS, row.step)}</p>
                  <p className="text-sm text-soft">
                    {formatList(row.overMetrics.map((x) => labelOf(HEALTH_METRIC_LABELS, x)))}
                    {row.overSince
                      ? ` · ${m.healthOverSinceShort({ day: formatDay(row.overSince) })}`
                      : ''}
                  </p>
                  {row.exemptUntil && (
                    <p className="text-sm text-soft">
                      {m.healthExemptShort({ until: formatDay(row.exemptUntil) })}
                    </p>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
