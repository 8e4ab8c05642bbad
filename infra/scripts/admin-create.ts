// `npm run admin:create -- --name "Jane Doe" --email jane@example.com`
// Creates an administrator from the terminal. The password is read from a hidden prompt, or
// from stdin when it is piped (`printf '%s\n' "$PASSWORD" | npm run admin:create -- ...`);
// never from argv, where other users of the machine could read it.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { createAdminAccount, registerSchema } from '../../modules/admin/index.ts';
import { ENTITIES } from '../../modules/entities.ts';
import { loadConfig } from '../../modules/platform/config/index.ts';
import { createOrm } from '../../modules/platform/db/index.ts';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Echo nothing while the password is typed.
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array) =>
    typeof chunk === 'string' && chunk.startsWith('Password')
      ? write(chunk)
      : true) as typeof process.stdout.write;
  try {
    return await rl.question('Password (20+ characters, upper, lower, digit, one of @$!%*?&): ');
  } finally {
    process.stdout.write = write;
    rl.close();
    write('\n');
  }
}

const { values } = parseArgs({ options: { name: { type: 'string' }, email: { type: 'string' } } });
if (!values.name || !values.email) {
  console.error('Usage: npm run admin:create -- --name "Full Name" --email you@example.com');
  process.exit(2);
}
const parsed = registerSchema.safeParse({
  name: values.name,
  email: values.email,
  password: await readPassword(),
});
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`${issue.path.join('.')}: ${issue.message}`);
  process.exit(1);
}
const config = loadConfig();
const orm = await createOrm({ databaseUrl: config.databaseUrl, entities: ENTITIES, poolMax: 1 });
try {
  const user = await createAdminAccount(orm, parsed.data, config.passwordHashCost);
  console.log(`Created administrator ${user.email} (${user.id}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await orm.close();
}
