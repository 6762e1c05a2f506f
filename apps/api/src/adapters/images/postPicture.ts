import { encodeWebp, inspectImage, type ProcessedPicture } from './decode.ts';

/** The ad page's picture: fits inside this square, never enlarged. */
export const POST_PICTURE_LARGE_PX = 1600;
/** The card's and gallery strip's picture. */
export const POST_PICTURE_THUMB_PX = 400;

export interface ProcessedPostPicture {
  large: ProcessedPicture;
  thumbnail: ProcessedPicture;
}

const fitInside = (px: number) => ({ width: px, height: px, fit: 'inside', withoutEnlargement: true }) as const;

/**
 * An ad picture ready to store: checked and re-encoded by decode.ts (content, pixels, upright, no metadata),
 * as a large WebP and a thumbnail, both keeping the picture's proportions.
 */
export async function processPostPicture(input: Buffer): Promise<ProcessedPostPicture> {
  await inspectImage(input);
  const [large, thumbnail] = await Promise.all([
    encodeWebp(input, (image) => image.resize(fitInside(POST_PICTURE_LARGE_PX))),
    encodeWebp(input, (image) => image.resize(fitInside(POST_PICTURE_THUMB_PX)), 78),
  ]);
  return { large, thumbnail };
}
