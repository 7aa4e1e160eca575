import { useQuery } from '@tanstack/react-query';
import { m } from '../../../../domain/messages.ts';
import { Card } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { supportContactQueryOptions } from '../api/support-contact.ts';

/** How to reach the platform's seller support: the operator's SUPPORT_EMAIL and SUPPORT_PHONE. */
export function SupportPage() {
  const contact = useQuery(supportContactQueryOptions());
  return (
    <Page title={m.support()}>
      <Card>
        <p className="mb-4">{m.supportIntro()}</p>
        {contact.isPending ? (
          <p role="status">{m.loading()}</p>
        ) : contact.isError ? (
          <FormMessage>{m.errorLoadingData()}</FormMessage>
        ) : !contact.data.email && !contact.data.phone ? (
          <p data-testid="support-none" className="text-muted">
            {m.supportNotConfigured()}
          </p>
        ) : (
          <dl className="grid gap-3 text-sm">
            {contact.data.email && (
              <ContactRow label={m.eMail()} href={`mailto:${contact.data.email}`}>
                {contact.data.email}
              </ContactRow>
            )}
            {contact.data.phone && (
              <ContactRow
                label={m.phone()}
                href={`tel:${contact.data.phone.replace(/[^\d+]/g, '')}`}
              >
                {contact.data.phone}
              </ContactRow>
            )}
          </dl>
        )}
      </Card>
    </Page>
  );
}

function ContactRow({ label, href, children }: { label: string; href: string; children: string }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-2">
      <dt className="font-medium text-muted">{label}</dt>
      <dd>
        <a className="tap-target text-link" href={href}>
          {children}
        </a>
      </dd>
    </div>
  );
}
