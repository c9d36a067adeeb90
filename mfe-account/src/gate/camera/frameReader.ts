// Reads a QR code from the camera's current frame: the browser's BarcodeDetector where it reads QR codes, else jsQR,
// imported only when the camera starts so it is not part of the page's first load.
import type jsQRType from 'jsqr';

export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

type JsQr = typeof jsQRType;

// The Shape Detection API is not in TypeScript's DOM library yet.
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A frame is scaled down to this many pixels on its longer side before jsQR reads it: enough for a ticket's QR, and
 * fast.
 */
const MAX_SIDE = 720;

export function decodeQrPixels(jsQR: JsQr, { data, width, height }: Pixels): string | null {
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data || null;
}

async function qrDetector(): Promise<BarcodeDetectorLike | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
}

function framePixels(video: HTMLVideoElement, canvas: HTMLCanvasElement): Pixels | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(video.videoWidth, video.videoHeight));
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || width === 0 || height === 0) return null;
  canvas.width = width;
  canvas.height = height;
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

export async function createFrameReader(): Promise<FrameReader> {
  const detector = await qrDetector();
  if (detector) return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
  const canvas = document.createElement('canvas');
  return (video) => {
    const pixels = framePixels(video, canvas);
    return Promise.resolve(pixels ? decodeQrPixels(jsQR, pixels) : null);
  };
}
