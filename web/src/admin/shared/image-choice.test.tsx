import { act, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from './forms';
import { useImageChoice } from './image-choice';

const TOO_LARGE = 'Icon must be under 5MB';
const png = new File(['i'], 'i.png', { type: 'image/png' });
const text = new File(['t'], 't.txt', { type: 'text/plain' });

function useIcon() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return useImageChoice('icon', TOO_LARGE, { errors, setErrors });
}

describe('useImageChoice', () => {
  it('sends remove_<field>=true only while no new file replaces the saved image', () => {
    const { result } = renderHook(() => useIcon());
    expect(result.current.formFields).toEqual({ icon: undefined, remove_icon: undefined });

    act(() => result.current.setRemove(true));
    expect(result.current.formFields).toEqual({ icon: undefined, remove_icon: true });

    act(() => result.current.choose(png));
    expect(result.current.remove).toBe(false);
    expect(result.current.removeLocked).toBe(true);
    expect(result.current.formFields).toEqual({ icon: png, remove_icon: undefined });
  });

  it("shows a chosen file's problem as the field's error and clears it with the next file", () => {
    const { result } = renderHook(() => useIcon());

    act(() => result.current.choose(text));
    expect(result.current.problem).toBeDefined();
    expect(result.current.error).toBe(result.current.problem);

    act(() => result.current.choose(png));
    expect(result.current.problem).toBeUndefined();
    expect(result.current.error).toBeUndefined();
  });
});
