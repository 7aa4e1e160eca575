import { Navigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { m } from '../../../../domain/messages.ts';
import { storeDetailsSchema, storeFinanceSchemaIn } from '../../../../domain/store.ts';
import type { StoreDraft } from '../draft.ts';
import { FinanceStep } from './FinanceStep.tsx';
import { OnboardingFrame } from './OnboardingFrame.tsx';
import { PoliciesStep } from './PoliciesStep.tsx';
import { StoreDetailsStep } from './StoreDetailsStep.tsx';
import { useDraft } from './use-draft.ts';

/** The first page the draft has not completed: a later page opened too early goes back there. */
function firstIncomplete(draft: StoreDraft): 1 | 2 | 3 {
  if (!v.is(storeDetailsSchema, draft.details) || !draft.images?.length) return 1;
  // Page 2 is checked against page 1's state as it is now: a state changed after the GST No was
  // typed sends the seller back to page 2, where the mismatch is said, not to the server's refusal.
  if (!v.is(storeFinanceSchemaIn(draft.details?.stateCode), draft.finance)) return 2;
  return 3;
}

const PATHS = { 1: '/store1', 2: '/store2', 3: '/store3' } as const;

/** One onboarding page (store1, store2 or store3), opened on the saved draft. */
export function OnboardingPage({ step }: { step: 1 | 2 | 3 }) {
  const draft = useDraft();
  if (!draft) {
    return (
      <OnboardingFrame step={step}>
        <p role="status">{m.loading()}</p>
      </OnboardingFrame>
    );
  }
  const reachable = firstIncomplete(draft);
  if (step > reachable) return <Navigate to={PATHS[reachable]} replace />;
  return (
    <OnboardingFrame step={step}>
      {step === 1 && <StoreDetailsStep draft={draft} />}
      {step === 2 && <FinanceStep draft={draft} />}
      {step === 3 && <PoliciesStep draft={draft} />}
    </OnboardingFrame>
  );
}
