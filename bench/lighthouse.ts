// Lighthouse (npm package) against Debian's Chromium: performance and accessibility scores (0–100).
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
}

export async function runLighthouse(url: string, page: string): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const categories = result?.lhr.categories;
    return {
      page,
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}
