/**
 * On save, every vehicle a stock locator's curated list names must exist (docs/cms-editor.md, "The
 * stock locator's curated list"): a mistyped id or VIN is refused, 400 `unknown_vehicle` naming the
 * field (`blocks[2].props.vehicles`) with the entries not found in `unknown`, so the editor fixes
 * the list instead of publishing a locator that quietly shows fewer cars. The list's shape was
 * checked before (the template's check). A vehicle sold or withdrawn later simply drops out of the
 * locator; this check is about what the editor typed now, not about the stock of tomorrow: an
 * entry the block already held before this save is not looked up again, so a car sold and removed
 * since never stops an editor from saving another change.
 */
import type { Kysely } from 'kysely';
import type { PageBlock } from '../../domain/page.js';
import { parseCuratedVehicles, refText, type VehicleRef } from '../../domain/curated-vehicles.js';
import type { Database } from '../db/schema.js';
import { ApiFailure } from '../failure.js';
import { stockLocatorTemplate } from '../../site/blocks/stock_locator/template.js';
import { stockLocatorOverseasTemplate } from '../../site/blocks/stock_locator_overseas/template.js';

const CURATED_TEMPLATES = new Set([stockLocatorTemplate.key, stockLocatorOverseasTemplate.key]);

/** The entries of `refs` no vehicle row has (by id, or by VIN). */
export async function unknownVehicles(db: Kysely<Database>, refs: readonly VehicleRef[]): Promise<string[]> {
  const ids = refs.flatMap((ref) => (ref.kind === 'id' ? [ref.id] : []));
  const vins = refs.flatMap((ref) => (ref.kind === 'vin' ? [ref.vin] : []));
  if (ids.length === 0 && vins.length === 0) return [];
  const rows = await db
    .selectFrom('vehicles')
    .select(['id', 'vin'])
    .where((eb) => eb.or([...(ids.length ? [eb('id', 'in', ids)] : []), ...(vins.length ? [eb('vin', 'in', vins)] : [])]))
    .execute();
  const found = new Set(rows.flatMap((row) => [String(row.id), row.vin.toUpperCase()]));
  return refs.map(refText).filter((text) => !found.has(text));
}

const listOf = (block: PageBlock | undefined): VehicleRef[] => {
  const read = parseCuratedVehicles(typeof block?.props.vehicles === 'string' ? block.props.vehicles : '');
  return read.ok ? read.refs : [];
};

/** Refuses the first block whose curated list names a vehicle no row has; `before`: the blocks as last saved. */
export async function assertCuratedVehiclesKnown(
  db: Kysely<Database>,
  blocks: readonly PageBlock[],
  before: readonly PageBlock[] = [],
): Promise<void> {
  for (const [index, block] of blocks.entries()) {
    if (!CURATED_TEMPLATES.has(block.template)) continue;
    const kept = new Set(listOf(before.find((old) => old.id === block.id)).map(refText));
    const added = listOf(block).filter((ref) => !kept.has(refText(ref)));
    if (added.length === 0) continue;
    const unknown = await unknownVehicles(db, added);
    if (unknown.length > 0)
      throw new ApiFailure(
        400,
        'unknown_vehicle',
        `No vehicle has these ids or VINs: ${unknown.join(', ')}`,
        `blocks[${index}].props.vehicles`,
        { unknown },
      );
  }
}
