import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { cn } from '../../../lib/cn.ts';
import { DiscardButton } from '../../../offline/DiscardButton.tsx';
import type { QueuedOperation } from '../../../offline/outbox.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import { stateText } from '../../../offline/WriteStatus.tsx';
import { createProductWrite, type CreateProductVars } from '../api/create-product.ts';
import { photosOf, uploadProgress } from '../../../offline/photos.ts';

/**
 * New products that wait on this device (decision 020), above the inventory: each with its first
 * photo, its state, its photos' upload progress, and, when the server refused it, why and a way
 * to fix it and resend.
 */
export function WaitingProducts({ storeId }: { storeId: string }) {
  const waiting = useOutbox().filter(
    (op) =>
      op.kind === createProductWrite.kind &&
      (op.variables as CreateProductVars).product?.storeId === storeId,
  );
  if (waiting.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={m.productWaiting()}>
      {waiting.map((op) => (
        <WaitingProduct key={op.id} op={op} />
      ))}
    </ul>
  );
}

function WaitingProduct({ op }: { op: QueuedOperation }) {
  const vars = op.variables as CreateProductVars;
  const photo = usePhoto(vars);
  const progress = useSyncExternalStore(uploadProgress.subscribe, () =>
    uploadProgress.of(op.entity),
  );
  const refused = op.state === 'rejected';
  return (
    <li
      data-testid="waiting-product"
      data-state={op.state}
      className={cn(
        'flex flex-col gap-2 rounded-xl border border-dashed p-4',
        refused ? 'border-danger bg-danger-soft/40' : 'border-edge bg-surface',
      )}
    >
      <div className="flex gap-3">
        <Thumbnail src={photo} size={48} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium break-words">{vars.product.name}</span>
          <span className="text-xs text-muted">{m.productWaiting()}</span>
          <span className="text-sm" role="status">
            {progress !== undefined
              ? m.uploadingAll({
                  total: vars.photos.length,
                  percent: Math.round(progress * 100),
                })
              : stateText(op)}
          </span>
          {refused &&
            [...new Set(Object.values(op.fields ?? {}))]
              .filter((message) => message !== op.error)
              .map((message) => (
                <span key={message} className="text-sm text-danger">
                  {message}
                </span>
              ))}
        </div>
      </div>
      {refused && (
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/store-owner/inventory/edit-product" search={{ queued: op.id }}>
              {m.fixAndResend()}
              <span className="sr-only">: {vars.product.name}</span>
            </Link>
          </Button>
          <DiscardButton op={op} change={createProductWrite.describe(vars, op.previous)} />
        </div>
      )}
    </li>
  );
}

/** An object URL of the product's first kept photo, revoked when it goes. */
function usePhoto(vars: CreateProductVars) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const first = vars.photos[0];
  useEffect(() => {
    let live = true;
    void photosOf({ ...vars, photos: first ? [first] : [] }).then(
      ([b]) => live && setBlob(b ?? null),
    );
    return () => {
      live = false;
    };
    // The photo is known by its key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first]);
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
