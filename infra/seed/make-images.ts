// Dev-time generator of the demo images in infra/seed/images (committed; run again only to change
// them): `node infra/seed/make-images.ts`. Each cover draws its subject (a browser, a phone, a
// manuscript, houses, a lesson, a gift) on its category's colours with the category's icon in the
// corner. Deep colours with light, tinted surfaces read well on the site's light and dark themes.
// Shapes only, no text, so no fonts are needed. SVG in, PNG out through sharp.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { COVERS, ICONS } from './cover-art.ts';

const DIR = path.join(import.meta.dirname, 'images');

for (const [name, svg] of Object.entries(COVERS)) {
  const png = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true, quality: 90, dither: 0.6 })
    .toBuffer();
  await writeFile(path.join(DIR, `${name}.png`), png);
}
for (const [name, svg] of Object.entries(ICONS)) await writeFile(path.join(DIR, `icon-${name}.svg`), svg);
console.log(`wrote ${Object.keys(COVERS).length} covers and ${Object.keys(ICONS).length} icons to ${DIR}`);
