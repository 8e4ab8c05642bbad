import type { ReactNode } from 'react';
import type { PrivacyFacts } from '../../api/privacy';
import { CAMPAIGN_PARAMETERS } from '../../lib/beacon';
import { durationText } from '../../lib/durations';
import { browserStorage, type StoredItem } from './browser-storage';

/** One heading and its text; the heading names the section (a landmark-free region of prose). */
export function PrivacySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-pretty text-zinc-700 leading-relaxed dark:text-zinc-300">
        {children}
      </div>
    </section>
  );
}

function Bullets({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-zinc-400">{children}</ul>;
}

/** A name as the code spells it (a cookie, a parameter). */
function Name({ children }: { children: ReactNode }) {
  return (
    <code className="break-words rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-[0.9em] text-zinc-800 dark:bg-white/10 dark:text-zinc-200">
      {children}
    </code>
  );
}

/** `a, b, c and d`, each as a Name. */
function Names({ names }: { names: readonly string[] }) {
  return names.map((name, index) => (
    <span key={name}>
      {index > 0 && (index === names.length - 1 ? ' and ' : ', ')}
      <Name>{name}</Name>
    </span>
  ));
}

const linkClass =
  'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

export function AnalyticsSection({ facts }: { facts: PrivacyFacts }) {
  const { analytics, timeZone } = facts;
  const database = analytics.countryDatabase;
  return (
    <PrivacySection id="privacy-visits" title="Visits and statistics">
      <p>
        We count visits to learn which pages are read and where readers come from. This works without cookies
        and without knowing who you are. For each page you view, we store:
      </p>
      <Bullets>
        <li>the page’s address on this site, such as /blog/a-post, and the time;</li>
        <li>
          the website you came from, by name only: your browser sends just its origin (such as
          https://example.com), never the page you were on;
        </li>
        <li>
          the campaign tags of the address you arrived on (<Names names={CAMPAIGN_PARAMETERS} />
          ); no other part of the address is sent;
        </li>
        <li>your browser, operating system and type of device, read from your browser’s User-Agent;</li>
        <li>your country.</li>
      </Bullets>
      <p>
        <strong className="font-semibold text-zinc-950 dark:text-white">
          We never store your IP address
        </strong>{' '}
        with your visits. Our server uses it in memory for two things, then forgets it: to look up your
        country, in a database kept on our own server (your address is not sent to any other service), and to
        work out an anonymous visitor code.
      </p>
      <p>
        That code is a SHA-256 hash of a random daily salt, your IP address and your browser’s User-Agent. A
        new salt is drawn at random every day (a day runs from midnight to midnight, {timeZone} time) and
        deleted {durationText(analytics.saltKeptAfterDayMs)} after its day ends, so codes cannot be linked
        from one day to the next, by anyone, including us. The same code counts a post’s or a product’s views
        once per visitor per day.
      </p>
      <p>
        Views less than {durationText(analytics.visitIdleMs)} apart make one visit. To tell, we keep each
        visitor code’s latest visit (its first and last page and the details above) for{' '}
        {durationText(analytics.visitorStateKeptMs)}, then delete it. What remains are daily totals: how many
        visits each page, source, campaign, country and device had.
      </p>
      <p>
        Bots are not counted. Neither are the site owner’s own visits while signed in: the browser then
        reports nothing at all.
      </p>
      {database && (
        <p>
          Countries come from the{' '}
          {database.source ? (
            <a href={database.source} className={linkClass}>
              {database.package}
            </a>
          ) : (
            database.package
          )}{' '}
          database (version {database.version}, licence {database.licence}).
        </p>
      )}
    </PrivacySection>
  );
}

export function NewsletterSection({ facts }: { facts: PrivacyFacts }) {
  return (
    <PrivacySection id="privacy-newsletter" title="Newsletter subscriptions">
      <p>
        If you subscribe, we store your email address, your name if you give it, whether your subscription is
        waiting for confirmation, active or ended, and the dates you subscribed, confirmed and left.
      </p>
      <p>
        Nothing is sent to you until you confirm: we email you a link, and only a click on it starts your
        subscription (double opt-in). The link works once and expires after{' '}
        {durationText(facts.newsletter.verificationLinkMs)}.
      </p>
      <p>
        With the request we keep the page your visit began on, the site you came from (its address only) and
        any campaign tags of the link you followed, so that the site’s owner can see which posts and links
        bring subscribers. None of it names you.
      </p>
      <p>
        Every email we send has an unsubscribe link that works in one click. After you leave, your address
        stays on the list marked as unsubscribed, and nothing more is sent to it. We also log each email we
        send (the address, subject, time and whether it was delivered), so that none goes out twice.
      </p>
    </PrivacySection>
  );
}

export function ShopSection({ facts }: { facts: PrivacyFacts }) {
  const { downloads } = facts;
  return (
    <PrivacySection id="privacy-shop" title="Shop and payments">
      <p>
        When you buy, we store what you give at checkout: your name, email address, phone number and billing
        address, with the order (its products and amounts) and its payment status. Orders are the shop’s
        record of its sales; they are not deleted automatically.
      </p>
      <p>
        The order also keeps the page your visit began on, the site you came from (its address only) and any
        campaign tags of the link you followed, so that the site’s owner can see what leads to sales. They are
        never used for prices.
      </p>
      <p>
        Payments are processed by Pesapal. You enter your card or mobile-money details on Pesapal’s pages, so
        this site never sees your card number or PIN. Pesapal tells us the payment method, its confirmation
        code and the account it was paid from, as Pesapal shows it.
      </p>
      <p>
        Your receipt email links to your downloads, and each file downloads once. When a download starts, your
        browser gets the <Name>{downloads.resumeCookie}</Name> cookie, so that only it can resume the download
        within {durationText(downloads.resumeWindowMs)} if the connection breaks.
      </p>
    </PrivacySection>
  );
}

export function CommentsSection() {
  return (
    <PrivacySection id="privacy-comments" title="Comments">
      <p>
        A comment stores the name and the text you post, your browser’s User-Agent and a keyed hash of your IP
        address and browser (never the address itself), which lets the site’s owner block a visitor who sends
        spam. Your email address is stored only if you tick “Email me when someone replies”: nothing is sent
        before you confirm it from a link we email you, and the link in every reply email stops them and
        erases the address. Deleting your comment removes its name, email address and text.
      </p>
      <p>
        So that you can edit or delete your own comments, your browser keeps a random visitor identifier:
        “user_” followed by the time and a random string. We store only a keyed hash of it, never the
        identifier itself.
      </p>
      <p>
        When you vote on a comment, the vote is stored with keyed hashes of your IP address and browser (never
        the address itself), so that each visitor votes once.
      </p>
    </PrivacySection>
  );
}

export function AbuseSection({ facts }: { facts: PrivacyFacts }) {
  const { abuseCounters } = facts;
  return (
    <PrivacySection id="privacy-abuse" title="Protection against abuse">
      <p>
        To keep out floods of spam, a few actions are counted per IP address in short-lived counters. A
        counter, and the address with it, is deleted when its time runs out:
      </p>
      <Bullets>
        <li>posting comments: {durationText(abuseCounters.commentsMs)};</li>
        <li>newsletter sign-ups: {durationText(abuseCounters.newsletterMs)};</li>
        <li>checkout and payment checks: {durationText(abuseCounters.checkoutMs)};</li>
        <li>opening pages: {durationText(abuseCounters.pagesMs)}.</li>
      </Bullets>
    </PrivacySection>
  );
}

function StoredList({ label, items }: { label: string; items: StoredItem[] }) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-zinc-200 rounded-2xl border border-zinc-200 bg-white/60 dark:divide-white/10 dark:border-white/10 dark:bg-white/[0.03]"
    >
      {items.map((item) => (
        <li key={`${item.kind} ${item.name}`} className="flex flex-col gap-2 p-4 sm:flex-row sm:gap-6">
          <div className="sm:w-52 sm:shrink-0">
            <Name>{item.name}</Name>
            <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{item.kind}</p>
          </div>
          <div className="text-sm">
            <p>{item.holds}</p>
            <p className="mt-1 text-zinc-600 dark:text-zinc-400">Kept: {item.kept}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BrowserSection({ facts }: { facts: PrivacyFacts }) {
  const { cookies, storage } = browserStorage({
    cookie: facts.downloads.resumeCookie,
    windowMs: facts.downloads.resumeWindowMs,
  });
  return (
    <PrivacySection id="privacy-browser" title="What your browser keeps">
      <p>
        These are the only cookies the site sets for visitors. None of them tracks you, and there are no
        advertising or third-party cookies:
      </p>
      <StoredList label="Cookies" items={cookies} />
      <p>
        The site also keeps these in your browser’s storage. You can delete them at any time by clearing this
        site’s data in your browser:
      </p>
      <StoredList label="Browser storage" items={storage} />
    </PrivacySection>
  );
}

export function ContactSection({ email }: { email: string }) {
  return (
    <PrivacySection id="privacy-contact" title="Questions">
      <p>
        To ask what the site holds about you, or to have it corrected or deleted, email{' '}
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
        .
      </p>
    </PrivacySection>
  );
}
