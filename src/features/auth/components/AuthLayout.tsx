import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../domain/messages.ts';

/** The frame of the signed-out screens: brand, one card, mobile first. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center bg-stone-100 px-4 py-8 sm:justify-center dark:bg-stone-950">
      <div className="mb-6 flex items-center gap-2">
        <img src="/icon.svg" alt="" className="size-9" />
        <span className="text-xl font-semibold text-stone-900 dark:text-stone-100">
          {PRODUCT_NAME}
        </span>
      </div>
      <section className="w-full max-w-sm rounded-xl bg-white p-6 shadow-sm dark:bg-stone-900">
        <h1 className="mb-5 text-2xl font-semibold text-stone-900 dark:text-stone-100">{title}</h1>
        {children}
      </section>
    </main>
  );
}
