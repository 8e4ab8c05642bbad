import { Migration } from '@mikro-orm/migrations';

export class Migration20261126131434_payments_recovery_request extends Migration {
  override name = 'Migration20261126131434_payments_recovery_request';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_recovery_request" ("id" uuid not null, "email" varchar(255) not null, "reference" varchar(100) not null, "requested_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "payment_recovery_request_requested_idx" on "payment_recovery_request" ("requested_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_recovery_request" cascade;`);
  }
}
