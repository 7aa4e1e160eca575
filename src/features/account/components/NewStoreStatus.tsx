import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../../domain/messages.ts';
import { FormMessage } from '../../../components/ui/field.tsx';
import { meQueryOptions } from '../api/me.ts';

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
    <section className="mx-auto max-w-xl rounded-xl bg-white p-6 text-center shadow-sm dark:bg-stone-900">
      <h1 className="mb-3 text-2xl font-semibold">Your store</h1>
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
    </section>
  );
}
