import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../../domain/dates.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import type { TransferStatus } from '../../../gql/graphql.ts';
import { cn } from '../../../lib/cn.ts';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import { locationName } from '../../../lib/locations.ts';
import { useOnline } from '../../../offline/online.ts';
import { transfersQueryOptions } from '../api/transfers.ts';

const FILTERS: readonly (TransferStatus | null)[] = ['SENT', 'RECEIVED', null];

/** A transfer's status as its badge and filter say it. */
export const transferStatusLabel = (status: TransferStatus) =>
  status === 'SENT' ? m.transferStatusSENT() : m.transferStatusRECEIVED();

/**
 * The store's stock transfers (issue 51, decision 055), newest first, those in transit first to
 * hand: each a card with its document's number, where from and to, and its pieces. Sending needs
 * two locations and a connection (the server checks the pieces are free).
 */
export function TransfersView({
  status,
  onStatus,
}: {
  status: TransferStatus | null;
  onStatus(status: TransferStatus | null): void;
}) {
  const { me, store } = useCurrentStore();
  const online = useOnline();
  const transfers = useQuery({
    ...transfersQueryOptions(store?.id ?? '', status),
    enabled: Boolean(store),
  });
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  const several = (store.locationCount ?? 1) > 1;
  const maySend = mayIn(store, 'stock.transfer');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-soft">{m.transfersIntro()}</p>
      {!several ? (
        <p role="status" className="rounded-md bg-notice px-3 py-2 text-sm text-on-notice">
          {m.transfersNeedTwo()}{' '}
          <Link to="/store-owner/locations" className="font-medium underline">
            {m.navLocations()}
          </Link>
        </p>
      ) : (
        maySend &&
        (online ? (
          <Button asChild className="self-start">
            <Link to="/store-owner/transfers/new">{m.transferNew()}</Link>
          </Button>
        ) : (
          <p role="status" className="rounded-md bg-notice px-3 py-2 text-sm text-on-notice">
            {m.transfersOnlineOnly()}
          </p>
        ))
      )}
      <div role="group" aria-label={m.transfersShowing()} className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <button
            key={filter ?? 'all'}
            type="button"
            aria-pressed={status === filter}
            onClick={() => onStatus(filter)}
            className={cn(
              'inline-flex min-h-11 items-center rounded-full border px-4 text-sm',
              status === filter
                ? 'border-brand bg-highlight font-medium'
                : 'border-edge bg-surface',
            )}
          >
            {filter ? transferStatusLabel(filter) : m.transfersAll()}
          </button>
        ))}
      </div>
      <QueryState
        query={transfers}
        error={(message) => m.transfersFetchError({ message })}
        isEmpty={(rows) => rows.length === 0}
        empty={
          status === 'SENT'
            ? m.transfersEmptySENT()
            : status === 'RECEIVED'
              ? m.transfersEmptyRECEIVED()
              : m.transfersEmpty()
        }
      >
        {(rows) => (
          <ul className="grid gap-3 md:grid-cols-2" aria-label={m.navTransfers()}>
            {rows.map((t) => (
              <li
                key={t.id}
                className="relative flex flex-col gap-1 rounded-xl bg-surface p-4 text-sm shadow-sm"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    to="/store-owner/transfers/$transferId"
                    params={{ transferId: t.id }}
                    className="font-mono font-semibold underline-offset-2 after:absolute after:inset-0 hover:underline"
                  >
                    {t.documentNumber}
                  </Link>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-medium',
                      t.status === 'SENT' ? 'bg-notice text-on-notice' : 'bg-highlight',
                    )}
                  >
                    {transferStatusLabel(t.status)}
                  </span>
                </div>
                <span>
                  {m.transferRoute({ from: locationName(t.from), to: locationName(t.to) })}
                </span>
                <span className="text-muted">
                  {t.piecesReceived === null || t.piecesReceived === undefined
                    ? m.transferPieces({ count: t.piecesSent })
                    : m.transferArrivedOf({ received: t.piecesReceived, sent: t.piecesSent })}{' '}
                  · {formatDate(t.documentDate)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
