// The demo covers and icons as SVG text (make-images.ts renders them): 1280×800, the subject kept
// in the middle so the square crop of a product page still shows it whole.

const W = 1280;
const H = 800;

type Palette = { from: string; to: string; accent: string; tint: string };

const PALETTES = {
  web: { from: '#312e81', to: '#6d28d9', accent: '#818cf8', tint: '#eef2ff' },
  mobile: { from: '#064e3b', to: '#0f766e', accent: '#34d399', tint: '#ecfdf5' },
  writing: { from: '#831843', to: '#be123c', accent: '#f472b6', tint: '#fdf2f8' },
  realty: { from: '#7c2d12', to: '#c2410c', accent: '#fbbf24', tint: '#fff7ed' },
  course: { from: '#0c4a6e', to: '#1d4ed8', accent: '#38bdf8', tint: '#f0f9ff' },
  freebie: { from: '#365314', to: '#15803d', accent: '#a3e635', tint: '#f7fee7' },
} satisfies Record<string, Palette>;

/** The category icons' glyphs on a 64×64 grid, white strokes (the skills' icons reuse them). */
const GLYPHS = {
  code: '<path d="M24 20 12 32l12 12M40 20l12 12-12 12" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  phone: '<rect x="22" y="12" width="20" height="40" rx="4" stroke="#fff" stroke-width="4" fill="none"/>',
  pen: '<path d="M16 48 20 36 40 16l8 8-20 20z" stroke="#fff" stroke-width="4" fill="none"/>',
  house: '<path d="M14 32 32 16l18 16v18H14z" stroke="#fff" stroke-width="4" fill="none"/>',
  data: '<ellipse cx="32" cy="20" rx="16" ry="6" stroke="#fff" stroke-width="4" fill="none"/><path d="M16 20v24c0 3 7 6 16 6s16-3 16-6V20" stroke="#fff" stroke-width="4" fill="none"/>',
  cap: '<path d="M6 26 32 14l26 12-26 12z" stroke="#fff" stroke-width="4" fill="none" stroke-linejoin="round"/><path d="M18 32v10c0 4 6 8 14 8s14-4 14-8V32M58 26v14" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round"/>',
  gift: '<rect x="12" y="26" width="40" height="26" rx="3" stroke="#fff" stroke-width="4" fill="none"/><path d="M8 18h48v8H8zM32 18v34M32 18c-4-8-14-8-12 0M32 18c4-8 14-8 12 0" stroke="#fff" stroke-width="4" fill="none" stroke-linejoin="round"/>',
} as const;

type Glyph = keyof typeof GLYPHS;

function icon(colour: string, glyph: Glyph): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><title>icon</title><rect width="64" height="64" rx="14" fill="${colour}"/>${GLYPHS[glyph]}</svg>`;
}

/** The skills' icons (unchanged names: the seed refers to them). */
export const ICONS: Record<string, string> = {
  code: icon('#4f46e5', 'code'),
  phone: icon('#059669', 'phone'),
  pen: icon('#db2777', 'pen'),
  house: icon('#d97706', 'house'),
  data: icon('#0284c7', 'data'),
};

/** Background: the category's gradient, a soft light from the top left, a dotted grid, two halos. */
function backdrop(p: Palette): string {
  const dots = Array.from({ length: 14 }, (_, row) =>
    Array.from({ length: 22 }, (_, col) =>
      (row + col) % 3 === 0
        ? `<circle cx="${40 + col * 58}" cy="${30 + row * 58}" r="2.2" fill="#fff" fill-opacity="0.12"/>`
        : '',
    ).join(''),
  ).join('');
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="light" cx="0.2" cy="0.1" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#020617" flood-opacity="0.45"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#light)"/>${dots}
<circle cx="1130" cy="690" r="230" fill="${p.accent}" fill-opacity="0.18"/><circle cx="140" cy="720" r="150" fill="#fff" fill-opacity="0.06"/>`;
}

/** The category's icon in a frosted tile, top right of the middle square (a product page crops to it; cards put their badges top left). */
function badge(glyph: Glyph): string {
  return `<g transform="translate(922 48)"><rect width="96" height="96" rx="26" fill="#fff" fill-opacity="0.16" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/><g transform="translate(16 16)">${GLYPHS[glyph]}</g></g>`;
}

