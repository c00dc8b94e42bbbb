import { endpointPath, submitPath, type ResourceDef } from '../../lib/resources/define-resource';
import {
  addsRecords,
  canDelete,
  editedField,
  type Entry,
  filledFields,
  formFields,
  REAL_FIELDS,
  REAL_VALUES,
  swept,
} from './crud-sweep-plan';

/**
 * What a resource's screen makes the browser sweep (specs/resources/crud-sweep.spec.ts) go through: its kind of screen
 * and list, each type of input its add dialog gets filled with (e2e/pages/resource-page.ts's `fill`), the edit, the
 * deletes. Computed from the definition, so a new field type or kind of screen is a new feature to cover.
 */
export function screenFeatures(resource: ResourceDef): string[] {
  const features = new Set([`screen:${resource.screen?.kind ?? 'generic'}`]);
  if (resource.tree) features.add(`list:${resource.tree.lazy ? 'lazy tree' : 'tree'}`);
  else features.add('list:paged');
  if (resource.readOnly) features.add('read-only');
  features.add(endpointPath(resource, 'detail') ? 'view' : 'no view');
  if (addsRecords(resource)) {
    features.add('add');
    for (const entry of dialogInputs(resource)) features.add(inputFeature(entry));
    if (REAL_VALUES[resource.name]) features.add('real record');
    if (submitPath(resource, 'edit')) features.add(`edit:${editedField(resource)?.[1].type ?? 'unchanged'}`);
    if (canDelete(resource)) features.add('delete');
  } else if (canDelete(resource) && resource.screen?.kind !== 'addDialog') {
    features.add('remove only');
  }
  return [...features];
}

const inputFeature = ([, field]: Entry) => `input:${field.type}${field.type === 'tree' && field.multiple ? ' (multiple)' : ''}`;

/** The add dialog's inputs the sweep can fill (a switch keeps its default; a real record's field is typed as text). */
const dialogInputs = (resource: ResourceDef) =>
  formFields(resource, 'add').filter(([name, field]) => field.type !== 'switch' && !(REAL_FIELDS[resource.name] ?? []).includes(name));

/**
 * The inputs the browser fills on a sampled screen: what every sweep fills (its required and searched fields), and one
 * optional input of each type the screen was picked for that those do not include (a file, an e-mail).
 */
export function sampleInputs(pick: SamplePick): Entry[] {
  const filled = new Set(filledFields(pick.resource).map(([name]) => name));
  const covered = new Set(filledFields(pick.resource).map(inputFeature));
  const fillable = new Set(dialogInputs(pick.resource).map(([name]) => name));
  // In the form's order, as a user goes down it: a tenant picked after the roles would clear them (tenantFrom).
  return formFields(pick.resource, 'add').filter((entry) => {
    if (filled.has(entry[0])) return true;
    const feature = inputFeature(entry);
    if (!fillable.has(entry[0]) || !pick.covers.includes(feature) || covered.has(feature)) return false;
    covered.add(feature);
    return true;
  });
}

export type SamplePick = { resource: ResourceDef; covers: string[] };

/**
 * A greedy set cover: the screen covering most features not yet covered, until all are; a tie goes to the screen with
 * fewer inputs to fill (a quicker test), then to the registry's order. Deterministic, so every run sweeps the same sample.
 */
export function coveringSample(candidates: readonly ResourceDef[]): SamplePick[] {
  const features = new Map(candidates.map((resource) => [resource, screenFeatures(resource)]));
  const uncovered = new Set([...features.values()].flat());
  const cost = (resource: ResourceDef) => dialogInputs(resource).length;
  const picks: SamplePick[] = [];
  while (uncovered.size > 0) {
    let best: SamplePick | null = null;
    for (const resource of candidates) {
      const covers = (features.get(resource) ?? []).filter((feature) => uncovered.has(feature));
      const better =
        !best || covers.length > best.covers.length || (covers.length === best.covers.length && cost(resource) < cost(best.resource));
      if (covers.length > 0 && better) best = { resource, covers };
    }
    if (!best) break;
    picks.push(best);
    for (const feature of best.covers) uncovered.delete(feature);
  }
  return picks;
}

/** The browser's sample of the swept screens. */
export const uiSample = coveringSample(swept);
