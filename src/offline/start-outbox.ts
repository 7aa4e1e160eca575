import { onlineManager } from '@tanstack/react-query';
import { serverReach } from '../lib/graphql.ts';
import { session } from '../lib/session.ts';
import { whenPageSettled } from '../lib/settled.ts';
import { whenKindsWanted } from './queued-write.ts';

let started = false;

/**
 * Queued writes of every kind must be sendable on any page of a signed-in user: their kinds
 * register, and the outbox drains, from a chunk of their own (each kind brings its feature's
 * document) loaded once someone is signed in and the page opened has settled, or a write is made
 * before (decision 056). The sign-in page never loads it. Starts now, and again at each sign-in.
 */
export function startOutbox() {
  start(settledOrWanted);
  session.subscribe(() => start(settledOrWanted));
}

/** Once the page has settled, or a write is made before (then the settling's wait is dropped). */
const settledOrWanted = () =>
  new Promise<void>((resolve) => {
    const stop = onceWanted(resolve);
    void whenPageSettled().then(() => {
      stop();
      resolve();
    });
  });

function start(when: () => Promise<void>) {
  if (started || !session.get().isAuthenticated) return;
  started = true;
  void when()
    .then(() => Promise.all([import('../queued-writes.ts'), import('./drain.ts')]))
    .then(([{ registerAllQueuedWrites }, { startDraining }]) => {
      registerAllQueuedWrites();
      startDraining();
    })
    .catch(() => {
      // The chunk could not be fetched: offline before the service worker had saved it (a first
      // visit), or a dropped connection. The writes wait on the device, and the chunk is asked for
      // again at the first of: the connection's return, the server answering again, a write made.
      started = false;
      const stops: (() => unknown)[] = [];
      const again = () => {
        if (!onlineManager.isOnline() || serverReach.get() === 'no-answer') return;
        for (const stop of stops) stop();
        start(() => Promise.resolve());
      };
      stops.push(onlineManager.subscribe(again), serverReach.subscribe(again), onceWanted(again));
    });
}

/** Calls `then` the first time a write is queued before the kinds are known. */
function onceWanted(then: () => void): () => void {
  const stop = whenKindsWanted(() => {
    stop();
    then();
  });
  return stop;
}
