import { expect, type Locator, type Page } from '@playwright/test';
import type { ResourceDef } from '../../lib/resources/define-resource';
import type { FieldDef } from '../../lib/resources/fields';
import { sampleValue, TINY_PNG } from '../support/sample-values';
import { zhResourceText } from '../support/zh-text';

/** A generic resource screen as a user drives it (list, search, dialogs, deletes), in Chinese. */
export class ResourceScreen {
  constructor(
    readonly page: Page,
    readonly resource: ResourceDef,
  ) {}

  private get text() {
    return zhResourceText(this.resource);
  }
  name = () => this.text.name();
  /** One record of it, as the dialogs' titles name it (新增参数). */
  item = () => this.text.item();
  label = (field: string) => this.text.label(field);
  rows = () => this.page.locator('.MuiDataGrid-row');
  dialog = () => this.page.getByRole('dialog', { name: new RegExp(`^(新增|编辑|查看)${this.item()}$`) });
  toast = (text: string) => this.page.getByRole('alert').filter({ hasText: text });

  /**
   * Opens the screen and waits for its grid to come alive without a load error. The first page of rows comes in the
   * page's HTML (lib/bff/first-page.ts) or, when that read failed or was slow, from the browser's own list call, so
   * the wait is for the grid, not for a list call that may never happen.
   */
  async open() {
    await this.page.goto(this.resource.menuPath);
    await expect(this.page.getByRole('heading', { name: this.name(), level: 1 })).toBeVisible();
    await expect(this.page.locator('.MuiDataGrid-root')).toBeVisible();
    await expect(this.page.getByTestId('grid-error')).toHaveCount(0);
  }

  /** Waits until the grid shows rows or its empty state. */
  async settled() {
    await expect(this.page.locator('.MuiDataGrid-root')).toBeVisible();
    await expect(this.page.locator('.MuiDataGrid-overlay .MuiCircularProgress-root, .MuiDataGrid-loadingOverlay')).toHaveCount(0);
  }

  /** Fills one input of the dialog with a valid value for its type; returns what it typed (text-like fields). */
  async fill(scope: Locator, name: string, field: FieldDef, seed: string): Promise<string | null> {
    const label = this.label(name);
    switch (field.type) {
      case 'dict':
      case 'select': {
        await scope.getByRole('combobox', { name: new RegExp(`^${escapeRegex(label)}`) }).click();
        const options = this.page.getByRole('listbox').getByRole('option');
        await expect(options.first()).toBeVisible();
        await options.filter({ hasNotText: '加载中' }).first().click();
        return null;
      }
      case 'tree': {
        const input = scope.getByRole('combobox', { name: new RegExp(`^${escapeRegex(label)}`) });
        await input.click();
        const options = this.page.getByRole('listbox').getByRole('option');
        await expect(options.first()).toBeVisible();
        await options.first().click();
        // Tab, not Escape: Escape would close the whole dialog, not only the picker.
        await this.page.keyboard.press('Tab');
        return null;
      }
      case 'image':
      case 'file': {
        // A real upload through the BFF to Blade's put-file; the field then shows the stored file.
        await scope
          .locator(`input[type="file"][name="${name}"]`)
          .setInputFiles({ name: `${seed}.png`, mimeType: 'image/png', buffer: TINY_PNG });
        await expect(
          field.type === 'image'
            ? scope.locator(`img[src*="oss/endpoint/file"]`).first()
            : scope.getByRole('link', { name: /\.png$/ }).first(),
        ).toBeVisible();
        return null;
      }
      case 'switch':
        return null;
      default: {
        const value = sampleValue(field, seed);
        await scope.locator(`[name="${name}"]`).first().fill(value);
        return value;
      }
    }
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
