/** The saved cache stays bounded: past a kind's limit, the stalest entry no screen shows goes. */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { boundSavedCache } from '../../src/offline/bound.ts';

describe('boundSavedCache', () => {
  it('removes the least recently refreshed idle entries of a kind past its limit', () => {
    const client = new QueryClient();
    const stop = boundSavedCache(client, { 'orders/order': 2 });
    const key = (id: string) => ['orders', 'order', id];
    client.setQueryData(key('a'), { id: 'a' }, { updatedAt: 1 });
    client.setQueryData(key('b'), { id: 'b' }, { updatedAt: 3 });
    // On screen: kept even though it is the stalest.
    const shown = new QueryObserver(client, { queryKey: key('a'), enabled: false });
    const unsubscribe = shown.subscribe(() => undefined);
    client.setQueryData(key('c'), { id: 'c' }, { updatedAt: 2 });
    client.setQueryData(['orders', 'store', 's1'], { items: [] });
    const ids = () =>
      client
        .getQueryCache()
        .findAll({ queryKey: ['orders', 'order'] })
        .map((q) => q.queryKey[2]);
    expect(ids().sort()).toEqual(['a', 'c']);
    // Other kinds are not counted against it, nor bounded without a limit.
    expect(client.getQueryData(['orders', 'store', 's1'])).toEqual({ items: [] });
    unsubscribe();
    stop();
  });
});
