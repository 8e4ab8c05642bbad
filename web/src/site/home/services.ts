import { Building2, CodeXml, type LucideIcon, PenLine } from 'lucide-react';

export type ServiceItem = {
  title: string;
  icon: LucideIcon;
  startYear: number;
  description: string;
  /** Classes for the icon tile, in both themes. */
  iconClassName: string;
};

export const SOFTWARE_SERVICE: ServiceItem = {
  title: 'Software Engineer',
  icon: CodeXml,
  startYear: 2019,
  description: 'Full-Stack Web & Mobile Developer',
  iconClassName:
    'bg-indigo-50 text-indigo-600 ring-indigo-200/70 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/20',
};

export const WRITING_SERVICE: ServiceItem = {
  title: 'Writer',
  icon: PenLine,
  startYear: 2012,
  description: 'Crafting words that connect & convert',
  iconClassName:
    'bg-fuchsia-50 text-fuchsia-600 ring-fuchsia-200/70 dark:bg-fuchsia-500/10 dark:text-fuchsia-300 dark:ring-fuchsia-400/20',
};

export const REALTY_SERVICE: ServiceItem = {
  title: 'Realtor',
  icon: Building2,
  startYear: 2024,
  description: 'Your guide to smart property decisions',
  iconClassName:
    'bg-emerald-50 text-emerald-600 ring-emerald-200/70 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/20',
};

/** The three services of the About section (spec section 3, fixed). */
export const SERVICES: readonly ServiceItem[] = [SOFTWARE_SERVICE, WRITING_SERVICE, REALTY_SERVICE];
