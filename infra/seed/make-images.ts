// Dev-time generator of the demo images in infra/seed/images (committed; run again only to change
// them): `node infra/seed/make-images.ts`. Shapes only, no text, so no fonts are needed.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const DIR = path.join(import.meta.dirname, 'images');

const PALETTES: Record<string, [string, string]> = {
  web: ['#4f46e5', '#7c3aed'],
  mobile: ['#059669', '#0d9488'],
  writing: ['#db2777', '#e11d48'],
  realty: ['#d97706', '#ea580c'],
  course: ['#0284c7', '#2563eb'],
  freebie: ['#65a30d', '#16a34a'],
};

function card([from, to]: [string, string], seed: number): string {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 131) % 640;
    const y = (seed * 53 + i * 89) % 400;
    return `<circle cx="${x}" cy="${y}" r="${40 + i * 18}" fill="#fff" fill-opacity="${0.06 + i * 0.02}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="640" height="400" fill="url(#g)"/>${circles}<rect x="200" y="150" width="240" height="100" rx="18" fill="#fff" fill-opacity="0.85"/></svg>`;
}

function icon(colour: string, shape: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>icon</title><rect width="64" height="64" rx="14" fill="${colour}"/>${shape}</svg>`;
}

const ICONS: Record<string, string> = {
  code: icon(
    '#4f46e5',
    '<path d="M24 20 12 32l12 12M40 20l12 12-12 12" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  ),
  phone: icon(
    '#059669',
    '<rect x="22" y="12" width="20" height="40" rx="4" stroke="#fff" stroke-width="4" fill="none"/>',
  ),
  pen: icon(
    '#db2777',
    '<path d="M16 48 20 36 40 16l8 8-20 20z" stroke="#fff" stroke-width="4" fill="none"/>',
  ),
  house: icon('#d97706', '<path d="M14 32 32 16l18 16v18H14z" stroke="#fff" stroke-width="4" fill="none"/>'),
  data: icon(
    '#0284c7',
    '<ellipse cx="32" cy="20" rx="16" ry="6" stroke="#fff" stroke-width="4" fill="none"/><path d="M16 20v24c0 3 7 6 16 6s16-3 16-6V20" stroke="#fff" stroke-width="4" fill="none"/>',
  ),
};

let seed = 1;
for (const [name, colours] of Object.entries(PALETTES)) {
  const png = await sharp(Buffer.from(card(colours, seed++)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(path.join(DIR, `${name}.png`), png);
}
for (const [name, svg] of Object.entries(ICONS)) await writeFile(path.join(DIR, `icon-${name}.svg`), svg);
console.log(`wrote ${Object.keys(PALETTES).length} cards and ${Object.keys(ICONS).length} icons to ${DIR}`);
