import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import type * as v from 'valibot';
import { m } from '../../../../domain/messages.ts';
import { profileSchema } from '../../../../domain/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { session } from '../../../lib/session.ts';
import { usePendingFor } from '../../../offline/use-outbox.ts';
import { meQueryOptions } from '../../../lib/me.ts';
import { profileEntity, saveProfile } from '../api/update-profile.ts';
import { Card } from '../../../components/ui/card.tsx';
import { roleHere, useCurrentStore } from '../../../lib/current-store.ts';
import { formatDateTime } from '../../../../domain/dates.ts';
import { Pending } from '../../../components/ui/query-state.tsx';

/** Seed section 2, Profile: the user's details and first store, with name and phone editable. */
export function ProfileView() {
  const me = useQuery(meQueryOptions());
  const { store: current } = useCurrentStore();
  if (me.isPending) return <Pending query={me} />;
  if (me.isError)
    return <FormMessage>{m.profileLoadError({ message: me.error.message })}</FormMessage>;
  const user = me.data;
  const store = user.stores[0];
  const rows: [string, string][] = [
    [m.name(), user.name || m.notAvailable()],
    [m.email(), user.email],
    [m.phone(), user.phone || m.notAvailable()],
    [m.role(), roleHere(user.role, current)],
    [m.createdAt(), user.createdAt ? formatDateTime(user.createdAt) : m.notAvailable()],
    [m.storeId(), store?.id ?? m.storeIdNotAvailable()],
    [m.storeName2(), store?.name ?? m.storeNameNotAvailable()],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card aria-labelledby="profile-details">
        <h2 id="profile-details" className="mb-4 text-lg font-semibold">
          {m.details()}
        </h2>
        <dl className="grid gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-2 text-sm">
              <dt className="font-medium text-muted">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <ProfileForm name={user.name ?? ''} phone={user.phone ?? ''} version={user.version} />
    </div>
  );
}

function ProfileForm({ version, ...props }: { name: string; phone: string; version: number }) {
  const waiting = usePendingFor(profileEntity(session.get().user?.id ?? ''));
  const { register, handleSubmit, formState, reset } = useForm<v.InferInput<typeof profileSchema>>({
    resolver: valibotResolver(profileSchema),
    defaultValues: props,
  });
  useEffect(() => reset(props), [props.name, props.phone]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = handleSubmit(async (values) => {
    const outcome = await saveProfile(
      { name: values.name ?? null, phone: values.phone ?? null },
      version,
    );
    if (outcome === 'applied') toast.success(m.profileSaved());
    else if (outcome === 'queued') toast.info(m.savedOffline());
    else if (outcome !== 'unchanged') toast.error(outcome.error ?? m.somethingWentWrong());
  });
  return (
    <Card aria-labelledby="profile-edit">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 id="profile-edit" className="text-lg font-semibold">
          {m.editProfile()}
        </h2>
        {waiting && (
          <span
            data-testid="waiting-to-sync"
            className="rounded-full bg-highlight px-2 py-0.5 text-xs font-medium text-on-highlight"
          >
            {m.waitingToSync()}
          </span>
        )}
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label={m.name()}
          autoComplete="name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Field
          label={m.phone()}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
        <Button
          type="submit"
          disabled={formState.isSubmitting || !formState.isDirty}
          className="self-start"
        >
          {m.saveChanges()}
        </Button>
      </form>
    </Card>
  );
}
