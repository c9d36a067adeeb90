// Launches Debian's Chromium headless with the flags this machine needs (no background network traffic).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH as DEBIAN_CHROMIUM } from '../e2e/support/chromium';

export { CHROMIUM_FLAGS };
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
