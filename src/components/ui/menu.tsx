import { DropdownMenu, Popover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const PANEL = 'z-50 min-w-56 rounded-md border border-line bg-surface p-1 text-ink shadow-lg';

/** Non-modal: the rest of the page stays reachable (and not aria-hidden) while it is open. */
export function Menu(props: ComponentProps<typeof DropdownMenu.Root>) {
  return <DropdownMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = DropdownMenu.Trigger;

export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        data-slot="menu"
        align="end"
        sideOffset={6}
        className={cn(PANEL, className)}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      data-slot="menu-item"
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded px-3 text-sm outline-none data-highlighted:bg-sunken',
        className,
      )}
      {...props}
    />
  );
}

export const MenuLabel = DropdownMenu.Label;
export const MenuSeparator = (props: ComponentProps<typeof DropdownMenu.Separator>) => (
  <DropdownMenu.Separator className="my-1 h-px bg-sunken" {...props} />
);

export const PopoverRoot = Popover.Root;
export const PopoverTrigger = Popover.Trigger;

export function PopoverContent({ className, ...props }: ComponentProps<typeof Popover.Content>) {
  return (
    <Popover.Portal>
      <Popover.Content
        data-slot="popover"
        align="end"
        sideOffset={6}
        className={cn(PANEL, 'w-80 max-w-[calc(100vw-1rem)] p-0', className)}
        {...props}
      />
    </Popover.Portal>
  );
}
