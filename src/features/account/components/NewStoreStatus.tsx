import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages.ts';
import { FormMessage } from '../../../components/ui/field.tsx';
import { meQueryOptions } from '../../../lib/me.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageTitle } from '../../../components/ui/page.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';

const STATE_TEXT: Record<string, string> = {
  PENDING: messages.storePendingState,
  REJECTED: messages.storeRejectedState,
  DEACTIVATED: messages.storeDeactivatedState,
};

/**
 * Seed section 2, newStore: with no store, or an approved one, the welcome text; with stores of
 * which none is approved, "Store Not Detected". (Both conditions as the seed gives them.)
 * `onboarding` is the link to store1, shown once the onboarding screens exist. Each store that is
 * not approved says where it stands, with the admin's reason for a rejection or deactivation.
 */
export function NewStoreStatus({ onboarding }: { onboarding?: React.ReactNode }) {
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <Pending query={me} />;
  if (me.isError) return <FormMessage>{messages.errorLoadingData}</FormMessage>;
  const stores = me.data.stores;
  const welcome = stores.length === 0 || stores.some((s) => s.isApproved);
  return (
    <Card className="mx-auto max-w-xl p-6 text-center">
      <PageTitle className="mb-3">Your store</PageTitle>
      {welcome ? (
        <>
          <p className="text-lg">{messages.noStoreYet}</p>
          {onboarding && <div className="mt-5">{onboarding}</div>}
        </>
      ) : (
        <>
          <p className="text-lg" data-testid="store-not-detected">
            {messages.storeNotDetected}
          </p>
          <ul className="mt-4 flex flex-col gap-2 text-left" aria-label="Your stores">
            {stores.map((s) => (
              <li
                key={s.id}
                data-testid="store-state"
                className="rounded-md border border-line p-3"
              >
                <p className="font-medium">{s.name}</p>
                <p className="text-sm">{STATE_TEXT[s.status] ?? s.status}</p>
                {s.statusReason && s.status !== 'PENDING' && (
                  <p className="text-sm text-soft">
                    {messages.adminReason} {s.statusReason}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
