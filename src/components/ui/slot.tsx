import { cloneElement, isValidElement, type ReactNode } from 'react';

type Props = Record<string, unknown>;

/**
 * Renders its one child with these props merged into the child's (`Button asChild`: a link
 * styled as a button), as Radix's Slot does for what the console passes: classes joined, styles
 * merged, both event handlers called (the child's first), and otherwise the child's own prop
 * winning. Radix's own loads with its dialogs and menus; the first paint of a page with a button
 * link no longer waits for it (1.2 kB gzip, issue 52).
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const own = children.props;
  const merged: Props = { ...props, ...own };
  for (const [key, value] of Object.entries(props)) {
    const mine = own[key];
    if (mine === undefined) continue;
    if (key === 'className') merged[key] = `${String(value)} ${String(mine)}`;
    else if (key === 'style') merged[key] = { ...(value as object), ...(mine as object) };
    else if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function')
      merged[key] = (...args: unknown[]) => {
        (mine as (...a: unknown[]) => void)(...args);
        (value as (...a: unknown[]) => void)(...args);
      };
  }
  return cloneElement(children, merged);
}
