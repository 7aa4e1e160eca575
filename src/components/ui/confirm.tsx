import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { loadWhenSettled } from '../../lib/settled.ts';

const loadConfirm = () => import('./confirm-radix.tsx');
const RadixConfirm = lazy(loadConfirm);
// Radix's alert dialog is not part of a page's first visit (decision 056): it loads once the page
// has settled, or when a question is first asked.
loadWhenSettled(loadConfirm);

interface ConfirmProps {
  /** The control that opens the question (or none, when `open` says whether it is asked). */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): void;
}

/** What the dialog itself is given. */
export interface ConfirmDialogProps extends Omit<
  ConfirmProps,
  'trigger' | 'open' | 'onOpenChange'
> {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The control focused when the question was asked: focus goes back to it. */
  returnFocus: HTMLElement | null;
}

/** Asks before a destructive action; Cancel has the focus, Escape cancels. */
export function Confirm({ trigger, open, onOpenChange, ...question }: ConfirmProps) {
  const [own, setOwn] = useState(false);
  const [returnFocus, setReturnFocus] = useState<HTMLElement | null>(null);
  const asked = open ?? own;
  const setAsked = (next: boolean) => {
    if (next) setReturnFocus(document.activeElement as HTMLElement | null);
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  const opener =
    isValidElement<{ onClick?(event: MouseEvent): void }>(trigger) &&
    cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      'aria-haspopup': 'dialog',
      'aria-expanded': asked,
      onClick: (event: MouseEvent) => {
        trigger.props.onClick?.(event);
        if (!event.defaultPrevented) setAsked(true);
      },
    });
  return (
    <>
      {opener}
      {asked && (
        <Suspense fallback={null}>
          <RadixConfirm {...question} open onOpenChange={setAsked} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
