import QRCode from 'qrcode';
import jsQR from 'jsqr';
import { createFrameReader, decodeQrPixels, type Pixels } from './frameReader';

const TOKEN =
  'eyJhbGciOiJFZERTQSIsImtpZCI6ImsxIn0.eyJqdGkiOiJ0SzN2OVFtWjJ4THA4UndOIiwicmVmIjoiS01ULTdGM0syUSJ9.c2lnbmF0dXJlLW9mLTY0LWJ5dGVz';

/**
 * The QR of `text` at level M as a camera frame would give it: RGBA, 4 pixels a module, a white quiet zone of 4
 * modules.
 */
function qrFrame(text: string, scale = 4, quiet = 4): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const dark = row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
      if (dark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data, width: side, height: side };
}

describe('decodeQrPixels (jsQR, where the browser has no BarcodeDetector)', () => {
  it("reads a ticket's token from a frame showing its QR", () => {
    expect(decodeQrPixels(jsQR, qrFrame(TOKEN))).toBe(TOKEN);
  });

  it('finds nothing in a frame without a code', () => {
    expect(
      decodeQrPixels(jsQR, { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 }),
    ).toBeNull();
  });
});

describe('createFrameReader', () => {
  const video = document.createElement('video');
  afterEach(() => delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector);

  it("uses the browser's BarcodeDetector for QR codes when it has one", async () => {
    const detect = jest.fn().mockResolvedValue([{ rawValue: TOKEN }]);
    const made = jest.fn();
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = () => Promise.resolve(['ean_13', 'qr_code']);
      constructor(options: unknown) {
        made(options);
      }
      detect = detect;
    };
    const read = await createFrameReader();
    await expect(read(video)).resolves.toBe(TOKEN);
    expect(made).toHaveBeenCalledWith({ formats: ['qr_code'] });
    expect(detect).toHaveBeenCalledWith(video);
  });

  it('answers null for a frame where the detector sees no code', async () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = () => Promise.resolve(['qr_code']);
      detect = () => Promise.resolve([]);
    };
    await expect((await createFrameReader())(video)).resolves.toBeNull();
  });
});
