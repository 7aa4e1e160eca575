import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime, formatDay as day } from '../../../../domain/dates.ts';
import { formatList, formatNumber } from '../../../../domain/intl.ts';
import { ORDER_STATUS_LABELS, labelOf } from '../../../../domain/labels.ts';
import { LISTING_DECISION_LABELS } from '../../../../domain/labels-review.ts';
import {
  HEALTH_FIX_LABELS,
  HEALTH_METRIC_LABELS,
  HEALTH_OF_LABELS,
  HEALTH_STEP_LABELS,
} from '../../../../domain/labels-health.ts';
import { m } from '../../../../domain/messages.ts';
import {
  EXEMPTION_MAX_DAYS,
  HEALTH_ITEMS_MAX,
  HEALTH_WINDOWS,
  METRIC_STATUS,
  type HealthStep,
} from '../../../../domain/seller-health.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import type { HealthMetric, StoreHealthFieldsFragment } from '../../../gql/graphql.ts';
import { errorText } from '../../../lib/error-text.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { cn } from '../../../lib/cn.ts';
import { useOnline } from '../../../offline/online.ts';
import {
  healthItemsOptions,
  healthKeys,
  reviewStoreHealthNow,
  setHealthExemption,
  storeHealthOptions,
} from '../api.ts';

type Health = StoreHealthFieldsFragment;
type Figure = Health['windows'][number]['figures'][number];

/** A share in basis points as a percent: "2.5%". */
const share = (basisPoints: number) =>
  formatNumber(basisPoints / 10_000, { style: 'percent', maximumFractionDigits: 2 });

const metricsText = (metrics: readonly string[]) =>
  formatList(metrics.map((x) => labelOf(HEALTH_METRIC_LABELS, x)));

const STEP_TONE: Record<HealthStep, string> = {
  OK: 'bg-success-soft text-on-success-soft',
  WARNED: 'bg-highlight text-on-highlight',
  LISTINGS_HELD: 'bg-danger-soft text-on-danger-soft',
  PAUSED: 'bg-danger-soft text-on-danger-soft',
};

/** What the store's step means, in a sentence with its days. */
function bannerText(h: Health): string {
  const metrics = metricsText(h.overMetrics);
  const since = h.overSince ? day(h.overSince) : '';
  switch (h.step) {
    case 'OK':
      return m.healthBannerOK();
    case 'WARNED':
      return m.healthBannerWARNED({
        since,
        metrics,
        holdOn: day(h.holdOn!),
        pauseOn: day(h.pauseOn!),
      });
    case 'LISTINGS_HELD':
      return m.healthBannerLISTINGS_HELD({ since, metrics, pauseOn: day(h.pauseOn!) });
    case 'PAUSED':
      return m.healthBannerPAUSED({ metrics });
  }
}

/**
 * A store's Performance page (issue 50, decision 053): its step and what comes next, each figure
 * of the last 30 days against its limit with the 90 days beside it and what the figure counts one
 * tap away, what to fix where it is over, the rule, and the steps taken. `admin` adds the
 * exemption form and leaves out the links into the store's own screens.
 */
export function PerformanceView({ storeId, admin = false }: { storeId: string; admin?: boolean }) {
  const health = useQuery(storeHealthOptions(storeId));
  return (
    <QueryState query={health}>
      {(h) => (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-soft">
            {admin ? m.performanceIntroAdmin() : m.performanceIntro()}
          </p>
          <Card
            data-testid="health-step"
            data-step={h.step}
            className={cn('flex flex-col gap-2', STEP_TONE[h.step])}
          >
            <h2 className="text-lg font-semibold">{labelOf(HEALTH_STEP_LABELS, h.step)}</h2>
            <p>{bannerText(h)}</p>
            {h.exemptUntil && (
              <p className="text-sm">
                {m.healthExemptNote({ until: day(h.exemptUntil), reason: h.exemptReason ?? '' })}
              </p>
            )}
            {h.reviewedOn && (
              <p className="text-sm">{m.healthReviewedOn({ day: day(h.reviewedOn) })}</p>
            )}
          </Card>
          <Figures health={h} admin={admin} />
          <Card className="flex flex-col gap-2">
            <h2 className="font-semibold">{m.healthRuleTitle()}</h2>
            <p className="text-sm text-soft">
              {m.healthRule({
                min: h.policy.minSample,
                days: h.policy.judgedDays,
                hold: h.policy.holdAfterDays,
                pause: h.policy.pauseAfterDays,
              })}
            </p>
          </Card>
          {admin && <Exemption health={h} />}
          <History health={h} />
        </div>
      )}
    </QueryState>
  );
}

