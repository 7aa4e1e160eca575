import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  children: ReactNode;
}

/** A panel sliding in from the left edge (the mobile navigation), on Radix Dialog. */
export function Sheet({ open, onOpenChange, title, children }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content
          data-slot="sheet"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[18rem] max-w-[85vw] flex-col bg-surface shadow-xl"
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
