import { Migration } from '@mikro-orm/migrations';

export class Migration20261123113508_content extends Migration {
  override name = 'Migration20261123113508_content';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_project" ("id" uuid not null, "title" varchar(200) not null, "category" varchar(100) not null, "description" text not null, "technologies" jsonb not null, "link" varchar(500) null, "github_link" varchar(500) null, "status" text not null default 'published', "featured" boolean not null default false, "order_index" int not null default 0, "image" varchar(255) null, "views_count" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "content_project_order_idx" on "content_project" ("order_index", "title");`);

    this.addSql(
      `create table "content_promotion" ("id" uuid not null, "type" varchar(50) not null default 'free-resource', "title" varchar(200) not null, "description" text null, "badge" varchar(50) null, "cta_text" varchar(50) null, "href" varchar(1000) null, "price" varchar(50) null, "old_price" varchar(50) null, "bg_color" varchar(300) null, "image" varchar(255) null, "is_active" boolean not null default true, "is_ad" boolean not null default false, "order_index" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "content_promotion_order_idx" on "content_promotion" ("order_index", "title");`,
    );

    this.addSql(
      `create table "content_site_settings" ("id" varchar(20) not null, "owner_name" varchar(100) not null, "hero_title" varchar(200) not null, "hero_subtitle" varchar(600) not null, "contact_email" varchar(254) not null, "whatsapp_url" varchar(500) not null, "telegram_url" varchar(500) not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "content_skill" ("id" uuid not null, "name" varchar(100) not null, "category" varchar(100) not null, "proficiency" int not null default 50, "started_year" int null, "description" text null, "status" text not null default 'active', "order_index" int not null default 0, "icon" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "content_skill_order_idx" on "content_skill" ("order_index", "name");`);

    this.addSql(
      `create table "content_social_link" ("id" uuid not null, "name" varchar(100) not null, "url" varchar(500) not null, "platform" varchar(50) not null, "color" varchar(50) not null default '#6B7280', "hover_color" varchar(50) not null default '#374151', "is_active" boolean not null default true, "order_index" int not null default 0, "icon" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "content_social_link_order_idx" on "content_social_link" ("order_index", "name");`,
    );

    this.addSql(
      `alter table "content_project" add constraint "content_project_status_check" check ("status" in ('published', 'draft', 'archived'));`,
    );

    this.addSql(
      `alter table "content_skill" add constraint "content_skill_status_check" check ("status" in ('active', 'learning', 'paused'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_project" cascade;`);
    this.addSql(`drop table if exists "content_promotion" cascade;`);
    this.addSql(`drop table if exists "content_site_settings" cascade;`);
    this.addSql(`drop table if exists "content_skill" cascade;`);
    this.addSql(`drop table if exists "content_social_link" cascade;`);
  }
}
