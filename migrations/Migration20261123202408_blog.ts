import { Migration } from '@mikro-orm/migrations';

export class Migration20261123202408_blog extends Migration {
  override name = 'Migration20261123202408_blog';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "blog_comment" ("id" uuid not null, "post_id" uuid not null, "parent_id" uuid null, "name" varchar(100) not null, "email" varchar(254) null, "content" text not null, "author_hash" varchar(64) null, "user_agent" varchar(300) null, "upvotes" int not null default 0, "downvotes" int not null default 0, "deleted_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "blog_comment_parent_idx" on "blog_comment" ("parent_id");`);
    this.addSql(`create index "blog_comment_post_idx" on "blog_comment" ("post_id", "created_at");`);

    this.addSql(
      `create table "blog_comment_vote" ("id" uuid not null, "comment_id" uuid not null, "voter_hash" varchar(64) not null, "type" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "blog_comment_vote" add constraint "blog_comment_vote_voter_unique" unique ("comment_id", "voter_hash");`,
    );

    this.addSql(
      `create table "blog_post" ("id" uuid not null, "slug" varchar(200) not null, "title" varchar(255) not null, "excerpt" text null, "category" varchar(100) not null default '', "tags" jsonb not null, "featured_image" varchar(255) null, "author_name" varchar(100) not null default 'Admin', "published_at" timestamptz null, "announced_at" timestamptz null, "read_time" int not null default 5, "views" int not null default 0, "content" text not null, "content_text" text not null default '', "status" text not null default 'draft', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "blog_post" add constraint "blog_post_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_post_visible_idx" on "blog_post" ("status", "published_at");`);
    this.addSql(`create index "blog_post_category_idx" on "blog_post" ("category");`);

    this.addSql(
      `create table "blog_post_slug_redirect" ("slug" varchar(200) not null, "post_id" uuid not null, "created_at" timestamptz not null, primary key ("slug"));`,
    );
    this.addSql(`create index "blog_post_slug_redirect_post_idx" on "blog_post_slug_redirect" ("post_id");`);

    this.addSql(
      `alter table "blog_comment_vote" add constraint "blog_comment_vote_type_check" check ("type" in ('up', 'down'));`,
    );

    this.addSql(
      `alter table "blog_post" add constraint "blog_post_status_check" check ("status" in ('draft', 'published', 'archived'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "blog_comment" cascade;`);
    this.addSql(`drop table if exists "blog_comment_vote" cascade;`);
    this.addSql(`drop table if exists "blog_post" cascade;`);
    this.addSql(`drop table if exists "blog_post_slug_redirect" cascade;`);
  }
}
