import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { Slot } from './slot.tsx';

const VARIANTS = {
  primary: 'bg-brand text-on-brand hover:bg-brand/90 disabled:bg-brand/50',
  secondary:
    'border border-edge bg-raised text-ink hover:bg-sunken disabled:opacity-50 disabled:hover:bg-raised',
  ghost: 'text-soft hover:bg-sunken disabled:opacity-50 disabled:hover:bg-transparent',
  link: 'text-link px-0 disabled:opacity-50',
} as const;

/** `sm` is touch-sized on phones too; it shrinks only where a pointer is likely (640 px and up). */
const SIZES = { md: 'h-11 px-4', sm: 'h-11 px-3 text-sm sm:h-9', icon: 'size-11' } as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  asChild?: boolean;
}

/** Touch-sized (44 px) by default; `asChild` renders a link styled as a button. */
export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  className,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}
