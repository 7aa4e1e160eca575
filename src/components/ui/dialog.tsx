import { createContext, lazy, Suspense, useContext, type ReactNode, type RefObject } from 'react';
import { m } from '../../../domain/messages.ts';
import { loadWhenSettled } from '../../lib/settled.ts';
import { Button } from './button.tsx';

const loadDialog = () => import('./dialog-radix.tsx');
const RadixFormDialog = lazy(loadDialog);
// Radix's dialog is not part of a page's first visit (decision 056): it loads once the page has
// settled, or when a dialog first opens.
loadWhenSettled(loadDialog);

/** Closes the dialog around it (its Cancel button). */
const CloseDialog = createContext<() => void>(() => undefined);

/** A centred dialog with a title, on Radix Dialog (focus kept inside, Escape closes). */
export function FormDialog(props: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
  /** The control that opened it (no Radix trigger): focus goes back to it on closing. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  if (!props.open) return null;
  return (
    <CloseDialog.Provider value={() => props.onOpenChange(false)}>
      <Suspense fallback={null}>
        <RadixFormDialog {...props} />
      </Suspense>
    </CloseDialog.Provider>
  );
}

export function DialogActions({ busy, confirm }: { busy: boolean; confirm: string }) {
  const close = useContext(CloseDialog);
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="secondary" onClick={close}>
        {m.cancel()}
      </Button>
      <Button type="submit" disabled={busy}>
        {confirm}
      </Button>
    </div>
  );
}