function cover(p: Palette, glyph: Glyph, subject: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${backdrop(p)}<g filter="url(#shadow)">${subject}</g>${badge(glyph)}</svg>`;
}

/** Rounded text-line bars: a paragraph at (x, y), `widths` in px. */
function lines(x: number, y: number, widths: number[], colour: string, gap = 26, height = 12): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${height}" rx="${height / 2}" fill="${colour}"/>`,
    )
    .join('');
}

function browser(p: Palette): string {
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 372 + i * 190;
      return `<rect x="${x}" y="488" width="170" height="120" rx="14" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>
<rect x="${x + 16}" y="504" width="40" height="40" rx="10" fill="${[p.accent, '#f472b6', '#34d399'][i]}"/>
${lines(x + 16, 556, [120, 90], '#cbd5e1', 20, 10)}`;
    })
    .join('');
  return `<rect x="330" y="150" width="620" height="500" rx="24" fill="${p.tint}"/>
<rect x="330" y="150" width="620" height="52" rx="24" fill="#fff"/><rect x="330" y="180" width="620" height="22" fill="#fff"/>
<circle cx="362" cy="176" r="8" fill="#f87171"/><circle cx="388" cy="176" r="8" fill="#fbbf24"/><circle cx="414" cy="176" r="8" fill="#34d399"/>
<rect x="448" y="162" width="360" height="28" rx="14" fill="#f1f5f9"/>
<rect x="372" y="232" width="300" height="24" rx="12" fill="${p.from}"/>
${lines(372, 274, [260, 220, 240], '#94a3b8', 24, 11)}
<rect x="372" y="360" width="130" height="40" rx="20" fill="${p.to}"/><rect x="514" y="360" width="110" height="40" rx="20" fill="none" stroke="${p.to}" stroke-width="3"/>
<rect x="700" y="232" width="210" height="168" rx="16" fill="${p.accent}"/>
<path d="M700 370 760 300l46 48 32-30 72 62v4a16 16 0 0 1-16 16H716a16 16 0 0 1-16-16z" fill="${p.from}" fill-opacity="0.55"/>
<circle cx="864" cy="276" r="18" fill="#fef3c7"/>
<rect x="372" y="428" width="180" height="14" rx="7" fill="#cbd5e1"/>${cards}
<g transform="translate(900 520)"><rect width="150" height="110" rx="18" fill="#0f172a"/>
<path d="M34 40 18 56l16 16M62 40l16 16-16 16" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
${lines(92, 46, [40, 28], '#64748b', 22, 8)}</g>`;
}

function phone(p: Palette): string {
  const bars = [70, 110, 86, 140, 120, 170]
    .map(
      (h, i) =>
        `<rect x="${566 + i * 26}" y="${392 - h * 0.7}" width="16" height="${h * 0.7}" rx="5" fill="${i === 5 ? p.to : p.accent}"/>`,
    )
    .join('');
  const rows = [0, 1, 2]
    .map(
      (i) => `<circle cx="578" cy="${452 + i * 56}" r="16" fill="${[p.accent, '#fbbf24', '#f472b6'][i]}"/>
${lines(604, 442 + i * 56, [110, 70], '#94a3b8', 18, 9)}<rect x="${724}" y="${446 + i * 56}" width="32" height="12" rx="6" fill="${p.to}" fill-opacity="0.6"/>`,
    )
    .join('');
  return `<g transform="rotate(-8 460 420)"><rect x="330" y="190" width="200" height="400" rx="36" fill="#0f172a" fill-opacity="0.55"/>
<rect x="344" y="204" width="172" height="372" rx="26" fill="${p.tint}" fill-opacity="0.5"/></g>
<rect x="530" y="120" width="260" height="540" rx="44" fill="#0f172a"/>
<rect x="544" y="134" width="232" height="512" rx="32" fill="${p.tint}"/>
<rect x="624" y="146" width="72" height="16" rx="8" fill="#0f172a"/>
<rect x="544" y="134" width="232" height="96" rx="32" fill="${p.to}"/><rect x="544" y="200" width="232" height="30" fill="${p.to}"/>
${lines(566, 186, [120], '#fff', 0, 14)}<circle cx="744" cy="192" r="14" fill="#fff" fill-opacity="0.85"/>
<rect x="556" y="246" width="208" height="160" rx="18" fill="#fff"/>${lines(572, 262, [90], '#cbd5e1', 0, 10)}${bars}
${rows}<rect x="556" y="606" width="208" height="28" rx="14" fill="#fff"/>
<circle cx="600" cy="620" r="7" fill="${p.to}"/><circle cx="660" cy="620" r="7" fill="#cbd5e1"/><circle cx="720" cy="620" r="7" fill="#cbd5e1"/>
<g transform="translate(810 230)"><rect width="190" height="74" rx="20" fill="#fff"/><circle cx="38" cy="37" r="20" fill="${p.accent}"/>
<path d="M29 37l7 7 13-14" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>${lines(70, 24, [96, 66], '#94a3b8', 20, 9)}</g>`;
}

