// Helpers for the map specs: where the map is, its zoom (the container's data-zoom), and waiting for its layers.
import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

export const MAP_NAME = 'Map of Egypt with events and governorate capitals';

export function theMap(page: Page) {
  return page.getByRole('region', { name: MAP_NAME });
}

/** The map's current zoom, which the map mirrors into data-zoom on every zoomend. */
export async function mapZoom(page: Page): Promise<number> {
  return Number(await theMap(page).getAttribute('data-zoom'));
}

/** The page shows the map's picture until the visitor reaches for it: pointing at it loads the live map. */
export async function reachForMap(page: Page) {
  await page.getByRole('region', { name: 'Events map' }).hover();
}

/**
 * Reaches for the map, then waits until the 27 governorates, the 27 capitals and some experience pins or clusters are
 * drawn.
 */
export async function waitForMapLayers(page: Page) {
  await reachForMap(page);
  const map = theMap(page);
  await expect(map).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(27);
  await expect(
    map.locator('.leaflet-marker-icon[title]').filter({ has: page.locator('[class*="capitalDot"]') }),
  ).toHaveCount(27);
  await expect(map.locator('.leaflet-marker-pane [role="button"]').first()).toBeVisible();
}
