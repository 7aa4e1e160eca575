import { m } from '../../../../domain/messages.ts';
import { chooseStore, useCurrentStore } from '../../../lib/current-store.ts';

/** For an owner of several approved stores: which one the store-owner screens act on. */
export function StoreSwitcher() {
  const { store, stores } = useCurrentStore();
  if (stores.length < 2 || !store) return null;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only sm:not-sr-only">{m.store()}</span>
      <select
        value={store.id}
        onChange={(e) => chooseStore(e.target.value)}
        className="h-9 max-w-40 rounded-md border border-edge bg-surface px-2 text-sm"
      >
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