function manuscript(p: Palette): string {
  return `<g transform="rotate(4 640 420)"><rect x="430" y="150" width="420" height="520" rx="16" fill="${p.tint}" fill-opacity="0.55"/></g>
<rect x="410" y="140" width="420" height="520" rx="16" fill="#fff"/>
<rect x="450" y="186" width="240" height="26" rx="13" fill="${p.from}"/>
${lines(450, 236, [340, 320, 336, 180], '#94a3b8', 28, 12)}
<rect x="446" y="352" width="250" height="22" rx="6" fill="${p.accent}" fill-opacity="0.45"/>
${lines(450, 357, [240], '#64748b', 0, 12)}
${lines(450, 400, [330, 310, 340, 260, 300, 150], '#94a3b8', 28, 12)}
<path d="M450 612c30-18 50 14 80-4s44-10 62 2" stroke="${p.to}" stroke-width="5" fill="none" stroke-linecap="round"/>
<g transform="rotate(-38 860 470)"><rect x="700" y="452" width="300" height="36" rx="18" fill="#0f172a"/>
<rect x="940" y="452" width="60" height="36" rx="10" fill="${p.accent}"/><path d="M700 452 650 470l50 18z" fill="#fde68a"/>
<path d="M650 470l18-6v12z" fill="#0f172a"/><rect x="760" y="446" width="10" height="48" rx="4" fill="#e2e8f0"/></g>
<g transform="translate(300 470)"><circle cx="60" cy="80" r="64" fill="#fff" fill-opacity="0.14"/><rect x="18" y="40" width="84" height="96" rx="14" fill="#fff"/>
<rect x="18" y="40" width="84" height="22" rx="10" fill="${p.to}" fill-opacity="0.7"/><path d="M102 66h14a18 18 0 0 1 0 36h-14" stroke="#fff" stroke-width="9" fill="none"/></g>`;
}

function houses(p: Palette): string {
  const windows = (x: number, y: number, cols: number, rows: number) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const cx = x + (i % cols) * 46;
      const cy = y + Math.floor(i / cols) * 46;
      return `<rect x="${cx}" y="${cy}" width="30" height="30" rx="4" fill="${(i * 7) % 3 === 0 ? '#fde68a' : '#bfdbfe'}"/>`;
    }).join('');
  return `<circle cx="880" cy="240" r="70" fill="#fde68a"/><circle cx="880" cy="240" r="100" fill="#fde68a" fill-opacity="0.18"/>
<rect x="250" y="600" width="780" height="80" rx="20" fill="${p.from}" fill-opacity="0.6"/>
<rect x="330" y="330" width="150" height="290" rx="6" fill="${p.tint}"/>${windows(350, 356, 3, 5)}
<path d="M500 430 620 320l120 110v190H500z" fill="#fff"/><path d="M480 440 620 300l140 140" stroke="${p.from}" stroke-width="22" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="596" y="520" width="52" height="100" rx="6" fill="${p.to}"/><circle cx="636" cy="572" r="4" fill="#fde68a"/>
<rect x="526" y="460" width="48" height="44" rx="4" fill="#bfdbfe"/><rect x="666" y="460" width="48" height="44" rx="4" fill="#fde68a"/>
<path d="M760 500 840 430l80 70v120H760z" fill="${p.tint}"/><rect x="820" y="540" width="40" height="80" rx="4" fill="${p.from}"/>
<rect x="782" y="520" width="28" height="28" rx="3" fill="#bfdbfe"/><rect x="872" y="520" width="28" height="28" rx="3" fill="#bfdbfe"/>
<rect x="950" y="560" width="12" height="60" fill="#78350f"/><circle cx="956" cy="540" r="44" fill="#16a34a"/><circle cx="930" cy="560" r="28" fill="#22c55e"/>
<g transform="translate(380 640)"><rect x="-6" y="-96" width="10" height="100" fill="#e2e8f0"/><rect x="-40" y="-150" width="120" height="64" rx="10" fill="#fff"/>
<rect x="-26" y="-134" width="92" height="14" rx="7" fill="${p.to}"/><rect x="-26" y="-112" width="60" height="10" rx="5" fill="#94a3b8"/></g>`;
}

