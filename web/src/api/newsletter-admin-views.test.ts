import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type {
  CampaignView,
  campaignViewSchema,
  SubscriberStats,
  SubscriberView,
  subscriberStatsSchema,
  subscriberViewSchema,
} from '../../../modules/newsletter/newsletter.schemas.ts';

describe('newsletter admin answers', () => {
  it("read whatever the newsletter's presenters send", () => {
    expectTypeOf<SubscriberView>().toExtend<z.input<typeof subscriberViewSchema>>();
    expectTypeOf<SubscriberStats>().toExtend<z.input<typeof subscriberStatsSchema>>();
    expectTypeOf<CampaignView>().toExtend<z.input<typeof campaignViewSchema>>();
  });
});
