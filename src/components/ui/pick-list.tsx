import type { ReactNode } from 'react';

/** A list of items to pick one from (the admin screens' left column); the picked one is marked. */
export function PickList<T extends { id: string }>({
  label,
  items,
  current,
  onPick,
  children,
}: {
  label: string;
  items: readonly T[];
  current: string | undefined;
  onPick(item: T): void;
  children(item: T): ReactNode;
}) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onPick(item)}
            aria-current={item.id === current ? 'true' : undefined}
            className="flex w-full items-center justify-between gap-2 rounded-lg border border-line bg-surface p-3 text-left hover:border-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=true]:border-brand"
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
