import { m } from '../../../domain/messages.ts';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn.ts';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { onFrameMenuTap } from '../../lib/frame.ts';
import { deferred } from './deferred.tsx';
import { useMedia } from '../../lib/use-media.ts';

/** The phone navigation's sheet (Radix Dialog) loads after the first paint; it starts closed. */
const Sheet = deferred(() => import('./sheet.tsx').then((m) => m.Sheet), 'hidden');

/** Seed section 9: 16rem wide, 18rem on mobile, 3rem collapsed, cookie for 7 days, Ctrl/Cmd+B. */
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE = 604800;
export const MOBILE_BREAKPOINT = 768;
const SHORTCUT = 'b';

interface SidebarState {
  expanded: boolean;
  isMobile: boolean;
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  toggle(): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = use(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside <SidebarProvider>');
  return state;
}

// The prerendered frame (decision 042) is drawn with no document: expanded, as by default.
const storedExpanded = () => readCookie(SIDEBAR_COOKIE) !== 'false';

function useIsMobile(): boolean {
  return useMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState(storedExpanded);
  const [openMobile, setOpenMobile] = useState(false);
  const isMobile = useIsMobile();
  // A tap on the prerendered frame's button (a phone's first visit) opens the navigation too.
  useEffect(() => onFrameMenuTap(() => setOpenMobile(true)), []);

  const toggle = useCallback(() => {
    if (isMobile) return setOpenMobile((open) => !open);
    setExpanded((value) => {
      writeCookie(SIDEBAR_COOKIE, String(!value), SIDEBAR_COOKIE_MAX_AGE);
      return !value;
    });
  }, [isMobile]);

  // Bound as the navigation is drawn, not a frame later: a key pressed the moment it shows works.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SHORTCUT && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  const value = useMemo(
    () => ({ expanded, isMobile, openMobile, setOpenMobile, toggle }),
    [expanded, isMobile, openMobile, toggle],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

/** The navigation column on desktop; a left sheet below 768 px. */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  const { expanded, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile} title={label}>
        <nav
          aria-label={label}
          data-slot="sidebar"
          data-state="expanded"
          className="flex h-full flex-col"
        >
          {children}
        </nav>
      </Sheet>
    );
  }
  return (
    <nav
      aria-label={label}
      data-slot="sidebar"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn(
        'group/sidebar sticky top-0 flex h-dvh shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200',
        expanded ? 'w-[16rem]' : 'w-[3rem]',
      )}
    >
      {children}
    </nav>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggle, expanded, isMobile, openMobile } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      onClick={toggle}
      aria-label={m.toggleNavigation()}
      aria-expanded={isMobile ? openMobile : expanded}
      title={m.toggleNavigationCtrlB()}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-md text-soft hover:bg-sunken focus-visible:outline-2 focus-visible:outline-brand',
        className,
      )}
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M9 4v16" />
      </svg>
    </button>
  );
}
