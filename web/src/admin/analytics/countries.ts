const ALPHA_2 = /^[A-Z]{2}$/;
/** Regional indicator symbol letter A; a flag emoji is the pair of them for the code's letters. */
const REGIONAL_A = 0x1f1e6;

let regionNames: Intl.DisplayNames | null = null;

function names(): Intl.DisplayNames {
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return regionNames;
}

/** 'Kenya' for 'KE'; a code Intl does not know (or not a code at all) is shown as it came. */
export function countryName(code: string): string {
  const upper = code.toUpperCase();
  if (!ALPHA_2.test(upper)) return code;
  try {
    const name = names().of(upper);
    // ICU answers an unassigned code with the code itself, and 'ZZ' with 'Unknown Region'.
    return name && name !== upper && upper !== 'ZZ' ? name : code;
  } catch {
    return code;
  }
}

/** The flag emoji of a known country code ('KE' → 🇰🇪); '' when there is none to show. */
export function countryFlag(code: string): string {
  const upper = code.toUpperCase();
  if (!ALPHA_2.test(upper) || countryName(code) === code) return '';
  return String.fromCodePoint(...[...upper].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65));
}
