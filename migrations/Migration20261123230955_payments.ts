import { Migration } from '@mikro-orm/migrations';

export class Migration20261123230955_payments extends Migration {
  override name = 'Migration20261123230955_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shop_download_grant" ("id" uuid not null, "order_id" uuid not null, "product_id" uuid not null, "product_file_id" uuid not null, "file_index" int not null, "used_at" timestamptz null, "session_expires_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "shop_download_grant" add constraint "shop_download_grant_order_index_unique" unique ("order_id", "file_index");`,
    );
    this.addSql(
      `alter table "shop_download_grant" add constraint "shop_download_grant_order_file_unique" unique ("order_id", "product_file_id");`,
    );

    this.addSql(
      `create table "shop_order" ("id" uuid not null, "merchant_reference" varchar(50) not null, "client_order_id" varchar(200) not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(255) not null, "phone" varchar(30) not null, "country_code" varchar(2) not null, "address_line1" varchar(255) not null, "city" varchar(100) not null, "state" varchar(100) not null, "postal_code" varchar(20) not null, "payment_method" varchar(10) not null, "status" varchar(20) not null default 'pending', "description" varchar(100) not null, "total_minor" bigint not null, "currency" varchar(3) not null default 'KES', "created_at" timestamptz not null, "paid_at" timestamptz null, "fulfilled_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_merchant_reference_unique" unique ("merchant_reference");`,
    );
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_client_order_id_unique" unique ("client_order_id");`,
    );
    this.addSql(`create index "shop_order_created_idx" on "shop_order" ("created_at");`);

    this.addSql(
      `create table "shop_order_line" ("id" uuid not null, "order_id" uuid not null, "product_id" uuid not null, "name" varchar(255) not null, "unit_price_minor" bigint not null, "quantity" int not null, "line_total_minor" bigint not null, "position" int not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_order_line_order_idx" on "shop_order_line" ("order_id");`);

    this.addSql(
      `create table "payment_notification" ("id" uuid not null, "order_tracking_id" varchar(100) not null, "merchant_reference" varchar(50) null, "notification_type" varchar(20) not null, "method" varchar(10) not null, "received_count" int not null default 1, "first_received_at" timestamptz not null, "last_received_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_notification" add constraint "payment_notification_tracking_type_unique" unique ("order_tracking_id", "notification_type");`,
    );

    this.addSql(
      `create table "payment_event" ("id" uuid not null, "transaction_id" uuid not null, "source" varchar(20) not null, "summary" varchar(500) not null, "received" jsonb null, "answer" jsonb null, "state_before" varchar(20) not null, "state_after" varchar(20) not null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "payment_event_transaction_idx" on "payment_event" ("transaction_id");`);

    this.addSql(
      `create table "payment_transaction" ("id" uuid not null, "order_id" uuid not null, "merchant_reference" varchar(50) not null, "order_tracking_id" varchar(100) null, "redirect_url" text null, "state" varchar(20) not null default 'pending', "status_code" int null, "payment_method" varchar(50) not null, "confirmation_code" varchar(100) null, "payment_account" varchar(100) null, "amount_minor" bigint not null, "currency" varchar(3) not null, "last_checked_at" timestamptz null, "next_poll_at" timestamptz null, "poll_attempts" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "payment_transaction" add constraint "payment_transaction_order_unique" unique ("order_id");`,
    );
    this.addSql(
      `alter table "payment_transaction" add constraint "payment_transaction_reference_unique" unique ("merchant_reference");`,
    );
    this.addSql(
      `alter table "payment_transaction" add constraint "payment_transaction_tracking_unique" unique ("order_tracking_id");`,
    );
    this.addSql(
      `create index "payment_transaction_poll_idx" on "payment_transaction" ("state", "next_poll_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shop_download_grant" cascade;`);
    this.addSql(`drop table if exists "shop_order" cascade;`);
    this.addSql(`drop table if exists "shop_order_line" cascade;`);
    this.addSql(`drop table if exists "payment_notification" cascade;`);
    this.addSql(`drop table if exists "payment_event" cascade;`);
    this.addSql(`drop table if exists "payment_transaction" cascade;`);
  }
}
