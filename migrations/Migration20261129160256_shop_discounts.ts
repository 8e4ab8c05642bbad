import { Migration } from '@mikro-orm/migrations';

export class Migration20261129160256_shop_discounts extends Migration {
  override name = 'Migration20261129160256_shop_discounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shop_discount" ("id" uuid not null, "code" varchar(40) not null, "percent_off" int null, "amount_off_minor" bigint null, "product_ids" jsonb not null, "starts_at" timestamptz null, "ends_at" timestamptz null, "max_uses" int null, "max_uses_per_email" int null, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "shop_discount" add constraint "shop_discount_code_unique" unique ("code");`);

    this.addSql(
      `alter table "shop_order" add "subtotal_minor" bigint not null default '0', add "discount_id" uuid null, add "discount_code" varchar(40) null, add "discount_minor" bigint not null default '0';`,
    );
    // Orders placed before discounts: their gross is what they charged.
    this.addSql(`update "shop_order" set "subtotal_minor" = "total_minor";`);
    this.addSql(`create index "shop_order_discount_idx" on "shop_order" ("discount_id", "status");`);

    this.addSql(
      `alter table "shop_product" add "pay_what_you_want" boolean not null default false, add "min_price_minor" bigint null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shop_discount" cascade;`);

    this.addSql(`drop index "shop_order_discount_idx";`);
    this.addSql(
      `alter table "shop_order" drop column "subtotal_minor", drop column "discount_id", drop column "discount_code", drop column "discount_minor";`,
    );

    this.addSql(`alter table "shop_product" drop column "pay_what_you_want", drop column "min_price_minor";`);
  }
}
