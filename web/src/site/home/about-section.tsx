import { ArrowUpRight, Mail, MessageCircle, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSiteSettings } from '../../api/content';
import { Card } from '../../components/card';
import { Container, Section, SectionHeading } from '../../components/container';
import { formatExperience } from './experience';
import { FloatingCirclesBackdrop } from './floating-circles-backdrop';
import { SERVICES } from './services';

type ContactLinkProps = { href: string; icon: ReactNode; label: string; detail: string; external?: boolean };

function ContactLink({ href, icon, label, detail, external = false }: ContactLinkProps) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="group flex items-center gap-4 rounded-2xl border border-white/15 bg-white/10 px-4 py-3.5 text-white transition-colors hover:border-white/30 hover:bg-white/20"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/15 [&_svg]:size-5">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{label}</span>
        <span className="block truncate text-sm text-white/75">{detail}</span>
      </span>
      <ArrowUpRight
        aria-hidden="true"
        className="size-5 shrink-0 text-white/70 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
      />
      {external && <span className="sr-only">(opens in a new tab)</span>}
    </a>
  );
}

function ServicesCard() {
  return (
    <Card className="flex flex-col p-6 sm:p-8">
      <h3 className="font-semibold text-sm text-zinc-500 uppercase tracking-[0.16em] dark:text-zinc-400">
        What I do
      </h3>
      <ul className="mt-6 mb-8 flex flex-col divide-y divide-zinc-200/80 dark:divide-white/10">
        {SERVICES.map((service) => {
          const Icon = service.icon;
          return (
            <li key={service.title} className="flex items-center gap-4 py-5 first:pt-0 last:pb-0">
              <span
                className={`grid size-12 shrink-0 place-items-center rounded-2xl ring-1 ${service.iconClassName}`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-lg text-zinc-950 dark:text-white">{service.title}</p>
                <p className="text-pretty text-sm text-zinc-600 dark:text-zinc-400">{service.description}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-bold text-3xl text-zinc-950 tabular-nums leading-none dark:text-white">
                  {formatExperience(service.startYear)}
                </p>
                <p className="mt-1 font-medium text-xs text-zinc-500 uppercase tracking-wider dark:text-zinc-400">
                  Years
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <p className="mt-auto border-zinc-200/80 border-t pt-6 font-semibold text-lg dark:border-white/10">
        <span className="bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-400 dark:via-violet-400 dark:to-fuchsia-400">
          #AWonderfulExperience
        </span>
      </p>
    </Card>
  );
}

/** The ways to get in touch: email on this site's address, WhatsApp and Telegram in a new tab. */
function contactLinks(settings: ReturnType<typeof useSiteSettings>): ContactLinkProps[] {
  return [
    {
      href: `mailto:${settings.contact_email}`,
      icon: <Mail aria-hidden="true" />,
      label: 'Email',
      detail: settings.contact_email,
    },
    {
      href: settings.whatsapp_url,
      icon: <MessageCircle aria-hidden="true" />,
      label: 'WhatsApp',
      detail: 'Chat with me on WhatsApp',
      external: true,
    },
    {
      href: settings.telegram_url,
      icon: <Send aria-hidden="true" />,
      label: 'Telegram',
      detail: 'Message me on Telegram',
      external: true,
    },
  ];
}

function ContactCard() {
  const settings = useSiteSettings();
  return (
    <div className="relative flex flex-col overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-6 text-white shadow-2xl shadow-indigo-600/20 sm:p-8 dark:from-indigo-500/90 dark:via-violet-600/90 dark:to-fuchsia-700/90 dark:shadow-black/40">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-white/10 blur-2xl"
      />
      <h3 className="relative text-balance font-semibold text-3xl tracking-tight sm:text-4xl">
        Let's Work Together
      </h3>
      <p className="relative mt-2 font-semibold text-sm text-white/80 uppercase tracking-[0.16em]">
        Ready When You Are
      </p>
      <p className="relative mt-5 max-w-md text-pretty text-lg text-white/90 leading-relaxed">
        Need an app? Property advice? Compelling copy? I've got you covered.
      </p>
      <ul className="relative mt-8 flex flex-col gap-3">
        {contactLinks(settings).map((link) => (
          <li key={link.label}>
            <ContactLink {...link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** About: services with years of experience, and ways to get in touch (spec section 2). */
export function AboutSection() {
  return (
    <Section
      id="about"
      aria-labelledby="about-title"
      className="render-near-screen overflow-hidden pt-12 pb-10 sm:pt-16 sm:pb-28"
    >
      <FloatingCirclesBackdrop />
      <Container className="relative">
        <SectionHeading
          id="about-title"
          eyebrow="About"
          title="Three crafts, one standard of care"
          description="I ship web and mobile products, write copy people actually read, and help families and investors find their footing in Nairobi property. Different crafts, same standard: clear thinking and work that lasts."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <ServicesCard />
          <ContactCard />
        </div>
      </Container>
    </Section>
  );
}
