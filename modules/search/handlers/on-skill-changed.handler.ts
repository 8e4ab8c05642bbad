import { skillChanged } from '../../content/index.ts';
import { defineHandler } from '../../platform/events/index.ts';
import type { ReindexOne } from './reindex-one.ts';

/** Keeps a skill's search document in step with the skill (gone once it is not active). Idempotent. */
export const onSkillChanged = (reindex: ReindexOne) =>
  defineHandler({
    name: 'search.index_skill_changed',
    event: skillChanged,
    handle: (event) => reindex('skill', event.payload.id),
  });
