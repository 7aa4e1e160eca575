import { valibotResolver } from '@hookform/resolvers/valibot';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import * as v from 'valibot';
import type { GenderCode } from '../../../../domain/enums.ts';
import { format, messages, templates } from '../../../../domain/messages.ts';
import { productFormSchema, splitTags } from '../../../../domain/product.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, FormMessage, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/graphql.ts';
import { session } from '../../../lib/session.ts';
import { numberFrom } from '../../../lib/number-field.ts';
import { uploadImage } from '../../../lib/upload.ts';
import { useOnline } from '../../../offline/online.ts';
import { createProduct } from '../api/mutations.ts';
import { categoriesQueryOptions, lookupsQueryOptions } from '../api/queries.ts';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';

/** The form's genders (seed: Male, Female, Unisex) as the catalogue's codes. */
export const GENDERS: { code: GenderCode; label: string }[] = [
  { code: 'MA', label: 'Male' },
  { code: 'FE', label: 'Female' },
  { code: 'UN', label: 'Unisex' },
];

/** What the seller types: text everywhere, as the inputs hold it. */
export interface ProductFormValues {
  storeId: string;
  name: string;
  gender: string;
  price: string;
  colors: string[];
  description: string;
  categoryId: string;
  subCategory: string;
  sizes: string[];
  tags: string;
  stock: string;
  customShippingPolicy: string;
  customReturnPolicy: string;
}

/** The form's text, converted as the seed says (tags split and trimmed, numbers), then the
 * server's own rules (domain/product.ts). */
const formSchema = v.pipe(
  v.object({
    storeId: v.string(),
    name: v.string(),
    gender: v.string(),
    price: v.string(),
    colors: v.array(v.string()),
    description: v.string(),
    categoryId: v.string(),
    subCategory: v.string(),
    sizes: v.array(v.string()),
    tags: v.string(),
    stock: v.string(),
    customShippingPolicy: v.string(),
    customReturnPolicy: v.string(),
  }),
  v.transform((f): v.InferInput<typeof productFormSchema> => ({
    ...f,
    price: numberFrom(f.price),
    stock: numberFrom(f.stock),
    tags: splitTags(f.tags),
    subCategory: f.subCategory || null,
    gender: f.gender as GenderCode,
  })),
  productFormSchema,
);

const EMPTY: Omit<ProductFormValues, 'storeId'> = {
  name: '',
  gender: '',
  price: '',
  colors: [],
  description: '',
  categoryId: '',
  subCategory: '',
  sizes: [],
  tags: '',
  stock: '',
  customShippingPolicy: '',
  customReturnPolicy: '',
};

/** The unsent product is kept on this device, its images too, so a reload loses nothing. */
const draftKey = () => `productDraft:${session.get().user?.id ?? ''}`;
const imagesKey = () => `productDraftImages:${session.get().user?.id ?? ''}`;

function readDraft(): Partial<ProductFormValues> {
  try {
    return JSON.parse(localStorage.getItem(draftKey()) ?? '{}') as Partial<ProductFormValues>;
  } catch {
    return {};
  }
}

async function clearDraft() {
  localStorage.removeItem(draftKey());
  await del(imagesKey());
}

type Progress = {
  done: number;
  total: number;
  percent: number;
};

