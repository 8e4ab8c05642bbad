import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * The default share picture (1200x630, the size Open Graph and X cards show large), used by the
 * home page and by posts and products without a picture of their own. Written once into
 * web/public (committed) by `node infra/seed/make-share-image.ts`; the build copies it to /.
 */
export const SHARE_IMAGE_PATH = '/share-default.png';

const WIDTH = 1200;
const HEIGHT = 630;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f172a"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <linearGradient id="mark" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#6366f1"/>
      <stop offset="0.55" stop-color="#8b5cf6"/>
      <stop offset="1" stop-color="#d946ef"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.1" r="0.7">
      <stop offset="0" stop-color="#8b5cf6" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#8b5cf6" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  <g opacity="0.08" stroke="#fff">
    ${Array.from({ length: 16 }, (_, i) => `<line x1="${i * 80}" y1="0" x2="${i * 80}" y2="${HEIGHT}"/>`).join('')}
    ${Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${i * 80}" x2="${WIDTH}" y2="${i * 80}"/>`).join('')}
  </g>
  <rect x="96" y="150" width="150" height="150" rx="38" fill="url(#mark)"/>
  <text x="171" y="248" text-anchor="middle" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">WK</text>
  <text x="96" y="410" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="76" font-weight="700" fill="#fff">Wanjiru Kamau</text>
  <text x="96" y="480" font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-size="36" fill="#c7d2fe">Software, words &amp; property · Nairobi</text>
  <rect x="96" y="530" width="220" height="8" rx="4" fill="url(#mark)"/>
</svg>`;

/** The picture as PNG bytes. */
export function shareImage(): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

if (import.meta.main) {
  const out = fileURLToPath(new URL(`../../web/public${SHARE_IMAGE_PATH}`, import.meta.url));
  writeFileSync(out, await shareImage());
  console.log(`Wrote ${out}`);
}
