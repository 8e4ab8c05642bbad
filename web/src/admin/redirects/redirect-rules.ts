import { ApiError } from '../../lib/api-client';

export type RedirectForm = { from: string; to: string };
export type RedirectErrors = Partial<Record<keyof RedirectForm, string>>;

export const REDIRECT_TEXTS = {
  fromRequired: 'Enter the old path, like /2019/05/my-post',
  toRequired: 'Enter the new path, like /blog/my-post',
  sitePath: 'Start with a single / (a path on this site)',
  saveFailed: 'Failed to save the redirect',
  deleteFailed: 'Failed to delete the redirect',
  fetchFailed: 'Failed to fetch redirects',
  empty: 'No redirects yet. An import adds its old addresses here.',
  noMatch: 'No redirects match this search.',
} as const;

const SITE_PATH = /^\/(?![/\\])/;

/** What the form can tell before asking the server (which checks everything again). */
export function checkRedirect(form: RedirectForm): RedirectErrors {
  const errors: RedirectErrors = {};
  const from = form.from.trim();
  const to = form.to.trim();
  if (!from) errors.from = REDIRECT_TEXTS.fromRequired;
  else if (!SITE_PATH.test(from)) errors.from = REDIRECT_TEXTS.sitePath;
  if (!to) errors.to = REDIRECT_TEXTS.toRequired;
  else if (!SITE_PATH.test(to)) errors.to = REDIRECT_TEXTS.sitePath;
  return errors;
}

/**
 * The server's refusal placed by the field it is about: a 400's field errors by their path; a
 * 409 `redirect_exists` on the old path, `redirect_loop` on the new one. Anything else is left
 * for the form's banner (undefined).
 */
export function redirectFieldErrors(error: unknown): RedirectErrors | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const errors: RedirectErrors = {};
  for (const item of error.errors) {
    const field = item.path.split('.')[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = item.message;
  }
  if (error.code === 'redirect_exists') errors.from = error.message;
  if (error.code === 'redirect_loop') errors.to = error.message;
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Who made a redirect, as the list says it. */
export function sourceLabel(source: string): string {
  return SOURCES[source] ?? `${source.charAt(0).toUpperCase()}${source.slice(1)} import`;
}

const SOURCES: Record<string, string> = {
  manual: 'You',
  wordpress: 'WordPress import',
  ghost: 'Ghost import',
  markdown: 'Markdown import',
};
