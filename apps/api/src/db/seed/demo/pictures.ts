import sharp from 'sharp';
import type { Random } from './random.ts';

/** The demo's picture sizes: the large one fits 1600 px like an upload's, the thumbnail 400 px. */
export const demoPictureSize = { width: 960, height: 720, thumbnailWidth: 400 } as const;

/** A simple outline per main category (house, car, briefcase, sofa, screen, ball, basket), drawn in white. */
const motifs: Record<number, string> = {
  100: '<path d="M-150 20 L0 -120 L150 20 Z"/><rect x="-110" y="20" width="220" height="150"/><rect x="-30" y="80" width="60" height="90" fill-opacity="0.5"/>',
  200: '<rect x="-190" y="-10" width="380" height="90" rx="30"/><path d="M-110 -10 L-70 -80 L80 -80 L120 -10 Z"/><circle cx="-100" cy="85" r="40" fill-opacity="0.6"/><circle cx="100" cy="85" r="40" fill-opacity="0.6"/>',
  300: '<rect x="-150" y="-60" width="300" height="200" rx="24"/><rect x="-50" y="-110" width="100" height="60" rx="14" fill="none" stroke="#fff" stroke-width="18"/><rect x="-150" y="10" width="300" height="16" fill-opacity="0.5"/>',
  400: '<rect x="-180" y="-20" width="360" height="110" rx="26"/><rect x="-150" y="-100" width="300" height="100" rx="26" fill-opacity="0.7"/><rect x="-170" y="90" width="24" height="50"/><rect x="146" y="90" width="24" height="50"/>',
  500: '<rect x="-190" y="-130" width="380" height="230" rx="16"/><rect x="-165" y="-105" width="330" height="180" rx="8" fill-opacity="0.5"/><rect x="-60" y="110" width="120" height="24" rx="6"/>',
  600: '<circle cx="0" cy="0" r="140"/><path d="M-140 0 H140 M0 -140 V140" stroke="#000" stroke-opacity="0.15" stroke-width="14"/><circle cx="0" cy="0" r="60" fill-opacity="0.5"/>',
  700: '<path d="M-170 -40 H170 L130 140 H-130 Z"/><path d="M-90 -40 Q0 -190 90 -40" fill="none" stroke="#fff" stroke-width="18"/><rect x="-100" y="10" width="200" height="16" fill-opacity="0.5"/>',
};

/** Mixes a #rrggbb colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}

/** A picture in the category's colour: a gradient, a few soft circles and the category's motif, placed by chance. */
export function demoPictureSvg(mainCategoryId: number, color: string, random: Random): string {
  const { width, height } = demoPictureSize;
  const circles = Array.from({ length: 5 }, () => {
    const r = random.int(40, 220);
    return `<circle cx="${random.int(0, width)}" cy="${random.int(0, height)}" r="${r}" fill="#fff" fill-opacity="${(random.next() * 0.15 + 0.05).toFixed(2)}"/>`;
  }).join('');
  const x = random.int(360, 600);
  const y = random.int(300, 420);
  const scale = (random.next() * 0.5 + 0.9).toFixed(2);
  const angle = random.int(-12, 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="#fff" fill-opacity="0.9">${motifs[mainCategoryId] ?? motifs[700]}</g>
</svg>`;
}

export interface RenderedPicture {
  large: Buffer;
  thumbnail: Buffer;
}

/** WebP in both sizes, as uploads are stored. */
export async function renderDemoPicture(svg: string): Promise<RenderedPicture> {
  const large = await sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
  const thumbnail = await sharp(large)
    .resize({ width: demoPictureSize.thumbnailWidth })
    .webp({ quality: 70 })
    .toBuffer();
  return { large, thumbnail };
}