/** Seed section 2, Product form in create mode: Save Changes lists the product. */
export function ProductForm({ storeId, onCreated }: { storeId: string; onCreated(): void }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [files, setFiles] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const restored = useRef(false);
  const { register, handleSubmit, formState, control, setValue, setError, reset } =
    useForm<ProductFormValues>({
      resolver: valibotResolver(formSchema) as never,
      defaultValues: { ...EMPTY, ...readDraft(), storeId },
    });
  const values = useWatch({ control });
  const gender = values.gender as GenderCode | '';

  // Restore the draft's images once; then keep text and images as they change.
  useEffect(() => {
    void get<File[]>(imagesKey()).then((saved) => {
      if (saved?.length) setFiles(saved);
      restored.current = true;
    });
  }, []);
  useEffect(() => {
    localStorage.setItem(draftKey(), JSON.stringify({ ...values, storeId: undefined }));
  }, [values]);
  useEffect(() => {
    if (restored.current) void set(imagesKey(), files);
  }, [files]);

  const lookups = useQuery(lookupsQueryOptions());
  const categories = useQuery({
    ...categoriesQueryOptions((gender || 'UN') as GenderCode),
    enabled: Boolean(gender),
  });
  const category = categories.data?.find((c) => c.id === values.categoryId);

  const submit = handleSubmit(
    async (input) => {
      setFormError(null);
      if (files.length === 0) return setImagesError(messages.uploadImages);
      if (!onlineManager.isOnline()) return setFormError(messages.createNeedsConnection);
      const urls: string[] = [];
      try {
        for (const [i, file] of files.entries()) {
          setProgress({ done: i + 1, total: files.length, percent: 0 });
          const uploaded = await uploadImage(
            file,
            { folderName: 'productImages', storeId },
            (fraction) =>
              setProgress({
                done: i + 1,
                total: files.length,
                percent: Math.round(fraction * 100),
              }),
          );
          urls.push(uploaded.url);
        }
      } catch (error) {
        setProgress(null);
        const message = error instanceof ApiError ? error.message : messages.unableToUploadDetails;
        setImagesError(message);
        toast.error(message);
        return;
      }
      try {
        const parsed = input as unknown as v.InferOutput<typeof formSchema>;
        await createProduct(queryClient, {
          ...parsed,
          storeId,
          subCategory: parsed.subCategory ?? null,
          mainImage: urls[0],
          productImages: urls,
        });
        await clearDraft();
        reset({ ...EMPTY, storeId });
        setFiles([]);
        toast.success(messages.productCreated);
        onCreated();
      } catch (error) {
        toast.error(messages.productCreateFailed);
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields))
            setError(field as Path<ProductFormValues>, { message });
          if (Object.keys(error.fields).length === 0) setFormError(error.message);
        }
      } finally {
        setProgress(null);
      }
    },
    () => {
      if (files.length === 0) setImagesError(messages.uploadImages);
    },
  );

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Product">
      {!online && <FormMessage>{messages.createNeedsConnection}</FormMessage>}
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
        {progress && (
          <div className="flex flex-col gap-1" data-testid="upload-progress">
            <label htmlFor="upload-progress" className="text-sm">
              {format(templates.uploading, progress)}
            </label>
            <progress
              id="upload-progress"
              max={100}
              value={progress.percent}
              className="h-2 w-full accent-brand"
            />
          </div>
        )}
      </Card>
      <Card className="grid gap-4 md:grid-cols-2">
        <input type="hidden" {...register('storeId')} />
        <Field label="Name" error={errors.name?.message} {...register('name')} />
        <SelectField
          label="Gender"
          error={errors.gender?.message}
          {...register('gender', {
            onChange: () => {
              setValue('categoryId', '');
              setValue('subCategory', '');
            },
          })}
        >
          <option value="">Select</option>
          {GENDERS.map((g) => (
            <option key={g.code} value={g.code}>
              {g.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Category"
          disabled={!gender || categories.isPending}
          error={
            errors.categoryId?.message ??
            (categories.isError ? messages.categoriesLoadError : undefined)
          }
          {...register('categoryId', { onChange: () => setValue('subCategory', '') })}
        >
          <option value="">Select</option>
          {categories.data?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sub-category"
          disabled={!category}
          error={errors.subCategory?.message}
          {...register('subCategory')}
        >
          <option value="">Select</option>
          {category?.subCategory.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <Field
          label="Price (₹)"
          inputMode="decimal"
          error={errors.price?.message}
          {...register('price')}
        />
        <Field
          label="Quantity"
          inputMode="numeric"
          error={errors.stock?.message}
          {...register('stock')}
        />
        <ChoiceGroup
          legend="Colours"
          options={lookups.data?.colors.map((c) => ({
            id: c.id,
            label: c.name,
            swatch: c.hexCode,
          }))}
          error={errors.colors?.message}
          register={register('colors')}
        />
        <ChoiceGroup
          legend="Sizes"
          options={lookups.data?.productSizes.map((s) => ({ id: s.id, label: s.name }))}
          error={errors.sizes?.message}
          register={register('sizes')}
        />
        <TextAreaField
          label="Description"
          className="md:col-span-2"
          error={errors.description?.message}
          {...register('description')}
        />
        <Field
          label="Tags"
          hint="Separate tags with commas"
          className="md:col-span-2"
          error={errors.tags?.message}
          {...register('tags')}
        />
        <TextAreaField
          label="Shipping Policy"
          error={errors.customShippingPolicy?.message}
          {...register('customShippingPolicy')}
        />
        <TextAreaField
          label="Return Policy"
          error={errors.customReturnPolicy?.message}
          {...register('customReturnPolicy')}
        />
        {errors.storeId?.message && <FormMessage>{errors.storeId.message}</FormMessage>}
      </Card>
      {formError && <FormMessage>{formError}</FormMessage>}
      <Button type="submit" disabled={busy} className="self-start">
        Save Changes
      </Button>
    </form>
  );
}
