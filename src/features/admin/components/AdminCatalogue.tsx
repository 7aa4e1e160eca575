import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import type { CatalogueKind, GenderCode } from '../../../../domain/enums.ts';
import { GENDER_LABELS, labelOf } from '../../../../domain/labels.ts';
import { nameGivenIn } from '../../../../domain/catalogue.ts';
import { languageName } from '../../../../domain/intl.ts';
import { baseLocale, locales, m, type Locale } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Pending } from '../../../components/ui/query-state.tsx';
import { Swatch } from '../../../components/ui/swatch.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { useOnline } from '../../../offline/online.ts';
import {
  genders,
  categoriesQueryOptions,
  lookupsQueryOptions,
} from '../../../lib/catalogue-lookups.ts';
import { localName } from '../../../lib/local-name.ts';
import {
  addColor,
  addSize,
  addSizeSystem,
  setCatalogueName,
  setSizeSystems,
} from '../api/catalogue.ts';

/** Decision 034: admins extend the palette and the size systems, and say what a category takes. */
export function AdminCatalogue() {
  const lookups = useQuery(lookupsQueryOptions());
  if (!lookups.data) return <Pending query={lookups} />;
  const { colors, sizeSystems } = lookups.data;
  return (
    <div className="flex flex-col gap-4">
      <p className="max-w-prose text-soft">{m.adminCatalogueIntro()}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card aria-labelledby="palette" className="flex flex-col gap-3">
          <h2 id="palette" className="text-lg font-semibold">
            {m.colours()}
          </h2>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {colors.map((c) => (
              <li key={c.id} className="flex items-center gap-1">
                <Swatch hex={c.hexCode} className="size-3" />
                {localName(c)}
              </li>
            ))}
          </ul>
          <AddForm
            title={m.addColourTitle()}
            fields={[
              { key: 'name', label: m.name() },
              { key: 'hexCode', label: m.colourHex(), placeholder: '#C2185B' },
            ]}
            submit={(qc, v) => addColor(qc, { name: v.name!, hexCode: v.hexCode! })}
          />
        </Card>
        <Card aria-labelledby="size-systems" className="flex flex-col gap-3">
          <h2 id="size-systems" className="text-lg font-semibold">
            {m.importNamesSizes()}
          </h2>
          <ul className="list-disc pl-5 text-sm">
            {sizeSystems.map((y) => (
              <li key={y.id}>
                <span className="font-mono">{y.code}</span> ({localName(y)}):{' '}
                {y.sizes.map(localName).join(', ')}
              </li>
            ))}
          </ul>
          <AddForm
            title={m.addSizeSystemTitle()}
            fields={[
              // A code, not words: what a size system's code looks like.
              // eslint-disable-next-line no-restricted-syntax
              { key: 'code', label: m.sizeSystemCode(), placeholder: 'RING' },
              { key: 'name', label: m.name() },
            ]}
            submit={(qc, v) => addSizeSystem(qc, { code: v.code!, name: v.name! })}
          />
          <AddForm
            title={m.addSizeTitle()}
            fields={[{ key: 'name', label: m.name() }]}
            extra={(value, set) => (
              <SelectField
                label={m.sizeSystemLabel()}
                value={value.systemId ?? sizeSystems[0]?.id ?? ''}
                onChange={(e) => set('systemId', e.target.value)}
              >
                {sizeSystems.map((y) => (
                  <option key={y.id} value={y.id}>
                    {y.code} ({localName(y)})
                  </option>
                ))}
              </SelectField>
            )}
            submit={(qc, v) =>
              addSize(qc, { systemId: v.systemId ?? sizeSystems[0]!.id, name: v.name! })
            }
          />
        </Card>
      </div>
      <CategorySizes systems={sizeSystems} />
      <CatalogueNames colors={colors} sizeSystems={sizeSystems} />
    </div>
  );
}

type Values = Record<string, string | undefined>;
type Named = Parameters<typeof localName>[0];