function Figures({ health, admin }: { health: Health; admin: boolean }) {
  const [month, quarter] = [health.windows[0]!, health.windows[1]!];
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={m.healthWindow({ days: month.days })}>
      {month.figures.map((f) => (
        <FigureCard
          key={f.metric}
          storeId={health.storeId}
          figure={f}
          days={month.days}
          ninety={quarter.figures.find((q) => q.metric === f.metric)!}
          minSample={health.policy.minSample}
          admin={admin}
        />
      ))}
    </ul>
  );
}

function FigureCard({
  storeId,
  figure: f,
  days,
  ninety,
  minSample,
  admin,
}: {
  storeId: string;
  figure: Figure;
  days: number;
  ninety: Figure;
  minSample: number;
  admin: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [itemDays, setItemDays] = useState(days);
  const name = labelOf(HEALTH_METRIC_LABELS, f.metric);
  const verdict = !f.judged
    ? m.healthNotJudged({ min: minSample, of: labelOf(HEALTH_OF_LABELS, f.metric) })
    : f.over
      ? m.healthOver()
      : m.healthWithin();
  return (
    <li>
      <Card
        data-testid="health-figure"
        data-metric={f.metric}
        data-over={f.over}
        className={cn('flex h-full flex-col gap-2', f.over && 'ring-2 ring-danger')}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">{name}</h3>
          <span className="text-sm text-soft">{m.healthWindow({ days })}</span>
        </div>
        <p className="text-3xl font-semibold tabular-nums">
          {f.basisPoints === null ? m.healthNoRate() : share(f.basisPoints)}
        </p>
        <p className="text-sm">
          {m.healthCountOf({
            count: formatNumber(f.count),
            outOf: formatNumber(f.outOf),
            of: labelOf(HEALTH_OF_LABELS, f.metric),
          })}
        </p>
        <p className="text-sm text-soft">
          {m.healthLimit({ limit: share(f.maxBasisPoints) })} ·{' '}
          <span className={cn(f.over && 'font-semibold text-danger')}>{verdict}</span>
        </p>
        <p className="text-sm text-soft">
          {m.healthNinety({
            rate: ninety.basisPoints === null ? m.healthNoRate() : share(ninety.basisPoints),
          })}
        </p>
        {f.over && (
          <div className="rounded-lg bg-sunken p-3 text-sm">
            <p className="font-semibold">{m.healthWhatToFix()}</p>
            <p>{labelOf(HEALTH_FIX_LABELS, f.metric)}</p>
          </div>
        )}
        {(f.count > 0 || ninety.count > 0) && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {open ? m.healthHideItems() : m.healthShowItems()}
          </Button>
        )}
        {open && (
          <>
            <div role="group" aria-label={m.healthItemsWindow()} className="flex flex-wrap gap-2">
              {HEALTH_WINDOWS.map((d) => (
                <Button
                  key={d}
                  size="sm"
                  variant={itemDays === d ? 'primary' : 'secondary'}
                  aria-pressed={itemDays === d}
                  onClick={() => setItemDays(d)}
                >
                  {m.healthWindow({ days: d })}
                </Button>
              ))}
            </div>
            <Items storeId={storeId} metric={f.metric} days={itemDays} name={name} admin={admin} />
          </>
        )}
      </Card>
    </li>
  );
}

