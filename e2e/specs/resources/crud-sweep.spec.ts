import { expect, test } from '@playwright/test';
import { resources } from '../../../lib/resources';
import { endpointPath, submitPath } from '../../../lib/resources/define-resource';
import { isEditable, isInForm } from '../../../lib/resources/fields';
import { ResourceScreen } from '../../pages/resource-page';

/**
 * Every registered resource through its generic screen, as the administrator: list, add (every
 * required field filled), search for what was added, view, edit, delete, batch delete.
 */
test.use({ storageState: 'e2e/.auth/admin.json' });
test.describe.configure({ mode: 'parallel' });

for (const resource of resources) {
  test(`${resource.name}: list, search, add, view, edit, delete, batch delete`, async ({ page }) => {
    const screen = new ResourceScreen(page, resource);
    await screen.open();
    await screen.settled();

    const seed = `E2E${resource.name.slice(0, 10)}${Date.now().toString(36).slice(-5)}`;
    const canAdd = !!submitPath(resource, 'add');
    const searchField = Object.entries(resource.fields).find(([, field]) => (field.search === true || field.search === 'like') && ['text', 'textarea'].includes(field.type) && isInForm(field, 'add') && isEditable(field, 'add'));
    let typed: string | null = null;

    if (canAdd) {
      await page.getByTestId('toolbar-add').click();
      const dialog = screen.dialog();
      await expect(dialog).toBeVisible();
      // Saving empty shows the required messages and keeps the dialog open.
      await dialog.getByTestId('dialog-save').click();
      const required = Object.entries(resource.fields).filter(([, field]) => field.required && isInForm(field, 'add') && isEditable(field, 'add') && !['switch', 'image', 'file'].includes(field.type));
      if (required.length) await expect(dialog.locator('.Mui-error').first()).toBeVisible();
      for (const [name, field] of Object.entries(resource.fields)) {
        if (!isInForm(field, 'add') || !isEditable(field, 'add')) continue;
        if (!field.required && name !== searchField?.[0]) continue;
        const value = await screen.fill(dialog, name, field, seed);
        if (name === searchField?.[0]) typed = value;
      }
      await dialog.getByTestId('dialog-save').click();
      await expect(screen.toast('新增成功')).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    if (typed && searchField) {
      await page.locator(`[name="search-${searchField[0]}"]`).fill(typed);
      await page.getByTestId('search-submit').click();
      await expect(page).toHaveURL(new RegExp(`${searchField[0]}=`));
      await expect(screen.rows()).toHaveCount(1);
      await expect(screen.rows().first()).toContainText(typed);
    }

    await screen.settled();
    const rowCount = await screen.rows().count();
    if (rowCount === 0) return;
    const row = screen.rows().first();

    if (endpointPath(resource, 'detail')) {
      await row.getByTestId('row-view').click();
      const dialog = page.getByRole('dialog', { name: `查看${screen.name()}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-testid="dialog-error"]')).toHaveCount(0);
      await dialog.getByRole('button', { name: '关闭' }).click();
      await expect(dialog).toBeHidden();
    }

    if (submitPath(resource, 'edit') && (await row.getByTestId('row-edit').count())) {
      await row.getByTestId('row-edit').click();
      const dialog = page.getByRole('dialog', { name: `编辑${screen.name()}` });
      await expect(dialog.getByTestId('dialog-save')).toBeEnabled();
      if (typed && searchField) await dialog.locator(`[name="${searchField[0]}"]`).fill(`${typed}x`);
      await dialog.getByTestId('dialog-save').click();
      await expect(screen.toast('更新成功')).toBeVisible();
      await expect(dialog).toBeHidden();
    }

    if (!resource.readOnly && endpointPath(resource, 'remove') && (await row.getByTestId('row-delete').count())) {
      await page.getByTestId('toolbar-batch-delete').click();
      await expect(screen.toast('请选择至少一条数据')).toBeVisible();

      await row.getByTestId('row-delete').click();
      await expect(page.getByText('确定将选择数据删除?')).toBeVisible();
      await page.getByRole('button', { name: '确定' }).click();
      await expect(screen.toast('删除成功')).toBeVisible();

      if (typed) {
        await page.getByTestId('search-reset').click();
        await screen.settled();
      }
      if ((await screen.rows().count()) > 0) {
        await screen.rows().first().getByRole('checkbox').check();
        await page.getByTestId('toolbar-batch-delete').click();
        await page.getByRole('button', { name: '确定' }).click();
        await expect(screen.toast('删除成功').last()).toBeVisible();
      }
    }
  });
}
