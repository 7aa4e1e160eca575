import icon from '/icon.svg?raw';
import { cn } from '../../lib/cn.ts';

/**
 * The brand's mark, drawn from the one icon file (public/icon.svg, imported by its public path,
 * which the PWA's icons are also made from) as inline SVG: an `<img>` of an SVG makes the browser
 * build a document of its own for it, a task of 25-95 ms at 4× CPU after the page has painted.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block shrink-0 [&>svg]:size-full', className)}
      dangerouslySetInnerHTML={{ __html: icon }}
    />
  );
}
