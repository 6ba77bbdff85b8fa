import { expect, type Page } from '@playwright/test';

/** Taps the tile the sandbox's Geetest stand-in asks for (sandbox/geetest/stand-in.js), then waits for its dialog to close. */
export async function solveStandIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Verify you are human' });
  await expect(dialog).toBeVisible();
  const target = (await dialog.locator('.geetest-stand-in__target').textContent())!;
  await dialog.getByRole('button', { name: target, exact: true }).click();
  await expect(dialog).toBeHidden();
}
