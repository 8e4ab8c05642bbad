import { describe, expect, it } from 'vitest';
import { type Device, deviceOf } from './devices.ts';

// Real agents, as browsers sent them.
const AGENTS = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/103.0.5060.71 Mobile Safari/537.36',
  androidFirefox: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  ubuntuFirefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeOS:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  samsungInternet:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaMini: 'Opera/9.80 (Android; Opera Mini/36.2.2254/119.132; U; id) Presto/2.12.423 Version/12.16',
  smartTv:
    'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36',
  playStation:
    'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
};

const UNKNOWN_DESKTOP: Device = { browser: 'Unknown', os: 'Unknown', device: 'desktop' };

describe('deviceOf', () => {
  it.each<[keyof typeof AGENTS, Device]>([
    ['androidChrome', { browser: 'Chrome', os: 'Android', device: 'mobile' }],
    ['androidWebView', { browser: 'Chrome', os: 'Android', device: 'mobile' }],
    ['androidFirefox', { browser: 'Firefox', os: 'Android', device: 'mobile' }],
    ['androidTablet', { browser: 'Chrome', os: 'Android', device: 'tablet' }],
    ['iPhoneSafari', { browser: 'Safari', os: 'iOS', device: 'mobile' }],
    ['iPhoneChrome', { browser: 'Chrome', os: 'iOS', device: 'mobile' }],
    ['iPad', { browser: 'Safari', os: 'iOS', device: 'tablet' }],
    ['windowsEdge', { browser: 'Edge', os: 'Windows', device: 'desktop' }],
    ['windowsOpera', { browser: 'Opera', os: 'Windows', device: 'desktop' }],
    ['macSafari', { browser: 'Safari', os: 'macOS', device: 'desktop' }],
    ['macChrome', { browser: 'Chrome', os: 'macOS', device: 'desktop' }],
    ['linuxFirefox', { browser: 'Firefox', os: 'Linux', device: 'desktop' }],
    ['ubuntuFirefox', { browser: 'Firefox', os: 'Linux', device: 'desktop' }],
    ['chromeOS', { browser: 'Chrome', os: 'ChromeOS', device: 'desktop' }],
    ['samsungInternet', { browser: 'Samsung Internet', os: 'Android', device: 'mobile' }],
    ['operaMini', { browser: 'Opera Mini', os: 'Android', device: 'mobile' }],
    ['smartTv', { browser: 'Samsung Internet', os: 'Tizen', device: 'desktop' }],
    ['playStation', { browser: 'Safari', os: 'PlayStation', device: 'desktop' }],
  ])('%s', (name, device) => {
    expect(deviceOf(AGENTS[name])).toEqual(device);
  });

  it('counts an iPad that asks for desktop sites as a Mac: its agent is the same', () => {
    expect(deviceOf(AGENTS.macSafari)).toEqual({ browser: 'Safari', os: 'macOS', device: 'desktop' });
  });

  it.each([
    ['an empty agent', ''],
    ['blanks', ' \t '],
    ['2,000 characters of junk', 'x'.repeat(2_000)],
    ['junk words', 'Mozilla/5.0 '.repeat(200)],
    ['control characters', '\u0000\u0001\u0002'],
  ])('is Unknown on desktop for %s', (_, agent) => {
    expect(deviceOf(agent)).toEqual(UNKNOWN_DESKTOP);
  });

  it('reads a real agent at the start of a 2,000-character header', () => {
    expect(deviceOf(AGENTS.iPhoneSafari + 'x'.repeat(2_000))).toEqual({
      browser: 'Safari',
      os: 'iOS',
      device: 'mobile',
    });
  });

  it('answers a repeated agent from memory with the same frozen verdict', () => {
    const first = deviceOf(AGENTS.windowsEdge);
    expect(deviceOf(AGENTS.windowsEdge)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('forgets verdicts after 5,000 distinct agents, and works them out again', () => {
    const agent = `${AGENTS.linuxFirefox} memo-test`;
    const first = deviceOf(agent);
    for (let index = 0; index < 5_000; index++) deviceOf(`junk agent ${index}`);
    const again = deviceOf(agent);
    expect(again).not.toBe(first);
    expect(again).toEqual({ browser: 'Firefox', os: 'Linux', device: 'desktop' });
  });
});
