import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../domain/messages.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { LocaleSelect } from '../../../components/ui/locale-select.tsx';
import { PageTitle } from '../../../components/ui/page.tsx';

/** The frame of the signed-out screens: brand, one card, mobile first. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-canvas px-4 py-8 text-ink sm:justify-center">
      <div className="mb-6 flex items-center gap-2">
        <Logo className="size-9" />
        <span className="text-xl font-semibold text-ink">{PRODUCT_NAME}</span>
      </div>
      <Card className="w-full max-w-sm p-6">
        <PageTitle className="mb-5">{title}</PageTitle>
        {children}
      </Card>
      <LocaleSelect className="mt-6" />
    </main>
  );
}
