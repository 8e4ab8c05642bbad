import { z } from 'zod';
import { defineEvent } from '../platform/events/index.ts';

/** What happened to a piece of content; subscribers re-read it by id (search indexes it). */
export const contentChangeSchema = z.object({
  id: z.string(),
  action: z.enum(['created', 'updated', 'deleted']),
  occurredAt: z.iso.datetime(),
});
export type ContentChange = z.infer<typeof contentChangeSchema>;
export type ContentAction = ContentChange['action'];

export const skillChanged = defineEvent('content.skill_changed', contentChangeSchema);
export const projectChanged = defineEvent('content.project_changed', contentChangeSchema);
export const promotionChanged = defineEvent('content.promotion_changed', contentChangeSchema);
/** Settings are one record; its id is always 'site'. */
export const settingsChanged = defineEvent('content.settings_changed', contentChangeSchema);

export const CONTENT_EVENTS = [skillChanged, projectChanged, promotionChanged, settingsChanged] as const;
