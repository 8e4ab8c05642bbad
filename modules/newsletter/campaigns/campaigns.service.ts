import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import type { Publish } from '../../platform/events/index.ts';
import type { EmailMessage } from '../../platform/mail/index.ts';
import { Campaign, type CampaignContent, Subscriber } from '../entities/index.ts';
import { campaignStarted } from '../newsletter.events.ts';
import { type CampaignView, MESSAGES } from '../newsletter.schemas.ts';
import { presentCampaign } from './campaign.presenter.ts';

/** What the newsletter may know of a post (the blog door's `postCard`). */
export type PostCardOf = (postId: string) => Promise<(CampaignContent & { published: boolean }) | null>;

export type CampaignsDeps = {
  em: EntityManager;
  publish: Publish;
  clock: () => Date;
  postCard: PostCardOf;
  /** The post's email for one address and unsubscribe token (the same builder the worker uses). */
  render: (post: CampaignContent, to: string, unsubscribeToken: string) => Promise<EmailMessage>;
};

export type CampaignPreview = {
  preview: { subject: string; html: string; text: string };
  active_subscribers: number;
  campaign: CampaignView | null;
};

/** Sending a post to the subscribers: the preview, the start (once per post), the progress. */
export class CampaignsService {
  readonly #deps: CampaignsDeps;

  constructor(deps: CampaignsDeps) {
    this.#deps = deps;
  }

  /** The email as a subscriber will get it, who gets it, and the campaign if it was sent. */
  async preview(postId: string): Promise<CampaignPreview> {
    const card = await this.#card(postId);
    const { em } = this.#deps;
    const [active, campaign] = await Promise.all([
      em.count(Subscriber, { isActive: true, isVerified: true }),
      em.findOne(Campaign, { postId }),
    ]);
    // A sent post previews what was sent (its frozen content), not today's edit.
    const email = await this.#deps.render(campaign?.content ?? card, 'subscriber@example.com', 'preview');
    return {
      preview: { subject: email.subject, html: email.html, text: email.text },
      active_subscribers: active,
      campaign: campaign ? presentCampaign(campaign) : null,
    };
  }

  /**
   * Freezes the audience (active, verified subscribers) and the post's content, and announces
   * `newsletter.campaign_started` in the same transaction. The unique post id makes a second
   * start, even a concurrent one, a 409.
   */
  async start(postId: string, startedBy: string): Promise<CampaignView> {
    const card = await this.#card(postId);
    if (!card.published) throw new BadRequestError(MESSAGES.postNotPublished, 'not_published');
    const content: CampaignContent = {
      title: card.title,
      excerpt: card.excerpt,
      featuredImage: card.featuredImage,
      slug: card.slug,
      category: card.category,
      readTime: card.readTime,
    };
    const id = randomUUID();
    const now = this.#deps.clock();
    const subject = (await this.#deps.render(content, 'subscriber@example.com', 'preview')).subject;
    const created = await this.#deps.em.transactional(async (em) => {
      const inserted = await em.execute<{ id: string }[]>(
        `insert into newsletter_campaign (id, post_id, status, subject, content, total, sent, failed,
           started_by, created_at) values (?, ?, 'sending', ?, ?::jsonb, 0, 0, 0, ?, ?)
         on conflict (post_id) do nothing returning id`,
        [id, postId, subject, JSON.stringify(content), startedBy, now],
      );
      if (inserted.length === 0) return false;
      const [audience] = await em.execute<{ total: string }[]>(
        `with added as (insert into newsletter_campaign_recipient (campaign_id, subscriber_id, status)
           select ?, id, 'pending' from newsletter_subscriber where is_active and is_verified returning 1)
         select count(*) as total from added`,
        [id],
      );
      const total = Number(audience?.total ?? 0);
      // Nobody to send to: the campaign is done at once.
      await em.execute(
        `update newsletter_campaign set total = ?, status = case when ? = 0 then 'sent' else 'sending' end,
           finished_at = case when ? = 0 then ?::timestamptz else null end where id = ?`,
        [total, total, total, now, id],
      );
      await this.#deps.publish(em, campaignStarted, {
        campaignId: id,
        postId,
        occurredAt: now.toISOString(),
      });
      return true;
    });
    if (!created) throw new ConflictError(MESSAGES.alreadySent, 'already_sent');
    return this.get(id);
  }

  async get(id: string): Promise<CampaignView> {
    const campaign = await this.#deps.em.findOne(Campaign, { id });
    if (!campaign) throw new NotFoundError(MESSAGES.campaignNotFound);
    return presentCampaign(campaign);
  }

  /** Every campaign, newest first (the blog list marks posts already sent). */
  async list(): Promise<CampaignView[]> {
    const campaigns = await this.#deps.em.find(Campaign, {}, { orderBy: { createdAt: 'desc', id: 'asc' } });
    return campaigns.map(presentCampaign);
  }

  async #card(postId: string) {
    const card = await this.#deps.postCard(postId);
    if (!card) throw new NotFoundError(MESSAGES.postNotFound);
    return card;
  }
}
