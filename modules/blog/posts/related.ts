/** What ranking needs of a post. */
export type RelatedCandidate = {
  id: string;
  category: string;
  tags: string[];
  publishedAt?: Date | null | undefined;
};

/**
 * Related posts: same category first, then by tags shared with the post (more first), newest
 * first among equals. Never the post itself; posts sharing neither are not related.
 */
export function rankRelated<T extends RelatedCandidate>(
  post: RelatedCandidate,
  candidates: T[],
  limit: number,
): T[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  const scored = candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => {
      const sameCategory = post.category !== '' && candidate.category === post.category;
      const shared = candidate.tags.filter((tag) => tags.has(tag.toLowerCase())).length;
      return { candidate, score: (sameCategory ? 1000 : 0) + shared };
    })
    .filter(({ score }) => score > 0);
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (b.candidate.publishedAt?.getTime() ?? 0) - (a.candidate.publishedAt?.getTime() ?? 0) ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
  return scored.slice(0, limit).map(({ candidate }) => candidate);
}
