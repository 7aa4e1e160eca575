/** An invalidation drops the answers already on their way: they were read before the write. */
import './browser-globals.ts';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ConsoleQueryClient } from '../../src/lib/query-client.ts';

/** A query function whose answer the test hands over when it chooses, once it has been asked. */
function deferred<T>() {
  let answer!: (value: T) => void;
  let asked!: () => void;
  const started = new Promise<void>((resolve) => (asked = resolve));
  const queryFn = () =>
    new Promise<T>((resolve) => {
      answer = resolve;
      asked();
    });
  return { queryFn, started, answer: (value: T) => answer(value) };
}

describe('ConsoleQueryClient.invalidateQueries', () => {
  it('does not keep, as fresh, a list read while a product was deleted', async () => {
    const client = new ConsoleQueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    // Saved a while ago; the shift's refresh reads the list again, and no screen shows it.
    client.setQueryData(['inventory', 's1'], ['kurta', 'stole'], { updatedAt: 0 });
    const read = deferred<string[]>();
    const refreshed = client.fetchQuery({ queryKey: ['inventory', 's1'], queryFn: read.queryFn });
    await read.started;
    // The product is deleted, then the read answers with what it saw before.
    await client.invalidateQueries({ queryKey: ['inventory'] });
    read.answer(['kurta', 'stole']);
    // The refresh is handed what was saved; the saved list stays invalidated, not fresh.
    expect(await refreshed).toEqual(['kurta', 'stole']);
    expect(client.getQueryState(['inventory', 's1'])).toMatchObject({
      isInvalidated: true,
      fetchStatus: 'idle',
    });
    // The list screen, opened now, asks again and shows the answer from after the delete.
    const screen = new QueryObserver(client, {
      queryKey: ['inventory', 's1'],
      queryFn: () => Promise.resolve(['kurta']),
    });
    const shown = new Promise((resolve) =>
      screen.subscribe((result) => result.fetchStatus === 'idle' && resolve(result.data)),
    );
    expect(await shown).toEqual(['kurta']);
  });

  it('refetches a shown query whose first answer was on its way', async () => {
    const client = new ConsoleQueryClient();
    const first = deferred<string>();
    let reads = 0;
    const screen = new QueryObserver(client, {
      queryKey: ['orders'],
      queryFn: () => (++reads === 1 ? first.queryFn() : Promise.resolve('after')),
    });
    const shown = new Promise((resolve) =>
      screen.subscribe((result) => result.data !== undefined && resolve(result.data)),
    );
    await first.started;
    await client.invalidateQueries({ queryKey: ['orders'] });
    first.answer('before');
    expect(await shown).toBe('after');
    expect(reads).toBe(2);
  });

  it('leaves a shown query’s read alone when the invalidation does not refetch it', async () => {
    const client = new ConsoleQueryClient();
    const first = deferred<string>();
    const screen = new QueryObserver(client, { queryKey: ['payments'], queryFn: first.queryFn });
    const shown = new Promise((resolve) =>
      screen.subscribe((result) => result.data !== undefined && resolve(result.data)),
    );
    await first.started;
    await client.invalidateQueries({ queryKey: ['payments'], refetchType: 'none' });
    first.answer('read');
    expect(await shown).toBe('read');
  });
});
