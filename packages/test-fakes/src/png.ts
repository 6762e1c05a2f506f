import { crc32, deflateSync } from 'node:zlib';

// PNG files built byte by byte, so tests need no image library: the server judges pictures by content.

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** IHDR of an 8-bit RGB, non-interlaced image of width × height. */
function rgbHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return header;
}

/** A real PNG of one colour. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', rgbHeader(width, height)),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG header that declares a width × height canvas over empty pixel data: a "decompression bomb" the
 * pixel limit must stop before any decoding.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const emptyDeflate = Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', rgbHeader(width, height)),
    chunk('IDAT', emptyDeflate),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
