import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230308_newsletter_campaign extends Migration {
  override name = 'Migration20261123230308_newsletter_campaign';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "newsletter_campaign" ("id" uuid not null, "post_id" uuid not null, "status" text not null default 'sending', "subject" varchar(300) not null, "content" jsonb not null, "total" int not null default 0, "sent" int not null default 0, "failed" int not null default 0, "started_by" uuid not null, "created_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsletter_campaign" add constraint "newsletter_campaign_post_unique" unique ("post_id");`,
    );

    this.addSql(
      `create table "newsletter_campaign_recipient" ("campaign_id" uuid not null, "subscriber_id" uuid not null, "status" text not null default 'pending', "last_error" text null, "updated_at" timestamptz null, primary key ("campaign_id", "subscriber_id"));`,
    );

    this.addSql(
      `alter table "newsletter_campaign" add constraint "newsletter_campaign_status_check" check ("status" in ('sending', 'sent'));`,
    );

    this.addSql(
      `alter table "newsletter_campaign_recipient" add constraint "newsletter_campaign_recipient_status_check" check ("status" in ('pending', 'sent', 'skipped', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "newsletter_campaign" cascade;`);
    this.addSql(`drop table if exists "newsletter_campaign_recipient" cascade;`);
  }
}
