import { PRODUCT_NAME } from '../../../../domain/messages.ts';

export const SUPPORT = {
  email: 'sellers@threadline.example',
  phone: '+91 80 4000 1234',
  hours: 'Monday to Saturday, 9:00 to 19:00 IST',
};

/** How to reach the platform's seller support. */
export function SupportPage() {
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">Support</h1>
      <section className="rounded-xl bg-white p-5 shadow-sm dark:bg-stone-900">
        <p className="mb-4">
          The {PRODUCT_NAME} seller support team helps with onboarding, approvals, orders and
          payouts.
        </p>
        <dl className="grid gap-3 text-sm">
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="font-medium text-stone-600 dark:text-stone-400">E-mail</dt>
            <dd>
              <a
                className="text-brand underline dark:text-amber-300"
                href={`mailto:${SUPPORT.email}`}
              >
                {SUPPORT.email}
              </a>
            </dd>
          </div>
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="font-medium text-stone-600 dark:text-stone-400">Phone</dt>
            <dd>
              <a
                className="text-brand underline dark:text-amber-300"
                href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`}
              >
                {SUPPORT.phone}
              </a>
            </dd>
          </div>
          <div className="grid grid-cols-[6rem_1fr] gap-2">
            <dt className="font-medium text-stone-600 dark:text-stone-400">Hours</dt>
            <dd>{SUPPORT.hours}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
