// Helpers for the /signin panel: the switch buttons (the overlay's ghost buttons, or the narrow-screen toggle), never
// the forms' submits.
import type { Locator, Page } from '@playwright/test';

/** The reachable 'Sign In' / 'Sign Up' button that switches forms: outside both forms and not inert. */
export function panelSwitch(page: Page, name: 'Sign In' | 'Sign Up'): Locator {
  return page.locator(
    `xpath=//main//button[not(ancestor::form)][not(ancestor-or-self::*[@inert])][normalize-space()="${name}"]`,
  );
}

/** Shows the Create Account form and returns it. */
export async function openCreateAccount(page: Page): Promise<Locator> {
  await panelSwitch(page, 'Sign Up').click();
  return page.getByRole('form', { name: 'Create Account' });
}
