import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { storeFinanceSchema, type StoreFinanceValues } from '../../../../domain/store.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { saveDraft, type StoreDraft } from '../draft.ts';

const EMPTY: StoreFinanceValues = {
  gstNo: '',
  aadhaarNo: '',
  panNo: '',
  accountNo: '',
  ifscCode: '',
  branch: '',
  upiId: '',
};

/**
 * Onboarding page 2 (store2): finance and KYC, checked as the server checks them (domain/kyc.ts),
 * each message saying what is wrong. Submit goes to page 3.
 */
export function FinanceStep({ draft }: { draft: StoreDraft }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, control } = useForm<StoreFinanceValues>({
    resolver: valibotResolver(storeFinanceSchema),
    // Every rule at once, so that a check across fields (the PIN in the state, the PAN in the
    // GSTIN) shows beside the others rather than only after they are fixed.
    criteriaMode: 'all',
    defaultValues: { ...EMPTY, ...draft.finance },
  });
  const values = useWatch({ control });
  useEffect(() => void saveDraft({ finance: { ...EMPTY, ...values } }), [values]);

  const submit = handleSubmit(async (finance) => {
    await saveDraft({ finance });
    await navigate({ to: '/store3' });
  });
  const errors = formState.errors;
  const upper = { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } as const;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Finance and KYC">
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label="GST No"
          maxLength={15}
          hint="15 characters, e.g. 29ABCPE1234F1Z7"
          error={errors.gstNo?.message}
          {...upper}
          {...register('gstNo')}
        />
        <Field
          label="PAN No"
          maxLength={10}
          hint="The PAN inside your GST No"
          error={errors.panNo?.message}
          {...upper}
          {...register('panNo')}
        />
        <Field
          label="Aadhaar No"
          inputMode="numeric"
          maxLength={14}
          hint="We keep only its last 4 digits."
          error={errors.aadhaarNo?.message}
          autoComplete="off"
          {...register('aadhaarNo')}
        />
        <Field
          label="Account No"
          inputMode="numeric"
          error={errors.accountNo?.message}
          autoComplete="off"
          {...register('accountNo')}
        />
        <Field
          label="IFSC Code"
          maxLength={11}
          error={errors.ifscCode?.message}
          {...upper}
          {...register('ifscCode')}
        />
        <Field label="Branch" error={errors.branch?.message} {...register('branch')} />
        <Field
          label="UPI ID"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          error={errors.upiId?.message}
          {...register('upiId')}
        />
      </div>
      <div className="flex justify-between gap-3">
        <Button asChild variant="secondary">
          <Link to="/store1">Back</Link>
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          Next
        </Button>
      </div>
    </form>
  );
}
