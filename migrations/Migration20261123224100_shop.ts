import { Migration } from '@mikro-orm/migrations';

export class Migration20261123224100_shop extends Migration {
  override name = 'Migration20261123224100_shop';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shop_product" ("id" uuid not null, "name" varchar(255) not null, "description" text not null default '', "price_minor" bigint not null, "currency" varchar(3) not null default 'KES', "image" varchar(255) null, "category" varchar(100) not null default '', "featured" boolean not null default false, "is_active" boolean not null default true, "quantity" int not null default 0, "product_links" jsonb not null, "views" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_product_active_idx" on "shop_product" ("is_active", "created_at");`);
    this.addSql(`create index "shop_product_category_idx" on "shop_product" ("category");`);

    this.addSql(
      `create table "shop_product_file" ("id" uuid not null, "product_id" uuid not null, "original_name" varchar(255) not null, "stored_key" varchar(100) not null, "size" bigint not null, "content_type" varchar(100) not null, "position" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_product_file_product_idx" on "shop_product_file" ("product_id");`);
    this.addSql(
      `alter table "shop_product_file" add constraint "shop_product_file_key_unique" unique ("stored_key");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shop_product" cascade;`);
    this.addSql(`drop table if exists "shop_product_file" cascade;`);
  }
}
