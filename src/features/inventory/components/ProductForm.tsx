import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import * as v from 'valibot';
import type { GenderCode } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import { productFormSchema, splitTags } from '../../../../domain/product.ts';
import { inSlabBand, rulesOf, slabBand } from '../../../../domain/gst-rates.ts';
import { formatRupeesWhole } from '../../../../domain/money.ts';
import { hsnOf } from '../../../../domain/order-tax.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormMessage, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { drafts } from '../../../lib/drafts.ts';
import { numberFrom, optionalNumberFrom } from '../../../lib/number-field.ts';
import { queueWrite, resend } from '../../../offline/actions.ts';
import { outbox, type QueuedOperation } from '../../../offline/outbox.ts';
import { useOutbox } from '../../../offline/use-outbox.ts';
import {
  createProductWrite,
  keepProductPhotos,
  newProductEntity,
  type CreateProductVars,
  type NewProduct,
} from '../api/create-product.ts';
import { photosOf, uploadProgress } from '../../../offline/photos.ts';
import {
  categoriesQueryOptions,
  lookupsQueryOptions,
  shadesQueryOptions,
  storePoliciesQueryOptions,
} from '../api/queries.ts';
import { HsnField } from './HsnField.tsx';
import { ChoiceGroup, type Choice } from './ChoiceGroup.tsx';
import { ShadeAdder } from './ShadeAdder.tsx';

/** A kept photo as a file for the picker (a Blob read back from IndexedDB may have lost it). */
const toFile = (blob: Blob, i: number) =>
  blob instanceof File ? blob : new File([blob], `photo-${i + 1}`, { type: blob.type });

/** The form's genders (seed: Male, Female, Unisex) as the catalogue's codes. */
import { genders } from '../../../lib/catalogue-lookups.ts';
import { localName } from '../../../lib/local-name.ts';

export { genders };

/** What the seller types: text everywhere, as the inputs hold it. */
export interface ProductFormValues {
  storeId: string;
  name: string;
  gender: string;
  price: string;
  /** '' is none. */
  mrp: string;
  colors: string[];
  description: string;
  categoryId: string;
  subCategory: string;
  sizes: string[];
  tags: string;
  stock: string;
  customShippingPolicy: string;
  customReturnPolicy: string;
  /** '' keeps the category's HSN. */
  hsnCode: string;
}

/** The form's text, converted as the seed says (tags split and trimmed, numbers), then the
 * server's own rules (domain/product.ts). */
const formSchema = v.pipe(
  v.object({
    storeId: v.string(),
    name: v.string(),
    gender: v.string(),
    price: v.string(),
    // A draft saved before the MRP existed has none.
    mrp: v.optional(v.string(), ''),
    colors: v.array(v.string()),
    description: v.string(),
    categoryId: v.string(),
    subCategory: v.string(),
    sizes: v.array(v.string()),
    tags: v.string(),
    stock: v.string(),
    customShippingPolicy: v.string(),
    customReturnPolicy: v.string(),
    hsnCode: v.string(),
  }),
  v.transform((f): v.InferInput<typeof productFormSchema> => ({
    ...f,
    price: numberFrom(f.price),
    mrp: optionalNumberFrom(f.mrp),
    stock: numberFrom(f.stock),
    tags: splitTags(f.tags),
    subCategory: f.subCategory || null,
    hsnCode: f.hsnCode || null,
    gender: f.gender as GenderCode,
  })),
  productFormSchema,
);

const EMPTY: Omit<ProductFormValues, 'storeId'> = {
  name: '',
  gender: '',
  price: '',
  mrp: '',
  colors: [],
  description: '',
  categoryId: '',
  subCategory: '',
  sizes: [],
  tags: '',
  stock: '',
  customShippingPolicy: '',
  customReturnPolicy: '',
  hsnCode: '',
};

/**
 * The unsent product, its photos too, is a draft on this device: a reload loses nothing. The
 * photos are kept apart from the text, so a keystroke does not write them again.
 */
const DRAFT = 'product';
const DRAFT_PHOTOS = 'product-photos';

