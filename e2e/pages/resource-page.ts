import { expect, type Locator, type Page } from '@playwright/test';
import zh from '../../messages/zh.json';
import type { ResourceDef } from '../../lib/resources/define-resource';
import type { FieldDef } from '../../lib/resources/fields';

const lookup = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zh) as string | undefined;

/** A generic resource screen as a user drives it (list, search, dialogs, deletes), in Chinese. */
export class ResourceScreen {
  constructor(
    readonly page: Page,
    readonly resource: ResourceDef,
  ) {}

  name = () => lookup(`resources.${this.resource.name}.name`)!;
  /** One record of it, as the dialogs' titles name it (新增参数). */
  item = () => lookup(`resources.${this.resource.name}.item`) ?? this.name();
  label = (field: string) => lookup(`resources.${this.resource.name}.fields.${field}`) ?? lookup(`fields.${field}`)!;
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

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sampleValue(field: FieldDef, seed: string): string {
  switch (field.type) {
    case 'number':
      return String(Math.min(field.max ?? 9, Math.max(field.min ?? 1, 1)));
    case 'money':
      return '2380.50';
    case 'weight':
      return '31.250';
    case 'date':
      return '2026-03-15';
    case 'datetime':
      return '2026-03-15T09:30:00';
    case 'phone':
      return '13800138000';
    case 'email':
      return `${seed.toLowerCase()}@tradeport.example`;
    case 'password':
      return 'Grain#2026';
    default:
      if (field.digits) return String(9_000_000 + (hash(seed) % 999_999)).slice(-(field.max ?? 7));
      return withinLength(seed, field.max ?? 40);
  }
}

/** The seed within a length limit, keeping its unique tail (a stamp): a 10-character plate number still differs per run. */
function withinLength(seed: string, max: number): string {
  if (seed.length <= max) return seed;
  return max > 5 ? seed.slice(0, max - 5) + seed.slice(-5) : seed.slice(-max);
}

/** A stable number from a text, so two seeds give two different codes. */
function hash(text: string): number {
  let value = 7;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) % 1_000_003;
  return value;
}
