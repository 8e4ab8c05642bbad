import { describe, expect, it } from 'vitest';
import { detectPlatform, platformAfterUrlChange, socialLinkDeleteText } from './social-link-rules';

describe('detectPlatform', () => {
  it.each([
    ['https://github.com/octocat', 'github'],
    ['https://www.linkedin.com/in/someone', 'linkedin'],
    ['https://twitter.com/someone', 'twitter'],
    ['https://x.com/someone', 'twitter'],
    ['https://www.facebook.com/page', 'facebook'],
    ['https://www.youtube.com/@channel', 'youtube'],
    ['https://youtu.be/abc', 'youtube'],
    ['https://instagram.com/someone', 'instagram'],
    ['https://t.me/someone', 'telegram'],
    ['https://telegram.org/someone', 'telegram'],
    ['https://wa.me/254700000000', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=1', 'whatsapp'],
    ['https://open.spotify.com/artist/1', 'spotify'],
    ['https://music.apple.com/artist/1', 'apple'],
    ['https://www.deezer.com/artist/1', 'deezer'],
    ['HTTPS://GITHUB.COM/Upper', 'github'],
  ])('%s → %s', (url, platform) => {
    expect(detectPlatform(url)).toBe(platform);
  });

  it('recognises nothing in other addresses, and does not mistake look-alikes', () => {
    expect(detectPlatform('https://example.com')).toBeUndefined();
    expect(detectPlatform('https://dropbox.com/x')).toBeUndefined();
    expect(detectPlatform('https://chat.me/x')).toBeUndefined();
    expect(detectPlatform('')).toBeUndefined();
  });

  it('overrides the platform when detected and leaves it unchanged otherwise', () => {
    expect(platformAfterUrlChange('https://github.com/x', 'website')).toBe('github');
    expect(platformAfterUrlChange('https://example.com', 'website')).toBe('website');
  });
});

describe('socialLinkDeleteText', () => {
  it('names the link as the spec words it', () => {
    expect(socialLinkDeleteText('GitHub')).toBe(
      'Are you sure you want to delete "GitHub"? This action cannot be undone.',
    );
  });
});
