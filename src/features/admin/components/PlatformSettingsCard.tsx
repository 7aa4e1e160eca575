import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import { platformSettingsSchema, type PlatformSettings } from '../../../../domain/settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { adminKeys } from '../api/stores.ts';
import { platformSettingsQueryOptions, savePlatformSettings } from '../api/settings.ts';

/**
 * The platform's settings on the admin dashboard: how long unpaid COD items may hold stock, and the
 * marketplace's GSTIN as an e-commerce operator (its sellers' GSTR-1 table 14).
 */
export function PlatformSettingsCard() {
  const settings = useQuery(platformSettingsQueryOptions());
  return (
    <Card aria-label={m.platformSettings()} className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{m.platformSettings()}</h2>
      {settings.isPending ? (
        <p role="status">{m.loading()}</p>
      ) : settings.isError ? (
        <LoadError
          message={errorText(settings.error, m.somethingWentWrong())}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <SettingsForm current={settings.data} />
      )}
    </Card>
  );
}

function SettingsForm({ current }: { current: PlatformSettings }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<PlatformSettings>({
    resolver: valibotResolver(platformSettingsSchema) as never,
    defaultValues: current,
  });
  const submit = handleSubmit(async (values) => {
    try {
      await savePlatformSettings(values);
      toast.success(m.platformSettingsSaved());
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    } catch (err) {
      toast.error(errorText(err, m.somethingWentWrong()));
      if (err instanceof ApiError)
        for (const [field, message] of Object.entries(err.fields))
          setError(field as keyof PlatformSettings, { message });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:max-w-md">
      <Field
        label={m.unpaidHoldHoursLabel()}
        type="number"
        inputMode="numeric"
        min={0}
        max={720}
        hint={m.unpaidHoldHoursHint()}
        error={formState.errors.unpaidHoldHours?.message}
        {...register('unpaidHoldHours', { valueAsNumber: true })}
      />
      <Field
        label={m.operatorGstinLabel()}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={15}
        hint={m.operatorGstinHint()}
        error={formState.errors.operatorGstin?.message}
        {...register('operatorGstin')}
      />
      <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
        {m.saveSettings()}
      </Button>
    </form>
  );
}
