import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as v from 'valibot';
import { format, messages, templates } from '../../../../domain/messages.ts';
import { profileSchema } from '../../../../domain/profile.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { meQueryOptions } from '../api/me.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

/** Seed section 2, Profile: the user's details and first store, with name and phone editable. */
export function ProfileView() {
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <p role="status">{messages.loading}</p>;
  if (me.isError)
    return (
      <FormMessage>{format(templates.profileLoadError, { message: me.error.message })}</FormMessage>
    );
  const user = me.data;
  const store = user.stores[0];
  const rows: [string, string][] = [
    ['Name', user.name || messages.notAvailable],
    ['Email', user.email],
    ['Phone', user.phone || messages.notAvailable],
    ['Role', user.role],
    [
      'Created At',
      user.createdAt ? dateTime.format(Number(user.createdAt)) : messages.notAvailable,
    ],
    ['Store ID', store?.id ?? messages.storeIdNotAvailable],
    ['Store Name', store?.name ?? messages.storeNameNotAvailable],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="profile-details"
        className="rounded-xl bg-white p-5 shadow-sm dark:bg-stone-900"
      >
        <h2 id="profile-details" className="mb-4 text-lg font-semibold">
          Details
        </h2>
        <dl className="grid gap-3">
          {rows.map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7rem_1fr] gap-2 text-sm">
              <dt className="font-medium text-stone-600 dark:text-stone-400">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ProfileForm name={user.name ?? ''} phone={user.phone ?? ''} />
    </div>
  );
}

function ProfileForm(props: { name: string; phone: string }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, formState, reset, setError } = useForm<
    v.InferInput<typeof profileSchema>
  >({
    resolver: valibotResolver(profileSchema),
    defaultValues: props,
  });
  useEffect(() => reset(props), [props.name, props.phone]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ name: values.name ?? null, phone: values.phone ?? null });
      toast.success(messages.profileSaved);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields))
          setError(field as 'name' | 'phone', { message });
      }
    }
  });
  return (
    <section
      aria-labelledby="profile-edit"
      className="rounded-xl bg-white p-5 shadow-sm dark:bg-stone-900"
    >
      <h2 id="profile-edit" className="mb-4 text-lg font-semibold">
        Edit profile
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="Name"
          autoComplete="name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Field
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={formState.errors.phone?.message}
          {...register('phone')}
        />
        <FormMessage>
          {update.isError &&
          !(update.error instanceof ApiError && Object.keys(update.error.fields).length)
            ? messages.somethingWentWrong
            : null}
        </FormMessage>
        <Button
          type="submit"
          disabled={formState.isSubmitting || !formState.isDirty}
          className="self-start"
        >
          Save changes
        </Button>
      </form>
    </section>
  );
}
