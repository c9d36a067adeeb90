// A partner's uploaded picture (docs/product/partners.md#listings): judged by its content, never its name or declared
// type: sharp must read it as JPEG, PNG or WebP within the size and pixel limits. It is then decoded and encoded
// again (turned upright, cropped to the catalogue's 4:3 frame, as WebP without its metadata: no GPS, no camera) and
// kept in the database, so every instance serves it.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { LISTING_IMAGE_MAX_BYTES } from '@kemet/contract';
import type { Db } from '../db/client.js';
import { listingImages } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

export const LISTING_PICTURE_WIDTH = 1200;
export const LISTING_PICTURE_HEIGHT = 900;
/** A picture that decodes to more pixels than this is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const QUALITY = 82;

export const pictureUrlOf = (id: string) => `/api/media/uploads/${id}.webp`;
/** "/api/media/uploads/<id>.webp" → id (the contract's pattern checked the address already). */
export const imageIdOf = (url: string) => url.slice('/api/media/uploads/'.length, -'.webp'.length);

export const notAPicture = () =>
  new ApiError(415, 'NOT_A_PICTURE', 'This file is not a JPEG, PNG or WebP picture. Please choose a photo.');
export const pictureTooLarge = () =>
  new ApiError(
    413,
    'PICTURE_TOO_LARGE',
    `This picture is larger than ${LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`,
  );

export async function reencode(upload: Buffer): Promise<Buffer> {
  if (upload.length > LISTING_IMAGE_MAX_BYTES) throw pictureTooLarge();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  // The header alone says the format and the size, before anything is decoded.
  const metadata = await sharp(upload, { failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format)) throw notAPicture();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw pictureTooLarge();
  return sharp(upload, options)
    .rotate()
    .resize(LISTING_PICTURE_WIDTH, LISTING_PICTURE_HEIGHT, { fit: 'cover' })
    .webp({ quality: QUALITY })
    .toBuffer()
    .catch(() => {
      throw notAPicture();
    });
}

export async function storePicture(db: Db, providerId: number, upload: Buffer) {
  const content = await reencode(upload);
  const id = randomBytes(16).toString('hex');
  await db
    .insert(listingImages)
    .values({ id, providerId, content, width: LISTING_PICTURE_WIDTH, height: LISTING_PICTURE_HEIGHT });
  return { id, url: pictureUrlOf(id), width: LISTING_PICTURE_WIDTH, height: LISTING_PICTURE_HEIGHT };
}
