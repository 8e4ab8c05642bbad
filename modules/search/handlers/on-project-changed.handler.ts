import { projectChanged } from '../../content/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { ReindexOne } from './reindex-one.ts';

/** Keeps a project's search document in step with the project (gone once it is not published). Idempotent. */
export const onProjectChanged = (reindex: ReindexOne) =>
  defineHandler({
    name: 'search.index_project_changed',
    event: projectChanged,
    handle: (event) => reindex('project', event.payload.id),
  });
