import { expect, type Locator } from '@playwright/test';

/**
 * Selects a grid row by its checkbox. The checkbox is controlled: a click's new state shows once the grid has drawn
 * the row again, a moment after the click event, so Playwright's check() (which reads the state straight away) could
 * report "did not change its state" although the row ended up selected. This waits for the row to show it, and
 * clicks again only when it still shows unselected after a second.
 */
export async function selectRow(row: Locator): Promise<void> {
  const checkbox = row.getByRole('checkbox');
  await expect(async () => {
    if (!(await checkbox.isChecked())) await checkbox.click();
    await expect(checkbox).toBeChecked({ timeout: 1000 });
  }).toPass();
}
