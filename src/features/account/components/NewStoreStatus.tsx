import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/dates.ts';
import { m } from '../../../../domain/messages.ts';
import { FormMessage } from '../../../components/ui/field.tsx';
import { meQueryOptions } from '../../../lib/me.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageTitle } from '../../../components/ui/page.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';

const STATE_TEXT: Record<string, () => string> = {
  PENDING: m.storePendingState,
  REJECTED: m.storeRejectedState,
  DEACTIVATED: m.storeDeactivatedState,
};

/**
 * Seed section 2, newStore: with no store, the welcome text and the way to onboard. With stores
 * of which none is approved, where each stands (decision 020): pending since the day it was sent, or
 * rejected or deactivated with the admin's reason, and how to reach support; no error text. An
 * owner with an approved store has nothing to wait for here and goes to the dashboard.
 */
export function NewStoreStatus({ onboarding }: { onboarding?: React.ReactNode }) {
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <Pending query={me} />;
  if (me.isError) return <FormMessage>{m.errorLoadingData()}</FormMessage>;
  const stores = me.data.stores;
  if (stores.some((s) => s.isApproved)) return <Navigate to="/store-owner" replace />;
  return (
    <Card className="mx-auto max-w-xl p-6 text-center">
      <PageTitle className="mb-3">{m.yourStore()}</PageTitle>
      {stores.length === 0 ? (
        <>
          <p className="text-lg">{m.noStoreYet()}</p>
          {onboarding && <div className="mt-5">{onboarding}</div>}
        </>
      ) : (
        <>
          <ul className="flex flex-col gap-2 text-left" aria-label={m.yourStores()}>
            {stores.map((s) => (
              <li
                key={s.id}
                data-testid="store-state"
                className="rounded-md border border-line p-3"
              >
                <p className="font-medium">{s.name}</p>
                <p className="text-sm">{STATE_TEXT[s.status]?.() ?? s.status}</p>
                <p className="text-sm text-muted">
                  {m.storeSentOn({ date: formatDate(s.createdAt) })}
                </p>
                {s.statusReason && s.status !== 'PENDING' && (
                  <p className="text-sm text-soft">
                    {m.adminReason()} {s.statusReason}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            {m.storeQuestions()}{' '}
            <Link to="/support" className="text-brand underline underline-offset-2">
              {m.support()}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}
