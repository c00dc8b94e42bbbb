import { expect, test, type Page } from '@playwright/test';
import { endpointPath, submitPath } from '../../../lib/resources/define-resource';
import { ResourceScreen } from '../../pages/resource-page';
import {
  addsRecords,
  canDelete,
  editedField,
  editedText,
  type Entry,
  formFields,
  realValues,
  recordSeed,
  runStamp,
  searchFieldOf,
  swept,
  sweepSteps,
} from '../../support/crud-sweep-plan';
import { selectRow } from '../../support/grid-rows';
import { sampleInputs, uiSample } from '../../support/ui-sample';

/**
 * A sample of the generic screens in the browser, as the administrator: list; add (the empty save shows the required
 * messages, then the inputs are filled); search for what was added; view; edit; delete it; once, add a second one and
 * batch-delete it. Seeded rows are left alone, except on the remove-only screens. Every resource goes through the same
 * steps over the API (crud-api-sweep.spec.ts); the sample is picked from the definitions (e2e/support/ui-sample.ts) so
 * that together its screens fill every type of input, and show every kind of screen and list, in the browser.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
test.describe.configure({ mode: 'parallel' });

async function addRecord(
  page: Page,
  screen: ResourceScreen,
  inputs: readonly Entry[],
  searchField: Entry,
  seed: string,
  checkRequired: boolean,
): Promise<string> {
  const real = await realValues(screen.resource, page.request);
  await page.getByTestId('toolbar-add').click();
  const dialog = screen.dialog();
  await expect(dialog).toBeVisible();
  if (checkRequired) {
    await dialog.getByTestId('dialog-save').click();
    const required = formFields(screen.resource, 'add').filter(
      ([, field]) => field.required && !['switch', 'image', 'file'].includes(field.type),
    );
    if (required.length) await expect(dialog.locator('.Mui-error').first()).toBeVisible();
  }
  let typed = '';
  for (const [name, field] of inputs) {
    if (real[name] !== undefined) {
      await dialog.locator(`[name="${name}"]`).first().fill(real[name]);
      continue;
    }
    const value = await screen.fill(dialog, name, field, seed);
    if (name === searchField[0] && value) typed = value;
  }
  await dialog.getByTestId('dialog-save').click();
  await expect(dialog.getByTestId('dialog-error')).toHaveCount(0);
  await expect(screen.toast('新增成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  return typed;
}

async function searchFor(page: Page, screen: ResourceScreen, field: string, value: string) {
  await page.locator(`[name="search-${field}"]`).fill(value);
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(new RegExp(`[?&]${field}=`));
  await expect(screen.rows()).toHaveCount(1);
  await expect(screen.rows().first()).toContainText(value);
}

async function confirmDelete(page: Page, screen: ResourceScreen) {
  await expect(page.getByText('确定将选择数据删除?')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(screen.toast('删除成功').last()).toBeVisible();
}

// Batch delete is one generic mechanism: every sampled screen checks its "select at least one" warning, and the one
// with the fewest inputs among those that add records adds a second one and batch-deletes it (the API sweep
// batch-deletes on every screen).
const batchDeleted = uiSample
  .filter((pick) => addsRecords(pick.resource) && canDelete(pick.resource))
  .sort((a, b) => sampleInputs(a).length - sampleInputs(b).length)[0]?.resource.name;

// Printed once, by the runner's own process as it collects the tests (workers load this file too).
if (process.env.TEST_WORKER_INDEX === undefined)
  console.log(
    `crud-sweep: ${uiSample.length} of ${swept.length} screens in the browser:\n${uiSample
      .map(
        (pick) =>
          `  ${pick.resource.name}: ${pick.covers.join(', ')}${pick.resource.name === batchDeleted ? ' (and the batch delete)' : ''}`,
      )
      .join('\n')}`,
  );

// An uncaught error in the page (a hydration mismatch, a render that threw) fails a screen's sweep even when the
// screen ends up looking right: React had thrown the server's HTML away, or a part of the screen is missing.
const pageErrors = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(({ page }) => expect(pageErrors.get(page) ?? []).toEqual([]));

for (const pick of uiSample) {
  const { resource } = pick;
  test(`${resource.name}: ${sweepSteps(resource, resource.name === batchDeleted)} in the browser`, async ({ page }) => {
    const screen = new ResourceScreen(page, resource);
    await screen.open();
    await screen.settled();

    const searchField = searchFieldOf(resource);
    const inputs = sampleInputs(pick);
    const stamp = runStamp();

    let typed = '';
    if (addsRecords(resource) && searchField) {
      typed = await addRecord(page, screen, inputs, searchField, recordSeed(resource, stamp), true);
      await searchFor(page, screen, searchField[0], typed);
    }
    await screen.settled();
    if ((await screen.rows().count()) === 0) return;
    const row = screen.rows().first();

    // Screens whose menu has no view button (pledge releases, inquiries) offer no view.
    if (endpointPath(resource, 'detail') && (await row.getByTestId('row-view').count())) {
      await row.getByTestId('row-view').click();
      const dialog = page.getByRole('dialog', { name: `查看${screen.item()}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('dialog-error')).toHaveCount(0);
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect(dialog).toBeHidden();
    }

    if (typed && submitPath(resource, 'edit')) {
      await row.getByTestId('row-edit').click();
      const dialog = page.getByRole('dialog', { name: `编辑${screen.item()}` });
      await expect(dialog.getByTestId('dialog-save')).toBeEnabled();
      const edited = editedField(resource);
      if (edited) await dialog.locator(`[name="${edited[0]}"]`).fill(editedText(edited[1], stamp));
      await dialog.getByTestId('dialog-save').click();
      await expect(dialog.getByTestId('dialog-error')).toHaveCount(0);
      await expect(screen.toast('更新成功')).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    if (!canDelete(resource)) return;
    await page.getByTestId('toolbar-batch-delete').click();
    await expect(screen.toast('请选择至少一条数据')).toBeVisible();

    if (typed && searchField) {
      // Delete what was added, then add another one and batch-delete it.
      await screen.rows().first().getByTestId('row-delete').click();
      await confirmDelete(page, screen);
      if (batchDeleted !== resource.name) return;
      const second = await addRecord(page, screen, inputs, searchField, recordSeed(resource, stamp, 'b'), false);
      await searchFor(page, screen, searchField[0], second);
      // The rows on screen may already match while this search's answer is still coming (an earlier search for a
      // prefix of the same value found the same row); a check landing as the answer replaces the rows is lost, so
      // check until it holds.
      await expect(async () => screen.rows().first().getByRole('checkbox').check({ timeout: 2_000 })).toPass();
      await page.getByTestId('toolbar-batch-delete').click();
      await confirmDelete(page, screen);
      await expect(screen.rows()).toHaveCount(0);
    } else if (resource.screen?.kind !== 'addDialog') {
      // Remove-only screens (attachments, chat history, reports, agreements drafted elsewhere): their own seeded rows
      // (not the orders other specs work on), among those whose state offers delete (rowGuards.remove).
      const deletable = screen.rows().filter({ has: page.getByTestId('row-delete') });
      if ((await deletable.count()) === 0) return;
      const deleted = await deletable.first().getAttribute('data-id');
      await deletable.first().getByTestId('row-delete').click();
      await confirmDelete(page, screen);
      // The list reloads after the toast: count the rows only once the deleted one has left the grid.
      await expect(screen.rows().and(page.locator(`[data-id="${deleted}"]`))).toHaveCount(0);
      if ((await deletable.count()) > 0) {
        await selectRow(deletable.first());
        await page.getByTestId('toolbar-batch-delete').click();
        await confirmDelete(page, screen);
      }
    }
  });
}
