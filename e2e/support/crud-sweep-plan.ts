import type { APIRequestContext } from '@playwright/test';
import { resources } from '../../lib/resources';
import { endpointPath, submitPath, type ResourceDef } from '../../lib/resources/define-resource';
import { isEditable, isInForm, type FieldDef } from '../../lib/resources/fields';

/**
 * What the CRUD sweeps do per resource, shared by the API sweep (every resource, specs/resources/crud-api-sweep.spec.ts)
 * and the browser's sample of screens (specs/resources/crud-sweep.spec.ts): which resources, which field is searched,
 * which fields must name real records and where those records come from.
 */
export type Entry = [string, FieldDef];

// Resources with a form screen of their own (goods → goods-add) or a screen of their own (dictionaries)
// have their own journey (specs/trade/goods.spec.ts, specs/system-data/dictionaries.spec.ts).
export const swept = resources.filter((item) => item.screen?.kind !== 'formPage' && item.screen?.kind !== 'own');

export const formFields = (resource: ResourceDef, mode: 'add' | 'edit'): Entry[] =>
  Object.entries(resource.fields).filter(([, field]) => isInForm(field, mode) && isEditable(field, mode));
export const isText = ([, field]: Entry) => field.type === 'text' || field.type === 'textarea';

/**
 * Fields that must name a real record, not a sample text: a pick-up's order must exist and take pick-ups (执行中), an
 * invoice's order must exist, a wholesale price names a real product, a shipment a real pick-up.
 */
export const REAL_FIELDS: Record<string, readonly string[]> = {
  orderpickup: ['orderNo'],
  invoice: ['orderNo'],
  productwholeprice: ['productId'],
  logistics: ['pickupNo'],
};
const firstRecord = async (request: APIRequestContext, path: string) =>
  (await (await request.get(path)).json()).data.records[0] as Record<string, string>;
export const REAL_VALUES: Record<string, (request: APIRequestContext) => Promise<Record<string, string>>> = {
  orderpickup: async (request) => ({
    orderNo: (await firstRecord(request, '/api/blade-tradePort/order/list?orderStatus_equal=4&size=1')).orderNo,
  }),
  // An invoice stays within what its order settled: an order awaiting settlement has lifted goods to invoice.
  invoice: async (request) => ({
    orderNo: (await firstRecord(request, '/api/blade-tradePort/order/list?orderStatus_equal=5&size=1')).orderNo,
  }),
  productwholeprice: async (request) => ({
    productId: String((await firstRecord(request, '/api/blade-tradePort/product/list?size=1')).id),
  }),
  logistics: async (request) => ({
    pickupNo: (await firstRecord(request, '/api/blade-tradePort/orderpickup/list?size=1')).pickupNo,
  }),
};
export const realValues = async (resource: ResourceDef, request: APIRequestContext) => (await REAL_VALUES[resource.name]?.(request)) ?? {};
const isReal = (resource: ResourceDef, name: string) => (REAL_FIELDS[resource.name] ?? []).includes(name);

/** A custom add dialog (order → listing and SKU lines) has its own journey (specs/journeys/trade-journey.spec.ts). */
export const canAdd = (resource: ResourceDef) => !!submitPath(resource, 'add') && resource.screen?.kind !== 'addDialog';
export const canDelete = (resource: ResourceDef) => !resource.readOnly && !!endpointPath(resource, 'remove');

/** Searched by a text it typed itself: a real record's number (a shipment's pick-up) may be shared with seeded rows. */
export const searchFieldOf = (resource: ResourceDef): Entry | undefined =>
  formFields(resource, 'add').find(
    (entry) => isText(entry) && (entry[1].search === true || entry[1].search === 'like') && !isReal(resource, entry[0]),
  );

/** A record is added, searched, edited and deleted by the sweeps when it can be added and then found by a text. */
export const addsRecords = (resource: ResourceDef) => canAdd(resource) && !!searchFieldOf(resource);

/** What the add dialog gets filled: its required fields and the searched one (switches keep their default). */
export const filledFields = (resource: ResourceDef): Entry[] => {
  const searched = searchFieldOf(resource)?.[0];
  return formFields(resource, 'add').filter(([name, field]) => (field.required || name === searched) && field.type !== 'switch');
};

/**
 * The text field an edit changes: not one naming a real record (any other text would be refused, rightly), and
 * another than the searched one when there is one.
 */
export function editedField(resource: ResourceDef): Entry | undefined {
  const changeable = formFields(resource, 'edit').filter((entry) => isText(entry) && !isReal(resource, entry[0]));
  return changeable.find((entry) => entry[0] !== searchFieldOf(resource)?.[0]) ?? changeable[0];
}

/** The edited text: unique per run, within the field's length. */
export const editedText = (field: FieldDef, stamp: string) => `E2E改${stamp}`.slice(0, field.max ?? 40);

/** A record's seed: the resource and a run stamp, so each run's records differ. */
export const recordSeed = (resource: ResourceDef, stamp: string, suffix = '') => `E2E${resource.name.slice(0, 8)}${stamp}${suffix}`;
export const runStamp = () => Date.now().toString(36).slice(-5);

/** What a sweep does on a resource's screen, for its test's title (`batch`: also a batch delete of added records). */
export function sweepSteps(resource: ResourceDef, batch = true): string {
  const steps = ['list'];
  if (addsRecords(resource)) {
    steps.push('add', 'search');
    if (endpointPath(resource, 'detail')) steps.push('view');
    if (submitPath(resource, 'edit')) steps.push('edit');
    if (canDelete(resource)) steps.push(...(batch ? ['delete', 'batch delete'] : ['delete']));
  } else {
    if (endpointPath(resource, 'detail')) steps.push('view');
    if (canDelete(resource) && resource.screen?.kind !== 'addDialog') steps.push('delete seeded rows');
  }
  return steps.join(', ');
}
