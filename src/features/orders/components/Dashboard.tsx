import { formatDate, indianDayStart } from '../../../../domain/dates.ts';
import { formatNumber } from '../../../../domain/intl.ts';
import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../domain/messages.ts';
import { formatInr } from '../../../../domain/money.ts';
import { LoadError, NoStore } from '../../../components/ui/load-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { deferred } from '../../../components/ui/deferred.tsx';
import { cn } from '../../../lib/cn.ts';
import { Pending, SavedNote } from '../../../components/ui/query-state.tsx';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import { insightsQueryOptions } from '../api/insights.ts';
import { dispatchCountsQueryOptions } from '../api/dispatch.ts';
import { Link } from '@tanstack/react-router';

/** uPlot comes in its own chunk, after the cards. */
// The chart's library (uPlot) loads once the page has settled (decision 056): the figures first.
const SalesChart = deferred(
  () => import('./SalesChart.tsx').then((c) => c.default),
  'hidden',
  ChartPlaceholder,
);

/**
 * Seed section 2, Dashboard 'Store Insights': Total Revenue and Total Sales summed over the
 * owner's approved stores (one query per store), Today's Orders counted for real, and 30 days of
 * revenue and orders. Money in INR. A member whose role sees no money (decision 051) sees the
 * figures of none of the stores it works in: only what must leave today.
 */
export function Dashboard() {
  const { me, stores, store } = useCurrentStore();
  const storeIds = stores.filter((s) => mayIn(s, 'money.read')).map((s) => s.id);
  const insights = useQuery({ ...insightsQueryOptions(storeIds), enabled: storeIds.length > 0 });
  if (me.isPending) return <Pending query={me} />;
  if (stores.length === 0) return <NoStore me={me} />;
  if (storeIds.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        {store && mayIn(store, 'orders.read') && (
          <MustLeaveToday storeId={store.id} location={store.myLocationId ?? null} />
        )}
      </div>
    );
  }
  if (insights.isError && !insights.data)
    return (
      <LoadError
        message={m.inventoryFetchError({
          message: errorText(insights.error, m.somethingWentWrong()),
        })}
        onRetry={() => void insights.refetch()}
      />
    );
  // Offline with nothing saved, the figures are not coming: the page says so.
  if (!insights.data && insights.fetchStatus === 'paused') return <Pending query={insights} />;
  // While the figures load, the page is laid out as it will be, each figure a dash: nothing moves
  // when they come (and a signed-in frame, decision 042, paints this before any script).
  const data = insights.data;
  return (
    <div className="flex flex-col gap-4" aria-busy={!data}>
      {/* Figures read from the device (offline, or the server not answering) say when they were saved. */}
      <SavedNote query={insights} />
      {store && mayIn(store, 'orders.read') && (
        <MustLeaveToday storeId={store.id} location={store.myLocationId ?? null} />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Metric
          label={m.totalRevenue()}
          value={data && formatInr(data.totalRevenuePaise)}
          note={m.revenueBeforeGst()}
        />
        <Metric label={m.totalSales()} value={data && formatNumber(data.totalSales)} />
        <Metric label={m.todaySOrders()} value={data && formatNumber(data.todayOrders)} />
      </div>
      <p className="text-sm text-soft">{m.revenueCounts()}</p>
      <Card aria-labelledby="sales-chart" className="flex flex-col gap-3">
        <h2 id="sales-chart" className="text-lg font-semibold">
          {m.last30Days()}
        </h2>
        {data ? <SalesChart days={data.days} /> : <ChartPlaceholder />}
        {/* A table ignores sr-only's 1 px box and would leave its height blank below the card. */}
        {data && (
          <div className="sr-only">
            <table>
              <caption>{m.revenueAndOrdersPerDay()}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.day()}</th>
                  <th scope="col">{m.revenue()}</th>
                  <th scope="col">{m.orders()}</th>
                </tr>
              </thead>
              <tbody>
                {data.days.map((d) => (
                  <tr key={d.day}>
                    <td>{formatDate(indianDayStart(d.day))}</td>
                    <td>{formatInr(d.revenuePaise)}</td>
                    <td>{d.orders}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

/** The chart's place, its own height, while the figures or uPlot load. */
function ChartPlaceholder() {
  return (
    <p className="grid h-64 place-items-center text-soft" role="status">
      {m.loading()}
    </p>
  );
}

/** A figure; without a value yet (loading), a dash holds its place and it is not yet a metric. */
function Metric({
  label,
  value,
  note,
}: {
  label: string;
  value: string | undefined;
  note?: string;
}) {
  return (
    <Card className="flex flex-col gap-1" aria-label={label}>
      <span className="text-sm text-muted">{label}</span>
      <span
        className="text-2xl font-semibold tabular-nums"
        data-testid={value === undefined ? undefined : 'metric'}
      >
        {value ?? '–'}
      </span>
      {note && <span className="text-sm text-muted">{note}</span>}
    </Card>
  );
}

/**
 * The first card (decision 022): how many items of the current store must leave today (due today or
 * already late), a link to them; a member's who works at one location, that location's (issue 51),
 * as the queue the link opens counts them.
 */
function MustLeaveToday({ storeId, location }: { storeId: string; location: string | null }) {
  const counts = useQuery(dispatchCountsQueryOptions(storeId, location));
  // The card holds its place while the counts load, so nothing below it moves when they come.
  const breached = counts.data?.breached ?? 0;
  const due = counts.data ? counts.data.breachingToday + breached : null;
  return (
    <Card
      aria-label={m.mustLeaveToday()}
      aria-busy={counts.isPending}
      className="flex flex-wrap items-center gap-4"
    >
      <div className="flex flex-col gap-1">
        <span className="text-sm text-muted">{m.mustLeaveToday()}</span>
        <span
          className="text-2xl font-semibold tabular-nums"
          data-testid={due === null ? undefined : 'metric'}
        >
          {due ?? '–'}
        </span>
        {/* Always one line, its place held while the counts load: the card never grows under them. */}
        <span
          className={cn(
            'text-sm',
            breached > 0 ? 'text-danger' : 'text-muted',
            !counts.data && 'invisible',
          )}
          aria-hidden={!counts.data}
        >
          {m.pastDispatchBy({ count: breached })}
        </span>
      </div>
      <Link
        to="/store-owner/orders"
        search={{ queue: breached > 0 ? 'BREACHED' : 'BREACHING_TODAY' }}
        className="tap-target ml-auto text-sm text-brand underline-offset-2 hover:underline"
      >
        {m.openTheQueue()}
      </Link>
    </Card>
  );
}
