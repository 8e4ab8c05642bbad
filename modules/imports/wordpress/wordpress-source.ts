import type { ImportSource, SourceScan, SourceVisitor } from '../engine/import-source.ts';
import { imageUrlsIn } from '../engine/import-source.ts';
import { mapComment, mapPost, oldPostPaths, postKey, skipReason, termsOf } from './wxr-mapping.ts';
import { readWxr, type WxrItem } from './wxr-reader.ts';

/**
 * A WordPress export (WXR 1.0-1.2) as an import source, streamed twice with saxes (memory holds
 * one item). The scan collects the authors' display names and the attachments' URLs of the
 * posts' featured images (`_thumbnail_id`), which may come after the post in the file.
 */
export class WordPressSource implements ImportSource {
  readonly name = 'wordpress';
  readonly #file: string;
  readonly #clock: () => Date;
  readonly #authors = new Map<string, string>();
  /** An attachment's URL by its post id. */
  readonly #attachments = new Map<string, string>();

  constructor(file: string, clock: () => Date) {
    this.#file = file;
    this.#clock = clock;
  }

  async scan(): Promise<SourceScan> {
    let version = '';
    const thumbnails = new Set<string>();
    const images = new Set<string>();
    await readWxr(this.#file, {
      version: (found) => {
        version = found;
      },
      author: (author) => {
        this.#authors.set(author.login, author.displayName || author.login);
      },
      item: (item) => {
        if (item.postType === 'attachment' && item.attachmentUrl)
          this.#attachments.set(item.postId, item.attachmentUrl);
        if (skipReason(item)) return;
        const thumbnail = item.meta._thumbnail_id?.trim();
        if (thumbnail) thumbnails.add(thumbnail);
        for (const url of imageUrlsIn(item.content)) images.add(url);
      },
    });
    for (const id of thumbnails) {
      const url = this.#attachments.get(id);
      if (url) images.add(url);
    }
    return { format: `WXR ${version || '?'}`, images };
  }

  async read(visit: SourceVisitor): Promise<void> {
    const categories = new Map<string, string>();
    const tags = new Map<string, string>();
    await readWxr(this.#file, {
      item: (item) => this.#item(item, visit, categories, tags),
    });
    for (const [slug, name] of categories)
      visit.redirect(`/category/${slug}`, `/blog/category/${encodeURIComponent(name)}`);
    for (const [slug, name] of tags) visit.redirect(`/tag/${slug}`, `/blog/tag/${encodeURIComponent(name)}`);
  }

  async #item(
    item: WxrItem,
    visit: SourceVisitor,
    categories: Map<string, string>,
    tags: Map<string, string>,
  ): Promise<void> {
    const reason = skipReason(item);
    if (reason) {
      visit.skip(item.postType || 'post', item.postId || item.guid, item.line, reason);
      for (const comment of item.comments)
        visit.skip('comment', comment.id, comment.line, 'its post is not imported');
      return;
    }
    await visit.post({
      key: postKey(item),
      line: item.line,
      post: mapPost(item, this.#authors, this.#clock()),
      featuredImageUrl: this.#attachments.get(item.meta._thumbnail_id?.trim() ?? '') ?? null,
      oldPaths: oldPostPaths(item),
      comments: item.comments.map(mapComment),
    });
    // Only the first category is the post's here, so only its archive leads somewhere.
    const category = termsOf(item, 'category')[0];
    if (category) categories.set(category.slug, category.name);
    for (const tag of termsOf(item, 'post_tag')) tags.set(tag.slug, tag.name.slice(0, 50));
  }
}
