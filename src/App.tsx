import { useEffect, useState } from 'react';
import { PRODUCT_NAME } from '../domain/messages.ts';

type Health = 'checking' | 'ok' | 'down';

/** The console frame; its screens arrive with the console-shell issue. */
export function App() {
  const [health, setHealth] = useState<Health>('checking');
  useEffect(() => {
    fetch('/healthz')
      .then((res) => setHealth(res.ok ? 'ok' : 'down'))
      .catch(() => setHealth('down'));
  }, []);
  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900">
      <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-4 py-3">
        <img src="/icon.svg" alt="" className="size-8" />
        <span className="text-lg font-semibold">{PRODUCT_NAME} Console</span>
      </header>
      <main className="mx-auto max-w-xl p-4">
        <h1 className="text-2xl font-semibold">Seller and admin console</h1>
        <p className="mt-2 text-stone-700">
          Store owners manage their store, products, stock and orders here; administrators run the
          platform.
        </p>
        <p className="mt-4 text-sm" role="status">
          Service status:{' '}
          <strong data-testid="health">
            {health === 'checking' ? 'checking…' : health === 'ok' ? 'online' : 'unreachable'}
          </strong>
        </p>
      </main>
    </div>
  );
}
