/** Spec section 4 (Social link form): platforms recognised from the URL, in the order they are tried. */
const PLATFORM_PATTERNS: readonly [platform: string, pattern: RegExp][] = [
  ['github', /github/],
  ['linkedin', /linkedin/],
  ['twitter', /twitter\.com|(^|[/.@])x\.com/],
  ['facebook', /facebook|fb\.com/],
  ['youtube', /youtube|youtu\.be/],
  ['instagram', /instagram/],
  ['telegram', /(^|[/.])t\.me|telegram/],
  ['whatsapp', /whatsapp|wa\.me/],
  ['spotify', /spotify/],
  ['apple', /apple/],
  ['deezer', /deezer/],
];

/** The platform a URL points at, or undefined when none is recognised (the field then stays as is). */
export function detectPlatform(url: string): string | undefined {
  const text = url.trim().toLowerCase();
  if (!text) return undefined;
  return PLATFORM_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** The platform field after the URL changed: a detected platform overrides, else it is unchanged. */
export function platformAfterUrlChange(url: string, current: string): string {
  return detectPlatform(url) ?? current;
}

export const PLATFORM_SUGGESTIONS = [
  'github',
  'linkedin',
  'twitter',
  'facebook',
  'youtube',
  'instagram',
  'telegram',
  'whatsapp',
  'spotify',
  'apple',
  'deezer',
  'email',
  'website',
] as const;

/** Spec section 2 (Social links). */
export function socialLinkDeleteText(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/** Spec section 8, Social links. */
export const SOCIAL_LINK_MESSAGES = {
  fetchFailed: 'Failed to fetch social links',
  saveFailed: 'Failed to save social link',
  saveError: 'An error occurred while saving the social link',
  deleteFailed: 'Failed to delete social link',
  deleteError: 'An error occurred while deleting the social link',
  statusFailed: 'Failed to update social link status',
  statusError: 'An error occurred while updating the social link',
  created: 'Social link created successfully!',
  updated: 'Social link updated successfully!',
  deleted: 'Social link deleted successfully!',
  activated: 'Social link activated successfully!',
  deactivated: 'Social link deactivated successfully!',
  empty: 'No social links found. Create one to get started!',
  noToken: 'No authentication token found',
} as const;

export function debugFetchError(status: number, body: string): string {
  return `Failed to fetch social links: ${status} - ${body}`;
}