/** A small add form: its fields, a refusal said under the field it names, the rest in a toast. */
function AddForm({
  title,
  fields,
  extra,
  submit,
}: {
  title: string;
  fields: { key: string; label: string; placeholder?: string }[];
  extra?(values: Values, set: (key: string, value: string) => void): ReactNode;
  submit(queryClient: QueryClient, values: Values): Promise<void>;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await submit(queryClient, values);
      setValues((v) => Object.fromEntries(Object.entries(v).filter(([k]) => k === 'systemId')));
      toast.success(m.catalogueChanged());
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(error.fields);
      else toast.error(error instanceof Error ? error.message : m.somethingWentWrong());
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      {extra?.(values, set)}
      {fields.map((f) => (
        <Field
          key={f.key}
          label={f.label}
          placeholder={f.placeholder}
          value={values[f.key] ?? ''}
          error={errors[f.key]}
          onChange={(e) => set(f.key, e.target.value)}
        />
      ))}
      <Button type="submit" className="self-start" disabled={busy || !online}>
        {m.add()}
      </Button>
    </form>
  );
}

/** Which size systems a category (or one of its sub-categories) takes. */
function CategorySizes({ systems }: { systems: (Named & { id: string; code: string })[] }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [gender, setGender] = useState<GenderCode>('FE');
  const categories = useQuery(categoriesQueryOptions(gender));
  const [categoryId, setCategoryId] = useState('');
  const [subName, setSubName] = useState('');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const category = categories.data?.find((c) => c.id === categoryId);
  const sub = category?.subCategories.find((s) => s.name === subName);
  const current = sub?.sizeSystemIds ?? category?.sizeSystemIds ?? [];
  const ticked = chosen ?? current;
  const pick = (next: () => void) => {
    next();
    setChosen(null);
  };
  const save = async () => {
    if (!category) return;
    setBusy(true);
    try {
      await setSizeSystems(queryClient, {
        categoryId: category.id,
        subCategoryId: sub?.id ?? null,
        systemIds: ticked,
      });
      setChosen(null);
      toast.success(m.catalogueChanged());
    } catch (error) {
      toast.error(error instanceof Error ? error.message : m.somethingWentWrong());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card aria-labelledby="category-sizes" className="flex flex-col gap-3">
      <h2 id="category-sizes" className="text-lg font-semibold">
        {m.categorySizesTitle()}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={m.gender()}
          value={gender}
          onChange={(e) =>
            pick(() => {
              setGender(e.target.value as GenderCode);
              setCategoryId('');
              setSubName('');
            })
          }
        >
          {genders().map((g) => (
            <option key={g.code} value={g.code}>
              {g.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.category()}
          value={categoryId}
          onChange={(e) =>
            pick(() => {
              setCategoryId(e.target.value);
              setSubName('');
            })
          }
        >
          <option value="">{m.chooseCategory()}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {localName(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.subCategory()}
          value={subName}
          disabled={!category}
          onChange={(e) => pick(() => setSubName(e.target.value))}
        >
          <option value="">{m.wholeCategory()}</option>
          {(category?.subCategories ?? []).map((s) => (
            <option key={s.name} value={s.name}>
              {localName(s)}
            </option>
          ))}
        </SelectField>
      </div>
      {category ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{m.sizeSystemLabel()}</legend>
          {systems.map((y) => (
            <label key={y.id} className="tap-target flex items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={ticked.includes(y.id)}
                onChange={(e) =>
                  setChosen(
                    e.target.checked ? [...ticked, y.id] : ticked.filter((id) => id !== y.id),
                  )
                }
              />
              {y.code} ({localName(y)})
            </label>
          ))}
          <Button
            type="button"
            className="mt-2 self-start"
            disabled={busy || !online}
            onClick={() => void save()}
          >
            {m.save()}
          </Button>
        </fieldset>
      ) : (
        <p className="text-sm text-soft">{m.chooseCategory()}</p>
      )}
    </Card>
  );
}

type Nameable = Named & { id: string };

/**
 * Names the catalogue's colours, sizes, size systems, categories and sub-categories in another
 * language (decision 034): one at a time, chosen by its English name, which stays its own.
 */
function CatalogueNames({
  colors,
  sizeSystems,
}: {
  colors: Nameable[];
  sizeSystems: (Nameable & { code: string; sizes: Nameable[] })[];
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const others = locales.filter((l): l is Exclude<Locale, typeof baseLocale> => l !== baseLocale);
  const [locale, setLocale] = useState<string>(others[0] ?? '');
  const [kind, setKind] = useState<CatalogueKind>('COLOR');
  const [id, setId] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // Every gender's categories in one list: what is named is the category, whatever its gender.
  const categories = useQuery({
    ...categoriesQueryOptions(undefined),
    enabled: kind === 'CATEGORY' || kind === 'SUB_CATEGORY',
  });
  const items: { id: string; label: string; item: Named }[] =
    kind === 'COLOR'
      ? colors.map((c) => ({ id: c.id, label: c.name, item: c }))
      : kind === 'SIZE_SYSTEM'
        ? sizeSystems.map((y) => ({ id: y.id, label: `${y.code} (${y.name})`, item: y }))
        : kind === 'SIZE'
          ? sizeSystems.flatMap((y) =>
              y.sizes.map((z) => ({ id: z.id, label: `${y.code}: ${z.name}`, item: z })),
            )
          : (categories.data ?? []).flatMap((c) => {
              const of = m.catalogueNameOf({
                name: c.name,
                gender: labelOf(GENDER_LABELS, c.gender),
              });
              return kind === 'CATEGORY'
                ? [{ id: c.id, label: of, item: c }]
                : c.subCategories.map((s) => ({ id: s.id, label: `${of}: ${s.name}`, item: s }));
            });
  const nameIn = (item: Named) => nameGivenIn(item, locale) ?? '';
  const chosen = items.find((i) => i.id === id);
  const current = chosen ? nameIn(chosen.item) : '';
  const pick = (next: () => void) => {
    next();
    setName(null);
    setError(undefined);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    // Save stays enabled while it saves (a disabled button drops the keyboard's focus).
    if (!chosen || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await setCatalogueName(queryClient, { kind, id: chosen.id, locale, name: name ?? current });
      setName(null);
      toast.success(m.catalogueChanged());
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0) {
        setError(Object.values(e.fields)[0]);
        field.current?.focus();
      } else toast.error(e instanceof Error ? e.message : m.somethingWentWrong());
    } finally {
      setBusy(false);
    }
  };
  const kinds: { kind: CatalogueKind; label: string }[] = [
    { kind: 'COLOR', label: m.colours() },
    { kind: 'SIZE', label: m.sizes() },
    { kind: 'SIZE_SYSTEM', label: m.sizeSystemsLabel() },
    { kind: 'CATEGORY', label: m.categoriesLabel() },
    { kind: 'SUB_CATEGORY', label: m.subCategoriesLabel() },
  ];
  const language = languageName(locale);
  return (
    <Card aria-labelledby="catalogue-names" className="flex flex-col gap-3">
      <h2 id="catalogue-names" className="text-lg font-semibold">
        {m.catalogueNamesTitle()}
      </h2>
      <p className="max-w-prose text-sm text-soft">{m.catalogueNamesIntro()}</p>
      <form onSubmit={(e) => void save(e)} noValidate className="grid gap-3 sm:grid-cols-2">
        {others.length > 1 && (
          <SelectField
            label={m.language()}
            value={locale}
            onChange={(e) => pick(() => setLocale(e.target.value))}
          >
            {others.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </SelectField>
        )}
        <SelectField
          label={m.catalogueNameKind()}
          value={kind}
          onChange={(e) =>
            pick(() => {
              setKind(e.target.value as CatalogueKind);
              setId('');
            })
          }
        >
          {kinds.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.catalogueNameItem()}
          value={id}
          onChange={(e) => pick(() => setId(e.target.value))}
        >
          <option value="">{m.select()}</option>
          {/* Each with its name there, if it has one: which still need one shows at a glance. */}
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {`${i.label} · ${nameIn(i.item) || '—'}`}
            </option>
          ))}
        </SelectField>
        <Field
          ref={field}
          label={m.catalogueNameIn({ language })}
          lang={locale}
          hint={m.catalogueNameHint()}
          value={name ?? current}
          disabled={!chosen}
          error={error}
          onChange={(e) => setName(e.target.value)}
        />
        <div className="flex flex-col items-start gap-1 sm:col-span-2">
          <Button type="submit" disabled={!chosen || !online} aria-busy={busy}>
            {m.save()}
          </Button>
          {!online && <p className="text-sm text-muted">{m.catalogueNamesNeedConnection()}</p>}
        </div>
      </form>
    </Card>
  );
}
