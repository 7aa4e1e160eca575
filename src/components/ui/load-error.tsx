import type { UseQueryResult } from '@tanstack/react-query';
import { m } from '../../../domain/messages.ts';
import { errorText } from '../../lib/error-text.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { FormMessage } from './field.tsx';

/** A list or page that could not load: what went wrong, and Try again. */
export function LoadError({
  message,
  onRetry,
  retryLabel = m.tryAgain(),
  className,
}: {
  message: string;
  onRetry(): void;
  /** The action's words, where trying the same again would not help. */
  retryLabel?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-start gap-3', className)}>
      <FormMessage>{message}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}

/**
 * Where a seller's page finds no current store: the owner's stores could not be read (a failed
 * request, with Try again), or none of them is approved (seed section 6's message).
 */
export function NoStore({
  me,
}: {
  me: Pick<UseQueryResult, 'isError' | 'data' | 'error' | 'refetch'>;
}) {
  if (me.isError && me.data === undefined)
    return (
      <LoadError
        message={m.inventoryFetchError({ message: errorText(me.error, m.somethingWentWrong()) })}
        onRetry={() => void me.refetch()}
      />
    );
  return <FormMessage>{m.storeNotDetected()}</FormMessage>;
}
