import sharp from 'sharp';

/**
 * Photos of similar scenes, for the duplicate-ad tests and `npm run bench:duplicates`: one seller photographs
 * different things the same way (the same wall, floor and framing), so two different ads' photos share their
 * layout and differ in the object's colour, its exact place and the sensor noise. A re-upload is one such photo
 * resized and re-encoded. Everything follows from `seed`, so a run is repeatable.
 */
export const sceneLayouts = ['bike', 'sofa', 'phone', 'wardrobe'] as const;
export type SceneLayout = (typeof sceneLayouts)[number];

/** A small deterministic random source (mulberry32). */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const WIDTH = 800;
const HEIGHT = 600;

function colour(random: () => number): string {
  const channel = () =>
    Math.floor(random() * 256)
      .toString(16)
      .padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`;
}

/** The same room every time (one seller's wall and floor), the object in its usual place with some drift. */
function sceneSvg(layout: SceneLayout, random: () => number): string {
  const drift = () => Math.round((random() - 0.5) * 40);
  const dx = drift();
  const dy = drift();
  const body = colour(random);
  const detail = colour(random);
  const room = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#d8d2c4"/><rect y="430" width="${WIDTH}" height="170" fill="#8a6f4e"/>`;
  const objects: Record<SceneLayout, string> = {
    bike: `<g transform="translate(${dx},${dy})" stroke="${body}" stroke-width="14" fill="none">
      <circle cx="240" cy="420" r="95" stroke="#222"/><circle cx="560" cy="420" r="95" stroke="#222"/>
      <path d="M240 420 L360 300 L520 300 L560 420 M360 300 L400 420 L520 300"/>
      <path d="M500 260 L540 250" stroke="${detail}" stroke-width="18"/></g>`,
    sofa: `<g transform="translate(${dx},${dy})"><rect x="130" y="260" width="540" height="190" rx="30" fill="${body}"/>
      <rect x="170" y="220" width="220" height="110" rx="20" fill="${detail}"/>
      <rect x="410" y="220" width="220" height="110" rx="20" fill="${detail}"/>
      <rect x="150" y="450" width="30" height="40" fill="#333"/><rect x="620" y="450" width="30" height="40" fill="#333"/></g>`,
    phone: `<g transform="translate(${dx},${dy})"><rect x="300" y="120" width="200" height="380" rx="28" fill="${body}"/>
      <rect x="318" y="160" width="164" height="290" fill="${detail}"/><circle cx="400" cy="475" r="12" fill="#111"/></g>`,
    wardrobe: `<g transform="translate(${dx},${dy})"><rect x="220" y="60" width="360" height="420" fill="${body}"/>
      <rect x="240" y="80" width="150" height="380" fill="${detail}"/><rect x="410" y="80" width="150" height="380" fill="${detail}"/>
      <circle cx="375" cy="270" r="8" fill="#111"/><circle cx="425" cy="270" r="8" fill="#111"/></g>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${room}${objects[layout]}</svg>`;
}

/** One photo of `layout`: the scene drawn from `seed`, with a camera's noise, as a JPEG. */
export async function sceneJpeg(layout: SceneLayout, seed: number): Promise<Buffer> {
  const random = randomSource(seed);
  const pixels = await sharp(Buffer.from(sceneSvg(layout, random)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const strength = 10 + random() * 20;
  for (let index = 0; index < pixels.length; index += 1) {
    const noisy = (pixels[index] ?? 0) + (random() - 0.5) * strength;
    pixels[index] = Math.max(0, Math.min(255, Math.round(noisy)));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The same photo uploaded again: smaller, re-encoded, a little brighter or darker. */
export async function reuploaded(photo: Buffer, seed: number): Promise<Buffer> {
  const random = randomSource(seed);
  return sharp(photo)
    .resize(Math.round(WIDTH * (0.4 + random() * 0.5)))
    .modulate({ brightness: 0.9 + random() * 0.2 })
    .jpeg({ quality: Math.round(55 + random() * 35) })
    .toBuffer();
}
