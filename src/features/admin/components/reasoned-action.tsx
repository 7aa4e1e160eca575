import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { TextAreaField } from '../../../components/ui/field.tsx';
import type { StoreStatus } from '../../../gql/graphql.ts';
import { errorText } from '../../../lib/error-text.ts';
import { adminKeys } from '../api/stores.ts';

/**
 * An admin's action with a reason (a decision, a block, a reveal): the reason is required where
 * the action says so; one action at a time; a failure is a toast. An action that answers a
 * success message has changed something: the message is shown, the reason cleared and the admin
 * lists read again. `missing` is the message for an empty reason where one is required.
 */
export function useReasonedAction(missing: string = m.reasonRequired()) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (
    reasonRequired: boolean,
    action: (reason: string) => Promise<string | null>,
  ) => {
    if (reasonRequired && !reason.trim()) return setError(missing);
    setError(undefined);
    setBusy(true);
    try {
      const done = await action(reason.trim());
      if (done === null) return;
      toast.success(done);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  const field = (hint: string) => (
    <TextAreaField
      label={m.reason()}
      hint={hint}
      value={reason}
      onChange={(e) => setReason(e.target.value)}
      error={error}
      rows={2}
    />
  );
  /** Says so beside the reason, and answers true, when a required reason is missing. */
  const lacksReason = (reasonRequired: boolean) => {
    const lacks = reasonRequired && !reason.trim();
    setError(lacks ? missing : undefined);
    return lacks;
  };
  return { busy, run, field, lacksReason };
}

/** A user's or an organisation's stores, each opening on the admin Stores screen. */
export function StoreLinks<S extends { id: string; name: string; status: StoreStatus }>({
  label,
  stores,
  detail,
}: {
  label: string;
  stores: S[];
  detail(store: S): string;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">{m.stores()}</h3>
      {stores.length === 0 ? (
        <p className="text-sm text-soft">{m.userHasNoStores()}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {stores.map((s) => (
            <li key={s.id}>
              <Link
                to="/admin/store"
                search={{ status: s.status, page: 1, id: s.id }}
                className="tap-target underline"
              >
                {s.name}
              </Link>{' '}
              <span className="text-muted">{detail(s)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
