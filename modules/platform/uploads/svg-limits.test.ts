import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../errors/index.ts';
import { assertSvgWithinLimits, measureSvg } from './svg-limits.ts';

describe('measureSvg', () => {
  it('counts elements and nesting, skipping comments, CDATA, declarations and quoted ">"', () => {
    const svg = `<?xml version="1.0"?><!DOCTYPE svg [<!ELEMENT g ANY>]><svg><!-- <g><g> -->
      <g title="a > b"><rect/><g><text><![CDATA[<g><g><g>]]></text></g></g><circle r='1>'/></svg>`;
    expect(measureSvg(svg)).toEqual({ elements: 6, depth: 4 });
  });

  it('stops early once a limit is passed', () => {
    expect(measureSvg('<g>'.repeat(1000), { elements: 1e9, depth: 10 }).depth).toBe(11);
    expect(measureSvg('<r/>'.repeat(1000), { elements: 5, depth: 10 }).elements).toBe(6);
  });
});

describe('assertSvgWithinLimits', () => {
  it('refuses by size, element count and depth with a 400 saying which', () => {
    const svg = (inner: string) => `<svg>${inner}</svg>`;
    expect(() => assertSvgWithinLimits(svg('<rect/>'), 2 * 1024 * 1024)).toThrow('at most 1 MB');
    expect(() => assertSvgWithinLimits(svg('<rect/>'.repeat(10_001)), 1000)).toThrow(
      'at most 10000 elements',
    );
    expect(() => assertSvgWithinLimits(svg('<g>'.repeat(65)), 1000)).toThrow(BadRequestError);
    expect(() => assertSvgWithinLimits(svg(`${'<g>'.repeat(63)}${'</g>'.repeat(63)}`), 1000)).not.toThrow();
  });
});
