import { CachedAnswer, recordOneRead } from '../platform/cache/index.ts';
import { AppError, errorBody } from '../platform/errors/index.ts';
import type { ReadAnswer, SiteReads } from './pages.schemas.ts';

export type { ReadAnswer, SiteReads };

/*
 * What the server render reads (issue 30): each read is a module's own answer function, the one
 * its public route sends, called directly (no request into the app). The web app's API client
 * calls these on the server (`ApiRequestOptions.server`) where the browser calls the API.
 */

/** What a module's answer function gives: a cached answer or a body made for this read. */
type Answer = CachedAnswer | object;
type Read = () => Promise<Answer>;

/** The modules' answer functions the reads are made of (each module's `answers`). */
export type SiteAnswers = {
  content: Record<
    'settings' | 'socialLinks' | 'skills' | 'projects' | 'projectCategories' | 'promotions',
    Read
  >;
  blog: {
    list: Read;
    bySlug(slug: string): Promise<Answer | { movedTo: string }>;
    page(by: 'category' | 'tag', value: string, page: number, limit: number): Promise<Answer>;
    related(id: string, limit: number): Promise<Answer>;
    thread(postId: string): Promise<Answer>;
  };
  shop: { list(category?: string): Promise<Answer>; categories: Read; product(id: string): Promise<Answer> };
  search: { search(q: string): Promise<Answer> };
  /** The privacy page's facts (this module's own, privacy/): fixed while the process runs. */
  privacy: () => CachedAnswer;
};

/** Runs one read in a database scope of its own, as a request to its route would. */
export type ReadScope = <T>(read: () => Promise<T>) => Promise<T>;

/** The render's reads from the modules' answers. */
export function siteReads(answers: SiteAnswers, scope: ReadScope): SiteReads {
  const read = (answer: Read) => readAnswer(() => scope(answer));
  const { content, blog, shop, search, privacy } = answers;
  return {
    settings: () => read(content.settings),
    socialLinks: () => read(content.socialLinks),
    skills: () => read(content.skills),
    projects: () => read(content.projects),
    projectCategories: () => read(content.projectCategories),
    promotions: () => read(content.promotions),
    posts: () => read(blog.list),
    post: (slug) =>
      read(async () => {
        const found = await blog.bySlug(slug);
        // The route answers 301 to the current slug, which a browser's fetch follows.
        if (!('movedTo' in found)) return found;
        const current = await blog.bySlug(found.movedTo);
        if ('movedTo' in current) throw new Error(`post slug ${slug} moves twice`);
        return current;
      }),
    postPage: (by, value, page, limit) => read(() => blog.page(by, value, page, limit)),
    relatedPosts: (id, limit) => read(() => blog.related(id, limit)),
    thread: (postId) => read(() => blog.thread(postId)),
    products: (category) => read(() => shop.list(category)),
    productCategories: () => read(shop.categories),
    product: (id) => read(() => shop.product(id)),
    search: (q) => read(() => search.search(q)),
    // Made from the configuration, not read through a public cache: recorded as a read, it would
    // make the page depend on every namespace; it depends on none (a restart changes it).
    privacy: async () => ({ status: 200, body: privacy().value }),
  };
}

/**
 * One read, recorded against the render's namespaces (a read through no public cache makes the
 * page depend on every namespace), its answer as a client parses it, a refusal (4xx) as the
 * route's error body.
 */
export async function readAnswer(read: Read): Promise<ReadAnswer> {
  try {
    const answer = await recordOneRead(read);
    const body =
      answer instanceof CachedAnswer ? answer.value : (JSON.parse(JSON.stringify(answer)) as unknown);
    return { status: 200, body };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    return { status: error.status, body: errorBody(error) };
  }
}
