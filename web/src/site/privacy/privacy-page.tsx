import { RotateCw } from 'lucide-react';
import { useSiteSettings } from '../../api/content';
import { usePrivacyFacts } from '../../api/privacy';
import { buttonClasses } from '../../components/button';
import { Container } from '../../components/container';
import { PRIVACY_PATH, PrivacyHead } from '../head/privacy-head';
import {
  AbuseSection,
  AnalyticsSection,
  BrowserSection,
  CommentsSection,
  ContactSection,
  NewsletterSection,
  ShopSection,
} from './privacy-sections';

/**
 * `/privacy` (issue 31): what the site stores about its visitors, in plain English. Pure content,
 * no island: the server renders it from `GET /api/privacy` (the running configuration's figures)
 * and the browser's own constants (browser-storage.ts), and it reads without JavaScript. The
 * contact line is the settings' contact email, left out when there is none.
 */
export function PrivacyPage() {
  const { data: facts } = usePrivacyFacts();
  const settings = useSiteSettings();
  const email = settings.contact_email.trim();
  return (
    <Container className="max-w-3xl py-12 sm:py-16">
      <PrivacyHead />
      <header>
        <h1 className="text-balance font-bold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white">
          Privacy
        </h1>
        <p className="mt-4 text-pretty text-lg text-zinc-600 leading-relaxed dark:text-zinc-400">
          What {settings.owner_name}’s site keeps about you, and for how long. This page is written from the
          settings the site is running with, so every figure on it is the one in force.
        </p>
      </header>
      {facts ? (
        <div className="mt-12">
          <AnalyticsSection facts={facts} />
          <NewsletterSection facts={facts} />
          <ShopSection facts={facts} />
          <CommentsSection />
          <AbuseSection facts={facts} />
          <BrowserSection facts={facts} />
          {email && <ContactSection email={email} />}
        </div>
      ) : (
        <div role="alert" className="mt-12 text-center">
          <p className="font-semibold text-lg text-zinc-950 dark:text-white">This page could not be loaded</p>
          <p className="mt-1 text-zinc-600 dark:text-zinc-400">Check your connection and try again.</p>
          {/* A plain link: asking for the page again works without JavaScript too. */}
          <a href={PRIVACY_PATH} className={buttonClasses({}, 'mt-6')}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </a>
        </div>
      )}
    </Container>
  );
}
