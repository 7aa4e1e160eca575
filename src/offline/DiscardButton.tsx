import { useState } from 'react';
import { toast } from '../lib/toast.ts';
import { m } from '../../domain/messages.ts';
import { Button } from '../components/ui/button.tsx';
import { Confirm } from '../components/ui/confirm.tsx';
import { UNDO_NOTICE_MS } from '../lib/notice-times.ts';
import { discard } from './actions.ts';
import type { QueuedOperation } from './outbox.ts';

/**
 * Discard for a change waiting on this device: it asks first, naming the change that will not be
 * sent, and once discarded offers Undo for as long as its notice shows (issue 48: one tap had
 * dropped a pending change for good).
 */
export function DiscardButton({ op, change }: { op: QueuedOperation; change: string }) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    const discarded = await discard(op);
    let undone = false;
    const forget = () => {
      if (!undone) void discarded.forget();
    };
    toast(m.changeDiscarded({ change }), {
      duration: UNDO_NOTICE_MS,
      action: {
        label: m.undo(),
        onClick: () => {
          undone = true;
          void discarded.undo();
        },
      },
      onAutoClose: forget,
      onDismiss: forget,
    });
  };
  return (
    <Confirm
      open={asking}
      onOpenChange={setAsking}
      trigger={
        <Button size="sm" variant="secondary" aria-label={`${m.discard()}: ${change}`}>
          {m.discard()}
        </Button>
      }
      title={m.discardChangeTitle()}
      description={m.discardChangeText({ change })}
      confirmLabel={m.discard()}
      onConfirm={() => void confirm()}
    />
  );
}
