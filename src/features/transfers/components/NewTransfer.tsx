import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import * as v from 'valibot';
import { m } from '../../../../domain/messages.ts';
import { transferInputSchema } from '../../../../domain/transfers.ts';
import { variantName } from '../../../../domain/variant.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormMessage, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { NoStore } from '../../../components/ui/load-error.tsx';
import { Pending, QueryState } from '../../../components/ui/query-state.tsx';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { useOnline } from '../../../offline/online.ts';
import { refusalTo } from '../../../lib/refusal.ts';
import { request } from '../../../lib/graphql.ts';
import { localName } from '../../../lib/local-name.ts';
import { locationName, storeLocationsQueryOptions } from '../../../lib/locations.ts';
import {
  SendTransferDocument,
  transferKeys,
  transferProductsQueryOptions,
  type TransferProduct,
} from '../api/transfers.ts';

type Entry = TransferProduct['entries'][number];

/** A variant chosen for the transfer: its name and its pieces at each location, as read. */
interface Chosen {
  id: string;
  label: string;
  locations: Entry['locations'];
  quantity: string;
}

const freeAt = (locations: Entry['locations'], locationId: string) => {
  const at = locations.find((l) => l.locationId === locationId);
  return at ? at.totalStock - at.reservedStock : 0;
};

/**
 * A new stock transfer (issue 51, decision 055): where from and to, the variants found by their
 * product's name with what is free at the source, how many of each, a note. The form checks what
 * the server checks (domain/transfers.ts); the server checks the pieces are still free, and its
 * refusal lands next to the line it names.
 */
