import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

function Harness() {
  const [tags, setTags] = useState<string[]>([]);
  return <TagInput tags={tags} onChange={setTags} />;
}

describe('TagInput', () => {
  it('adds trimmed tags with Add or Enter, ignoring empty and duplicate ones', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, '  react {Enter}');
    await user.type(input, 'react{Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'writing');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Post tags' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['react', 'writing']);
    await user.click(screen.getByRole('button', { name: 'Remove tag react' }));
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['writing']);
  });
});
