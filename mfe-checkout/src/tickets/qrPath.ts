// A token as a QR code at error-correction level M, drawn as one SVG path: each run of dark modules in a row is one
// rectangle, inside a quiet zone of 4 modules.
import { create } from 'qrcode';

export const QUIET_ZONE_MODULES = 4;

export interface QrDrawing {
  /** Modules across, quiet zone included: the SVG's viewBox side. */
  side: number;
  path: string;
}

export function qrDrawing(token: string): QrDrawing {
  const { size, data } = create(token, { errorCorrectionLevel: 'M' }).modules;
  const runs: string[] = [];
  for (let row = 0; row < size; row++) {
    let column = 0;
    while (column < size) {
      if (!data[row * size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && data[row * size + column]) column++;
      runs.push(`M${start + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h${column - start}v1h-${column - start}z`);
    }
  }
  return { side: size + 2 * QUIET_ZONE_MODULES, path: runs.join('') };
}
