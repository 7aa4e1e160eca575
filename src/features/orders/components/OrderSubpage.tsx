import { m } from '../../../../domain/messages.ts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page.tsx';

/** A page under an order (its invoice, its labels) with the way back to it, never printed. */
export function OrderSubpage({
  title,
  orderId,
  children,
}: {
  title: string;
  orderId: string;
  children: ReactNode;
}) {
  return (
    <Page title={title}>
      <Link
        to="/store-owner/orders/$orderId"
        params={{ orderId }}
        className="no-print tap-target text-sm text-brand underline-offset-2 hover:underline"
      >
        {m.order()}
      </Link>
      {children}
    </Page>
  );
}
