import { storeChanged } from './ownership.ts';
import { and, eq, ilike, type SQL } from 'drizzle-orm';
import type { App } from '../app.ts';
import { isId } from '../../domain/id.ts';
import { m, messageRef } from '../../domain/messages.ts';
import { organisationInputSchema, type OrganisationInput } from '../../domain/organisation.ts';
import {
  organisations,
  stores,
  type OrganisationRow,
  type StoreRow,
  type UserRow,
} from '../db/schema.ts';
import { badInput, notFound, parseInput } from '../errors.ts';
import { containsPattern, tablePage } from './paging.ts';
import { audit, reasonOf } from './audit.ts';

export interface OrganisationListArgs {
  page: number;
  limit: number;
  search?: string | null;
  active?: boolean | null;
  after?: string | null;
  before?: string | null;
}

/** Organisations, newest first, on the (created, id) index; the name search on its trigram index. */
export async function listOrganisations(app: App, args: OrganisationListArgs) {
  const filters: SQL[] = [];
  const name = containsPattern('search', args.search);
  if (name) filters.push(ilike(organisations.name, name));
  if (args.active != null) filters.push(eq(organisations.isActive, args.active));
  const where = filters.length ? and(...filters) : undefined;
  return tablePage(app.db, organisations, where, args, 100);
}

export async function getOrganisation(app: App, id: string): Promise<OrganisationRow> {
  if (!isId(id)) throw notFound();
  const [org] = await app.db.select().from(organisations).where(eq(organisations.id, id));
  if (!org) throw notFound();
  return org;
}

/** Creates or edits an organisation, with an audit entry, in one transaction. */
export async function saveOrganisation(
  app: App,
  admin: UserRow,
  id: string | null,
  input: OrganisationInput,
): Promise<OrganisationRow> {
  const values = parseInput(organisationInputSchema, input);
  const now = app.clock.now();
  if (id !== null) await getOrganisation(app, id);
  return app.db.transaction(async (tx) => {
    const [org] =
      id === null
        ? await tx
            .insert(organisations)
            .values({ ...values, createdAt: now, updatedAt: now })
            .returning()
        : await tx
            .update(organisations)
            .set({ ...values, updatedAt: now })
            .where(eq(organisations.id, id))
            .returning();
    await audit(tx, now, {
      actorId: admin.id,
      action: id === null ? 'ORG_CREATE' : 'ORG_UPDATE',
      subjectType: 'ORGANISATION',
      subjectId: org!.id,
      reason: null,
    });
    return org!;
  });
}

/** Deactivates (reason required) or reactivates an organisation; its stores keep trading. */
export async function setOrganisationActive(
  app: App,
  admin: UserRow,
  id: string,
  active: boolean,
  reasonText: string | null | undefined,
): Promise<OrganisationRow> {
  const reason = reasonOf(reasonText, !active, m.reasonRequiredForAudit());
  await getOrganisation(app, id);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const [org] = await tx
      .update(organisations)
      .set({ isActive: active, updatedAt: now })
      .where(eq(organisations.id, id))
      .returning();
    await audit(tx, now, {
      actorId: admin.id,
      action: active ? 'ORG_REACTIVATE' : 'ORG_DEACTIVATE',
      subjectType: 'ORGANISATION',
      subjectId: id,
      reason,
    });
    return org!;
  });
}

/** Puts a store in an active organisation, or takes it out (null). */
export async function setStoreOrganisation(
  app: App,
  admin: UserRow,
  store: StoreRow,
  organisationId: string | null | undefined,
): Promise<StoreRow> {
  if (organisationId) {
    const org = await getOrganisation(app, organisationId);
    if (!org.isActive) throw badInput({ organisationId: messageRef('organisationInactive') });
  }
  const now = app.clock.now();
  const updated = await app.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(stores)
      .set({ organisationId: organisationId ?? null, updatedAt: now })
      .where(eq(stores.id, store.id))
      .returning();
    await audit(tx, now, {
      actorId: admin.id,
      action: 'STORE_ORGANISATION',
      subjectType: 'STORE',
      subjectId: store.id,
      reason: organisationId ?? null,
    });
    return updated!;
  });
  storeChanged(app, store.id);
  return updated;
}
