import { Migration } from '@mikro-orm/migrations';

export class Migration20261123223929_newsletter extends Migration {
  override name = 'Migration20261123223929_newsletter';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_delivery" ("id" uuid not null, "idempotency_key" varchar(200) not null, "recipient" varchar(254) not null, "subject" varchar(300) not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "message_id" varchar(300) null, "sent_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "email_delivery" add constraint "email_delivery_idempotency_key_unique" unique ("idempotency_key");`,
    );

    this.addSql(
      `create table "newsletter_subscriber" ("id" uuid not null, "email" varchar(254) not null, "name" varchar(100) null, "is_active" boolean not null default true, "is_verified" boolean not null default false, "subscription_date" timestamptz not null, "verified_at" timestamptz null, "unsubscribed_at" timestamptz null, "unsubscribe_token_hash" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsletter_subscriber" add constraint "newsletter_subscriber_email_unique" unique ("email");`,
    );
    this.addSql(
      `alter table "newsletter_subscriber" add constraint "newsletter_subscriber_unsubscribe_unique" unique ("unsubscribe_token_hash");`,
    );
    this.addSql(
      `create index "newsletter_subscriber_date_idx" on "newsletter_subscriber" ("subscription_date", "id");`,
    );

    this.addSql(
      `create table "newsletter_verification_token" ("id" uuid not null, "subscriber_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "newsletter_verification_token_subscriber_idx" on "newsletter_verification_token" ("subscriber_id");`,
    );
    this.addSql(
      `alter table "newsletter_verification_token" add constraint "newsletter_verification_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "email_delivery" add constraint "email_delivery_status_check" check ("status" in ('pending', 'sent', 'failed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_delivery" cascade;`);
    this.addSql(`drop table if exists "newsletter_subscriber" cascade;`);
    this.addSql(`drop table if exists "newsletter_verification_token" cascade;`);
  }
}
