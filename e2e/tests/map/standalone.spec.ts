// The map remote on its own server: the map alone, its shapes and capitals built into its code.
import { test, expect, checkA11y, originOf } from '../../support/fixtures';
import { theMap, waitForMapLayers } from './mapPage';

test('the map remote serves the map alone, axe clean', async ({ page }) => {
  await page.goto(originOf('map'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForMapLayers(page);
  await expect(theMap(page).locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  await checkA11y(page);
});
