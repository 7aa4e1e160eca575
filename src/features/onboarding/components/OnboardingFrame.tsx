import { m } from '../../../../domain/messages.ts';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';

export const STEPS = [m.storeDetails, m.financeAndKyc, m.productsAndPolicies] as const;

/** The three onboarding pages share a heading and a step list saying where the user is. */
export function OnboardingFrame({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <Page title={m.onboardYourStore()}>
      <ol className="flex gap-2 text-xs font-medium text-muted" aria-label={m.onboardingSteps()}>
        {STEPS.map((label, i) => (
          <li
            key={i}
            aria-current={i + 1 === step ? 'step' : undefined}
            className="flex-1 border-t-4 border-line pt-1 aria-[current=step]:border-brand aria-[current=step]:text-ink"
          >
            {i + 1}. {label()}
          </li>
        ))}
      </ol>
      <Card className="mx-auto w-full max-w-3xl">{children}</Card>
    </Page>
  );
}
