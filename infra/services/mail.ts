import { MailCatcher } from './mail-catcher.ts';
import { findFreePort } from './net.ts';
import type { Supervisor } from './supervisor.ts';

/**
 * The SMTP relay for `npm start` and `npm run dev`: SMTP_URL when set (a real relay), otherwise
 * the in-process mail catcher on free ports (SMTP near 1025, its web page near 1080).
 */
export async function ensureMail(supervisor: Supervisor): Promise<{ smtpUrl: string; webUrl?: string }> {
  if (process.env.SMTP_URL) {
    supervisor.log('email goes to the relay in SMTP_URL');
    return { smtpUrl: process.env.SMTP_URL };
  }
  const catcher = new MailCatcher({
    smtpPort: await findFreePort(1025),
    webPort: await findFreePort(1080),
  });
  const { smtpUrl, webUrl } = await catcher.start();
  supervisor.onStop(() => catcher.stop());
  supervisor.log(`SMTP_URL is unset: email is caught locally (${smtpUrl}), see ${webUrl}`);
  return { smtpUrl, webUrl };
}
