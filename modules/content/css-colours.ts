/**
 * What a promotion's `bg_color` and a social link's colours may hold, checked without a browser.
 * Plain TypeScript, no imports: the web app ships this file with the schemas.
 */

/**
 * The Tailwind gradient classes a promotion may name. The web app imports this list, so every
 * entry is in its CSS build; anything outside it would render unstyled and is refused.
 */
export const PROMOTION_BG_CLASSES = [
  'bg-gradient-to-r from-indigo-600 to-violet-600',
  'bg-gradient-to-r from-violet-600 to-fuchsia-600',
  'bg-gradient-to-r from-emerald-500 to-teal-600',
  'bg-gradient-to-r from-amber-500 to-orange-600',
  'bg-gradient-to-r from-rose-500 to-pink-600',
  'bg-gradient-to-r from-sky-500 to-blue-600',
  'bg-gradient-to-r from-zinc-800 to-zinc-950',
  'bg-gradient-to-r from-lime-500 to-green-600',
] as const;

export type PromotionBgClass = (typeof PROMOTION_BG_CLASSES)[number];

const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
    'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
    'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
    'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen transparent'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOUR_FUNCTION = /^(?:rgba?|hsla?|hwb|oklch|oklab|lab|lch)\(\s*[\d.%\s,/+-]+\)$/i;
const GRADIENT = /^(?:repeating-)?(?:linear|radial|conic)-gradient\((.+)\)$/i;
/** Only what gradients are made of: no `url(`, quotes, `;` or braces, so no style injection. */
const GRADIENT_BODY = /^[a-z0-9#%.,()\s/+-]+$/i;

/** A single CSS colour: hex, a colour function or a named colour. */
export function isCssColour(value: string): boolean {
  const text = value.trim();
  return HEX.test(text) || COLOUR_FUNCTION.test(text) || NAMED_COLOURS.has(text.toLowerCase());
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** A CSS gradient such as `linear-gradient(135deg, #4f46e5, #7c3aed)`. */
export function isCssGradient(value: string): boolean {
  const match = GRADIENT.exec(value.trim());
  const body = match?.[1];
  return body !== undefined && GRADIENT_BODY.test(body) && !/url\s*\(/i.test(body) && balanced(body);
}

/** Whitespace-normalised palette entry, or undefined when the classes are not one of ours. */
export function paletteClass(value: string): PromotionBgClass | undefined {
  const normalised = value.trim().split(/\s+/).join(' ');
  return PROMOTION_BG_CLASSES.find((entry) => entry === normalised);
}

/** Whether a promotion background renders: a colour, a gradient or a palette class list. */
export function isPromotionBackground(value: string): boolean {
  return isCssColour(value) || isCssGradient(value) || paletteClass(value) !== undefined;
}
