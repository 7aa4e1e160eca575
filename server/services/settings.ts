import { inArray } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { DbOrTx } from '../db/client.ts';
import { platformSettings, type UserRow } from '../db/schema.ts';
import { parseInput } from '../errors.ts';
import {
  PLATFORM_SETTINGS,
  platformSettingsSchema,
  type PlatformSettings,
} from '../../domain/settings.ts';
import { audit } from './audit.ts';

const KEYS = Object.keys(PLATFORM_SETTINGS) as (keyof PlatformSettings)[];

/** The platform's settings: each key's stored value, or its default. */
export async function readPlatformSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db.select().from(platformSettings).where(inArray(platformSettings.key, KEYS));
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(
    KEYS.map((key) => [key, stored.get(key) ?? PLATFORM_SETTINGS[key].default]),
  ) as PlatformSettings;
}

/** An admin changes the settings; each change is in the audit log with its old and new value. */
export async function updatePlatformSettings(
  app: App,
  admin: UserRow,
  input: Partial<PlatformSettings>,
): Promise<PlatformSettings> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const current = await readPlatformSettings(tx);
    // A setting the call leaves out keeps its value (the seed's call names only the hold).
    const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v != null));
    const next = parseInput(platformSettingsSchema, { ...current, ...given });
    for (const key of KEYS) {
      if (current[key] === next[key]) continue;
      await tx
        .insert(platformSettings)
        .values({ key, value: next[key], updatedBy: admin.id, updatedAt: now })
        .onConflictDoUpdate({
          target: platformSettings.key,
          set: { value: next[key], updatedBy: admin.id, updatedAt: now },
        });
      await audit(tx, now, {
        actorId: admin.id,
        action: 'SETTING_CHANGED',
        subjectType: 'SETTING',
        subjectId: admin.id,
        reason: `${key}: ${String(current[key]) || '—'} → ${String(next[key]) || '—'}`,
      });
    }
    return next;
  });
}
