import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../features/shell/components/SupportPage.tsx';

export const Route = createFileRoute('/_app/support')({ component: SupportPage });
