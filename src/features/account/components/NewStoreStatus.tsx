import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages.ts';
import { FormMessage } from '../../../components/ui/field.tsx';
import { meQueryOptions } from '../../../lib/me.ts';
import { Card } from '../../../components/ui/card.tsx';
import { PageTitle } from '../../../components/ui/page.tsx';

/**
 * Seed section 2, newStore: with no store, or an approved one, the welcome text; with stores of
 * which none is approved, "Store Not Detected". (Both conditions as the seed gives them.)
 * `onboarding` is the link to store1, shown once the onboarding screens exist.
 */
export function NewStoreStatus({ onboarding }: { onboarding?: React.ReactNode }) {
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <p role="status">{messages.loading}</p>;
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
        <p className="text-lg" data-testid="store-not-detected">
          {messages.storeNotDetected}
        </p>
      )}
    </Card>
  );
}
