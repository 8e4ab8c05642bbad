import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors/index.ts';
import { parse, requireId } from './validate.ts';

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
