import type { Db } from '../platform/db';
import { seedIdentity } from './identity';

export interface SeedOptions {
  /** 'demo' builds the full demo world; 'test' the same world (tests rely on it) without bulk extras. */
  profile?: 'demo' | 'test';
}

/** Idempotent demo world: each part checks what exists before it writes. */
export async function seed(db: Db, opts: SeedOptions = {}): Promise<void> {
  void opts;
  await seedIdentity(db);
}
