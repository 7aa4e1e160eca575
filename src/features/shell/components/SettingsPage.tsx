import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { m } from '../../../../domain/messages.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  lowStockThresholdSchema,
} from '../../../../domain/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { meQueryOptions } from '../../../lib/me.ts';
import { THEMES, saveTheme, storedTheme, type Theme } from '../../../lib/theme.ts';
import { saveDispatchSettings, saveLowStockThreshold } from '../api/update-settings.ts';
import { dispatchSettingsSchema } from '../../../../domain/dispatch.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import { mayIn, useCurrentStore } from '../../../lib/current-store.ts';
import * as v from 'valibot';
import { parseNumberField } from '../../../lib/number-field.ts';
import { DeviceStorageCard } from './DeviceStorageCard.tsx';
import { NoticesCard } from './NoticesCard.tsx';
import { PasskeysCard } from './PasskeysCard.tsx';

const LABELS: Record<Theme, () => string> = { light: m.light, dark: m.dark, system: m.system };

/**
 * Console settings: the theme, passkeys, and for sellers how they hear of the store's news and the
 * low-stock threshold of the inventory.
 */
export function SettingsPage() {
  const me = useQuery(meQueryOptions());
  return (
    <Page title={m.settings()}>
      <ThemeSetting />
      <PasskeysCard staff={me.data?.role === 'ADMIN'} />
      {me.data?.role === 'STORE_OWNER' && <NoticesCard />}
      {me.data?.role === 'STORE_OWNER' && (
        <LowStockSetting key={me.data.lowStockThreshold} current={me.data.lowStockThreshold} />
      )}
      {me.data?.role === 'STORE_OWNER' && <DispatchSetting />}
      {me.data?.role === 'STORE_OWNER' && <DeviceStorageCard />}
    </Page>
  );
}

function ThemeSetting() {
  const [theme, setTheme] = useState(storedTheme);
  return (
    <Card>
      <fieldset>
        <legend className="mb-3 text-lg font-semibold">{m.theme()}</legend>
        <div className="flex flex-wrap gap-3">
          {THEMES.map((t) => (
            <label
              key={t}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-edge px-4 has-checked:border-brand has-checked:bg-highlight"
            >
              <input
                type="radio"
                name="theme"
                value={t}
                checked={theme === t}
                onChange={() => {
                  setTheme(t);
                  saveTheme(t);
                }}
                className="size-4 accent-brand"
              />
              {LABELS[t]()}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}

function LowStockSetting({ current }: { current: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(String(current ?? DEFAULT_LOW_STOCK_THRESHOLD));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseNumberField(lowStockThresholdSchema, text);
    if (!parsed.ok) return setError(parsed.message);
    setError(undefined);
    setBusy(true);
    try {
      await saveLowStockThreshold(queryClient, parsed.value);
      toast.success(m.settingsSaved());
    } catch (e) {
      setError(e instanceof ApiError ? e.message : m.somethingWentWrong());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="low-stock">
      <h2 id="low-stock" className="mb-3 text-lg font-semibold">
        {m.inventory()}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-3">
        <Field
          label={m.lowStockThreshold()}
          inputMode="numeric"
          value={text}
          error={error}
          hint={m.itemsWithThisManyPieces()}
          onChange={(e) => setText(e.target.value)}
          className="max-w-xs"
        />
        <Button type="submit" disabled={busy}>
          {m.save()}
        </Button>
      </form>
    </Card>
  );
}

/** The current store's handling time and return window (decision 022). */
function DispatchSetting() {
  const { store } = useCurrentStore();
  if (!store || !mayIn(store, 'store.settings')) return null;
  return <DispatchForm key={store.id} store={store} />;
}

function DispatchForm({
  store,
}: {
  store: { id: string; name: string; handlingDays: number; returnWindowDays: number };
}) {
  const queryClient = useQueryClient();
  const [handling, setHandling] = useState(String(store.handlingDays));
  const [returnWindow, setReturnWindow] = useState(String(store.returnWindowDays));
  const [errors, setErrors] = useState<{ handlingDays?: string; returnWindowDays?: string }>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(dispatchSettingsSchema, {
      handlingDays: numberFrom(handling),
      returnWindowDays: numberFrom(returnWindow),
    });
    if (!parsed.success) {
      const flat = v.flatten<typeof dispatchSettingsSchema>(parsed.issues).nested ?? {};
      return setErrors({
        handlingDays: flat.handlingDays?.[0],
        returnWindowDays: flat.returnWindowDays?.[0],
      });
    }
    setErrors({});
    setBusy(true);
    try {
      await saveDispatchSettings(queryClient, { storeId: store.id, ...parsed.output });
      toast.success(m.dispatchSettingsSaved());
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : m.somethingWentWrong());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="dispatch-settings">
      <h2 id="dispatch-settings" className="mb-3 text-lg font-semibold">
        {m.dispatchAndReturnsOf({ store: store.name })}
      </h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-wrap items-end gap-3">
        <Field
          label={m.handlingTimeWorkingDays()}
          inputMode="numeric"
          value={handling}
          error={errors.handlingDays}
          hint={m.eachOrderMustLeaveThis()}
          onChange={(e) => setHandling(e.target.value)}
          className="max-w-xs"
        />
        <Field
          label={m.returnWindowDays()}
          inputMode="numeric"
          value={returnWindow}
          error={errors.returnWindowDays}
          hint={m.returnWindowHint()}
          onChange={(e) => setReturnWindow(e.target.value)}
          className="max-w-xs"
        />
        <Button type="submit" disabled={busy}>
          {m.saveDispatchSettings()}
        </Button>
      </form>
    </Card>
  );
}
