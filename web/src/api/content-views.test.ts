import { describe, expect, it } from 'vitest';
import {
  projectsResponseSchema,
  promotionsResponseSchema,
  SETTINGS_DEFAULTS,
  settingsResponseSchema,
  skillsResponseSchema,
  socialLinksResponseSchema,
} from '../../../modules/content/content.schemas.ts';
import { projectView, promotionView, skillView, socialLinkView } from '../site/site-test-utils';

/**
 * The public page parses with the content module's own schemas (zod/mini, loaded beside the first
 * request): a presenter's answer reads back as sent, a malformed one is refused.
 */
const PAIRS = [
  ['skills', skillsResponseSchema, { success: true, skills: [skillView()] }],
  ['projects', projectsResponseSchema, { success: true, projects: [projectView()] }],
  ['promotions', promotionsResponseSchema, { success: true, promotions: [promotionView()] }],
  ['social links', socialLinksResponseSchema, { success: true, socialLinks: [socialLinkView()] }],
  [
    'settings',
    settingsResponseSchema,
    { success: true, settings: { ...SETTINGS_DEFAULTS, updated_at: null } },
  ],
] as const;

describe('public content answers', () => {
  it.each(PAIRS)('parse %s exactly as the content module sends it', (_name, schema, answer) => {
    expect(schema.parse(answer)).toEqual(answer);
  });

  it.each(PAIRS)('refuse a malformed %s answer', (_name, schema) => {
    const broken = {
      success: true,
      skills: [{ id: 1 }],
      projects: 'x',
      promotions: null,
      socialLinks: [1],
      settings: {},
    };
    expect(schema.safeParse(broken).success).toBe(false);
  });
});
