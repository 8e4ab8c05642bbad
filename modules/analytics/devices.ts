import UAParser from 'ua-parser-js';

export type Device = { browser: string; os: string; device: 'mobile' | 'tablet' | 'desktop' };

export const UNKNOWN = 'Unknown';

/** ua-parser reads no further than this into an agent, so verdicts are kept under the same prefix. */
const AGENT_CHARACTERS_READ = 500;
/** Parsing costs about 0.1 ms; a visit's agent repeats on every view. Enough for a day's distinct agents. */
const DEVICE_VERDICTS_KEPT = 5_000;

// ua-parser names some browsers and systems by variant; the dashboard shows the names people know.
// Opera Mini stays apart from Opera: a proxy browser for phones, common on slow mobile networks.
const BROWSER_NAMES = new Map([
  ['Mobile Safari', 'Safari'],
  ['Chrome WebView', 'Chrome'],
  ['Chrome Mobile', 'Chrome'],
  ['Mobile Chrome', 'Chrome'],
  ['Mobile Firefox', 'Firefox'],
  ['Opera Mobi', 'Opera'],
  ['Opera Tablet', 'Opera'],
  ['Opera Touch', 'Opera'],
  ['Opera GX', 'Opera'],
  ['Samsung Browser', 'Samsung Internet'],
  ['UCBrowser', 'UC Browser'],
  ['IE', 'Internet Explorer'],
]);
// Linux distributions are counted as Linux: the owner wants the platform, not the flavour.
const OS_NAMES = new Map([
  ['Mac OS', 'macOS'],
  ['Chromium OS', 'ChromeOS'],
  ['Chrome OS', 'ChromeOS'],
  ['KAIOS', 'KaiOS'],
  ...['Ubuntu', 'Kubuntu', 'Debian', 'Fedora', 'Mint', 'Arch', 'CentOS', 'RedHat', 'SUSE', 'Gentoo'].map(
    (distribution): [string, string] => [distribution, 'Linux'],
  ),
]);

const UNKNOWN_DEVICE: Device = Object.freeze({ browser: UNKNOWN, os: UNKNOWN, device: 'desktop' });

// Verdicts depend on nothing but the agent, so one memo serves every caller.
const verdicts = new Map<string, Device>();

/**
 * The browser, operating system and kind of device a User-Agent names. Unrecognised parts are
 * "Unknown"; a device that is neither a phone nor a tablet (a computer, a TV, a console) is desktop.
 */
export function deviceOf(userAgent: string): Device {
  const agent = userAgent.slice(0, AGENT_CHARACTERS_READ);
  let verdict = verdicts.get(agent);
  if (verdict === undefined) {
    verdict = parseDevice(agent);
    if (verdicts.size >= DEVICE_VERDICTS_KEPT) verdicts.clear();
    verdicts.set(agent, verdict);
  }
  return verdict;
}

function parseDevice(agent: string): Device {
  // Given an empty agent, ua-parser reads window.navigator wherever one exists.
  if (agent.trim() === '') return UNKNOWN_DEVICE;
  const { browser, os, device } = UAParser(agent);
  return Object.freeze({
    browser: plainName(browser.name, BROWSER_NAMES),
    os: plainName(os.name, OS_NAMES),
    device: kindOfDevice(device.type, browser.name),
  });
}

function plainName(name: string | undefined, names: Map<string, string>): string {
  if (!name) return UNKNOWN;
  return names.get(name) ?? name;
}

/**
 * An iPad on iPadOS 13 or later sends the same agent as a Mac's Safari, so it counts as desktop:
 * only the screen could tell them apart, and the tracker does not send it.
 */
function kindOfDevice(type: string | undefined, browserName: string | undefined): Device['device'] {
  if (type === 'mobile' || type === 'tablet') return type;
  // Opera Mini runs only on phones, but its agent often names no device for ua-parser to type.
  if (type === undefined && browserName === 'Opera Mini') return 'mobile';
  return 'desktop';
}
