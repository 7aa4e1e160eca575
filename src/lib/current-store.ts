import { useQuery } from '@tanstack/react-query';
import type { Role } from '../../domain/enums.ts';
import { ROLE_LABELS, STORE_ROLE_LABELS, labelOf } from '../../domain/labels.ts';
import { m } from '../../domain/messages.ts';
import { SHIFT_PARTS, type ShiftPart } from '../../domain/offline.ts';
import type { StorePermission, StoreRole } from '../../domain/permissions.ts';
import { useSyncExternalStore } from 'react';
import { meQueryOptions, type Me } from './me.ts';
import { session } from './session.ts';

/**
 * The store the store-owner screens act on: the owner's chosen approved store, remembered on
 * this device, or the first approved one (the seed always used the first store).
 */
const KEY = 'currentStore';
const listeners = new Set<() => void>();

export function chooseStore(storeId: string) {
  localStorage.setItem(KEY, storeId);
  for (const listener of listeners) listener();
}

/** The store chosen on this device, as stored (read in the browser and in a prerendered frame). */
const chosenKey = () => localStorage.getItem(KEY);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface StoreChoice {
  id: string;
  isApproved: boolean;
}

/** The chosen approved store, or the first approved one (the seed's rule), or null. */
function pick<T extends StoreChoice>(stores: readonly T[], chosen: string | null): T | null {
  const approved = stores.filter((s) => s.isApproved);
  return approved.find((s) => s.id === chosen) ?? approved[0] ?? null;
}

/**
 * The chosen store's id outside React (route loaders): from the cached `me`, or before it has
 * loaded from the signed-in session (which lists the stores too), so that a page's data can be
 * asked for together with `me` rather than after it.
 */
export function chosenStoreId(me: Me | undefined): string | null {
  const stores = me?.stores ?? session.get().user?.stores ?? [];
  return pick(stores, localStorage.getItem(KEY))?.id ?? null;
}

/**
 * The location the signed-in member works at in the chosen store (issue 51), outside React:
 * their lists open on it; null, every location.
 */
export function myLocationIn(me: Me | undefined): string | null {
  const storeId = chosenStoreId(me);
  return me?.stores.find((s) => s.id === storeId)?.myLocationId ?? null;
}

/** A store of the signed-in user's, as `me` lists it. */
export type MyStore = Me['stores'][number];

/** The current store (null while loading or when the owner has no approved store). */
export function useCurrentStore() {
  const me = useQuery(meQueryOptions());
  const chosen = useSyncExternalStore(subscribe, chosenKey, chosenKey);
  const stores = me.data?.stores ?? [];
  return { me, store: pick(stores, chosen), stores: stores.filter((s) => s.isApproved) };
}

/**
 * Whether the signed-in seller's role in `store` may do `permission` (decision 051): the console
 * hides what it may not, and the server refuses it anyway. A store saved on the device before
 * roles (no permissions listed) was its owner's, who may do everything.
 */
export function mayIn(
  store: { myPermissions?: readonly string[] | null } | null | undefined,
  permission: StorePermission,
): boolean {
  if (!store) return false;
  return !store.myPermissions || store.myPermissions.includes(permission);
}

/** Whether the role in `store` keeps `part` of a shift on the device (SHIFT_PARTS, decision 051). */
export const mayKeep = (
  store: { myPermissions?: readonly string[] | null } | null | undefined,
  part: ShiftPart,
) => mayIn(store, SHIFT_PARTS[part]);

/** Whether the signed-in seller's role in the current store may do `permission` (see mayIn). */
export function useMay(permission: StorePermission): boolean {
  return mayIn(useCurrentStore().store, permission);
}

/**
 * Who the signed-in user is here: a member's role in the current store ("Packer at Kanchi
 * Looms"), else the account's role (a store's owner, an admin).
 */
export function roleHere(
  role: Role,
  store: { name: string; myRole?: StoreRole | null } | null | undefined,
): string {
  if (role === 'STORE_OWNER' && store?.myRole && store.myRole !== 'OWNER') {
    return m.roleAtStore({ role: labelOf(STORE_ROLE_LABELS, store.myRole), store: store.name });
  }
  return labelOf(ROLE_LABELS, role);
}
