import { m } from '../../../domain/messages.ts';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterMounted } from '../../lib/toast.ts';
import { NOTICE_MS } from '../../lib/notice-times.ts';

/** Just under the 56 px top bar: never over its buttons, nor over a form's actions below. */
const UNDER_TOP_BAR = { top: 64 };

/**
 * Seed section 9: one toast at a time, 5 s, F8 moves focus to them. At the top of the page, so
 * that on a phone a toast never covers the primary action of a form (a Save button sits at the
 * bottom of its form, under the thumb).
 */
export function Toaster() {
  // After sonner's own effect (a child's runs first): it listens by now.
  useEffect(toasterMounted, []);
  return (
    <Sonner
      visibleToasts={1}
      duration={NOTICE_MS}
      hotkey={['F8']}
      position="top-center"
      offset={UNDER_TOP_BAR}
      mobileOffset={UNDER_TOP_BAR}
      closeButton
      richColors
      containerAriaLabel={m.notifications()}
      toastOptions={{
        closeButtonAriaLabel: m.closeNotice(),
        // A notice's Undo and close are touch targets like any other (44 × 44 px at least).
        classNames: { actionButton: '!min-h-11 !min-w-11 !px-3', closeButton: '!size-11' },
      }}
    />
  );
}
