import { expect, type Locator, type Page } from '@playwright/test';
import zh from '../../messages/zh.json';

/** A resource grid's row workflow menu (define-resource `rowActions`), in Chinese. */
export class WorkflowGrid {
  constructor(
    readonly page: Page,
    readonly resource: string,
  ) {}

  row = (text: string): Locator => this.page.locator('.MuiDataGrid-row').filter({ hasText: text });
  label = (action: string) => (zh.resources as Record<string, { actions?: Record<string, string> }>)[this.resource].actions![action];
  toast = (text: string | RegExp) => this.page.getByRole('alert').filter({ hasText: text });

  /** The row's offered workflow actions, by name (opens and closes its menu). */
  async actions(text: string): Promise<string[]> {
    await this.closeMenu();
    await this.row(text).locator('[aria-haspopup="menu"]').click({ timeout: 4_000 });
    const items = this.page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeVisible({ timeout: 4_000 });
    const ids = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid') ?? ''));
    await this.closeMenu();
    return ids.map((id) => id.replace(/^row-action-/, ''));
  }

  /** The grid re-renders as data arrives; a menu left open by a re-render is closed before the next look. */
  private async closeMenu() {
    for (let attempt = 0; attempt < 3 && (await this.page.getByRole('menu').count()) > 0; attempt++)
      await this.page.keyboard.press('Escape');
    await expect(this.page.getByRole('menu')).toHaveCount(0);
  }

  async expectActions(text: string, names: string[]) {
    await expect(async () => expect(await this.actions(text)).toEqual(names)).toPass({ timeout: 20_000 });
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
