import { encodeWebp, inspectImage, type ProcessedPicture } from './decode.ts';

/**
 * The stored profile picture: a square of at most this many pixels. The web shows it at 128 px (PRODUCT.md §9)
 * by CSS; 512 keeps it sharp on 4× screens and in larger views, so no second 128 px file is kept.
 */
export const PROFILE_PICTURE_PX = 512;

/**
 * A profile picture ready to store: checked and re-encoded by decode.ts (content, pixels, upright, no
 * metadata), cropped to a centred square of at most PROFILE_PICTURE_PX (never enlarged). Animated pictures
 * keep their first frame.
 */
export async function processProfilePicture(input: Buffer): Promise<ProcessedPicture> {
  const metadata = await inspectImage(input);
  const side = Math.min(PROFILE_PICTURE_PX, metadata.width, metadata.height);
  return encodeWebp(input, (image) => image.resize(side, side, { fit: 'cover', position: 'centre' }));
}
