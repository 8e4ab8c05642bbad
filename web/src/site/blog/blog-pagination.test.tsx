import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlogPagination, pageNumbers } from './blog-pagination';

describe('pageNumbers', () => {
  it('shows up to 5 page numbers round the current page', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('BlogPagination', () => {
  it('offers Previous, Next and the page buttons', async () => {
    const onPageChange = vi.fn();
    render(<BlogPagination page={1} totalPages={7} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('hides itself on a single page', () => {
    const { container } = render(<BlogPagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
