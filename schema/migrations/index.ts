/**
 * The named schema migrations, in order: migration i turns version i+1 into i+2. A schema change
 * that can reject or reinterpret an existing manifest bumps schemaVersion in
 * schema/merchant.schema.json and adds its step here (`NNN-vX-to-vY.ts`, with a test).
 */
import { migration as v1ToV2 } from './001-v1-to-v2';
import type { Manifest, Migration } from './types';

export type { Manifest, Migration };

export const migrations: readonly Migration[] = [v1ToV2];

export interface Migrated {
  doc: Manifest;
  /** The steps that ran, by name, e.g. ["1→2 lobby, promotions and chat fields"]. */
  applied: string[];
  notes: string[];
}

/** Runs every step from the manifest's schemaVersion up to `target`; throws when a step is missing. */
export function migrate(doc: Manifest, target: number): Migrated {
  let current = doc;
  const applied: string[] = [];
  const notes: string[] = [];
  let version = typeof current.schemaVersion === 'number' ? current.schemaVersion : 1;
  while (version < target) {
    const step = migrations.find((m) => m.from === version);
    if (!step) throw new Error(`no migration from schemaVersion ${version} (schema/migrations/)`);
    current = step.up(current);
    applied.push(`${step.from}→${step.to} ${step.name}`);
    notes.push(...(step.notes?.(current) ?? []));
    version = step.to;
  }
  return { doc: current, applied, notes };
}
