import sharp from 'sharp';

/** Largest upload accepted (bytes); the multipart parser stops reading beyond it. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Largest decoded size (pixels): a small file can claim a huge canvas ("decompression bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * The stored profile picture: a square of at most this many pixels. The web shows it at 128 px (SPEC.md §9)
 * by CSS; 512 keeps it sharp on 4× screens and in larger views, so no second 128 px file is kept.
 */
export const PROFILE_PICTURE_PX = 512;

/** Formats decoded from the file's content (never its name or declared type). No SVG, PDF or TIFF. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

export type ImageRejection = 'not-an-image' | 'too-many-pixels';

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly reason: ImageRejection) {
    super(reason);
  }
}

export interface ProcessedPicture {
  data: Buffer;
  contentType: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * A profile picture ready to store: decoded by content, turned upright by its EXIF orientation (`rotate()`
 * must come first: the output keeps no metadata, orientation included), cropped to a centred square, at
 * most PROFILE_PICTURE_PX (never enlarged), WebP, with no EXIF, GPS, XMP or ICC data. Animated pictures
 * keep their first frame.
 */
export async function processProfilePicture(input: Buffer): Promise<ProcessedPicture> {
  const metadata = await sharp(input, decodeOptions)
    .metadata()
    .catch((error: Error) => {
      // libvips checks the declared size as it opens the file, before decoding any pixel.
      throw new ImageRejectedError(isPixelLimit(error) ? 'too-many-pixels' : 'not-an-image');
    });
  if (!metadata.format || !acceptedFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new ImageRejectedError('not-an-image');
  }
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');

  const side = Math.min(PROFILE_PICTURE_PX, metadata.width, metadata.height);
  try {
    const { data, info } = await sharp(input, decodeOptions)
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    if (isPixelLimit(error)) throw new ImageRejectedError('too-many-pixels');
    // A header that parses but pixel data that does not (a truncated or corrupt file).
    throw new ImageRejectedError('not-an-image');
  }
}
