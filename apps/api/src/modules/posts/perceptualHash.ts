import sharp from 'sharp';

/**
 * A 64-bit difference hash (dHash) of a picture, as 16 hex digits: the picture in greys, squeezed to 9 × 8, and
 * for each row whether each pixel is brighter than its right neighbour. Re-encoding, resizing and small colour
 * changes keep almost every bit, so a copy of the same photo is a hash a few bits away (Hamming distance).
 */
export async function perceptualHash(picture: Buffer): Promise<string> {
  const pixels = await sharp(picture).grayscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let bits = 0n;
  for (let y = 0; y < 8; y += 1) {
    for (let x = 0; x < 8; x += 1) {
      const left = pixels[y * 9 + x] ?? 0;
      const right = pixels[y * 9 + x + 1] ?? 0;
      bits = (bits << 1n) | (left > right ? 1n : 0n);
    }
  }
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function hashDistance(a: string, b: string): number {
  let difference = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let count = 0;
  while (difference > 0n) {
    count += Number(difference & 1n);
    difference >>= 1n;
  }
  return count;
}
