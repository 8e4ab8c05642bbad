import { createReadStream } from 'node:fs';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ImportFormatError } from '../engine/import-source.ts';

/** A `<category>` of an item: `domain` is `category` or `post_tag`, `nicename` its slug. */
export type WxrTerm = { domain: string; nicename: string; name: string };

/** An approved or not, threaded comment of an item, as WordPress exported it. */
export type WxrComment = {
  id: string;
  author: string;
  email: string;
  url: string;
  date: string;
  dateGmt: string;
  content: string;
  approved: string;
  type: string;
  parent: string;
  line: number;
};

/** One `<item>`: a post, page, attachment, menu item or any other post type. */
export type WxrItem = {
  line: number;
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  creator: string;
  content: string;
  excerpt: string;
  postId: string;
  postDate: string;
  postDateGmt: string;
  postName: string;
  status: string;
  postType: string;
  postParent: string;
  attachmentUrl: string;
  terms: WxrTerm[];
  meta: Record<string, string>;
  comments: WxrComment[];
};

/** A `<wp:author>` of the channel. */
export type WxrAuthor = { login: string; displayName: string };

/** What the channel declares besides its items. */
export type WxrEvents = {
  version?: (version: string) => void;
  baseSiteUrl?: (url: string) => void;
  author?: (author: WxrAuthor) => void;
  /** A channel-level `<wp:category>` (`category`) or `<wp:tag>` (`post_tag`). */
  term?: (term: WxrTerm) => void;
  item?: (item: WxrItem) => void | Promise<void>;
};

/** The file is not well-formed XML (or not a WXR file): where, and what. */
export class WxrFormatError extends ImportFormatError {
  readonly line: number;
  readonly column: number;

  constructor(message: string, line: number, column: number) {
    super(message, `line ${line}, column ${column}`);
    this.name = 'WxrFormatError';
    this.line = line;
    this.column = column;
  }
}

const WP_NS = /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/$/;
const EXCERPT_NS = /^https?:\/\/wordpress\.org\/export\/1\.[0-2]\/excerpt\/$/;
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/';
const DC_NS = 'http://purl.org/dc/elements/1.1/';

/** A short, stable name for an element whatever prefix the file bound its namespace to. */
function nameOf(tag: SaxesTagNS): string {
  const uri = tag.uri;
  if (uri === '') return tag.local;
  if (EXCERPT_NS.test(uri)) return `excerpt:${tag.local}`;
  if (WP_NS.test(uri)) return `wp:${tag.local}`;
  if (uri === CONTENT_NS) return `content:${tag.local}`;
  if (uri === DC_NS) return `dc:${tag.local}`;
  return `?:${tag.local}`;
}

/** An item with every field empty, as the reader starts one (tests start from it too). */
export const emptyItem = (line: number): WxrItem => ({
  line,
  title: '',
  link: '',
  guid: '',
  pubDate: '',
  creator: '',
  content: '',
  excerpt: '',
  postId: '',
  postDate: '',
  postDateGmt: '',
  postName: '',
  status: '',
  postType: '',
  postParent: '',
  attachmentUrl: '',
  terms: [],
  meta: {},
  comments: [],
});

/** A comment with every field empty, as the reader starts one. */
export const emptyComment = (line: number): WxrComment => ({
  id: '',
  author: '',
  email: '',
  url: '',
  date: '',
  dateGmt: '',
  content: '',
  approved: '',
  type: '',
  parent: '',
  line,
});

const ITEM_FIELDS: Record<string, keyof WxrItem> = {
  title: 'title',
  link: 'link',
  guid: 'guid',
  pubDate: 'pubDate',
  'dc:creator': 'creator',
  'content:encoded': 'content',
  'excerpt:encoded': 'excerpt',
  'wp:post_id': 'postId',
  'wp:post_date': 'postDate',
  'wp:post_date_gmt': 'postDateGmt',
  'wp:post_name': 'postName',
  'wp:status': 'status',
  'wp:post_type': 'postType',
  'wp:post_parent': 'postParent',
  'wp:attachment_url': 'attachmentUrl',
};

const COMMENT_FIELDS: Record<string, keyof WxrComment> = {
  'wp:comment_id': 'id',
  'wp:comment_author': 'author',
  'wp:comment_author_email': 'email',
  'wp:comment_author_url': 'url',
  'wp:comment_date': 'date',
  'wp:comment_date_gmt': 'dateGmt',
  'wp:comment_content': 'content',
  'wp:comment_approved': 'approved',
  'wp:comment_type': 'type',
  'wp:comment_parent': 'parent',
};

/**
 * Reads a WordPress export (WXR 1.0 to 1.2) as a stream: each `<item>` is handed to `events.item`
 * once its end tag is read (awaited before the next chunk is parsed), so memory holds one item at a
 * time, whatever the file's size. Text and CDATA are joined (WordPress splits `]]>` across
 * sections). Rejects with a `WxrFormatError` (line and column) on the first XML error, or when the
 * root is not an RSS document carrying a WXR version.
 */