/** A queued product's fields as the form's text, to correct it after a refusal. */
function formValuesOf(product: NewProduct): Omit<ProductFormValues, 'storeId'> {
  return {
    name: product.name,
    gender: product.gender,
    price: String(product.price),
    mrp: product.mrp == null ? '' : String(product.mrp),
    colors: product.colors,
    description: product.description,
    categoryId: product.categoryId,
    subCategory: product.subCategory ?? '',
    sizes: product.sizes,
    tags: (product.tags ?? []).join(', '),
    stock: String(product.stock),
    customShippingPolicy: product.customShippingPolicy ?? '',
    customReturnPolicy: product.customReturnPolicy ?? '',
    hsnCode: product.hsnCode ?? '',
  };
}

/**
 * Seed section 2, Product form in create mode: Save Changes lists the product. It works offline
 * (decision 020): the product and its photos wait on the device and are sent when the connection is
 * back. With `queuedId`, the form corrects a queued product the server refused, and resends it.
 */
export function ProductForm({
  storeId,
  queuedId,
  onCreated,
}: {
  storeId: string;
  queuedId?: string;
  onCreated(): void;
}) {
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  /** The queued product this form corrects: from the address, or refused just now. */
  const [correcting, setCorrecting] = useState<string | undefined>(queuedId);
  const queued = useOutbox().find((op) => op.id === correcting);
  const [ready, setReady] = useState(false);
  const { register, handleSubmit, formState, control, setValue, setError, reset, getValues } =
    useForm<ProductFormValues>({
      resolver: valibotResolver(formSchema) as never,
      defaultValues: { ...EMPTY, storeId },
    });
  const values = useWatch({ control });
  const gender = values.gender as GenderCode | '';
  /** The queued product being sent now, whose photos' progress the form shows. */
  const [sending, setSending] = useState<string | null>(null);
  const progress = useSyncExternalStore(uploadProgress.subscribe, () =>
    sending ? uploadProgress.of(sending) : undefined,
  );

  /** Whether every field still holds what the form started with. */
  const untouched = () =>
    Object.entries(EMPTY).every(
      ([name, value]) =>
        JSON.stringify(getValues(name as keyof typeof EMPTY)) === JSON.stringify(value),
    );

  // Start from the queued product being corrected, or from the draft; then keep the draft.
  useEffect(() => {
    let live = true;
    const op = queuedId ? outbox.all().find((o) => o.id === queuedId) : undefined;
    const load = async () => {
      if (op) {
        const vars = op.variables as CreateProductVars;
        reset({ ...EMPTY, ...formValuesOf(vars.product), storeId });
        setFiles((await photosOf(vars)).map((b, i) => toFile(b, i)));
        showRefusal(op);
      } else {
        const [draft, photos] = await Promise.all([
          drafts.read<Partial<ProductFormValues>>(DRAFT),
          drafts.read<File[]>(DRAFT_PHOTOS),
        ]);
        // The draft is read from the device while the form is already on screen: what the
        // seller has typed or chosen meanwhile wins over it (a slow read once reset a chosen
        // gender back to none).
        if (draft && untouched()) reset({ ...EMPTY, ...draft, storeId });
        if (photos?.length) setFiles((chosen) => (chosen.length > 0 ? chosen : photos));
      }
    };
    void load().finally(() => live && setReady(true));
    return () => {
      live = false;
    };
    // Loaded once per form; the form owns the values from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queuedId]);
  const keepDraft = ready && !correcting;
  useEffect(() => {
    if (keepDraft) void drafts.write(DRAFT, { ...values, storeId: undefined });
  }, [keepDraft, values]);
  useEffect(() => {
    if (keepDraft) void drafts.write(DRAFT_PHOTOS, files);
  }, [keepDraft, files]);

  /** A refusal's words beside the fields it names, or above the button. */
  function showRefusal(op: QueuedOperation) {
    const fields = Object.entries(op.fields ?? {});
    for (const [path, message] of fields) {
      const field = path.replace(/^input\./, '');
      if (/^(productImages|mainImage)\b/.test(field)) setImagesError(message);
      else setError(field as Path<ProductFormValues>, { message });
    }
    if (fields.length === 0) setFormError(op.error ?? m.productCreateFailed());
  }

  // Policies left empty are the store's from onboarding: the form starts from them (issue 48).
  const storePolicies = useQuery(storePoliciesQueryOptions(storeId)).data;
  const blank = useCallback(
    () => ({
      ...EMPTY,
      customShippingPolicy: storePolicies?.shippingPolicy ?? '',
      customReturnPolicy: storePolicies?.returnPolicy ?? '',
      storeId,
    }),
    [storePolicies, storeId],
  );
  useEffect(() => {
    if (!ready || !storePolicies) return;
    if (!getValues('customShippingPolicy'))
      setValue('customShippingPolicy', storePolicies.shippingPolicy);
    if (!getValues('customReturnPolicy'))
      setValue('customReturnPolicy', storePolicies.returnPolicy);
  }, [ready, storePolicies, getValues, setValue]);

  const lookups = useQuery(lookupsQueryOptions());
  const shades = useQuery(shadesQueryOptions(storeId));
  const categories = useQuery({
    ...categoriesQueryOptions((gender || 'UN') as GenderCode),
    enabled: Boolean(gender),
  });
  const category = categories.data?.find((c) => c.id === values.categoryId);
  const sizeOptions = sizeChoices(lookups.data?.sizeSystems, category, values.subCategory);
  const hsn = values.hsnCode || (category ? hsnOf(null, category.name, values.subCategory) : null);

  const submit = handleSubmit(
    async (input) => {
      setFormError(null);
      setImagesError(undefined);
      if (files.length === 0) return setImagesError(m.uploadImages());
      const parsed = input as unknown as v.InferOutput<typeof formSchema>;
      // Sizes chosen under another category, no longer shown, are not sent.
      parsed.sizes = parsed.sizes.filter((id) => sizeOptions?.some((o) => o.id === id));
      const vars = await keepProductPhotos(
        { ...parsed, storeId, subCategory: parsed.subCategory ?? null },
        files,
      );
      setSending(newProductEntity(vars));
      const outcome = await (
        queued ? resend(queued, vars) : queueWrite(createProductWrite, vars, storeId)
      ).finally(() => setSending(null));
      if (typeof outcome === 'object') {
        // Refused: the seller corrects it here; the queued product keeps its place.
        toast.error(m.productCreateFailed());
        setCorrecting(outcome.id);
        return showRefusal(outcome);
      }
      await Promise.all([drafts.remove(DRAFT), drafts.remove(DRAFT_PHOTOS)]);
      reset(blank());
      setFiles([]);
      if (outcome === 'applied') toast.success(m.productCreated());
      else toast.info(m.productQueued());
      onCreated();
    },
    () => {
      if (files.length === 0) setImagesError(m.uploadImages());
    },
  );

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label={m.product()}>
      <Card className="flex flex-col gap-4">
        <ImagePicker
          files={files}
          disabled={busy}
          onChange={(next) => {
            setFiles(next);
            setImagesError(undefined);
          }}
          error={imagesError}
        />
        {busy && progress !== undefined && (
          <div className="flex flex-col gap-1" data-testid="upload-progress">
            <label htmlFor="upload-progress" className="text-sm">
              {m.uploadingAll({
                total: files.length,
                percent: Math.round(progress * 100),
              })}
            </label>
            <progress
              id="upload-progress"
              max={100}
              value={Math.round(progress * 100)}
              className="h-2 w-full accent-brand"
            />
          </div>
        )}
      </Card>
      <Card className="grid gap-4 md:grid-cols-2">
        <input type="hidden" {...register('storeId')} />
        <Field label={m.name()} error={errors.name?.message} {...register('name')} />
        <SelectField
          label={m.gender()}
          error={errors.gender?.message}
          {...register('gender', {
            onChange: () => {
              setValue('categoryId', '');
              setValue('subCategory', '');
            },
          })}
        >
          <option value="">{m.select()}</option>
          {genders().map((g) => (
            <option key={g.code} value={g.code}>
              {g.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.category()}
          disabled={!gender || categories.isPending}
          error={
            errors.categoryId?.message ??
            (categories.isError && !categories.data ? m.categoriesLoadError() : undefined)
          }
          {...register('categoryId', { onChange: () => setValue('subCategory', '') })}
        >
          <option value="">{m.select()}</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {localName(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.subCategory()}
          disabled={!category}
          error={errors.subCategory?.message}
          {...register('subCategory')}
        >
          <option value="">{m.select()}</option>
          {/* The value is the English name, which the server takes; the label reads in the
              console's language. */}
          {category?.subCategories.map((sub) => (
            <option key={sub.id} value={sub.name}>
              {localName(sub)}
            </option>
          ))}
        </SelectField>
        <Field
          label={m.priceInclGst()}
          inputMode="decimal"
          error={errors.price?.message}
          hint={slabWarning(hsn, values.price)}
          {...register('price')}
        />
        <Field
          label={m.mrpInclGst()}
          inputMode="decimal"
          error={errors.mrp?.message}
          {...register('mrp')}
        />
        <HsnField
          categoryHsn={category ? hsnOf(null, category.name, values.subCategory) : null}
          chosen={values.hsnCode}
          error={errors.hsnCode?.message}
          {...register('hsnCode')}
        />
        <Field
          label={m.quantity()}
          inputMode="numeric"
          error={errors.stock?.message}
          hint={quantityHint(values.stock, values.colors?.length ?? 0, values.sizes?.length ?? 0)}
          {...register('stock')}
        />
        <div className="flex flex-col gap-2">
          <ChoiceGroup
            legend={m.colours()}
            options={
              lookups.data &&
              [...lookups.data.colors, ...(shades.data ?? [])].map((c) => ({
                id: c.id,
                label: localName(c),
                swatch: c.hexCode,
              }))
            }
            error={errors.colors?.message}
            register={register('colors')}
          />
          <ShadeAdder
            storeId={storeId}
            palette={lookups.data?.colors}
            onAdded={(shade) => setValue('colors', [...(values.colors ?? []), shade.id])}
          />
        </div>
        <ChoiceGroup
          legend={m.sizes()}
          options={sizeOptions}
          empty={m.chooseCategoryForSizes()}
          error={errors.sizes?.message}
          register={register('sizes')}
        />
        <TextAreaField
          label={m.description()}
          className="md:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <Field
          label={m.tags2()}
          hint={m.separateTagsWithCommas()}
          className="md:col-span-2"
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextAreaField
          label={m.shippingPolicy()}
          hint={m.policyFromStoreHint()}
          error={errors.customShippingPolicy?.message}
          {...register('customShippingPolicy')}
        />
        <TextAreaField
          label={m.returnPolicy()}
          hint={m.policyFromStoreHint()}
          error={errors.customReturnPolicy?.message}
          {...register('customReturnPolicy')}
        />
        {errors.storeId?.message && <FormMessage>{errors.storeId.message}</FormMessage>}
      </Card>
      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" disabled={busy} className="self-start">
        {m.saveChanges2()}
      </Button>
    </form>
  );
}

/**
 * The warning under the price while the seller types (decision 021): a price in the band where the
 * GST slab of its HSN changes is taxed at the higher rate (docs/india.md, "Prices include GST").
 */
function slabWarning(hsn: string | null, price: string | undefined) {
  const paise = Math.round(Number(price) * 100);
  if (!hsn || !price || !Number.isFinite(paise) || !rulesOf(hsn)) return undefined;
  const today = new Date();
  if (!inSlabBand(hsn, today, paise)) return undefined;
  const band = slabBand(hsn, today)!;
  return m.slabBandWarning({
    low: formatRupeesWhole(Math.floor(band.lowUpToPaise / 100)),
    lowPercent: band.lowPercent,
    high: formatRupeesWhole(Math.ceil(band.highFromPaise / 100)),
    highPercent: band.highPercent,
  });
}

/**
 * The seed's Quantity is each variant's stock: said plainly, with what it makes in all ("10 ×
 * 4 variants = 40 in stock"), so that nobody stocks four times what they meant (decision 025).
 */
function quantityHint(stock: unknown, colours: number, sizes: number): string {
  const variants = colours * sizes;
  const pieces = Number(stock);
  if (variants === 0 || !Number.isInteger(pieces) || pieces <= 0) return m.quantityPerVariant();
  return m.quantityMakes({
    pieces,
    variants,
    total: pieces * variants,
  });
}

type Named = Parameters<typeof localName>[0];

/**
 * The sizes the chosen category (or its sub-category) allows, under their systems' names; none
 * before a category is chosen (the form says to choose one, decision 034).
 */
function sizeChoices(
  systems: (Named & { id: string; sizes: (Named & { id: string })[] })[] | undefined,
  category:
    | { sizeSystemIds: string[]; subCategories: { name: string; sizeSystemIds: string[] }[] }
    | undefined,
  subCategory: string | null | undefined,
): Choice[] | undefined {
  if (!systems) return undefined;
  if (!category) return [];
  const sub = category.subCategories.find((s) => s.name === subCategory);
  const allowed = sub?.sizeSystemIds ?? category.sizeSystemIds;
  return systems
    .filter((system) => allowed.includes(system.id))
    .flatMap((system) =>
      system.sizes.map((size) => ({
        id: size.id,
        label: localName(size),
        group: localName(system),
      })),
    );
}