export function NewTransfer({
  dependents,
}: {
  /** What the pieces' move changes (the products' stock), read again once sent. */
  dependents: readonly QueryKey[];
}) {
  const { me, store } = useCurrentStore();
  const locations = useQuery({
    ...storeLocationsQueryOptions(store?.id ?? ''),
    enabled: Boolean(store),
  });
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const products = useQuery({
    ...transferProductsQueryOptions(store?.id ?? '', deferred),
    enabled: Boolean(store && deferred.length >= 2),
  });
  const online = useOnline();
  const send = useMutation({
    // Never held for a reconnection: the server checks what is free now, or the seller is told.
    networkMode: 'always',
    mutationFn: (input: v.InferInput<typeof transferInputSchema>) =>
      request(SendTransferDocument, { storeId: store!.id, input }),
    onSuccess: async ({ sendStockTransfer }) => {
      toast.success(m.transferSentToast({ number: sendStockTransfer.documentNumber }));
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      for (const queryKey of dependents) void queryClient.invalidateQueries({ queryKey });
      await navigate({
        to: '/store-owner/transfers/$transferId',
        params: { transferId: sendStockTransfer.id },
      });
    },
    onError: refusalTo(setErrors),
  });
  if (me.isPending) return <Pending query={me} />;
  if (!store) return <NoStore me={me} />;
  const all = locations.data ?? [];
  // The store's address first: it is where most pieces are.
  const source = from || all[0]?.id || '';
  const destination = to || all.find((l) => l.id !== source)?.id || '';
  const sourceName = locationName(all.find((l) => l.id === source) ?? { isPrimary: true });

  const add = (product: TransferProduct, entry: Entry) => {
    // The new line's box takes the focus: the count is the next thing to type.
    requestAnimationFrame(() =>
      document.getElementById(`transfer-line-${entry.id}`)?.querySelector('input')?.focus(),
    );
    setChosen((now) =>
      now.some((c) => c.id === entry.id)
        ? now
        : [
            ...now,
            {
              id: entry.id,
              label: variantName(product.name, localName(entry.color), localName(entry.size)),
              locations: entry.locations,
              quantity: '1',
            },
          ],
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      from: source,
      to: destination,
      lines: chosen.map((c) => ({ referenceId: c.id, quantity: Number(c.quantity) })),
      note,
    };
    const parsed = v.safeParse(transferInputSchema, input);
    if (!parsed.success) {
      const flat = v.flatten<typeof transferInputSchema>(parsed.issues);
      const found: Record<string, string | undefined> = Object.fromEntries(
        Object.entries(flat.nested ?? {}).map(([key, list]) => [key, list?.[0]]),
      );
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    send.mutate(input);
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <QueryState
          query={locations}
          error={(message) => m.locationsFetchError({ message })}
          isEmpty={() => false}
        >
          {(rows) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={m.transferFromLabel()}
                name="from"
                value={source}
                error={errors.from}
                onChange={(e) => setFrom(e.target.value)}
              >
                {rows.map((l) => (
                  <option key={l.id} value={l.id}>
                    {locationName(l)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={m.transferToLabel()}
                name="to"
                value={destination}
                error={errors.to}
                onChange={(e) => setTo(e.target.value)}
              >
                {rows.map((l) => (
                  <option key={l.id} value={l.id}>
                    {locationName(l)}
                  </option>
                ))}
              </SelectField>
            </div>
          )}
        </QueryState>

        <section aria-labelledby="transfer-lines" className="flex flex-col gap-2">
          <h2 id="transfer-lines" className="font-semibold">
            {m.transferLines()}
          </h2>
          {chosen.length === 0 ? (
            <p className="text-sm text-muted">{m.transferLinesNone()}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {chosen.map((c, index) => (
                <li
                  key={c.id}
                  id={`transfer-line-${c.id}`}
                  className="flex flex-wrap items-end gap-2"
                >
                  <Field
                    label={m.transferQuantityOf({ variant: c.label })}
                    name={`lines.${index}.quantity`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    value={c.quantity}
                    error={errors[`lines.${index}.quantity`]}
                    hint={m.transferFreeAt({
                      free: freeAt(c.locations, source),
                      location: sourceName,
                    })}
                    onChange={(e) =>
                      setChosen((now) =>
                        now.map((x) => (x.id === c.id ? { ...x, quantity: e.target.value } : x)),
                      )
                    }
                    className="min-w-48 flex-1"
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => setChosen((now) => now.filter((x) => x.id !== c.id))}
                    aria-label={m.transferRemoveOf({ variant: c.label })}
                  >
                    {m.transferRemove()}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {errors.lines && <FormMessage>{errors.lines}</FormMessage>}
        </section>

        <Field
          label={m.transferSearch()}
          hint={m.transferSearchHint()}
          value={search}
          inputMode="search"
          onChange={(e) => setSearch(e.target.value)}
          // Enter searches (as typing does); it does not send the half-made transfer.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
        {deferred.length >= 2 && (
          <QueryState
            query={products}
            isEmpty={(rows) => rows.length === 0}
            empty={m.transferSearchNone({ search: deferred })}
          >
            {(rows) => (
              <ul className="flex flex-col gap-2" aria-label={m.transferSearch()}>
                {rows.flatMap((product) =>
                  product.entries.map((entry) => {
                    const label = variantName(
                      product.name,
                      localName(entry.color),
                      localName(entry.size),
                    );
                    const free = freeAt(entry.locations, source);
                    return (
                      <li
                        key={entry.id}
                        className="flex items-center justify-between gap-2 border-b border-line pb-2 text-sm"
                      >
                        <span className="min-w-0 flex-1">
                          {label}
                          <span className="block text-muted">
                            {m.transferFreeAt({ free, location: sourceName })}
                          </span>
                        </span>
                        <Button
                          type="button"
                          variant="secondary"
                          size="sm"
                          disabled={free < 1 || chosen.some((c) => c.id === entry.id)}
                          onClick={() => add(product, entry)}
                          aria-label={m.transferAddOf({ variant: label })}
                        >
                          {m.add()}
                        </Button>
                      </li>
                    );
                  }),
                )}
              </ul>
            )}
          </QueryState>
        )}

        <TextAreaField
          label={m.transferNote()}
          name="note"
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        {!online && (
          <p role="status" className="rounded-md bg-notice px-3 py-2 text-sm text-on-notice">
            {m.transfersOnlineOnly()}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={send.isPending || !online}>
          {m.transferSend()}
        </Button>
      </form>
    </Card>
  );
}
