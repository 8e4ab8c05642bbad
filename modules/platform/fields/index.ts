import { z } from 'zod';

/**
 * Field builders shared by the modules' `*.schemas.ts` files. Only zod here: those files are also
 * imported by the web app's forms, so this folder must never pull in server code.
 */

export type TextListRules = {
  /** Longest item, in characters. */
  itemMax: number;
  /** Most items. */
  maxItems: number;
  /** When the value is not a list of texts. */
  invalid: string;
  /** When an item is too long. */
  tooLong: string;
  /** When there are too many items. */
  tooMany: string;
};

/**
 * A list of short texts (tags, technologies) as the spec's forms send it: JSON array text, comma
 * separated text, or an array. Items are trimmed; empty ones and repeats are dropped.
 */
export function textList(rules: TextListRules) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return value;
        }
      }
      return text === '' ? [] : text.split(',');
    },
    z
      .array(z.string({ error: rules.invalid }).trim().max(rules.itemMax, rules.tooLong), {
        error: rules.invalid,
      })
      .max(rules.maxItems, rules.tooMany)
      .transform((items) => [...new Set(items.filter((item) => item !== ''))]),
  );
}

/** Said when a list filter comes twice (`?category=a&category=b`): it names one value. */
export const ONE_VALUE_PER_FILTER = 'Each filter may be given once';

/**
 * A list's text filter from the query string: trimmed, at most `max` characters (else `tooLong`),
 * one value. Empty means no filter. A filter the server cannot apply is a 400 that says why, never
 * a silently wider list.
 */
export function queryText(max: number, tooLong: string) {
  return z
    .string({ error: ONE_VALUE_PER_FILTER })
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);
}

/** A list's yes/no filter from the query string: `true` or `false`; empty means no filter. */
export function queryFlag(name: string) {
  return z
    .enum(['true', 'false', ''], { error: `${name} must be true or false` })
    .optional()
    .transform((value) => (value ? value === 'true' : undefined));
}

/** A campaign parameter as a landing address carried it (analytics trims and bounds it further). */
const campaignParameter = z
  .string()
  .max(500, 'Campaign parameters must be at most 500 characters')
  .optional();

/**
 * The visit a checkout or a sign-up happened in, as the browser kept it (web/src/lib/visit.ts):
 * its entry page, the referring site's origin and the landing address's campaign parameters.
 * Kept with the order or the sign-up for the owner's analytics; never used for money or access.
 * Unknown keys are dropped.
 */
export const visitAttribution = z.object({
  entry_path: z.string().max(512, 'entry_path must be at most 512 characters').optional(),
  referrer: z.string().max(2048, 'referrer must be at most 2048 characters').optional(),
  utm_source: campaignParameter,
  utm_medium: campaignParameter,
  utm_campaign: campaignParameter,
  ref: campaignParameter,
});
export type VisitAttribution = z.infer<typeof visitAttribution>;
