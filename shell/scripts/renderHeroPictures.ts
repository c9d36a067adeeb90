// Renders the home hero's illustrations (src/assets/hero/hero-<name>.svg, the sources) to the WebP pictures the page
// shows, 800 and 1600 px wide, beside them: `npm run hero-pictures -w shell` after changing an illustration. A browser
// decodes a raster off its main thread; the SVG, parsed and drawn on it, held back the home page's first paint.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';

const HERO_DIR = path.join(__dirname, '..', 'src', 'assets', 'hero');
const HERO_PICTURE_WIDTHS = [800, 1600];

async function main() {
  const sources = (await readdir(HERO_DIR)).filter((file) => file.endsWith('.svg'));
  for (const source of sources) {
    const svg = await readFile(path.join(HERO_DIR, source));
    for (const width of HERO_PICTURE_WIDTHS) {
      const image = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } }).render();
      const webp = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
        .webp({ quality: 80 })
        .toBuffer();
      const target = source.replace(/\.svg$/, `-${width}.webp`);
      await writeFile(path.join(HERO_DIR, target), webp);
      console.log(`${target}: ${image.width}×${image.height}, ${webp.length} bytes`);
    }
  }
}

void main();
