import { useState } from 'react';
import { m } from '../../../domain/messages.ts';
import { cn } from '../../lib/cn.ts';
import { useOnline } from '../../offline/online.ts';

/**
 * A product's photo in a grid of photos: when it cannot be shown (opened offline, a photo this
 * device never saved), a tile of the same size that says so, named as the photo is, instead of
 * the browser's broken image with its text spilling out.
 */
export function Photo({
  src,
  alt,
  size,
  className,
}: {
  src: string;
  alt: string;
  /** Its side in CSS pixels. */
  size: 64 | 80;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const online = useOnline();
  const box = cn(size === 64 ? 'size-16' : 'size-20', 'rounded-md bg-sunken', className);
  if (failed === src) {
    const why = online ? m.photoNotLoaded() : m.photoNotSaved();
    return (
      <span
        role="img"
        aria-label={`${alt}: ${why}`}
        className={cn(box, 'flex items-center justify-center p-1 text-center text-xs text-soft')}
      >
        {why}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={cn(box, 'object-cover')}
      onError={() => setFailed(src)}
    />
  );
}
