import { eq } from 'drizzle-orm';
import type { DbOrTx } from './db';
import { systemSettings } from './schema';

/**
 * The provider's settings (`system_settings`, one value per key): each area names its keys and reads its values through
 * these two, with its own bounds and default.
 */
export async function readSetting(db: DbOrTx, key: string): Promise<string | null> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value ?? null;
}

export async function writeSetting(db: DbOrTx, key: string, value: string, now: Date): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: now } });
}
