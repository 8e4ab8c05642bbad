import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input suggestions', () => {
  it('offers the values in a datalist tied to the field, and any text can still be typed', () => {
    const { container } = render(<Input label="Category" suggestions={['Guides', 'Courses']} />);
    const field = screen.getByRole('combobox', { name: 'Category' });
    const list = container.querySelector(`datalist#${CSS.escape(field.getAttribute('list') ?? '')}`);
    expect(list).not.toBeNull();
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
      'Guides',
      'Courses',
    ]);
  });

  it('has no list without suggestions', () => {
    render(<Input label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).hasAttribute('list')).toBe(false);
  });
});
