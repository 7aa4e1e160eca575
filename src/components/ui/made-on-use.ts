import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';

/**
 * A top-bar menu or popover is made (Radix's parts, its content's providers) when it is first
 * used, not when it is first shown (decision 077). Until then a plain button of the same look
 * stands in for Radix's trigger and opens it as that trigger would. Shown after the page settled,
 * each of them had cost one task of 100–200 ms at a phone's speed for a menu nobody had opened.
 *
 * Each hook answers `open`: null until first used (render a `<button>` with `standIn`), then the
 * Radix root's `open`, with `setOpen` as its `onOpenChange`.
 */

/**
 * A menu: a press (main button) on the stand-in opens it; Enter, Space or ArrowDown has the menu
 * made closed and then given the same key on Radix's trigger (`trigger`, its ref): Radix's menu
 * moves the focus to its first item only for a key it saw itself.
 */
export function useMenuMadeOnUse() {
  const [open, setOpen] = useState<boolean | null>(null);
  const [keyFor, setKeyFor] = useState<string | null>(null);
  const trigger = useCallback(
    (element: HTMLButtonElement | null) => {
      if (!element || keyFor === null) return;
      // After the menu's own effects: its listener that tells a key from a press is on by then.
      setTimeout(() => {
        element.focus();
        element.dispatchEvent(
          new KeyboardEvent('keydown', { key: keyFor, bubbles: true, cancelable: true }),
        );
        setKeyFor(null);
      }, 0);
    },
    [keyFor],
  );
  const standIn = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix's trigger does: the menu's content takes the focus, not the button.
      event.preventDefault();
      setOpen(true);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      setKeyFor(event.key);
      setOpen(false);
    },
  } as const;
  return { open, setOpen, trigger, standIn };
}

/** A popover: a click on the stand-in (a tap, Enter or Space) opens it. */
export function usePopoverMadeOnUse() {
  const [open, setOpen] = useState<boolean | null>(null);
  const standIn = {
    'aria-haspopup': 'dialog',
    'aria-expanded': false,
    onClick: () => setOpen(true),
  } as const;
  return { open, setOpen, standIn };
}
