import type { Role } from '../../domain/enums.ts';

/** The signed-in user as the console keeps it (seed section 3: Session). */
export interface SessionUser {
  id: string;
  email: string;
  role: Role;
  /** Each store's permissions for this user (decision 051); absent in a session saved before. */
  stores: { id: string; name: string; isApproved: boolean; myPermissions?: string[] }[];
  /** An admin's staff permissions (decision 051); absent in a session saved before. */
  adminPermissions?: string[];
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
}

const USER_KEY = 'user';
const TOKEN_KEY = 'token';
const SIGNED_OUT: Session = { user: null, token: null, isAuthenticated: false };

/**
 * Rehydrates only when both a stored user and a stored token exist; an unparseable stored user
 * is logged and treated as signed out. "Remember Me" keeps the session in localStorage; without
 * it the session lives in sessionStorage and ends with the browser.
 */
function read(storage: Storage): Session | null {
  const rawUser = storage.getItem(USER_KEY);
  const token = storage.getItem(TOKEN_KEY);
  if (!rawUser || !token) return null;
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    if (!user?.id) throw new Error('stored user has no id');
    return { user, token, isAuthenticated: true };
  } catch (error) {
    console.error('Could not read the stored user', error);
    return null;
  }
}

let current: Session = read(localStorage) ?? read(sessionStorage) ?? SIGNED_OUT;
const listeners = new Set<() => void>();

function storageOf(): Storage {
  return sessionStorage.getItem(TOKEN_KEY) && !localStorage.getItem(TOKEN_KEY)
    ? sessionStorage
    : localStorage;
}

function set(next: Session) {
  current = next;
  listeners.forEach((l) => l());
}

export const session = {
  get: (): Session => current,
  /** Whether the signed-in user chose "Remember Me" (their session outlives the browser). */
  isRemembered: (): boolean => Boolean(current.token) && storageOf() === localStorage,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: SessionUser, token: string, remember: boolean) {
    session.keepForNextPage(user, token, remember);
    set({ user, token, isAuthenticated: true });
  },
  /**
   * Stores the session for the page opened next, this page's tree left as it is: the sign-in page
   * opens the console as a page load, and keeps its form on screen until the console paints.
   */
  keepForNextPage(user: SessionUser, token: string, remember: boolean) {
    clearStorage();
    const storage = remember ? localStorage : sessionStorage;
    storage.setItem(USER_KEY, JSON.stringify(user));
    storage.setItem(TOKEN_KEY, token);
  },
  /** Keeps the stored user in step with the server (role and stores change). */
  updateUser(user: SessionUser) {
    if (!current.token) return;
    storageOf().setItem(USER_KEY, JSON.stringify(user));
    set({ ...current, user });
  },
  /** A token the server renewed replaces the stored one. */
  renewToken(token: string) {
    if (!current.token) return;
    storageOf().setItem(TOKEN_KEY, token);
    set({ ...current, token });
  },
  signOut() {
    clearStorage();
    set(SIGNED_OUT);
  },
};

function clearStorage() {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(USER_KEY);
    storage.removeItem(TOKEN_KEY);
  }
}

/** Store owners count as having a store only when one is approved (seed section 6). */
export function hasApprovedStore(user: SessionUser | null): boolean {
  return Boolean(user?.stores.some((s) => s.isApproved));
}

/** Where a signed-in user lands (seed section 2, role landing). */
export function landingFor(role: Role | undefined): '/admin' | '/store-owner' | '/unauthorized' {
  if (role === 'ADMIN') return '/admin';
  if (role === 'STORE_OWNER') return '/store-owner';
  return '/unauthorized';
}

/**
 * Where a user opens the console (the `/` route, and sign-in): a store owner without an approved
 * store where their stores stand, anyone else at their role's landing.
 */
export function homeFor(user: SessionUser | null): '/newStore' | ReturnType<typeof landingFor> {
  if (user?.role === 'STORE_OWNER' && !hasApprovedStore(user)) return '/newStore';
  return landingFor(user?.role);
}

/** A remembered location is followed only when it stays inside the console. */
export function safeRedirect(target: string | undefined): string | undefined {
  return target &&
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !target.startsWith('/login')
    ? target
    : undefined;
}
