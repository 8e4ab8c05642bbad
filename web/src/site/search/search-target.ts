import type { SearchHit } from '../../api/search';

/**
 * Where a result leads (spec: /search): skills, projects and promotions to their home section,
 * a post to /blog/{slug}, a product to /product/{id}.
 */
export function searchTarget(hit: SearchHit): string {
  switch (hit.type) {
    case 'skill':
      return '/#skills';
    case 'project':
      return '/#projects';
    case 'promotion':
      return '/#promotions';
    case 'blog':
      return hit.slug ? `/blog/${encodeURIComponent(hit.slug)}` : '/#blog';
    case 'shop':
      return `/product/${encodeURIComponent(hit.id)}`;
  }
}

export function hitTitle(hit: SearchHit): string {
  return hit.title || hit.name || 'Untitled';
}

export function hitSummary(hit: SearchHit): string | null {
  return hit.excerpt || hit.description || null;
}

export function hitImage(hit: SearchHit): string | null {
  return hit.image || hit.featured_image || hit.icon || null;
}
