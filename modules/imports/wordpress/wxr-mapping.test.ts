import { describe, expect, it } from 'vitest';
import { commentSkipReason, itemDate, oldPostPaths, skipReason, termsOf, wpDate } from './wxr-mapping.ts';
import { emptyComment, emptyItem, type WxrComment, type WxrItem } from './wxr-reader.ts';

const item = (fields: Partial<WxrItem> = {}): WxrItem => ({
  ...emptyItem(1),
  title: 'T',
  postId: '7',
  postDate: '2019-05-03 12:00:00',
  postDateGmt: '2019-05-03 09:00:00',
  postName: 'my-post',
  status: 'publish',
  postType: 'post',
  postParent: '0',
  ...fields,
});

const comment = (fields: Partial<WxrComment>): WxrComment => ({
  ...emptyComment(1),
  id: '1',
  approved: '1',
  parent: '0',
  ...fields,
});

describe('WordPress mapping', () => {
  it('takes posts in the statuses the blog has, and says why it skips the rest', () => {
    expect(skipReason(item())).toBeUndefined();
    expect(skipReason(item({ status: 'future' }))).toBeUndefined();
    expect(skipReason(item({ status: 'private' }))).toBeUndefined();
    expect(skipReason(item({ postType: 'page' }))).toBe("post type 'page' is not imported");
    expect(skipReason(item({ postType: 'nav_menu_item' }))).toBe("post type 'nav_menu_item' is not imported");
    expect(skipReason(item({ status: 'trash' }))).toBe("status 'trash' is not imported");
    expect(skipReason(item({ status: '' }))).toBe("status '(none)' is not imported");
  });

  it('skips comments that are not approved plain comments', () => {
    expect(commentSkipReason(comment({}))).toBeUndefined();
    expect(commentSkipReason(comment({ type: 'comment' }))).toBeUndefined();
    expect(commentSkipReason(comment({ approved: '0' }))).toBe('not approved');
    expect(commentSkipReason(comment({ approved: 'spam' }))).toBe('marked spam');
    expect(commentSkipReason(comment({ type: 'trackback' }))).toBe('trackbacks are not imported');
  });

  it('reads GMT dates first, local ones as UTC, then pubDate; the zero date is none', () => {
    expect(itemDate(item())?.toISOString()).toBe('2019-05-03T09:00:00.000Z');
    expect(itemDate(item({ postDateGmt: '0000-00-00 00:00:00' }))?.toISOString()).toBe(
      '2019-05-03T12:00:00.000Z',
    );
    expect(
      itemDate(
        item({ postDateGmt: '', postDate: '', pubDate: 'Thu, 05 Jan 2012 14:30:46 +0000' }),
      )?.toISOString(),
    ).toBe('2012-01-05T14:30:46.000Z');
    expect(wpDate('0000-00-00 00:00:00', true)).toBeNull();
    expect(wpDate('garbage', true)).toBeNull();
  });

  it("lists a post's old addresses: ?p=, the two dated permalinks and its link's path", () => {
    expect(oldPostPaths(item({ link: 'https://old.example/blog/my-post/' }))).toEqual([
      '/?p=7',
      '/2019/05/03/my-post',
      '/2019/05/my-post',
      '/blog/my-post',
    ]);
    expect(oldPostPaths(item({ postName: '', link: 'https://old.example/?p=7' }))).toEqual(['/?p=7']);
  });

  it('keeps terms of one domain once each, in file order', () => {
    const terms = [
      { domain: 'category', nicename: 'news', name: 'News' },
      { domain: 'post_tag', nicename: 'a', name: 'A' },
      { domain: 'category', nicename: 'news', name: 'News' },
      { domain: 'post_format', nicename: 'post-format-aside', name: 'Aside' },
    ];
    expect(termsOf(item({ terms }), 'category')).toEqual([{ slug: 'news', name: 'News' }]);
    expect(termsOf(item({ terms }), 'post_tag')).toEqual([{ slug: 'a', name: 'A' }]);
  });
});
