import { type EmailMessage, renderEmail, siteLink } from '../../platform/mail/index.ts';
import type { Problem } from '../entities/problem.entity.ts';

type Site = { publicUrl: string; siteName: string };

const linkOf = (problem: Pick<Problem, 'link'>, publicUrl: string) =>
  siteLink(publicUrl, problem.link ?? '/admin/dashboard');

/** The alert of one problem, sent once when it opens. */
export function alertEmail(to: string, problem: Problem, site: Site): EmailMessage {
  const { html, text } = renderEmail({
    preview: problem.title,
    heading: problem.title,
    paragraphs: [
      problem.detail,
      `First seen ${problem.firstSeenAt.toISOString()}. You will not be emailed about it again while it lasts; the daily digest lists it until it clears.`,
    ],
    action: { label: 'Look into it', url: linkOf(problem, site.publicUrl) },
    footer: [`${site.siteName}: operations alert.`],
  });
  return { to, subject: `[${site.siteName}] Problem: ${problem.title}`.slice(0, 300), html, text };
}

/** The daily list of the problems still open. */
export function digestEmail(
  to: string,
  date: string,
  problems: readonly Problem[],
  site: Site,
): EmailMessage {
  const { html, text } = renderEmail({
    preview: `${problems.length} open problem(s) on ${date}`,
    heading: `${problems.length} open problem(s)`,
    paragraphs: problems.map((problem) => ({
      text: `${problem.title} (since ${problem.firstSeenAt.toISOString()}, seen ${problem.occurrences} time(s)):`,
      link: { label: 'look into it', url: linkOf(problem, site.publicUrl) },
    })),
    action: { label: 'Open the dashboard', url: siteLink(site.publicUrl, '/admin/dashboard') },
    footer: [`${site.siteName}: daily operations digest for ${date}.`],
  });
  return { to, subject: `[${site.siteName}] Open problems on ${date}`, html, text };
}
