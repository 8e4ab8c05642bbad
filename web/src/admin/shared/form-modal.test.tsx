import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useFormModal } from './form-modal';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  order: z.coerce.number().int('Order must be a whole number'),
});

function useForm() {
  return useFormModal(
    () => ({ name: '', order: '1' }),
    () => 'Failed to save',
  );
}

describe('useFormModal validate', () => {
  it("shows the schema's first message per field and the screen's own checks, which win", () => {
    const { result } = renderHook(() => useForm());
    let parsed: unknown = 'not run';
    act(() => {
      parsed = result.current.validate(
        schema,
        { name: ' ', order: '1.5' },
        { order: 'Pick a slot', icon: undefined },
      );
    });
    expect(parsed).toBeUndefined();
    expect(result.current.errors).toEqual({ name: 'Name is required', order: 'Pick a slot' });
  });

  it('refuses a valid form when a check fails, and gives the parsed value when all pass', () => {
    const { result } = renderHook(() => useForm());
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate(
        schema,
        { name: 'Amina', order: '2' },
        { icon: 'Icon must be under 5MB' },
      );
    });
    expect(parsed).toBeUndefined();
    expect(result.current.errors).toEqual({ icon: 'Icon must be under 5MB' });
    act(() => {
      parsed = result.current.validate(schema, { name: 'Amina', order: '2' }, { icon: undefined });
    });
    expect(parsed).toEqual({ name: 'Amina', order: 2 });
    expect(result.current.failure).toBeNull();
  });
});
