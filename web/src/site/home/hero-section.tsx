import { ArrowRight, Building2, CodeXml, MapPin, PenLine } from 'lucide-react';
import { useSiteSettings } from '../../api/content';
import { buttonClasses } from '../../components/button';
import { Container } from '../../components/container';
import { initialsOf } from '../../lib/initials';
import { SITE_OWNER } from '../../lib/site';
import { SectionLink } from '../layout/section-link';
import { formatExperience } from './experience';
import { REALTY_SERVICE, SOFTWARE_SERVICE, WRITING_SERVICE } from './services';

const HIGHLIGHTS = [
  { icon: CodeXml, text: 'Web & mobile apps', className: 'text-indigo-600 dark:text-indigo-300' },
  { icon: PenLine, text: 'Copy that converts', className: 'text-fuchsia-600 dark:text-fuchsia-300' },
  { icon: Building2, text: 'Property guidance', className: 'text-emerald-600 dark:text-emerald-300' },
] as const;

const CARD_STATS = [
  { service: SOFTWARE_SERVICE, label: 'Years coding' },
  { service: WRITING_SERVICE, label: 'Years writing' },
  { service: REALTY_SERVICE, label: 'In property' },
] as const;

const CHIP =
  'absolute hidden items-center gap-2 rounded-2xl border border-zinc-200/80 bg-white/95 px-4 py-2.5 font-medium text-sm text-zinc-800 shadow-xl shadow-zinc-900/10 backdrop-blur motion-safe:animate-float sm:flex dark:border-white/10 dark:bg-zinc-900/95 dark:text-zinc-100 dark:shadow-black/40';

/** The decorative portrait card: monogram, roles and years per craft. */
function monogramOf(name: string): string {
  return initialsOf(name) || SITE_OWNER.monogram;
}

function HeroVisual({ ownerName }: { ownerName: string }) {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md select-none sm:block">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-linear-to-br from-indigo-500/25 via-violet-500/20 to-fuchsia-500/25 blur-2xl" />
      <div className="relative overflow-hidden rounded-[2rem] border border-white/60 bg-linear-to-br from-indigo-600 via-violet-600 to-fuchsia-600 p-8 text-white shadow-2xl shadow-indigo-600/30 dark:border-white/10 dark:from-indigo-600/90 dark:via-violet-700/90 dark:to-fuchsia-700/90">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_1px_1px,rgba(255,255,255,0.18)_1px,transparent_0)] bg-size-[22px_22px]" />
        <div className="absolute -right-16 -bottom-24 size-64 rounded-full bg-white/10 blur-2xl" />
        <p className="relative mt-4 font-bold text-8xl leading-none tracking-tighter">
          {monogramOf(ownerName)}
        </p>
        <p className="relative mt-5 font-semibold text-xl">{ownerName}</p>
        <p className="relative mt-1 text-sm text-white/80">{SITE_OWNER.roles.join(' · ')}</p>
        <div className="relative mt-8 grid grid-cols-3 gap-3 border-white/20 border-t pt-6">
          {CARD_STATS.map(({ service, label }) => (
            <div key={label}>
              <p className="font-bold text-2xl tabular-nums">{formatExperience(service.startYear)}</p>
              <p className="mt-0.5 text-[11px] text-white/75 uppercase tracking-wider">{label}</p>
            </div>
          ))}
        </div>
      </div>
      <div className={`${CHIP} -top-5 right-6`}>
        <CodeXml className="size-4 text-indigo-600 dark:text-indigo-300" />
        Shipping since {SOFTWARE_SERVICE.startYear}
      </div>
      <div className={`${CHIP} -bottom-5 -left-6`} style={{ animationDelay: '3s', animationDuration: '10s' }}>
        <PenLine className="size-4 text-fuchsia-600 dark:text-fuchsia-300" />
        Writing since {WRITING_SERVICE.startYear}
      </div>
    </div>
  );
}

/** The home page's opening: who, what, and the two ways in. */
export function HeroSection() {
  const settings = useSiteSettings();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 mask-[linear-gradient(to_bottom,black_55%,transparent)]"
      >
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-linear-to-r from-indigo-300/40 via-violet-300/30 to-fuchsia-300/40 blur-3xl dark:from-indigo-600/20 dark:via-violet-600/15 dark:to-fuchsia-600/20" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgba(113,113,122,0.08)_1px,transparent_1px),linear-gradient(to_bottom,rgba(113,113,122,0.08)_1px,transparent_1px)] mask-[radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-size-[48px_48px]" />
      </div>

      <Container className="relative grid items-center gap-14 pt-14 pb-16 sm:pt-24 sm:pb-24 lg:grid-cols-[1.2fr_1fr] lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-zinc-200/80 bg-white/70 px-3.5 py-1.5 font-medium text-sm text-zinc-700 shadow-sm backdrop-blur dark:border-white/10 dark:bg-white/5 dark:text-zinc-300">
            <span aria-hidden="true" className="relative flex size-2">
              <span className="absolute inline-flex size-full rounded-full bg-emerald-400 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-500" />
            </span>
            Available for new projects
          </p>

          <h1
            id="hero-title"
            className="mt-6 text-balance font-semibold text-5xl text-zinc-950 leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl dark:text-white"
          >
            Hi, I'm{' '}
            <span className="block bg-linear-to-r from-indigo-600 via-violet-600 to-fuchsia-600 bg-clip-text text-transparent dark:from-indigo-400 dark:via-violet-400 dark:to-fuchsia-400 sm:whitespace-nowrap">
              {settings.owner_name}
            </span>
          </h1>

          {settings.hero_title && (
            <p className="mt-6 max-w-xl text-balance font-medium text-xl text-zinc-900 sm:text-2xl dark:text-white">
              {settings.hero_title}
            </p>
          )}
          {settings.hero_subtitle && (
            <p className="mt-4 max-w-xl text-pretty text-lg text-zinc-600 leading-relaxed dark:text-zinc-300">
              {settings.hero_subtitle}
            </p>
          )}

          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <SectionLink section="about" className={buttonClasses({ size: 'lg' })}>
              Let's Work Together
              <ArrowRight aria-hidden="true" className="size-4" />
            </SectionLink>
            <SectionLink section="projects" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              See my work
            </SectionLink>
          </div>

          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-zinc-600 dark:text-zinc-400">
            {HIGHLIGHTS.map(({ icon: Icon, text, className }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon aria-hidden="true" className={`size-4 ${className}`} />
                {text}
              </li>
            ))}
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 text-zinc-400" />
              {SITE_OWNER.location}
            </li>
          </ul>
        </div>

        <HeroVisual ownerName={settings.owner_name} />
      </Container>
    </section>
  );
}
