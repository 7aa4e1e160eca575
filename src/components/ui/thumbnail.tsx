import { thumbnailOf } from '../../../domain/uploads.ts';
import { cn } from '../../lib/cn.ts';

/**
 * A product's small square picture in a list row (its stored thumbnail), or an empty tile of the
 * same size when it has none. Decorative: the row names the product.
 */
export function Thumbnail({
  src,
  size,
  className,
  ...image
}: {
  src: string | null | undefined;
  /** Its side in CSS pixels. */
  size: 40 | 48;
  className?: string;
} & Pick<React.ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>) {
  const box = cn(size === 40 ? 'size-10' : 'size-12', 'rounded-md bg-sunken', className);
  return src ? (
    <img
      src={thumbnailOf(src)}
      alt=""
      width={size}
      height={size}
      className={cn(box, 'object-cover')}
      {...image}
    />
  ) : (
    <span className={cn(box, 'inline-block')} aria-hidden="true" />
  );
}
