import { Migration } from '@mikro-orm/migrations';

export class Migration20261129160812_payments_refunds extends Migration {
  override name = 'Migration20261129160812_payments_refunds';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_refund" ("id" uuid not null, "transaction_id" uuid not null, "amount_minor" bigint not null, "currency" varchar(3) not null, "full" boolean not null, "reason" varchar(500) not null, "method" varchar(10) not null, "status" varchar(10) not null, "requested_by_id" varchar(100) not null, "requested_by_name" varchar(100) not null, "attempts" int not null default 0, "message" varchar(500) null, "requested_at" timestamptz not null, "decided_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_refund" add constraint "payment_refund_transaction_unique" unique ("transaction_id");`,
    );

    this.addSql(`alter table "analytics_conversion" add "refunded_minor" bigint not null default '0';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_refund" cascade;`);

    this.addSql(`alter table "analytics_conversion" drop column "refunded_minor";`);
  }
}
