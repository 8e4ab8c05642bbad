import { Migration } from '@mikro-orm/migrations';

export class Migration20261129161324_comment_moderation extends Migration {
  override name = 'Migration20261129161324_comment_moderation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blog_comment_block" ("id" uuid not null, "kind" text not null, "value" varchar(254) not null, "label" varchar(254) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "blog_comment_block" add constraint "blog_comment_block_unique" unique ("kind", "value");`,
    );

    this.addSql(
      `create table "blog_comment_notice" ("id" uuid not null, "comment_id" uuid not null, "confirm_hash" varchar(64) not null, "unsubscribe_hash" varchar(64) not null, "confirmed_at" timestamptz null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "blog_comment_notice" add constraint "blog_comment_notice_comment_unique" unique ("comment_id");`,
    );
    this.addSql(
      `alter table "blog_comment_notice" add constraint "blog_comment_notice_confirm_unique" unique ("confirm_hash");`,
    );
    this.addSql(
      `alter table "blog_comment_notice" add constraint "blog_comment_notice_unsubscribe_unique" unique ("unsubscribe_hash");`,
    );

    this.addSql(
      `create table "blog_comment_settings" ("id" int not null, "moderation" text not null default 'off', "blocked_words" jsonb not null, "daily_digest" boolean not null default true, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `alter table "blog_comment" add "status" text not null default 'approved', add "held_reason" varchar(40) null, add "visitor_hash" varchar(64) null, add "is_owner" boolean not null default false, add "pinned_at" timestamptz null;`,
    );
    this.addSql(`create index "blog_comment_status_idx" on "blog_comment" ("status", "created_at");`);
    this.addSql(
      `alter table "blog_comment" add constraint "blog_comment_status_check" check ("status" in ('pending', 'approved', 'spam'));`,
    );

    this.addSql(`alter table "blog_post" add "comments_closed" boolean not null default false;`);

    this.addSql(
      `alter table "blog_comment_block" add constraint "blog_comment_block_kind_check" check ("kind" in ('visitor', 'email'));`,
    );

    this.addSql(
      `alter table "blog_comment_settings" add constraint "blog_comment_settings_moderation_check" check ("moderation" in ('off', 'first', 'all'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blog_comment_block" cascade;`);
    this.addSql(`drop table if exists "blog_comment_notice" cascade;`);
    this.addSql(`drop table if exists "blog_comment_settings" cascade;`);

    this.addSql(`drop index "blog_comment_status_idx";`);
    this.addSql(`alter table "blog_comment" drop constraint "blog_comment_status_check";`);
    this.addSql(
      `alter table "blog_comment" drop column "status", drop column "held_reason", drop column "visitor_hash", drop column "is_owner", drop column "pinned_at";`,
    );

    this.addSql(`alter table "blog_post" drop column "comments_closed";`);
  }
}
