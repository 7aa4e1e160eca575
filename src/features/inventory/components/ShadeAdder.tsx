import { useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import * as v from 'valibot';
import { shadeSchema } from '../../../../domain/catalogue.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { ApiError } from '../../../lib/graphql.ts';
import { useOnline } from '../../../offline/online.ts';
import { inventoryKeys } from '../api/keys.ts';
import { addShade } from '../api/queries.ts';
import { localName } from '../../../lib/local-name.ts';

type Errors = Partial<Record<'name' | 'baseColorId' | 'form', string>>;
interface Shade {
  id: string;
  name: string;
  hexCode: string;
}

/**
 * Names a shade of a palette colour for the store ("Rani pink" as Pink, decision 034) and
 * chooses it. Online only: the product that uses it is created after it, and a shade is the
 * store's at once. Not a form of its own (it sits inside the product's): Enter adds the shade.
 */
export function ShadeAdder({
  storeId,
  palette,
  onAdded,
}: {
  storeId: string;
  palette: { id: string; name: string }[] | undefined;
  onAdded(shade: Shade): void;
}) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [base, setBase] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const parsed = v.safeParse(shadeSchema, { name, baseColorId: base });
    if (!parsed.success) {
      const nested = v.flatten<typeof shadeSchema>(parsed.issues).nested ?? {};
      return setErrors({ name: nested.name?.[0], baseColorId: nested.baseColorId?.[0] });
    }
    setBusy(true);
    try {
      const shade = await addShade({ storeId, ...parsed.output });
      queryClient.setQueryData<Shade[]>(inventoryKeys.shades(storeId), (old) => [
        ...(old ?? []),
        shade,
      ]);
      toast.success(m.shadeAdded());
      onAdded(shade);
      setName('');
      setBase('');
      setErrors({});
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(
        fields.name || fields.baseColorId
          ? { name: fields.name, baseColorId: fields.baseColorId }
          : { form: errorText(error, m.somethingWentWrong()) },
      );
    } finally {
      setBusy(false);
    }
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (online && !busy) void add();
  };
  return (
    <details className="rounded-md border border-edge px-3" data-testid="shade-adder">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm text-link">
        {m.addShade()}
      </summary>
      <div className="flex flex-col gap-3 pb-3">
        <Field
          label={m.shadeName()}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={onEnter}
          error={errors.name}
        />
        <SelectField
          label={m.baseColor()}
          value={base}
          onChange={(e) => setBase(e.target.value)}
          onKeyDown={onEnter}
          error={errors.baseColorId}
        >
          <option value="">{m.select()}</option>
          {palette?.map((c) => (
            <option key={c.id} value={c.id}>
              {localName(c)}
            </option>
          ))}
        </SelectField>
        {!online && <p className="text-sm text-muted">{m.shadeNeedsConnection()}</p>}
        {errors.form && (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={!online || busy}
          onClick={() => void add()}
        >
          {m.addShade()}
        </Button>
      </div>
    </details>
  );
}
