import { m } from '../../../../domain/messages.ts';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { storeFinanceSchemaIn, type StoreFinanceValues } from '../../../../domain/store.ts';
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
  const { register, handleSubmit, formState, control, trigger } = useForm<StoreFinanceValues>({
    // Page 1's state is known here: a GST No of another state is said on this page (issue 48).
    resolver: valibotResolver(storeFinanceSchemaIn(draft.details?.stateCode)),
    // Every rule at once, so that a check across fields (the PIN in the state, the PAN in the
    // GSTIN) shows beside the others rather than only after they are fixed.
    criteriaMode: 'all',
    defaultValues: { ...EMPTY, ...draft.finance },
  });
  // A GST No typed before page 1's state was changed is checked against the new state at once.
  const typedGstin = Boolean(draft.finance?.gstNo);
  useEffect(() => {
    if (typedGstin) void trigger('gstNo');
  }, [typedGstin, trigger]);
  const values = useWatch({ control });
  useEffect(() => void saveDraft({ finance: { ...EMPTY, ...values } }), [values]);

  const submit = handleSubmit(async (finance) => {
    await saveDraft({ finance });
    await navigate({ to: '/store3' });
  });
  const errors = formState.errors;
  const upper = { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } as const;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={m.financeAndKyc()}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Field
          label={m.gstNo()}
          maxLength={15}
          hint={m.text15CharactersEG29abcpe1234f1z7()}
          error={errors.gstNo?.message}
          {...upper}
          {...register('gstNo')}
        />
        <Field
          label={m.panNo()}
          maxLength={10}
          hint={m.thePanInsideYourGst()}
          error={errors.panNo?.message}
          {...upper}
          {...register('panNo')}
        />
        <Field
          label={m.aadhaarNo()}
          inputMode="numeric"
          maxLength={14}
          hint={m.weKeepOnlyItsLast()}
          error={errors.aadhaarNo?.message}
          autoComplete="off"
          {...register('aadhaarNo')}
        />
        <Field
          label={m.accountNo()}
          inputMode="numeric"
          error={errors.accountNo?.message}
          autoComplete="off"
          {...register('accountNo')}
        />
        <Field
          label={m.ifscCode()}
          maxLength={11}
          error={errors.ifscCode?.message}
          {...upper}
          {...register('ifscCode')}
        />
        <Field label={m.branch()} error={errors.branch?.message} {...register('branch')} />
        <Field
          label={m.upiId()}
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          error={errors.upiId?.message}
          {...register('upiId')}
        />
      </div>
      <div className="flex justify-between gap-3">
        <Button asChild variant="secondary">
          <Link to="/store1">{m.back()}</Link>
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {m.next()}
        </Button>
      </div>
    </form>
  );
}
