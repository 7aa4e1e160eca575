import { m } from '../../../domain/messages.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { FormMessage } from './field.tsx';

/** A list or page that could not load: what went wrong, and Try again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry(): void;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-start gap-3', className)}>
      <FormMessage>{message}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {m.tryAgain()}
      </Button>
    </div>
  );
}
