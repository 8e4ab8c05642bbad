import { clsx } from 'clsx';
import type { SkillView } from '../../api/content';
import { Badge } from '../../components/badge';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';
import { proficiencyBarClass, skillCategoryClasses } from './category-colours';

/** Spec section 4: a status badge only when not active; learning yellow, paused grey. */
function SkillStatusBadge({ status }: { status: SkillView['status'] }) {
  if (status === 'active') return null;
  return (
    <Badge tone={status === 'learning' ? 'warning' : 'neutral'} className="capitalize">
      {status}
    </Badge>
  );
}

function experienceText(years: number): string {
  if (years <= 0) return 'New';
  return `${years}+ ${years === 1 ? 'year' : 'years'}`;
}

export function SkillCard({ skill }: { skill: SkillView }) {
  const proficiency = Math.min(100, Math.max(0, skill.proficiency));
  return (
    <article className="flex h-full flex-col rounded-3xl border border-zinc-200/80 bg-white p-5 shadow-lg shadow-zinc-900/5 transition-shadow hover:shadow-xl dark:border-white/10 dark:bg-zinc-900 dark:shadow-black/30">
      <div className="flex items-start gap-3">
        <SiteImage
          src={skill.icon}
          alt=""
          fallback={{ initialOf: skill.name }}
          sizes={IMAGE_SIZES.thumbnail}
          className="size-12 shrink-0 rounded-2xl text-lg"
          imgClassName="bg-zinc-50 object-contain p-1.5 dark:bg-white/5"
        />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-zinc-950 dark:text-white" title={skill.name}>
            {skill.name}
          </h3>
          <span
            className={clsx(
              'mt-1 inline-flex max-w-full truncate rounded-full px-2 py-0.5 font-medium text-xs ring-1 ring-inset',
              skillCategoryClasses(skill.category),
            )}
          >
            {skill.category}
          </span>
        </div>
        <SkillStatusBadge status={skill.status} />
      </div>
      <div className="mt-auto pt-5">
        <div className="flex items-baseline justify-between text-sm">
          <span className="text-zinc-600 dark:text-zinc-400">{experienceText(skill.experience)}</span>
          <span className="font-semibold text-zinc-900 tabular-nums dark:text-zinc-100">{proficiency}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={`${skill.name} proficiency`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={proficiency}
          className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-white/10"
        >
          <div
            className={clsx('h-full rounded-full', proficiencyBarClass(proficiency))}
            style={{ width: `${proficiency}%` }}
          />
        </div>
      </div>
    </article>
  );
}
