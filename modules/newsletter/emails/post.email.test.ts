import { describe, expect, it } from 'vitest';
import { postEmail } from './post.email.ts';

const input = {
  to: 'ada@example.com',
  post: {
    title: 'Rents <b>& rates</b>',
    excerpt: 'Five "charts".',
    featuredImage: '/uploads/blog/rents.png',
    slug: 'rents-and-rates',
    category: 'Real Estate',
    readTime: 4,
  },
  siteName: 'Wanjiru',
  publicUrl: 'https://site.example/',
  unsubscribeToken: 'tok_123',
  unsubscribeMailbox: 'Wanjiru <news@site.example>',
};

describe('postEmail', () => {
  const email = postEmail(input);

  it('escapes the post in the HTML part and links with absolute PUBLIC_URL addresses', () => {
    expect(email.html).toContain('Rents &#60;b&#62;&#38; rates&#60;/b&#62;');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('Five &#34;charts&#34;.');
    expect(email.html).toContain('src="https://site.example/uploads/blog/rents.png"');
    // The site's links carry the newsletter's campaign (the post's slug); unsubscribing does not.
    expect(email.html).toContain(
      'href="https://site.example/blog/rents-and-rates?utm_source=newsletter&#38;utm_medium=email&#38;utm_campaign=rents-and-rates"',
    );
    expect(email.html).toContain('>Read on the site</a>');
    expect(email.html).toContain('href="https://site.example/unsubscribe/tok_123"');
  });

  it('writes the plain-text part and the one-click headers', () => {
    expect(email.subject).toBe('Rents <b>& rates</b>');
    expect(email.text).toBe(
      'Rents <b>& rates</b>\n\nFive "charts".\n\nRead on the site: https://site.example/blog/rents-and-rates?utm_source=newsletter&utm_medium=email&utm_campaign=rents-and-rates\n\n' +
        "--\nYou receive this because you subscribed to Wanjiru's newsletter and confirmed your address. " +
        'One click on Unsubscribe stops it.\n' +
        'Unsubscribe: https://site.example/unsubscribe/tok_123\n',
    );
    expect(email.headers).toEqual({
      'List-Unsubscribe':
        '<https://site.example/unsubscribe/tok_123>, <mailto:news@site.example?subject=unsubscribe>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `"Wanjiru's newsletter" <newsletter.site.example>`,
    });
  });

  it('shows the category and reading time, and every address of the HTML part is an anchor', () => {
    expect(email.html).toContain('>Real Estate · 4 min read</p>');
    expect(email.html).toContain(
      '<a href="https://site.example/unsubscribe/tok_123" style="color:#6b7280">Unsubscribe</a>',
    );
    expect(email.html).toContain('>Visit Wanjiru</a>');
    const withoutAnchors = email.html
      .replace(/<a href="[^"]*"><img [^>]*><\/a>/g, '')
      .replace(/<a href="[^"]*"[^>]*>[^<]*<\/a>/g, '');
    expect(withoutAnchors).not.toMatch(/https?:/);
  });

  it('leaves out the image and excerpt a post does not have', () => {
    const bare = postEmail({ ...input, post: { ...input.post, excerpt: null, featuredImage: null } });
    expect(bare.html).not.toContain('<img');
    expect(bare.text.startsWith('Rents <b>& rates</b>\n\nRead on the site:')).toBe(true);
  });
});
