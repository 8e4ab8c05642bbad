import { Migration } from '@mikro-orm/migrations';

export class Migration20261129162153_shop_settings extends Migration {
  override name = 'Migration20261129162153_shop_settings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shop_settings" ("id" varchar(10) not null, "sale_alerts" varchar(10) not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shop_settings" cascade;`);
  }
}
