import { Migration } from '@mikro-orm/migrations';

export class Migration20261129134006_analytics_conversions extends Migration {
  override name = 'Migration20261129134006_analytics_conversions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "analytics_conversion" ("id" varchar(100) not null, "kind" varchar(10) not null, "day" date not null, "source" varchar(120) not null, "channel" varchar(16) not null, "campaign" varchar(120) null, "entry_path" varchar(512) not null, "revenue_minor" bigint not null default '0', "currency" varchar(3) null, "reversed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "analytics_conversion_day_idx" on "analytics_conversion" ("day");`);

    this.addSql(`alter table "payment_transaction" add "attribution" jsonb null;`);

    this.addSql(`alter table "newsletter_verification_token" add "attribution" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_conversion" cascade;`);

    this.addSql(`alter table "newsletter_verification_token" drop column "attribution";`);

    this.addSql(`alter table "payment_transaction" drop column "attribution";`);
  }
}
