import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useMenuMadeOnUse } from '../../../components/ui/made-on-use.ts';
import { getLocale, LOCALE_NAMES, locales, m } from '../../../../domain/messages.ts';
import { chooseLocale } from '../../../lib/locale.ts';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/menu.tsx';
import { meQueryOptions } from '../../../lib/me.ts';
import { roleHere, useCurrentStore } from '../../../lib/current-store.ts';

/** Avatar with the e-mail's first letter; the menu shows e-mail and role, and the account links. */
export function AvatarMenu({ onLogout }: { onLogout(): void }) {
  const me = useQuery(meQueryOptions());
  // Made on first use (decision 077): a plain button of the same look until then.
  const { open, setOpen, trigger, standIn } = useMenuMadeOnUse();
  const letter = me.data?.email[0]?.toUpperCase() ?? '?';
  const face = (
    <span className="grid size-9 place-items-center rounded-full bg-brand font-semibold text-on-brand">
      {letter}
    </span>
  );
  if (open === null)
    return (
      <button type="button" aria-label={m.accountMenu()} className={TRIGGER} {...standIn}>
        {face}
      </button>
    );
  return (
    <Menu open={open} onOpenChange={setOpen}>
      <MenuTrigger ref={trigger} aria-label={m.accountMenu()} className={TRIGGER}>
        {face}
      </MenuTrigger>
      <AccountItems onLogout={onLogout} />
    </Menu>
  );
}

const TRIGGER =
  'grid size-11 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand';

/** The menu's content: made with the menu, on first use. */
function AccountItems({ onLogout }: { onLogout(): void }) {
  const me = useQuery(meQueryOptions());
  const { store } = useCurrentStore();
  return (
    <MenuContent>
      <MenuLabel className="px-3 py-2 text-sm">
        {me.isPending ? (
          m.loading()
        ) : me.isError ? (
          <span className="text-danger">{m.errorLoadingData()}</span>
        ) : (
          <>
            <span className="block truncate font-medium">{me.data.email}</span>
            <span className="block text-xs text-muted">{roleHere(me.data.role, store)}</span>
          </>
        )}
      </MenuLabel>
      <MenuSeparator />
      {me.data?.role === 'STORE_OWNER' && (
        <MenuItem asChild>
          <Link to="/store-owner/profile">{m.profile()}</Link>
        </MenuItem>
      )}
      <MenuItem asChild>
        <Link to="/settings">{m.settings()}</Link>
      </MenuItem>
      <MenuItem asChild>
        <Link to="/support">{m.support()}</Link>
      </MenuItem>
      <MenuSeparator />
      <MenuLabel className="px-3 pt-2 text-xs text-muted">{m.language()}</MenuLabel>
      {locales.map((locale) => (
        <MenuItem
          key={locale}
          lang={locale}
          aria-current={locale === getLocale() ? 'true' : undefined}
          onSelect={() => void chooseLocale(locale)}
        >
          <span className="flex-1">{LOCALE_NAMES[locale]}</span>
          {locale === getLocale() && <Check aria-hidden className="size-4" />}
        </MenuItem>
      ))}
      <MenuSeparator />
      <MenuItem onSelect={onLogout}>{m.logout()}</MenuItem>
    </MenuContent>
  );
}
