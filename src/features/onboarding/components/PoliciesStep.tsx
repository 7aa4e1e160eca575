import { valibotResolver } from '@hookform/resolvers/valibot';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import * as v from 'valibot';
import { STORE_GENDERS } from '../../../../domain/enums.ts';
import { m } from '../../../../domain/messages.ts';
import {
  STORE_INPUT_FIELDS,
  storeDetailsSchema,
  storeFinanceSchema,
  storeInputFromSteps,
  storePoliciesSchema,
  type StorePoliciesValues,
} from '../../../../domain/store.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError, NO_ANSWER_CODES } from '../../../lib/graphql.ts';
import { useOnline } from '../../../offline/online.ts';
import { createStore } from '../api/create-store.ts';
import { clearDraft, saveDraft, submitKeyOf, type StoreDraft } from '../draft.ts';
import { STEPS } from './OnboardingFrame.tsx';

const EMPTY: StorePoliciesValues = {
  productType: '',
  storePolicy: '',
  returnPolicy: '',
  shippingPolicy: '',
};

interface Problem {
  step: 1 | 2 | 3;
  message: string;
}

/**
 * Onboarding page 3 (store3): whom the store sells to and its policies (no validation but
 * lengths). Submit creates the store from the three pages; the server checks everything again,
 * and a refusal names the page to correct.
 */
export function PoliciesStep({ draft }: { draft: StoreDraft }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [problems, setProblems] = useState<Problem[]>([]);
  const { register, handleSubmit, formState, control, setError } = useForm<StorePoliciesValues>({
    resolver: valibotResolver(storePoliciesSchema),
    defaultValues: { ...EMPTY, ...draft.policies },
  });
  const values = useWatch({ control });
  useEffect(() => void saveDraft({ policies: { ...EMPTY, ...values } }), [values]);

  const submit = handleSubmit(async (policies) => {
    setProblems([]);
    await saveDraft({ policies });
    if (!onlineManager.isOnline())
      return setProblems([{ step: 3, message: m.onboardingNeedsConnection() }]);
    const details = v.parse(storeDetailsSchema, draft.details);
    const finance = v.parse(storeFinanceSchema, draft.finance);
    const submitKey = await submitKeyOf();
    try {
      await createStore(
        queryClient,
        storeInputFromSteps(details, draft.images ?? [], finance, policies),
        submitKey,
      );
    } catch (error) {
      // The server answered a refusal: nothing was created, and the corrected input is another
      // request. (With no answer, the key stays: a resend may find the store already made.)
      if (error instanceof ApiError && !NO_ANSWER_CODES.has(error.code)) {
        await saveDraft({ submitKey: undefined });
      }
      toast.error(m.storeCreateFailed());
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      const found: Problem[] = [];
      for (const [name, message] of fields) {
        const target = STORE_INPUT_FIELDS[name.replace(/^input\./, '')];
        if (target?.step === 3) setError(target.field as keyof StorePoliciesValues, { message });
        else found.push({ step: target?.step ?? 3, message });
      }
      if (fields.length === 0) {
        found.push({
          step: 3,
          message: error instanceof ApiError ? error.message : m.storeCreateFailed(),
        });
      }
      setProblems(found);
      return;
    }
    await clearDraft();
    toast.success(m.storeCreated());
    await navigate({ to: '/' });
  });

  const errors = formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={m.productsAndPolicies()}
    >
      {!online && <FormMessage>{m.onboardingNeedsConnection()}</FormMessage>}
      <SelectField
        label={m.productTypeHeading()}
        error={errors.productType?.message}
        {...register('productType')}
      >
        <option value="">{m.select()}</option>
        {STORE_GENDERS.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={m.storePolicy2()}
        rows={4}
        hint={m.storePolicyHint()}
        error={errors.storePolicy?.message}
        {...register('storePolicy')}
      />
      <TextAreaField
        label={m.returnPolicy()}
        rows={4}
        hint={m.storePolicyHint()}
        error={errors.returnPolicy?.message}
        {...register('returnPolicy')}
      />
      <TextAreaField
        label={m.shippingPolicy()}
        rows={4}
        hint={m.shippingPolicyHint()}
        error={errors.shippingPolicy?.message}
        {...register('shippingPolicy')}
      />
      {problems.length > 0 && (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-md border border-danger p-3 text-sm"
        >
          <p>{m.onboardingFixStep()}</p>
          <ul className="flex flex-col gap-1">
            {problems.map((p) => (
              <li key={`${p.step}-${p.message}`}>
                {p.step === 3 ? (
                  p.message
                ) : (
                  <>
                    <Link className="underline" to={p.step === 1 ? '/store1' : '/store2'}>
                      {STEPS[p.step - 1]?.()}
                    </Link>
                    : {p.message}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex justify-between gap-3">
        <Button asChild variant="secondary">
          <Link to="/store2">{m.back()}</Link>
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {m.submit()}
        </Button>
      </div>
    </form>
  );
}
