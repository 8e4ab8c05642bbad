import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  COUNTRY_DATABASE,
  SALT_KEPT_AFTER_ITS_DAY_MS,
  VISIT_IDLE_MS,
  VISITOR_STATE_KEPT_MS,
} from '../../analytics/index.ts';
import { VERIFICATION_TTL_MS } from '../../newsletter/index.ts';
import { CachedAnswer } from '../../platform/cache/index.ts';
import type { Config } from '../../platform/config/index.ts';
import { DOWNLOAD_SESSION_MINUTES, RESUME_COOKIE } from '../../shop/index.ts';
import type { PrivacyFacts, PrivacyResponse } from '../privacy.schemas.ts';
import { PAGE_RENDERS_PER_ADDRESS } from '../ssr-pages.ts';

/** The configuration the privacy page states (issue 31): what it reads of `Config`. */
export type PrivacyConfig = Pick<
  Config,
  | 'siteTimeZone'
  | 'commentRateLimitWindowSeconds'
  | 'subscribeRateLimitWindowSeconds'
  | 'paymentsRateLimitWindowSeconds'
>;

type CountryDatabase = PrivacyFacts['analytics']['countryDatabase'];

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * What the site stores about its visitors, from the running configuration and the modules' own
 * constants (their doors export them): the privacy page states these figures and no others, so
 * changing a lifetime in the code or SITE_TIMEZONE in the environment changes the page.
 */
export function privacyFacts(
  config: PrivacyConfig,
  countryDatabase: CountryDatabase = countryDatabaseFacts(),
): PrivacyFacts {
  return {
    timeZone: config.siteTimeZone,
    analytics: {
      saltKeptAfterDayMs: SALT_KEPT_AFTER_ITS_DAY_MS,
      visitIdleMs: VISIT_IDLE_MS,
      visitorStateKeptMs: VISITOR_STATE_KEPT_MS,
      countryDatabase,
    },
    newsletter: { verificationLinkMs: VERIFICATION_TTL_MS },
    downloads: { resumeCookie: RESUME_COOKIE, resumeWindowMs: DOWNLOAD_SESSION_MINUTES * MINUTE_MS },
    abuseCounters: {
      commentsMs: config.commentRateLimitWindowSeconds * SECOND_MS,
      newsletterMs: config.subscribeRateLimitWindowSeconds * SECOND_MS,
      checkoutMs: config.paymentsRateLimitWindowSeconds * SECOND_MS,
      pagesMs: PAGE_RENDERS_PER_ADDRESS.windowSeconds * SECOND_MS,
    },
  };
}

/** `@scope/name` or `name`: the package a file path inside it (`COUNTRY_DATABASE`) belongs to. */
export function packageOf(file: string): string {
  const parts = file.split('/');
  return (file.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** A package.json repository field as a plain https address (`git+https://…/x.git` → `https://…/x`). */
export function repositoryUrl(repository: unknown): string | null {
  const raw =
    typeof repository === 'string'
      ? repository
      : typeof repository === 'object' && repository !== null && 'url' in repository
        ? String(repository.url)
        : '';
  const url = raw.replace(/^git\+/, '').replace(/\.git$/, '');
  return /^https:\/\//.test(url) ? url : null;
}

/**
 * The installed country database's name, version and licence, from its own package.json (the
 * one analytics opens, `COUNTRY_DATABASE`); null when it cannot be read.
 */
export function countryDatabaseFacts(): CountryDatabase {
  const name = packageOf(COUNTRY_DATABASE);
  try {
    const file = createRequire(import.meta.url).resolve(`${name}/package.json`);
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return {
      package: name,
      version: String(manifest.version ?? ''),
      licence: String(manifest.license ?? ''),
      source: repositoryUrl(manifest.repository),
    };
  } catch {
    return null;
  }
}

/**
 * `GET /api/privacy`'s answer (`{ success: true, privacy }`), made once: the facts change only
 * with the configuration, that is with a restart.
 */
export function privacyAnswer(config: PrivacyConfig): CachedAnswer<PrivacyResponse> {
  return CachedAnswer.of({ success: true, privacy: privacyFacts(config) });
}
