import { describe, expect, it } from 'vitest';
import type { PostForm } from '../../api/blog-admin';
import { ApiError } from '../../lib/api-client';
import { addTag, generateExcerpt, isScheduled, uploadErrorMessage, validatePost } from './blog-rules';

const form = (overrides: Partial<PostForm> = {}): PostForm => ({
  title: 'A good title',
  content: `<p>${'word '.repeat(20)}</p>`,
  excerpt: '',
  category: 'Writing',
  status: 'draft',
  read_time: '5',
  tags: [],
  published_at: '',
  ...overrides,
});

describe('generateExcerpt', () => {
  it("strips the HTML and takes the first 150 characters, with '...' when longer", () => {
    const long = `<h2>Title</h2><p>${'a'.repeat(200)}</p>`;
    const excerpt = generateExcerpt(long);
    expect(excerpt).toBe(`Title. ${'a'.repeat(143)}...`);
    expect(generateExcerpt('<p>Short <strong>text</strong></p>')).toBe('Short text');
  });

  it('keeps a heading apart from the next paragraph and cuts between words', () => {
    expect(
      generateExcerpt('<h2>Why the order comes first</h2><p>Before any money moves.</p><p>Then</p>'),
    ).toBe('Why the order comes first. Before any money moves. Then');
    expect(generateExcerpt(`<p>A ${'word '.repeat(40)}</p>`)).toBe(
      `A ${Array(29).fill('word').join(' ')}...`,
    );
  });

  it('gives null for empty content (the form then says "Please write some content first")', () => {
    expect(generateExcerpt('')).toBeNull();
    expect(generateExcerpt('<p></p>')).toBeNull();
  });
});

describe('uploadErrorMessage', () => {
  it("says 'Image upload failed: {reason}' for an image and the file picker's message otherwise", () => {
    const refused = new ApiError({
      status: 400,
      code: 'invalid_file',
      message: 'Only images are allowed',
      fromServer: true,
    });
    expect(uploadErrorMessage('image', refused)).toBe('Image upload failed: Only images are allowed');
    expect(uploadErrorMessage('image', 'not an error')).toBe('Image upload failed: Upload failed');
    expect(uploadErrorMessage('media', refused)).toBe('File upload failed. Please try again.');
  });
});

describe('addTag', () => {
  it('trims and ignores empty and duplicate tags', () => {
    expect(addTag([], '  react ')).toEqual(['react']);
    expect(addTag(['react'], 'react')).toEqual(['react']);
    expect(addTag(['react'], '   ')).toEqual(['react']);
  });
});

describe('validatePost', () => {
  it('gives the spec messages', () => {
    expect(validatePost(form())).toEqual([]);
    expect(validatePost(form({ title: '', content: '' }))).toEqual([
      'Title is required',
      'Content is required',
    ]);
    expect(validatePost(form({ title: 'Hey', content: '<p>short</p>' }))).toEqual([
      'Title must be at least 5 characters long',
      'Content must be at least 50 characters long',
    ]);
    expect(validatePost(form({ title: 'x'.repeat(255) }))).toEqual([
      'Title must be less than 255 characters',
    ]);
    expect(validatePost(form({ category: 'c'.repeat(100), read_time: '0' }))).toEqual([
      'Category must be less than 100 characters',
      'Read time must be at least 1 minute',
    ]);
  });
});

describe('isScheduled', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('is a published post whose date is still ahead', () => {
    expect(isScheduled({ status: 'published', published_at: '2026-02-01T00:00:00Z' }, now)).toBe(true);
    expect(isScheduled({ status: 'published', published_at: '2025-12-01T00:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'draft', published_at: '2026-02-01T00:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'published', published_at: null, scheduled: true }, now)).toBe(true);
  });
});
