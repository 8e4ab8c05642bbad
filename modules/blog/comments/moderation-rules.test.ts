import { describe, expect, it } from 'vitest';
import { blockedWordIn, countLinks, judge, type RuleInput } from './moderation-rules.ts';

const base: RuleInput = {
  content: 'A thoughtful comment.',
  name: 'Amina',
  website: undefined,
  form: 'ok',
  mode: 'off',
  blockedWords: [],
  blocked: false,
  knownVisitor: false,
};

describe('judge', () => {
  it('drops bots: honeypot, forged or too quick a form', () => {
    expect(judge({ ...base, website: 'x' })).toEqual({ drop: true });
    expect(judge({ ...base, form: 'forged' })).toEqual({ drop: true });
    expect(judge({ ...base, form: 'too_fast' })).toEqual({ drop: true });
  });
  it('sends a blocked visitor or email to Spam, before any other rule', () => {
    expect(judge({ ...base, blocked: true, content: 'http://a http://b' })).toEqual({
      drop: false,
      status: 'spam',
      reason: 'blocked',
    });
  });
  it('holds two links or a blocked word whatever the setting; one link passes', () => {
    expect(judge({ ...base, content: 'see https://a.example and www.b.example' })).toMatchObject({
      status: 'pending',
      reason: 'links',
    });
    expect(judge({ ...base, content: 'see https://a.example' })).toMatchObject({ status: 'approved' });
    expect(judge({ ...base, blockedWords: ['casino'], content: 'Best CASINO!' })).toMatchObject({
      reason: 'blocked_word',
    });
  });
  it('follows the setting: all, the first of a new visitor, off', () => {
    expect(judge({ ...base, mode: 'all', knownVisitor: true })).toMatchObject({ reason: 'all' });
    expect(judge({ ...base, mode: 'first' })).toMatchObject({ reason: 'first_comment' });
    expect(judge({ ...base, mode: 'first', knownVisitor: true })).toMatchObject({ status: 'approved' });
    expect(judge({ ...base, form: 'missing' })).toMatchObject({ reason: 'no_form_token' });
    expect(judge({ ...base, form: 'stale' })).toMatchObject({ reason: 'stale_form' });
  });
});

describe('countLinks and blockedWordIn', () => {
  it('counts web addresses, www names, BBCode and anchors', () => {
    expect(countLinks('http://a https://b www.c [url=d] <a href="e">')).toBe(5);
    expect(countLinks('email me at a@b.example')).toBe(0);
  });
  it('matches whole words in any case and Unicode form, phrases too', () => {
    expect(blockedWordIn('ｃａｓｉｎｏ night', ['casino'])).toBe('casino');
    expect(blockedWordIn('occasional', ['casino', 'cas'])).toBeNull();
    expect(blockedWordIn('Get CHEAP   loans', ['cheap loans'])).toBeNull();
    expect(blockedWordIn('get cheap loans now', ['cheap loans'])).toBe('cheap loans');
  });
});
