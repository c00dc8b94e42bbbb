import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { toFormValues } from '../../../lib/forms/record-values';
import { can, flattenPermissions } from '../../../lib/auth/access';
import { endpointPath, submitPath } from '../../../lib/resources/define-resource';
import { isInForm } from '../../../lib/resources/fields';
import { rowPasses } from '../../../lib/resources/row-actions';
import { apiLogin } from '../../support/api-login';
import {
  addsRecords,
  canDelete,
  editedField,
  editedText,
  filledFields,
  formFields,
  realValues,
  recordSeed,
  runStamp,
  searchFieldOf,
  swept,
  sweepSteps,
} from '../../support/crud-sweep-plan';
import { baseURL } from '../../support/env';
import { ResourceApi } from '../../support/resource-api';

/**
 * Every swept resource (the generic screens; e2e/support/crud-sweep-plan.ts) through the BFF's /api, as its screen
 * drives it (e2e/support/resource-api.ts), as the administrator: the grid's list call; the empty add
 * form is refused for exactly its required fields; add; a search finds exactly what was added; view; edit, read back;
 * delete; add two more and batch-delete them. Remove-only screens delete two of their seeded rows (one at a time),
 * as their screens' row and batch deletes do. The browser goes through a sample of these screens
 * (crud-sweep.spec.ts); every screen opens in the browser in the accessibility sweep (specs/a11y/axe-sweep.spec.ts).
 */
type Admin = { admin: APIRequestContext; buttons: ReadonlySet<string> };

const test = base.extend<object, Admin>({
  // One session per worker, signed in as the login form does.
  admin: [
    async ({ playwright }, use) => {
      const context = await playwright.request.newContext({ baseURL });
      await apiLogin(context);
      await use(context);
      await context.dispose();
    },
    { scope: 'worker' },
  ],
  // The administrator's button codes: a screen offers add, edit and delete to their holders (the administrator must hold
  // them), and view only where the menu has that button.
  buttons: [
    async ({ admin }, use) => {
      const buttons = await (await admin.get('/api/blade-system/menu/buttons')).json();
      await use(flattenPermissions(buttons.data));
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'parallel' });

type Row = Record<string, unknown>;

/** Adds a record as the dialog does and finds it by a search for its text: exactly one row, the one added. */
async function addAndFind(api: ResourceApi, seed: string): Promise<{ row: Row; typed: string }> {
  const [searched] = searchFieldOf(api.resource)!;
  const values = await api.fill(filledFields(api.resource), seed, await realValues(api.resource, api.request));
  const typed = values[searched];
  await api.save('add', values);
  const found = await api.list({ [searched]: typed });
  expect(
    found.map((row) => row[searched]),
    `${api.resource.name}: a search for ${searched}=${typed}`,
  ).toEqual([typed]);
  return { row: found[0], typed };
}

async function sweepAdded(api: ResourceApi, permissions: ReadonlySet<string>) {
  const { resource } = api;
  const [searched] = searchFieldOf(resource)!;
  expect(can(permissions, resource, 'add'), `${resource.name}_add`).toBe(true);

  // The empty save: the schema refuses exactly the required fields left empty (the dialog shows their messages).
  const empty = toFormValues(resource, null);
  const required = formFields(resource, 'add')
    .filter(([name, field]) => field.required && isInForm(field, 'add', empty) && (empty[name] ?? '').trim() === '')
    .map(([name]) => name);
  expect(Object.keys(api.refusals('add', empty)).sort(), `${resource.name}: the empty form's refusals`).toEqual(required.sort());

  const stamp = runStamp();
  const { row, typed } = await addAndFind(api, recordSeed(resource, stamp));
  const id = api.key(row);

  const detail = !!endpointPath(resource, 'detail');
  // Screens whose menu has no view button (pledge releases, inquiries) offer no view.
  if (detail && can(permissions, resource, 'view')) expect((await api.detail(id))?.[searched]).toBe(typed);

  if (submitPath(resource, 'edit')) {
    expect(can(permissions, resource, 'edit'), `${resource.name}_edit`).toBe(true);
    expect(rowPasses(resource.rowGuards?.edit, row), `${resource.name}: the added row offers edit`).toBe(true);
    // The edit dialog starts from the record as `detail` answers it.
    const values = toFormValues(resource, detail ? await api.detail(id) : row);
    const edited = editedField(resource);
    if (edited) values[edited[0]] = editedText(edited[1], stamp);
    await api.save('edit', values, id);
    if (edited) {
      const after = detail ? await api.detail(id) : (await api.list({ [searched]: typed }))[0];
      expect(after?.[edited[0]], `${resource.name}.${edited[0]} after the edit`).toBe(values[edited[0]]);
    }
  }

  if (!canDelete(resource)) return;
  expect(can(permissions, resource, 'delete'), `${resource.name}_delete`).toBe(true);
  expect(rowPasses(resource.rowGuards?.remove, row), `${resource.name}: the added row offers delete`).toBe(true);
  // The row's delete, then two more records batch-deleted together.
  await api.remove([id]);
  expect(await api.list({ [searched]: typed }), `${resource.name}: deleted`).toEqual([]);
  // Side by side, as two people would add them: each is found by its own text.
  const added = await Promise.all(['b', 'c'].map((suffix) => addAndFind(api, recordSeed(resource, stamp, suffix))));
  await api.remove(added.map(({ row: one }) => api.key(one)));
  const left = await Promise.all(added.map(({ typed: text }) => api.list({ [searched]: text })));
  expect(left.flat(), `${resource.name}: batch-deleted`).toEqual([]);
}

/**
 * Screens that do not add (read-only lists, records made elsewhere): the first row's view; remove-only screens
 * (attachments, chat history, reports, agreements drafted elsewhere) delete their own seeded rows (not the orders other
 * specs work on) among those whose state offers delete (rowGuards.remove), one by the row's delete and one by the batch.
 */
async function sweepListed(api: ResourceApi, permissions: ReadonlySet<string>, rows: Row[]) {
  const { resource } = api;
  if (rows.length && endpointPath(resource, 'detail') && can(permissions, resource, 'view'))
    expect(await api.detail(api.key(rows[0])), `${resource.name}: the first row's view`).not.toBeNull();
  if (!canDelete(resource) || resource.screen?.kind === 'addDialog') return;
  expect(can(permissions, resource, 'delete'), `${resource.name}_delete`).toBe(true);
  const deletable = rows.filter((row) => rowPasses(resource.rowGuards?.remove, row)).slice(0, 2);
  for (const row of deletable) {
    await api.remove([api.key(row)]);
    expect((await api.list()).map(api.key), `${resource.name}: ${api.key(row)} deleted`).not.toContain(api.key(row));
  }
}

for (const resource of swept) {
  test(`${resource.name}: ${sweepSteps(resource)} through the API`, async ({ admin, buttons }) => {
    const api = new ResourceApi(admin, resource);
    const rows = await api.list();
    if (addsRecords(resource)) await sweepAdded(api, buttons);
    else await sweepListed(api, buttons, rows);
  });
}
