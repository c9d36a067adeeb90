// The events page's map as a visitor uses it: shapes and markers without tiles, popups, the list, layouts, toggles,
// axe.
import type { Locator } from '@playwright/test';
import { test, expect, checkA11y, markDocument, documentStillMarked } from '../../support/fixtures';
import { mapZoom, reachForMap, theMap, waitForMapLayers } from './mapPage';

test('draws governorates, capitals and experiences even when no tile can be fetched', async ({
  page,
  consoleErrors,
}) => {
  // Chromium logs each failed tile image as a console error: expected here, and only for the tile host.
  consoleErrors.allow(/Failed to load resource: net::ERR_[A-Z_]+ \(at https:\/\/tile\.openstreetmap\.org\//);
  await page.unroute(/tile\.openstreetmap\.org|\/\{?z\}?\/\d+\/\d+\.png$/);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.goto('/events');
  await waitForMapLayers(page);
  expect(await mapZoom(page)).toBe(6);
  // After the first screenful fails the tile layer is dropped, so zooming asks for no more tiles.
  await expect(theMap(page).locator('img.leaflet-tile')).toHaveCount(0);
  const attribution = theMap(page).locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('OpenStreetMap');
  await expect(attribution).toContainText('Natural Earth');
  await expect(attribution).toContainText('SimpleMaps World Cities (CC BY 4.0)');
});

test("paints the server's picture of the map, and loads Leaflet only when the visitor reaches for it, in the same place", async ({
  page,
}) => {
  const liveMapFiles: string[] = [];
  page.on('request', (request) => {
    if (/\/live-map\.[\w]+\.js$/.test(request.url())) liveMapFiles.push(request.url());
  });
  await page.goto('/events');
  const picture = page.getByRole('img', { name: 'Map of Egypt: its governorates and their capitals' });
  await expect(picture).toBeVisible();
  await expect(picture.locator('path')).toHaveCount(27);
  await page.waitForLoadState('networkidle');
  expect(liveMapFiles).toEqual([]);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  // Where a capital sits in its map's box: the page may scroll in between.
  const placeOf = async (map: Locator, capital: Locator) => {
    const [box, marker] = [(await map.boundingBox())!, (await capital.boundingBox())!];
    return { x: marker.x + marker.width / 2 - box.x, y: marker.y + marker.height / 2 - box.y };
  };
  const drawn = await placeOf(page.locator('[data-map-preview]'), picture.getByTitle('Aswan', { exact: true }));

  await reachForMap(page);
  await waitForMapLayers(page);
  expect(liveMapFiles).toHaveLength(1);
  await expect(picture).toHaveCount(0);
  const live = await placeOf(theMap(page), theMap(page).getByTitle('Aswan', { exact: true }));
  expect(Math.abs(live.x - drawn.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(live.y - drawn.y)).toBeLessThanOrEqual(1);
});

// Capitals named like their governorate; at country zoom a governorate's experience cluster covers its capital.
const SAME_NAME_CAPITALS = [
  'Asyut',
  'Sohag',
  'Minya',
  'Beni Suef',
  'Damietta',
  'Ismailia',
  'Suez',
  'Port Said',
  'Qena',
  'Aswan',
];

test('a capital opens its popup; a location in the list zooms the map to it', async ({ page, api }) => {
  const counts: { name: string; count: number }[] = await (await api.get('/api/locations')).json();
  const capital = SAME_NAME_CAPITALS.find((name) => !counts.some((c) => c.name === name && c.count > 0));
  expect(capital, 'some capital has no experience cluster over it').toBeTruthy();
  await page.goto('/events');
  await waitForMapLayers(page);
  await theMap(page).getByTitle(capital!, { exact: true }).click();
  const popup = theMap(page).locator('.leaflet-popup');
  await expect(popup).toContainText(`${capital} Governorate`);
  await expect(popup).toContainText(/Population: [\d,]+ \(approx\.\)/);

  const before = await mapZoom(page);
  const list = page.getByRole('navigation', { name: 'Locations' });
  await list.getByRole('link', { name: /^Luxor/ }).click();
  await expect.poll(() => mapZoom(page)).toBeGreaterThan(before);
  // The previous popup fades out while the new one opens: look for the new one by its text.
  await expect(theMap(page).locator('.leaflet-popup', { hasText: 'Luxor Governorate' })).toBeVisible();
  await checkA11y(page);
});

test('an experience pin links to its details page without reloading', async ({ page }) => {
  await page.goto('/events');
  await waitForMapLayers(page);
  await page
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('link', { name: /^Luxor/ })
    .press('Enter');
  const pin = theMap(page).locator('[class*="map_experience"]').first();
  await expect(pin).toBeVisible();
  const name = (await pin.getAttribute('title'))!;
  await markDocument(page);
  await pin.focus();
  await page.keyboard.press('Enter');
  await theMap(page)
    .getByRole('link', { name: `See details of ${name}` })
    .click();
  // The experience's one address, for its kind (Luxor has tours among its pins too).
  await expect(page).toHaveURL(/\/(eventdetails|toursdetails)\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await documentStillMarked(page)).toBe(true);
});

test('focusing or hovering a governorate highlights it and says how many experiences it has', async ({ page, api }) => {
  const counts: { name: string; count: number }[] = await (await api.get('/api/locations')).json();
  const label = (name: string) => {
    const count = counts.find((c) => c.name === name)?.count ?? 0;
    return `${name}: ${count === 0 ? 'No experiences yet' : `${count} ${count === 1 ? 'experience' : 'experiences'}`}`;
  };
  await page.goto('/events');
  await waitForMapLayers(page);
  const tooltip = theMap(page).getByRole('tooltip');

  await theMap(page).getByRole('img', { name: 'Aswan governorate' }).focus();
  await expect(tooltip).toHaveText(label('Aswan'));
  await expect(theMap(page).getByRole('img', { name: 'Aswan governorate' })).toHaveClass(/highlighted/);
  await theMap(page).getByRole('img', { name: 'Aswan governorate' }).blur();
  await expect(tooltip).toHaveCount(0);

  // New Valley's south-west is empty desert: hovering there meets no marker.
  const newValley = (await theMap(page).getByRole('img', { name: 'New Valley governorate' }).boundingBox())!;
  await page.mouse.move(newValley.x + newValley.width * 0.2, newValley.y + newValley.height * 0.8);
  await expect(tooltip).toHaveText(label('New Valley'));
});

test('on a wide screen the list of governorates is always beside the map', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  await waitForMapLayers(page);
  await expect(page.getByRole('heading', { name: 'Locations', level: 2 })).toBeVisible();
  const mapBox = (await theMap(page).boundingBox())!;
  const listBox = (await page.getByRole('navigation', { name: 'Locations' }).boundingBox())!;
  expect(listBox.x).toBeGreaterThan(mapBox.x + mapBox.width - 1);
  await checkA11y(page);
});

for (const width of [768, 480]) {
  test(`at ${width}px the list of governorates is under the map, only with Locations on`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/events');
    await waitForMapLayers(page);
    const heading = page.getByRole('heading', { name: 'Locations', level: 2 });
    await expect(heading).toBeHidden();
    await page.getByRole('switch', { name: 'Locations' }).click();
    await expect(heading).toBeVisible();
    const mapBox = (await theMap(page).boundingBox())!;
    const listBox = (await page.getByRole('navigation', { name: 'Locations' }).boundingBox())!;
    expect(listBox.y).toBeGreaterThan(mapBox.y + mapBox.height - 1);
    await checkA11y(page);
    await page.getByRole('switch', { name: 'Locations' }).click();
    await expect(heading).toBeHidden();
  });
}

test('Events Map off removes the map; on again rebuilds exactly one', async ({ page }) => {
  await page.goto('/events');
  await waitForMapLayers(page);
  const mapSwitch = page.getByRole('switch', { name: 'Events Map' });
  for (let round = 0; round < 3; round += 1) {
    await mapSwitch.click();
    await expect(theMap(page)).toHaveCount(0);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Locations' })).toBeDisabled();
    await mapSwitch.click();
    await waitForMapLayers(page);
    await expect(page.locator('.leaflet-container')).toHaveCount(1);
  }
  expect(await mapZoom(page)).toBe(6);
});
