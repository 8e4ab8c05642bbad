import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors/index.ts';
import { NUL_MESSAGE, nulPaths, parse, parseQuery, requireId } from './validate.ts';

describe('parse', () => {
  it('returns the parsed value, or a 400 joining every distinct message', () => {
    const schema = z.object({
      a: z.string().min(1, 'A is required'),
      b: z.number({ error: 'B is a number' }),
    });
    expect(parse(schema, { a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    try {
      parse(schema, { a: '', b: 'no' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toBe('A is required, B is a number');
    }
  });
});

describe('NUL characters', () => {
  const schema = z.object({
    name: z.string(),
    tags: z.array(z.string()).default([]),
    json: z
      .string()
      .transform((text) => JSON.parse(text) as unknown)
      .optional(),
  });

  it('finds every string and key holding a NUL, however deep', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(nulPaths(deep)).toHaveLength(1);
    expect(nulPaths({ a: 'ok', b: ['fine', 'no\u0000'], c: { 'k\u0000': 1 }, d: 3, e: null })).toEqual([
      'b.1',
      'c.k\\0',
    ]);
    expect(nulPaths({ a: 'ok', b: ['fine'], when: new Date() })).toEqual([]);
  });

  it('refuses NUL in any field with a 400 naming the field, before and after the schema', () => {
    const refused = (input: unknown) => {
      try {
        parse(schema, input);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const inName = refused({ name: 'a\u0000b' });
    expect(inName).toBeInstanceOf(ValidationError);
    expect(inName).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: NUL_MESSAGE,
      errors: [{ path: 'name', message: NUL_MESSAGE }],
    });
    expect(refused({ name: 'a', tags: ['ok', '\u0000'] })).toMatchObject({
      errors: [{ path: 'tags.1', message: NUL_MESSAGE }],
    });
    // The NUL only exists once the schema has decoded the JSON text of a form field.
    expect(refused({ name: 'a', json: '["\\u0000"]' })).toMatchObject({
      errors: [{ path: 'json.0', message: NUL_MESSAGE }],
    });
    expect(parse(schema, { name: 'a', json: '["b"]' })).toEqual({ name: 'a', tags: [], json: ['b'] });
  });
});

describe('requireId', () => {
  it('passes a uuid through, in any case', () => {
    expect(requireId('0b5e7c1e-3f0a-4c1d-9d7e-2a6f1b2c3d4e', 'Gone')).toBe(
      '0b5e7c1e-3f0a-4c1d-9d7e-2a6f1b2c3d4e',
    );
    expect(requireId('0B5E7C1E-3F0A-4C1D-9D7E-2A6F1B2C3D4E', 'Gone')).toBe(
      '0B5E7C1E-3F0A-4C1D-9D7E-2A6F1B2C3D4E',
    );
  });

  it.each([undefined, '', '42', 'not-a-uuid', "1' or '1'='1", '0b5e7c1e-3f0a-4c1d-9d7e-2a6f1b2c3d4e-extra'])(
    'answers 404 with the given message for %j',
    (id) => {
      expect(() => requireId(id, 'Skill not found')).toThrow(new NotFoundError('Skill not found'));
    },
  );
});

describe('parseQuery', () => {
  const schema = z.object({ page: z.coerce.number().int().min(1, 'Bad page').default(1) });
  const request = (querystring: string) => ({
    querystring,
    query: Object.fromEntries(new URLSearchParams(querystring)),
  });

  it('parses a query string once and hands back the same frozen value after', () => {
    const first = parseQuery(schema, request('page=2'));
    expect(first).toEqual({ page: 2 });
    expect(Object.isFrozen(first)).toBe(true);
    // The query object is not read again for a query string already parsed.
    expect(parseQuery(schema, { querystring: 'page=2', query: { page: '9' } })).toBe(first);
    expect(parseQuery(schema, request(''))).toEqual({ page: 1 });
  });

  it('refuses a bad query every time, as parse does', () => {
    expect(() => parseQuery(schema, request('page=0'))).toThrow(ValidationError);
    expect(() => parseQuery(schema, request('page=0'))).toThrow('Bad page');
    expect(() => parseQuery(schema, request('page=%00'))).toThrow(ValidationError);
  });

  it('parses a long query string every time instead of keeping it', () => {
    const long = `page=3&${'x'.repeat(300)}=1`;
    const first = parseQuery(schema, request(long));
    expect(first).toEqual({ page: 3 });
    expect(parseQuery(schema, { querystring: long, query: { page: '9' } })).toEqual({ page: 9 });
  });
});
