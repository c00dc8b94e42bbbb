import { expect, type Locator, type Page } from '@playwright/test';
import zh from '../../messages/zh.json';

/** A resource grid's row workflow menu (define-resource `rowActions`), in Chinese. */
export class WorkflowGrid {
  constructor(readonly page: Page, readonly resource: string) {}

  row = (text: string): Locator => this.page.locator('.MuiDataGrid-row').filter({ hasText: text });
  label = (action: string) => (zh.resources as Record<string, { actions?: Record<string, string> }>)[this.resource].actions![action];
  toast = (text: string | RegExp) => this.page.getByRole('alert').filter({ hasText: text });

  /** The row's offered workflow actions, by name (opens and closes its menu). */
  async actions(text: string): Promise<string[]> {
    await this.row(text).locator('[aria-haspopup="menu"]').click();
    const items = this.page.getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    const ids = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
    await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toHaveCount(0);
    return ids.map((id) => id.replace(/^row-action-/, ''));
  }

  async expectActions(text: string, names: string[]) {
    await expect.poll(() => this.actions(text)).toEqual(names);
  }

  /** Chooses an action from the row's menu; with `confirm` answers its confirmation. */
  async run(text: string, action: string, { confirm = true } = {}) {
    await this.row(text).locator('[aria-haspopup="menu"]').click();
    await this.page.getByTestId(`row-action-${action}`).click();
    if (confirm) {
      const dialog = this.page.getByRole('dialog').filter({ hasText: this.label(action) });
      await dialog.getByRole('button', { name: zh.actions.confirm }).click();
    }
  }
}