/** What a figure counts, newest first, each a link to its order or product (the seller's). */
function Items({
  storeId,
  metric,
  days,
  name,
  admin,
}: {
  storeId: string;
  metric: HealthMetric;
  days: number;
  name: string;
  admin: boolean;
}) {
  const items = useQuery(healthItemsOptions(storeId, metric, days));
  // What the figure counted of each: the move (or the refusal), on the day it was made.
  const status = METRIC_STATUS[metric];
  const event = status
    ? labelOf(ORDER_STATUS_LABELS, status)
    : labelOf(LISTING_DECISION_LABELS, 'REJECTED');
  return (
    <QueryState
      query={items}
      isEmpty={(rows) => rows.length === 0}
      empty={<p className="text-sm text-soft">{m.healthItemsEmpty({ days })}</p>}
    >
      {(rows) => (
        <ul
          className="flex flex-col divide-y divide-line"
          aria-label={m.healthItemsLabel({ metric: name, days })}
        >
          {rows.map((row, i) => (
            <li key={`${row.orderId ?? row.productId}-${i}`} className="py-2 text-sm">
              {admin ? (
                <span className="font-medium">{row.name}</span>
              ) : row.orderId ? (
                <Link
                  to="/store-owner/orders/$orderId"
                  params={{ orderId: row.orderId }}
                  className="inline-flex min-h-11 items-center font-medium text-link underline"
                >
                  {row.name}
                </Link>
              ) : (
                <Link
                  to="/store-owner/inventory/edit-product"
                  search={{ id: row.productId }}
                  className="inline-flex min-h-11 items-center font-medium text-link underline"
                >
                  {row.name}
                </Link>
              )}
              <span className="block text-soft">
                {event} · {formatDateTime(Number(row.at))}
                {row.status && row.status !== METRIC_STATUS[metric]
                  ? ` · ${m.healthItemNow({ status: labelOf(ORDER_STATUS_LABELS, row.status) })}`
                  : ''}
              </span>
            </li>
          ))}
          {rows.length >= HEALTH_ITEMS_MAX && (
            <li className="py-2 text-sm text-soft">
              {m.healthItemsCapped({ max: HEALTH_ITEMS_MAX })}
            </li>
          )}
        </ul>
      )}
    </QueryState>
  );
}

function History({ health }: { health: Health }) {
  return (
    <Card className="flex flex-col gap-2">
      <h2 className="font-semibold">{m.healthHistory()}</h2>
      {health.steps.length === 0 ? (
        <p className="text-sm text-soft">{m.healthHistoryEmpty()}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line" data-testid="health-history">
          {health.steps.map((s) => (
            <li key={s.id} className="py-2 text-sm">
              <span className="block font-medium">
                {s.byAdmin
                  ? s.exemptUntil
                    ? m.healthStepExempted({ until: day(s.exemptUntil), reason: s.reason ?? '' })
                    : m.healthStepExemptionEnded({ reason: s.reason ?? '' })
                  : m.healthStepMove({
                      from: labelOf(HEALTH_STEP_LABELS, s.from),
                      to: labelOf(HEALTH_STEP_LABELS, s.to),
                    })}
              </span>
              <span className="block text-soft">
                {formatDateTime(Number(s.at))}
                {!s.byAdmin && s.metrics.length > 0 ? ` · ${metricsText(s.metrics)}` : ''}
                {!s.byAdmin ? ` · ${m.healthStepByReview()}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The admin's exemption from hold and pause: up to a day, with a reason the store reads. */
function Exemption({ health }: { health: Health }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [until, setUntil] = useState(health.exemptUntil ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const reviewNow = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const reviewed = (await reviewStoreHealthNow(health.storeId)).reviewStoreHealth;
      queryClient.setQueryData(healthKeys.store(health.storeId), reviewed);
      void queryClient.invalidateQueries({ queryKey: healthKeys.overLimits() });
      toast.success(m.healthReviewedNow({ step: labelOf(HEALTH_STEP_LABELS, reviewed.step) }));
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  const save = async (end: boolean) => {
    if (busy) return;
    // Ending is End exemption's; Save needs the day it runs to.
    if (!end && !until) return setErrors({ until: m.dayInvalid() });
    setBusy(true);
    setErrors({});
    try {
      const saved = await setHealthExemption({
        storeId: health.storeId,
        until: end ? null : until,
        reason,
      });
      queryClient.setQueryData(healthKeys.store(health.storeId), saved.setHealthExemption);
      setUntil(saved.setHealthExemption.exemptUntil ?? '');
      void queryClient.invalidateQueries({ queryKey: healthKeys.overLimits() });
      setReason('');
      toast.success(end ? m.healthExemptEndedToast() : m.healthExemptSaved());
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fields).length > 0) setErrors(err.fields);
      else toast.error(errorText(err, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(false);
  };
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-semibold">{m.healthExemptHeading()}</h2>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <Field
          label={m.healthExemptUntil()}
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          error={errors.until}
          hint={m.healthExemptRange({ max: EXEMPTION_MAX_DAYS })}
          className="max-w-xs"
        />
        <Field
          label={m.healthExemptReason()}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!online} aria-busy={busy}>
            {m.healthExemptSave()}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!online}
            aria-busy={busy}
            onClick={() => void reviewNow()}
          >
            {m.healthReviewNow()}
          </Button>
          {health.exemptUntil && (
            <Button
              type="button"
              variant="secondary"
              disabled={!online}
              aria-busy={busy}
              onClick={() => void save(true)}
            >
              {m.healthExemptEnd()}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