export async function readWxr(file: string, events: WxrEvents): Promise<void> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: string[] = [];
  let text = '';
  let item: WxrItem | undefined;
  let comment: WxrComment | undefined;
  let term: (WxrTerm & { kind: 'item' | 'category' | 'tag' }) | undefined;
  let author: WxrAuthor | undefined;
  let metaKey = '';
  let metaValue = '';
  let sawVersion = false;
  let failure: WxrFormatError | undefined;
  const pending: WxrItem[] = [];

  parser.on('error', (error) => {
    failure ??= new WxrFormatError(
      `not a well-formed WordPress export: ${error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')}`,
      parser.line,
      parser.column,
    );
  });
  parser.on('opentag', (tag) => {
    const name = nameOf(tag);
    if (stack.length === 0 && name !== 'rss')
      failure ??= new WxrFormatError(
        `Not a WordPress export: the root element is <${tag.name}>`,
        parser.line,
        parser.column,
      );
    stack.push(name);
    text = '';
    if (name === 'item') item = emptyItem(parser.line);
    else if (name === 'wp:comment' && item) comment = emptyComment(parser.line);
    else if (name === 'category' && item)
      term = {
        kind: 'item',
        domain: String(tag.attributes.domain?.value ?? ''),
        nicename: String(tag.attributes.nicename?.value ?? ''),
        name: '',
      };
    else if (name === 'wp:category' && !item)
      term = { kind: 'category', domain: 'category', nicename: '', name: '' };
    else if (name === 'wp:tag' && !item) term = { kind: 'tag', domain: 'post_tag', nicename: '', name: '' };
    else if (name === 'wp:author' && !item) author = { login: '', displayName: '' };
    else if (name === 'wp:postmeta') {
      metaKey = '';
      metaValue = '';
    }
  });
  parser.on('text', (chunk) => {
    text += chunk;
  });
  parser.on('cdata', (chunk) => {
    text += chunk;
  });
  parser.on('closetag', () => {
    const name = stack.pop() ?? '';
    const value = text;
    text = '';
    if (name === 'wp:wxr_version' && !item) {
      sawVersion = true;
      events.version?.(value.trim());
    } else if (name === 'wp:base_site_url' && !item) events.baseSiteUrl?.(value.trim());
    else if (author && name === 'wp:author_login') author.login = value.trim();
    else if (author && name === 'wp:author_display_name') author.displayName = value.trim();
    else if (author && name === 'wp:author') {
      events.author?.(author);
      author = undefined;
    } else if (term && term.kind !== 'item' && (name === 'wp:category_nicename' || name === 'wp:tag_slug'))
      term.nicename = value.trim();
    else if (term && term.kind !== 'item' && (name === 'wp:cat_name' || name === 'wp:tag_name'))
      term.name = value.trim();
    else if (term && (name === 'wp:category' || name === 'wp:tag' || name === 'category')) {
      if (term.kind === 'item') {
        term.name = value.trim();
        item?.terms.push({ domain: term.domain, nicename: term.nicename, name: term.name });
      } else events.term?.({ domain: term.domain, nicename: term.nicename, name: term.name });
      term = undefined;
    } else if (comment && name === 'wp:comment') {
      item?.comments.push(comment);
      comment = undefined;
    } else if (comment && COMMENT_FIELDS[name]) {
      const key = COMMENT_FIELDS[name];
      if (key !== 'line') comment[key] = key === 'content' ? value : value.trim();
    } else if (item && name === 'wp:meta_key') metaKey = value.trim();
    else if (item && name === 'wp:meta_value') metaValue = value;
    else if (item && name === 'wp:postmeta') {
      if (metaKey) item.meta[metaKey] = metaValue;
    } else if (item && name === 'item') {
      pending.push(item);
      item = undefined;
    } else if (item && stack.at(-1) === 'item' && ITEM_FIELDS[name]) {
      const key = ITEM_FIELDS[name];
      (item as Record<string, unknown>)[key] = key === 'content' || key === 'excerpt' ? value : value.trim();
    }
  });

  const stream = createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  for await (const chunk of stream) {
    parser.write(chunk as string);
    if (failure) break;
    while (pending.length > 0) {
      const next = pending.shift();
      if (next && events.item) await events.item(next);
    }
  }
  stream.destroy();
  if (!failure) parser.close();
  if (failure) throw failure;
  while (pending.length > 0) {
    const next = pending.shift();
    if (next && events.item) await events.item(next);
  }
  if (!sawVersion)
    throw new WxrFormatError('Not a WordPress export: no <wp:wxr_version>', parser.line, parser.column);
}
