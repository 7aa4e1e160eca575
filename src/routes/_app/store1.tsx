import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../../features/onboarding/components/OnboardingPage.tsx';
import { requireRole } from '../../lib/guards.ts';

/** Onboarding page 1 of 3 (seed section 2, Store onboarding). */
export const Route = createFileRoute('/_app/store1')({
  beforeLoad: ({ location }) => requireRole(location, ['STORE_OWNER']),
  component: () => <OnboardingPage step={1} />,
});
