import sharp, { type Metadata, type Sharp } from 'sharp';

/** Largest upload accepted (bytes); the multipart parser stops reading beyond it. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** Largest decoded size (pixels): a small file can claim a huge canvas ("decompression bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Formats decoded from the file's content (never its name or declared type), each with the name people know
 * it by, in the order messages list them. 'heif' is AVIF's container: HEIC is refused before (isHeic). No SVG,
 * PDF, TIFF or RAW. The "not a picture" messages list exactly these names (http/pictureUpload.ts).
 */
const acceptedFormats = new Map([
  ['jpeg', 'JPEG'],
  ['png', 'PNG'],
  ['webp', 'WebP'],
  ['gif', 'GIF'],
  ['avif', 'AVIF'],
  ['heif', 'AVIF'],
]);

/** The accepted formats as named to people: JPEG, PNG, WebP, GIF, AVIF. */
export const ACCEPTED_PICTURE_FORMAT_NAMES: readonly string[] = [...new Set(acceptedFormats.values())];

/** HEIC brands of the ISO base media 'ftyp' box: iPhone photos. sharp's prebuilt libvips cannot decode HEVC. */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

export type ImageRejection = 'not-an-image' | 'unsupported-format' | 'too-many-pixels' | 'heic-unsupported';

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(
    readonly reason: ImageRejection,
    /** For 'unsupported-format': what libvips recognised (svg, tiff, pdf…). */
    readonly format?: string,
  ) {
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

/** First frame only (animated GIF/WebP), pixel limit, and a corrupt file is an error rather than grey pixels. */
const decodeOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);
const isHeic = (input: Buffer) =>
  input.length >= 12 &&
  input.toString('latin1', 4, 8) === 'ftyp' &&
  heicBrands.has(input.toString('latin1', 8, 12).toLowerCase());

/** Why a failed decode failed, as the user should hear it. */
function rejectionOf(input: Buffer, error: unknown): ImageRejectedError {
  if (isPixelLimit(error)) return new ImageRejectedError('too-many-pixels');
  if (isHeic(input)) return new ImageRejectedError('heic-unsupported');
  return new ImageRejectedError('not-an-image');
}

/**
 * Checks an upload by its content and answers its metadata: an accepted format, a size, at most
 * MAX_INPUT_PIXELS. libvips reads the declared size as it opens the file, before decoding any pixel.
 */
export async function inspectImage(input: Buffer): Promise<Metadata & { width: number; height: number }> {
  const metadata = await sharp(input, decodeOptions)
    .metadata()
    .catch((error: unknown) => {
      throw rejectionOf(input, error);
    });
  if (isHeic(input)) throw new ImageRejectedError('heic-unsupported');
  if (metadata.format && !acceptedFormats.has(metadata.format)) {
    throw new ImageRejectedError('unsupported-format', metadata.format);
  }
  if (!metadata.format || !metadata.width || !metadata.height) throw new ImageRejectedError('not-an-image');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');
  return metadata as Metadata & { width: number; height: number };
}

/**
 * Re-encodes an inspected upload as WebP: turned upright by its EXIF orientation (`rotate()` must come first:
 * the output keeps no metadata, orientation included), shaped by `resize`, with no EXIF, GPS, XMP or ICC data
 * (sharp writes none unless asked to).
 */
export async function encodeWebp(
  input: Buffer,
  resize: (image: Sharp) => Sharp,
  quality = 82,
): Promise<ProcessedPicture> {
  try {
    const { data, info } = await resize(sharp(input, decodeOptions).rotate())
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch (error) {
    // A header that parses but pixel data that does not (a truncated or corrupt file, an undecodable HEIC).
    throw rejectionOf(input, error);
  }
}
