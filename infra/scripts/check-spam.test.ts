import { describe, expect, it } from 'vitest';
import { parseStatuses } from './check-spam.ts';

describe('check:spam', () => {
  it("reads each message's score and rules from SpamAssassin's mbox answer, by Message-ID", () => {
    const output = [
      'From check-spam@localhost Thu Nov 26 00:00:00 2026',
      'X-Spam-Status: No, score=0.6 required=5.0 tests=HTML_MESSAGE,NO_RECEIVED,',
      '\tNO_RELAYS,SUBJ_BUY autolearn=disabled version=4.0.1',
      'Message-ID: <b@wanjiru.example>',
      '',
      'From: line in a body',
      'From check-spam@localhost Thu Nov 26 00:00:00 2026',
      'Message-Id: <a@wanjiru.example>',
      'X-Spam-Status: No, score=-0.0 required=5.0 tests=HTML_MESSAGE autolearn=disabled',
      '\tversion=4.0.1',
      '',
      'body',
    ].join('\n');
    expect(Object.fromEntries(parseStatuses(output))).toEqual({
      '<a@wanjiru.example>': { score: -0, tests: ['HTML_MESSAGE'] },
      '<b@wanjiru.example>': { score: 0.6, tests: ['HTML_MESSAGE', 'NO_RECEIVED', 'NO_RELAYS', 'SUBJ_BUY'] },
    });
  });
});
