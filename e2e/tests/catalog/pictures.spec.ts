// The pictures a traveller sees on the lists, the home page and a details page: every one in view arrives and is drawn,
// as the API's WebP raster of the artwork, at a width no smaller than it is shown (a desktop card takes the 400 px
// picture, the same card on a phone's sharp screen the 800 px one), from the server's HTML and once scripts run.
import type { Page } from '@playwright/test';
import { test, expect, signInViaApi } from '../../support/fixtures';
import { bookableEvent } from '../checkout/checkoutHelpers';

interface Shown {
  currentSrc: string;
  naturalWidth: number;
  shownWidth: number;
}

/** The pictures of the page's main content that are in view, once each has loaded. */
async function picturesInView(page: Page, atFirstCard = false): Promise<Shown[]> {
  const main = page.getByRole('main');
  // The search form above the cards may keep them below the fold: bring the first card into view.
  if (atFirstCard) await main.getByRole('article').first().scrollIntoViewIfNeeded();
  await expect(main.locator('img').first()).toBeVisible();
  // Each picture in view has finished loading: drawn (naturalWidth > 0) or broken (complete, naturalWidth 0).
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().width > 0)
      .every((img) => img.complete),
  );
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((img) => img.getBoundingClientRect().top < innerHeight && img.getBoundingClientRect().width > 0)
      .map((img) => ({
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        shownWidth: img.getBoundingClientRect().width,
      })),
  );
}

const artworkPictures = (pictures: Shown[]) => pictures.filter((p) => /\/api\/media\/(?!provider-)/.test(p.currentSrc));
/** The width of the file the browser chose: /api/media/<width>/<name>.webp. */
const fileWidth = (picture: Shown) => Number(/\/api\/media\/(\d+)\//.exec(picture.currentSrc)?.[1]);

for (const path of ['/events?map=off', '/tours', '/home', '/eventdetails/5', '/toursdetails/0']) {
  test(`${path}: every picture in view is drawn, from the API's WebP artwork`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    const pictures = artworkPictures(await picturesInView(page, path === '/home'));
    expect(pictures.length, 'pictures in view').toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.naturalWidth, `${picture.currentSrc} is drawn`).toBeGreaterThan(0);
      expect(picture.currentSrc).toMatch(/\/api\/media\/(400|800)\/[a-z0-9-]+\.webp$/);
      // Never fewer pixels than it is shown across (this screen has one pixel a CSS pixel).
      expect(fileWidth(picture), `${picture.currentSrc} shown ${picture.shownWidth} px wide`).toBeGreaterThanOrEqual(
        Math.floor(picture.shownWidth),
      );
    }
  });
}

test("the payment page's order summary shows the experience's WebP picture", async ({ page, api, signUp }) => {
  const event = await bookableEvent(api, 3);
  await signInViaApi(page, await signUp());
  await page.goto(`/payment/${event.id - 1}`);
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toBeVisible();
  const [summary] = artworkPictures(await picturesInView(page));
  expect(summary!.currentSrc).toMatch(/\/api\/media\/(400|800)\/[a-z0-9-]+\.webp$/);
  expect(summary!.naturalWidth).toBeGreaterThan(0);
  expect(fileWidth(summary!)).toBeGreaterThanOrEqual(Math.floor(summary!.shownWidth));
});

test('a card takes the 400 px picture on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events?map=off');
  const [first] = artworkPictures(await picturesInView(page));
  expect(fileWidth(first!)).toBe(400);
});

test.describe("on a phone's sharp screen", () => {
  test.use({ viewport: { width: 480, height: 900 }, deviceScaleFactor: 2 });

  test('a card takes the 800 px picture', async ({ page }) => {
    await page.goto('/events?map=off');
    const [first] = artworkPictures(await picturesInView(page, true));
    expect(fileWidth(first!)).toBe(800);
    expect(first!.naturalWidth).toBeGreaterThan(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the server's HTML offers the WebP widths, and the pictures are drawn", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/events?map=off');
    const first = page.getByRole('main').locator('img').first();
    await expect(first).toHaveAttribute(
      'srcset',
      /\/api\/media\/400\/[a-z0-9-]+\.webp 400w, .*\/api\/media\/800\/[a-z0-9-]+\.webp 800w/,
    );
    for (const picture of artworkPictures(await picturesInView(page))) {
      expect(picture.naturalWidth, picture.currentSrc).toBeGreaterThan(0);
    }
  });
});