function lesson(p: Palette): string {
  return `<rect x="340" y="170" width="600" height="380" rx="26" fill="#0f172a"/>
<rect x="360" y="190" width="560" height="340" rx="14" fill="${p.tint}"/>
<rect x="390" y="222" width="250" height="22" rx="11" fill="${p.from}"/>
${lines(390, 266, [200, 230, 180], '#94a3b8', 30, 12)}
<circle cx="398" cy="271" r="0" fill="none"/>
<rect x="680" y="222" width="210" height="150" rx="14" fill="${p.accent}" fill-opacity="0.35"/>
${[0, 1, 2, 3].map((i) => `<rect x="${700 + i * 46}" y="${342 - (i + 1) * 26}" width="30" height="${(i + 1) * 26}" rx="5" fill="${p.to}"/>`).join('')}
<circle cx="640" cy="420" r="46" fill="${p.to}"/><path d="M626 398v44l36-22z" fill="#fff"/>
<rect x="390" y="490" width="500" height="10" rx="5" fill="#cbd5e1"/><rect x="390" y="490" width="210" height="10" rx="5" fill="${p.to}"/><circle cx="600" cy="495" r="11" fill="#fff" stroke="${p.to}" stroke-width="5"/>
<path d="M290 560h700l-40 44H330z" fill="#cbd5e1"/><rect x="580" y="560" width="120" height="10" rx="5" fill="#94a3b8"/>
<g transform="translate(930 150) rotate(12)"><path d="M0 40 90 0l90 40-90 40z" fill="#0f172a"/><path d="M40 58v36c0 14 100 14 100 0V58l-50 22z" fill="#1e293b"/>
<path d="M160 48v50" stroke="#fbbf24" stroke-width="6" stroke-linecap="round"/><circle cx="160" cy="104" r="10" fill="#fbbf24"/></g>`;
}

function gift(p: Palette): string {
  return `<g transform="translate(370 250)"><rect x="0" y="120" width="300" height="250" rx="18" fill="${p.accent}"/>
<rect x="-20" y="70" width="340" height="70" rx="16" fill="${p.tint}"/>
<rect x="125" y="70" width="50" height="300" fill="${p.to}"/>
<path d="M150 70c-40-70-130-70-110-10 10 28 70 18 110 10zM150 70c40-70 130-70 110-10-10 28-70 18-110 10z" fill="none" stroke="${p.to}" stroke-width="22" stroke-linejoin="round"/>
<rect x="0" y="140" width="300" height="26" fill="#0f172a" fill-opacity="0.12"/></g>
<g transform="translate(720 200)"><rect width="220" height="290" rx="18" fill="#fff"/><path d="M160 0h42l18 18v-0z" fill="#e2e8f0"/>
<rect x="28" y="34" width="120" height="20" rx="10" fill="${p.from}"/>${lines(28, 76, [164, 140, 156, 120], '#94a3b8', 26, 10)}
<circle cx="110" cy="228" r="40" fill="${p.to}"/><path d="M110 206v40M94 232l16 16 16-16" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
<circle cx="700" cy="600" r="10" fill="#fde68a"/><circle cx="330" cy="240" r="8" fill="#fde68a"/><circle cx="990" cy="190" r="12" fill="#fff" fill-opacity="0.6"/>
<path d="M990 560l10 24 24 10-24 10-10 24-10-24-24-10 24-10z" fill="#fde68a"/>`;
}

/** The six covers, by the file names the seed uses. */
export const COVERS: Record<string, string> = {
  web: cover(PALETTES.web, 'code', browser(PALETTES.web)),
  mobile: cover(PALETTES.mobile, 'phone', phone(PALETTES.mobile)),
  writing: cover(PALETTES.writing, 'pen', manuscript(PALETTES.writing)),
  realty: cover(PALETTES.realty, 'house', houses(PALETTES.realty)),
  course: cover(PALETTES.course, 'cap', lesson(PALETTES.course)),
  freebie: cover(PALETTES.freebie, 'gift', gift(PALETTES.freebie)),
};
