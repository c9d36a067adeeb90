// Reads a QR code back from a screenshot, as a phone camera at the gate would: PNG pixels decoded by jsQR.
import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code the locator shows, or null when none can be read from its screenshot. */
export async function readQrCode(locator: Locator): Promise<string | null> {
  const png = PNG.sync.read(await locator.screenshot());
  const code = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    png.width,
    png.height,
  );
  return code?.data ?? null;
}
