import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { ADDRESS_STATES } from '../../../../domain/address.ts';
import { STORE_TYPES } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import {
  MAX_STORE_IMAGES,
  storeDetailsSchema,
  type StoreDetailsValues,
} from '../../../../domain/store.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ImagePicker } from '../../../components/ui/image-picker.tsx';
import { failedUploadIndex, uploadImages } from '../../../lib/upload.ts';
import { errorText } from '../../../lib/error-text.ts';
import { onlineManager } from '@tanstack/react-query';
import { storeNameAvailable } from '../api/create-store.ts';
import { saveDraft, type StoreDraft } from '../draft.ts';

const EMPTY: StoreDetailsValues = {
  storeType: 'BRAND',
  brandName: '',
  storePhone: '',
  businessEmail: '',
  emergencyPhone: '',
  storeAddress: '',
  stateCode: '',
  pinCode: '',
  pocName: '',
  pocPhone: '',
};

/**
 * Onboarding page 1 (store1): the store details and its images. Submit uploads the chosen images
 * in parallel (folder storeImages), showing their progress, then goes to page 2.
 */
export function StoreDetailsStep({ draft }: { draft: StoreDraft }) {
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>(draft.files ?? []);
  const [uploaded, setUploaded] = useState<string[]>(draft.images ?? []);
  const [imagesError, setImagesError] = useState<string | undefined>();
  const [percent, setPercent] = useState<number | null>(null);
  const { register, handleSubmit, formState, control, setError } = useForm<StoreDetailsValues>({
    resolver: valibotResolver(storeDetailsSchema),
    // Every rule at once, so that a check across fields (the PIN in the state, the PAN in the
    // GSTIN) shows beside the others rather than only after they are fixed.
    criteriaMode: 'all',
    defaultValues: { ...EMPTY, ...draft.details },
  });
  const values = useWatch({ control });
  useEffect(() => void saveDraft({ details: { ...EMPTY, ...values } }), [values]);

  const chooseFiles = (next: File[]) => {
    setFiles(next);
    setImagesError(undefined);
    void saveDraft({ files: next });
  };
  const clearUploaded = () => {
    setUploaded([]);
    void saveDraft({ images: [] });
  };

  const upload = async (): Promise<string[] | null> => {
    if (files.length === 0) return uploaded;
    setPercent(0);
    try {
      const urls = (
        await uploadImages(
          files,
          { folderName: 'storeImages' },
          {
            onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
          },
        )
      ).map((u) => u.url);
      return [...uploaded, ...urls].slice(0, MAX_STORE_IMAGES);
    } catch (error) {
      // Which photo, and why (the server's words: not an image, too large, no connection).
      const index = failedUploadIndex(error);
      const said =
        index === undefined
          ? m.unableToUploadDetails()
          : m.imageNotUploaded({
              name: (files[index] as File | undefined)?.name ?? '',
              reason: errorText(error, m.unableToUploadDetails()),
            });
      setImagesError(said);
      toast.error(said);
      return null;
    } finally {
      setPercent(null);
    }
  };

  const submit = handleSubmit(
    async (details) => {
      if (files.length === 0 && uploaded.length === 0) {
        setImagesError(m.uploadAtLeastOneImage());
        toast.error(m.uploadAtLeastOneImage());
        return;
      }
      // A name another store has (however it is spelt) is said here, beside the field, not
      // two pages later. Offline it is checked at submission.
      if (
        onlineManager.isOnline() &&
        !(await storeNameAvailable(details.brandName).catch(() => true))
      ) {
        setError('brandName', { message: m.storeNameTaken() }, { shouldFocus: true });
        return;
      }
      const images = await upload();
      if (!images) return;
      await saveDraft({ details, images, files: [] });
      setUploaded(images);
      setFiles([]);
      await navigate({ to: '/store2' });
    },
    () => {
      if (files.length === 0 && uploaded.length === 0) setImagesError(m.uploadAtLeastOneImage());
    },
  );

  const errors = formState.errors;
  const busy = formState.isSubmitting;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={m.storeDetails()}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={m.storeType()}
          error={errors.storeType?.message}
          {...register('storeType')}
        >
          {STORE_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <Field
          label={m.brandName()}
          autoComplete="organization"
          error={errors.brandName?.message}
          {...register('brandName')}
        />
        <Field
          label={m.storePhone()}
          type="tel"
          inputMode="tel"
          error={errors.storePhone?.message}
          {...register('storePhone')}
        />
        <Field
          label={m.businessEmail()}
          type="email"
          autoComplete="email"
          error={errors.businessEmail?.message}
          {...register('businessEmail')}
        />
        <Field
          label={m.emergencyPhone()}
          type="tel"
          inputMode="tel"
          error={errors.emergencyPhone?.message}
          {...register('emergencyPhone')}
        />
        <Field label={m.pocName()} error={errors.pocName?.message} {...register('pocName')} />
        <Field
          label={m.pocPhone()}
          type="tel"
          inputMode="tel"
          error={errors.pocPhone?.message}
          {...register('pocPhone')}
        />
        <TextAreaField
          label={m.storeAddress()}
          rows={3}
          autoComplete="street-address"
          className="md:col-span-2"
          error={errors.storeAddress?.message}
          {...register('storeAddress')}
        />
        <SelectField
          label={m.state()}
          autoComplete="address-level1"
          error={errors.stateCode?.message}
          {...register('stateCode')}
        >
          <option value="">{m.chooseAState()}</option>
          {ADDRESS_STATES.map((st) => (
            <option key={st.code} value={st.code}>
              {st.name}
            </option>
          ))}
        </SelectField>
        <Field
          label={m.pinCode()}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pinCode?.message}
          {...register('pinCode')}
        />
      </div>
      {uploaded.length > 0 && (
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium">{m.uploadedImages()}</span>
          <ul className="flex flex-wrap gap-2" aria-label={m.uploadedImages()}>
            {uploaded.map((url, i) => (
              <li key={url}>
                <img
                  src={url}
                  alt={m.storeImageN({ n: i + 1 })}
                  className="size-20 rounded-md bg-sunken object-cover"
                />
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="self-start"
            disabled={busy}
            onClick={clearUploaded}
          >
            {m.clearImages()}
          </Button>
        </div>
      )}
      {uploaded.length < MAX_STORE_IMAGES && (
        <ImagePicker
          label={m.storeImages()}
          max={MAX_STORE_IMAGES - uploaded.length}
          files={files}
          disabled={busy}
          onChange={chooseFiles}
          error={imagesError}
        />
      )}
      {percent !== null && (
        <div className="flex flex-col gap-1" data-testid="upload-progress">
          <label htmlFor="store-upload-progress" className="text-sm">
            {m.uploadingAll({ total: files.length, percent })}
          </label>
          <progress
            id="store-upload-progress"
            max={100}
            value={percent}
            className="h-2 w-full accent-brand"
          />
        </div>
      )}
      <Button type="submit" className="self-end" disabled={busy}>
        {m.next()}
      </Button>
    </form>
  );
}
