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
import {
  projectsAnswer,
  promotionsAnswer,
  settingsAnswer,
  skillsAnswer,
  socialLinksAnswer,
} from './content-answers';

/** The public page's zod/mini parsers and the content module's own schemas must agree. */
const PAIRS = [
  ['skills', skillsAnswer, skillsResponseSchema, { success: true, skills: [skillView()] }],
  ['projects', projectsAnswer, projectsResponseSchema, { success: true, projects: [projectView()] }],
  [
    'promotions',
    promotionsAnswer,
    promotionsResponseSchema,
    { success: true, promotions: [promotionView()] },
  ],
  [
    'social links',
    socialLinksAnswer,
    socialLinksResponseSchema,
    { success: true, socialLinks: [socialLinkView()] },
  ],
  [
    'settings',
    settingsAnswer,
    settingsResponseSchema,
    { success: true, settings: { ...SETTINGS_DEFAULTS, updated_at: null } },
  ],
] as const;

describe('public content answers', () => {
  it.each(PAIRS)('parse %s exactly as the content module does', (_name, mini, full, answer) => {
    expect(mini.parse(answer)).toEqual(full.parse(answer));
  });

  it.each(PAIRS)('refuse a malformed %s answer like the content module', (_name, mini, full) => {
    const broken = {
      success: true,
      skills: [{ id: 1 }],
      projects: 'x',
      promotions: null,
      socialLinks: [1],
      settings: {},
    };
    expect(mini.safeParse(broken).success).toBe(false);
    expect(full.safeParse(broken).success).toBe(false);
  });
});
