import type { KeyboardEvent, PointerEvent } from 'react';

/**
 * A top-bar menu or popover is made (Radix's parts, its content's providers) when it is first
 * used, not when it is first shown (decision 077). Until then a plain button of the same look
 * stands in for Radix's trigger and opens it as that trigger would. Shown after the page settled,
 * each of them had cost one task of 100–200 ms at a phone's speed for a menu nobody had opened.
 */

/**
 * A menu's stand-in: a press (main button) opens it (`open`); Enter, Space or ArrowDown has the
 * menu made and then given the same key (`makeFor`): Radix's menu moves the focus to its first
 * item only for a key it saw itself.
 */
export function opensMenu(open: () => void, makeFor: (key: string) => void) {
  return {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix's trigger does: the menu's content takes the focus, not the button.
      event.preventDefault();
      open();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
      event.preventDefault();
      makeFor(event.key);
    },
  } as const;
}

/** A popover's stand-in: a click (a tap, Enter or Space) opens it. */
export function opensPopover(open: () => void) {
  return { 'aria-haspopup': 'dialog', 'aria-expanded': false, onClick: open } as const;
}

/** Gives a key made on the stand-in to the real trigger, once it is there (see `opensMenu`). */
export function pressOn(trigger: HTMLElement | null, key: string) {
  if (!trigger) return;
  trigger.focus();
  trigger.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}
