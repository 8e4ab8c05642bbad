import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The namespaces of public answers a piece of work read (`PublicCache.read` notes its own), so a
 * page rendered from them is kept only against those namespaces' versions: a vote moves
 * `comments`, which a product page never read, and leaves that page as it was (issue 30).
 *
 * `everything` marks work that read something no namespace vouches for (a render's read that
 * touched no public cache): such a page is kept against every namespace, as before.
 */
export type Reads = { namespaces: Set<string>; everything: boolean };

const current = new AsyncLocalStorage<Reads>();

/** Runs `work`, recording the namespaces its reads (and anything they start) went through. */
export async function recordReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: Reads }> {
  const reads: Reads = { namespaces: new Set(), everything: false };
  const result = await current.run(reads, work);
  return { result, reads };
}

/**
 * Runs one read of a recorded piece of work (one of a render's `siteReads`): when it went through no
 * public cache, the whole work depends on everything. Outside a recording it just runs.
 */
export async function recordOneRead<T>(read: () => Promise<T>): Promise<T> {
  const outer = current.getStore();
  if (!outer) return read();
  const { result, reads } = await recordReads(read);
  for (const namespace of reads.namespaces) outer.namespaces.add(namespace);
  if (reads.everything || reads.namespaces.size === 0) outer.everything = true;
  return result;
}

/** Notes that the current work read `namespace` (a no-op outside a recording). */
export function noteRead(namespace: string): void {
  current.getStore()?.namespaces.add(namespace);
}
