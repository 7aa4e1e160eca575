import { Link, useRouterState } from '@tanstack/react-router';
import { LayoutDashboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SessionUser } from '../../../lib/session.ts';
import { m, PRODUCT_NAME } from '../../../../domain/messages.ts';
import { Sidebar, useSidebar } from '../../../components/ui/sidebar.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { cn } from '../../../lib/cn.ts';
import { useCurrentStore } from '../../../lib/current-store.ts';
import { dashboardPath, navFor, type NavEntry } from '../nav.ts';

const ITEM =
  'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-soft hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:bg-highlight aria-[current=page]:text-on-highlight';

/** The seed's side navigation: logo text, Dashboard (by role), then the role's entries. */
export function AppSidebar({ user }: { user: SessionUser | null | undefined }) {
  const role = user?.role;
  const { expanded, isMobile, setOpenMobile } = useSidebar();
  const showLabels = expanded || isMobile;
  // Seed section 2: Dashboard sets the dashboard-active flag, any other entry clears it.
  const [dashboardActive, setDashboardActive] = useState(false);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { store } = useCurrentStore();
  useEffect(() => setOpenMobile(false), [pathname, setOpenMobile]);

  return (
    <Sidebar label={m.mainNavigation()}>
      <div className="flex h-14 items-center gap-2 border-b border-line px-2.5">
        <Logo className="size-7" />
        {showLabels && (
          <span className="truncate text-lg font-semibold text-ink">{PRODUCT_NAME}</span>
        )}
      </div>
      <ul className="flex flex-col gap-1 p-1.5">
        <li>
          <Link
            to={dashboardPath(role)}
            activeOptions={{ exact: true }}
            onClick={() => setDashboardActive(true)}
            data-dashboard-active={dashboardActive}
            aria-label={showLabels ? undefined : m.dashboard()}
            title={m.dashboard()}
            className={cn(ITEM, !showLabels && 'justify-center px-0')}
          >
            <LayoutDashboard aria-hidden className="size-5 shrink-0" />
            {showLabels && m.dashboard()}
          </Link>
        </li>
        {navFor(user, store).map((entry) => (
          <NavItem
            key={entry.label()}
            entry={entry}
            showLabel={showLabels}
            onClick={() => setDashboardActive(false)}
          />
        ))}
      </ul>
    </Sidebar>
  );
}

function NavItem({
  entry,
  showLabel,
  onClick,
}: {
  entry: NavEntry;
  showLabel: boolean;
  onClick(): void;
}) {
  const label = entry.label();
  return (
    <li>
      <Link
        to={entry.to}
        search={entry.search}
        onClick={onClick}
        title={label}
        aria-label={showLabel ? undefined : label}
        className={ITEM}
      >
        {entry.icon ? (
          <entry.icon aria-hidden className="size-5 shrink-0" />
        ) : (
          <span
            aria-hidden
            className="grid size-5 shrink-0 place-items-center rounded bg-sunken text-xs"
          >
            {label[0]}
          </span>
        )}
        {showLabel && label}
      </Link>
      {showLabel && entry.children?.length ? (
        <ul className="ml-8 flex flex-col gap-1">
          {entry.children.map((child) => (
            <NavItem
              key={`${child.to}-${child.label()}`}
              entry={child}
              showLabel
              onClick={onClick}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
