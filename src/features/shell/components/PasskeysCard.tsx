import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { formatDate } from '../../../../domain/dates.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Confirm } from '../../../components/ui/confirm.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { errorText } from '../../../lib/error-text.ts';
import {
  addPasskey,
  myPasskeysQuery,
  passkeyKeys,
  passkeysSupported,
  removePasskey,
} from '../../../lib/passkeys.ts';

/**
 * Settings' passkeys (decision 051): the person's passkeys, one added on this device with a name,
 * one removed after asking. An admin confirms a KYC reveal with one; anyone may sign in with one.
 */
export function PasskeysCard({ staff }: { staff: boolean }) {
  const queryClient = useQueryClient();
  const passkeys = useQuery(myPasskeysQuery());
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const supported = passkeysSupported();
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const added = await addPasskey(name.trim());
      setName('');
      toast.success(m.passkeyAdded({ name: added.name }));
      await queryClient.invalidateQueries({ queryKey: passkeyKeys.mine() });
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    try {
      await removePasskey(id);
      toast.success(m.passkeyRemoved());
      await queryClient.invalidateQueries({ queryKey: passkeyKeys.mine() });
    } catch (error) {
      toast.error(errorText(error, m.somethingWentWrong()));
    }
  };
  return (
    <Card aria-labelledby="passkeys" className="flex flex-col gap-3">
      <h2 id="passkeys" className="text-lg font-semibold">
        {m.passkeys()}
      </h2>
      <p className="text-sm text-soft">{staff ? m.passkeysIntroStaff() : m.passkeysIntro()}</p>
      <QueryState
        query={passkeys}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-soft">{m.passkeysNone()}</p>}
      >
        {(list) => (
          <ul className="flex flex-col gap-2" aria-label={m.passkeys()}>
            {list.map((p) => (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-line p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{p.name}</p>
                  <p className="text-xs text-muted">
                    {m.passkeyAddedOn({ date: formatDate(p.createdAt) })}
                    {' · '}
                    {p.lastUsedAt
                      ? m.passkeyLastUsed({ date: formatDate(p.lastUsedAt) })
                      : m.passkeyNeverUsed()}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={m.removePasskeyNamed({ name: p.name })}
                  onClick={() => setRemoving({ id: p.id, name: p.name })}
                >
                  {m.removePasskey()}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {supported ? (
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Field
            label={m.passkeyName()}
            name="passkeyName"
            value={name}
            maxLength={60}
            placeholder={m.passkeyNamePlaceholder()}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" disabled={busy}>
            {busy ? m.passkeyAdding() : m.addPasskey()}
          </Button>
        </form>
      ) : (
        <p role="status" className="text-sm text-soft">
          {m.passkeysUnsupported()}
        </p>
      )}
      {removing && (
        <Confirm
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          title={m.removePasskeyQuestion({ name: removing.name })}
          description={m.removePasskeyTold()}
          confirmLabel={m.removePasskey()}
          onConfirm={() => void remove(removing.id)}
        />
      )}
    </Card>
  );
}
