import { randomUUID } from 'node:crypto';
import type { PostImports } from '../../blog/index.ts';
import type { EntityManager } from '../../platform/db/index.ts';
import { ImportItem } from '../entities/index.ts';
import { checksum } from './checksum.ts';
import type { ImportReportBuilder } from './import-report.ts';
import type { SourceComment } from './import-source.ts';

type CommentsInput = {
  source: string;
  posts: PostImports;
  postId: string;
  postKey: string;
  comments: SourceComment[];
  report: ImportReportBuilder;
};

/**
 * A post's comments, threads kept: parents are written before their replies whatever the
 * source's order; a reply whose parent is not imported (held, spam, missing) becomes a
 * top-level comment. Keyed `<post key>#comment-<id>` in `content_import_item`.
 */
export async function importComments(tx: EntityManager, input: CommentsInput): Promise<void> {
  const { report, source } = input;
  const taken: SourceComment[] = [];
  const seen = new Set<string>();
  for (const comment of input.comments) {
    if (comment.skip) report.skip('comment', comment.id, comment.line, comment.skip);
    else if (seen.has(comment.id))
      report.skip('comment', comment.id, comment.line, 'a second comment with this id');
    else {
      seen.add(comment.id);
      taken.push(comment);
    }
  }
  if (taken.length === 0) return;
  const keyOf = (comment: SourceComment) => `${input.postKey}#comment-${comment.id}`;
  const known = new Map(
    (await tx.find(ImportItem, { source, kind: 'comment', sourceId: { $in: taken.map(keyOf) } })).map(
      (row) => [row.sourceId, row],
    ),
  );
  const alive = await input.posts.existingComments(
    tx,
    [...known.values()].map((row) => row.targetId),
  );
  const ids = new Set(taken.map((comment) => comment.id));
  const written = new Map<string, string>();
  let rest = taken;
  while (rest.length > 0) {
    const ready = rest.filter((c) => !ids.has(c.parent) || written.has(c.parent) || c.parent === c.id);
    // A loop of parents (a broken file): the rest go in as they are, at the top level.
    const batch = ready.length > 0 ? ready : rest;
    for (const comment of batch) {
      const parentId = written.get(comment.parent) ?? null;
      const fields = {
        postId: input.postId,
        parentId,
        name: comment.name,
        content: comment.content,
        createdAt: comment.createdAt,
      };
      const sum = checksum({ ...fields, postId: undefined, parentId: parentId ? comment.parent : null });
      const row = known.get(keyOf(comment));
      const isAlive = row ? alive.has(row.targetId) : false;
      if (row && isAlive && row.checksum === sum) {
        written.set(comment.id, row.targetId);
        report.count('comment', 'unchanged');
        continue;
      }
      const id = await input.posts.saveComment(tx, row && isAlive ? row.targetId : null, fields);
      written.set(comment.id, id);
      report.count('comment', isAlive ? 'updated' : 'created');
      if (row) Object.assign(row, { targetId: id, checksum: sum });
      else
        tx.create(ImportItem, {
          id: randomUUID(),
          source,
          kind: 'comment',
          sourceId: keyOf(comment),
          targetId: id,
          checksum: sum,
        });
    }
    const done = new Set(batch);
    rest = rest.filter((comment) => !done.has(comment));
  }
}
