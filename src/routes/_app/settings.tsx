import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/shell/components/SettingsPage.tsx';

export const Route = createFileRoute('/_app/settings')({ component: SettingsPage });
