import { expect, test, type Page } from '@playwright/test';
import { resources } from '../../../lib/resources';
import { endpointPath, submitPath, type ResourceDef } from '../../../lib/resources/define-resource';
import { isEditable, isInForm, type FieldDef } from '../../../lib/resources/fields';
import { ResourceScreen } from '../../pages/resource-page';
import { selectRow } from '../../support/grid-rows';

/**
 * Every registered resource through its generic screen, as the administrator: list; add (the empty
 * save shows the required messages, then every required field is filled); search for what was
 * added; view; edit; delete it; add a second one and batch-delete it. Seeded rows are left alone,
 * except on the remove-only screens.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
test.describe.configure({ mode: 'parallel' });

type Entry = [string, FieldDef];
const formFields = (resource: ResourceDef, mode: 'add' | 'edit') =>
  Object.entries(resource.fields).filter(([, field]) => isInForm(field, mode) && isEditable(field, mode));
const isText = ([, field]: Entry) => field.type === 'text' || field.type === 'textarea';

/**
 * Fields that must name a real record, not a sample text: a pick-up's order must exist and take pick-ups (执行中), an
 * invoice's order must exist, a wholesale price names a real product, a shipment a real pick-up.
 */
const REAL_FIELDS: Record<string, readonly string[]> = {
  orderpickup: ['orderNo'],
  invoice: ['orderNo'],
  productwholeprice: ['productId'],
  logistics: ['pickupNo'],
};
const firstRecord = async (page: Page, path: string) =>
  (await (await page.request.get(path)).json()).data.records[0] as Record<string, string>;
const REAL_VALUES: Record<string, (page: Page) => Promise<Record<string, string>>> = {
  orderpickup: async (page) => ({
    orderNo: (await firstRecord(page, '/api/blade-tradePort/order/list?orderStatus_equal=4&size=1')).orderNo,
  }),
  // An invoice stays within what its order settled: an order awaiting settlement has lifted goods to invoice.
  invoice: async (page) => ({ orderNo: (await firstRecord(page, '/api/blade-tradePort/order/list?orderStatus_equal=5&size=1')).orderNo }),
  productwholeprice: async (page) => ({ productId: String((await firstRecord(page, '/api/blade-tradePort/product/list?size=1')).id) }),
  logistics: async (page) => ({ pickupNo: (await firstRecord(page, '/api/blade-tradePort/orderpickup/list?size=1')).pickupNo }),
};

async function addRecord(page: Page, screen: ResourceScreen, searchField: Entry, seed: string, checkRequired: boolean): Promise<string> {
  const real = (await REAL_VALUES[screen.resource.name]?.(page)) ?? {};
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
  for (const entry of formFields(screen.resource, 'add')) {
    const [name, field] = entry;
    if (!field.required && name !== searchField[0]) continue;
    if (field.type === 'switch') continue;
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

// Resources with a form screen of their own (goods → goods-add) or a screen of their own (dictionaries)
// have their own journey (specs/trade/goods.spec.ts, specs/system-data/dictionaries.spec.ts).
const swept = resources.filter((item) => item.screen?.kind !== 'formPage' && item.screen?.kind !== 'own');
// Batch delete is one generic mechanism: every screen checks its "select at least one" warning, and every
// fourth one also adds a second record and batch-deletes it (a full round on all ~80 screens doubled the
// sweep's time on the 2-core runner without reaching any other code).
const batchDeleted = new Set(swept.filter((_, index) => index % 4 === 0).map((item) => item.name));

// An uncaught error in the page (a hydration mismatch, a render that threw) fails a screen's sweep even when the
// screen ends up looking right: React had thrown the server's HTML away, or a part of the screen is missing.
const pageErrors = new WeakMap<Page, string[]>();
test.beforeEach(({ page }) => {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
});
test.afterEach(({ page }) => expect(pageErrors.get(page) ?? []).toEqual([]));

for (const resource of swept) {
  test(`${resource.name}: list, search, add, view, edit, delete, batch delete`, async ({ page }) => {
    const screen = new ResourceScreen(page, resource);
    await screen.open();
    await screen.settled();

    // A custom add dialog (order → listing and SKU lines) has its own journey (specs/journeys/trade-journey.spec.ts).
    const canAdd = !!submitPath(resource, 'add') && resource.screen?.kind !== 'addDialog';
    const canDelete = !resource.readOnly && !!endpointPath(resource, 'remove');
    // Searched by a text it typed itself: a real record's number (a shipment's pick-up) may be shared with seeded rows.
    const searchField = formFields(resource, 'add').find(
      (entry) =>
        isText(entry) && (entry[1].search === true || entry[1].search === 'like') && !(REAL_FIELDS[resource.name] ?? []).includes(entry[0]),
    );
    const stamp = Date.now().toString(36).slice(-5);

    let typed = '';
    if (canAdd && searchField) {
      typed = await addRecord(page, screen, searchField, `E2E${resource.name.slice(0, 8)}${stamp}`, true);
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
      // Not a field that names a real record (REAL_VALUES): any other text would be refused, rightly.
      const changeable = formFields(resource, 'edit').filter(
        (entry) => isText(entry) && !(REAL_FIELDS[resource.name] ?? []).includes(entry[0]),
      );
      const editable = changeable.find((entry) => entry[0] !== searchField?.[0]) ?? changeable[0];
      if (editable) await dialog.locator(`[name="${editable[0]}"]`).fill(`E2E改${stamp}`.slice(0, editable[1].max ?? 40));
      await dialog.getByTestId('dialog-save').click();
      await expect(dialog.getByTestId('dialog-error')).toHaveCount(0);
      await expect(screen.toast('更新成功')).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    if (!canDelete) return;
    await page.getByTestId('toolbar-batch-delete').click();
    await expect(screen.toast('请选择至少一条数据')).toBeVisible();

    if (typed && searchField) {
      // Delete what was added, then add another one and batch-delete it.
      await screen.rows().first().getByTestId('row-delete').click();
      await confirmDelete(page, screen);
      if (!batchDeleted.has(resource.name)) return;
      const second = await addRecord(page, screen, searchField, `E2E${resource.name.slice(0, 8)}${stamp}b`, false);
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
