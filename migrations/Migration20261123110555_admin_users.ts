import { Migration } from '@mikro-orm/migrations';

export class Migration20261123110555_admin_users extends Migration {
  override name = 'Migration20261123110555_admin_users';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_user" ("id" uuid not null, "name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(25) null, "role" text not null default 'user', "password_hash" varchar(255) not null, "is_verified" boolean not null default false, "failed_login_count" int not null default 0, "account_locked_until" timestamptz null, "last_login" timestamptz null, "profile_picture" varchar(255) null, "token_version" int not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(
      `alter table "app_user" add constraint "app_user_role_check" check ("role" in ('admin', 'moderator', 'user'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_user" cascade;`);
  }
}
