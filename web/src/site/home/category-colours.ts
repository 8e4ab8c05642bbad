/** Badge classes per category, both themes (spec section 9: category colours are mapped, grey when unknown). */
const TONES = {
  indigo:
    'bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-500/10 dark:text-indigo-300 dark:ring-indigo-400/25',
  sky: 'bg-sky-50 text-sky-700 ring-sky-600/20 dark:bg-sky-500/10 dark:text-sky-300 dark:ring-sky-400/25',
  emerald:
    'bg-emerald-50 text-emerald-700 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300 dark:ring-emerald-400/25',
  amber:
    'bg-amber-50 text-amber-800 ring-amber-600/25 dark:bg-amber-500/10 dark:text-amber-300 dark:ring-amber-400/25',
  rose: 'bg-rose-50 text-rose-700 ring-rose-600/20 dark:bg-rose-500/10 dark:text-rose-300 dark:ring-rose-400/25',
  violet:
    'bg-violet-50 text-violet-700 ring-violet-600/20 dark:bg-violet-500/10 dark:text-violet-300 dark:ring-violet-400/25',
  fuchsia:
    'bg-fuchsia-50 text-fuchsia-700 ring-fuchsia-600/20 dark:bg-fuchsia-500/10 dark:text-fuchsia-300 dark:ring-fuchsia-400/25',
  teal: 'bg-teal-50 text-teal-700 ring-teal-600/20 dark:bg-teal-500/10 dark:text-teal-300 dark:ring-teal-400/25',
  zinc: 'bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-white/10 dark:text-zinc-300 dark:ring-white/15',
} as const;

type Tone = keyof typeof TONES;

const SKILL_CATEGORIES: Record<string, Tone> = {
  frontend: 'sky',
  backend: 'emerald',
  mobile: 'violet',
  database: 'amber',
  devops: 'rose',
  cloud: 'rose',
  design: 'fuchsia',
  tools: 'teal',
  languages: 'indigo',
  writing: 'fuchsia',
  'real estate': 'emerald',
};

const PROJECT_CATEGORIES: Record<string, Tone> = {
  web: 'sky',
  'web app': 'sky',
  mobile: 'violet',
  'mobile app': 'violet',
  'full-stack': 'indigo',
  fullstack: 'indigo',
  api: 'emerald',
  backend: 'emerald',
  design: 'fuchsia',
  writing: 'amber',
  'real estate': 'teal',
  'open source': 'rose',
};

function toneFor(map: Record<string, Tone>, category: string): string {
  return TONES[map[category.trim().toLowerCase()] ?? 'zinc'];
}

export function skillCategoryClasses(category: string): string {
  return toneFor(SKILL_CATEGORIES, category);
}

export function projectCategoryClasses(category: string): string {
  // An unmapped project category still gets a colour of its own rather than grey.
  const known = PROJECT_CATEGORIES[category.trim().toLowerCase()];
  if (known) return TONES[known];
  const palette: Tone[] = ['indigo', 'sky', 'emerald', 'amber', 'violet', 'teal'];
  const hash = [...category].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  return TONES[palette[hash % palette.length] ?? 'zinc'];
}

/** Spec section 9: 80 and up green, 60 and up blue, 40 and up yellow, otherwise red. */
export function proficiencyBarClass(proficiency: number): string {
  if (proficiency >= 80) return 'bg-emerald-500';
  if (proficiency >= 60) return 'bg-blue-500';
  if (proficiency >= 40) return 'bg-amber-400';
  return 'bg-rose-500';
}
