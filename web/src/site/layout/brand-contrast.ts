/** The dark theme's page background (Tailwind's zinc-950), which the footer's links sit on. */
const DARK_PAGE: Rgb = [9, 9, 11];
/** WCAG 1.4.11: a control's boundary needs 3:1 against what surrounds it. */
const MIN_CONTRAST = 3;

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` (an alpha part is ignored), `rgb(r, g, b)` or `black`; null for anything else. */
export function parseColour(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  if (text === 'black') return [0, 0, 0];
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  return rgb ? ([rgb[1], rgb[2], rgb[3]].map(Number) as Rgb) : null;
}

function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Whether a brand colour vanishes on the dark theme's background (GitHub's #181717, X's black):
 * such a link is drawn light in dark mode instead.
 */
export function fadesOnDark(colour: string): boolean {
  const rgb = parseColour(colour);
  return rgb !== null && contrastRatio(rgb, DARK_PAGE) < MIN_CONTRAST;
}
