import { m } from '../../../../domain/messages.ts';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { Page } from '../../../components/ui/page.tsx';
import { Payments } from '../../../features/payments/components/Payments.tsx';
import { addDays, indianDate, isDay } from '../../../../domain/dates.ts';

/** The period lives in the address; the last 30 days unless it says otherwise. */
const search = v.object({
  from: v.fallback(v.optional(v.pipe(v.string(), v.check(isDay))), undefined),
  to: v.fallback(v.optional(v.pipe(v.string(), v.check(isDay))), undefined),
});

export const Route = createFileRoute('/_app/store-owner/payments')({
  validateSearch: search,
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const today = indianDate(new Date());
  const period = { from: s.from ?? addDays(today, -30), to: s.to ?? today };
  return (
    <Page title={m.payments()}>
      <Payments
        period={period}
        onPeriod={(next) => void navigate({ search: next, replace: true })}
      />
    </Page>
  );
}
