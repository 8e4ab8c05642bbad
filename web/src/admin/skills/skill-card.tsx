import { CalendarClock } from 'lucide-react';
import type { SkillView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { EditDeleteActions } from '../shared/table';
import { Thumbnail } from '../shared/uploaded-image';
import { BAND_CLASSES, proficiencyBand, STATUS_TONES } from './skill-rules';

type SkillCardProps = { skill: SkillView; onEdit: () => void; onDelete: () => void };

export function ProficiencyBar({ value, label }: { value: number; label: string }) {
  const clamped = Math.min(Math.max(value, 0), 100);
  const band = proficiencyBand(clamped);
  return (
    <div
      role="img"
      aria-label={`${label}: ${clamped}%`}
      data-band={band}
      className="h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-white/10"
    >
      <div className={`h-full rounded-full ${BAND_CLASSES[band]}`} style={{ width: `${clamped}%` }} />
    </div>
  );
}

/** One skill in the grid: icon, name, category, status, proficiency bar and experience. */
export function SkillCard({ skill, onEdit, onDelete }: SkillCardProps) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-zinc-200/80 bg-white/80 p-5 shadow-sm transition-shadow hover:shadow-lg hover:shadow-zinc-900/5 dark:border-white/10 dark:bg-zinc-900/70">
      <div className="flex items-start gap-3">
        <Thumbnail
          path={skill.icon}
          size="size-11"
          contain
          fallbackClassName="bg-linear-to-br from-indigo-500 to-violet-500 font-semibold text-lg text-white"
        >
          {skill.name.charAt(0).toUpperCase()}
        </Thumbnail>
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold text-zinc-950 dark:text-white">{skill.name}</h3>
          <p className="truncate text-sm text-zinc-500 dark:text-zinc-400">{skill.category}</p>
        </div>
        <Badge tone={STATUS_TONES[skill.status]} className="capitalize">
          {skill.status}
        </Badge>
      </div>
      {skill.description && (
        <p className="mt-3 line-clamp-2 text-sm text-zinc-600 dark:text-zinc-400">{skill.description}</p>
      )}
      <div className="mt-auto pt-4">
        <div className="mb-1.5 flex items-center justify-between text-xs">
          <span className="text-zinc-500 dark:text-zinc-400">Proficiency</span>
          <span className="font-medium text-zinc-900 tabular-nums dark:text-white">{skill.proficiency}%</span>
        </div>
        <ProficiencyBar value={skill.proficiency} label={`${skill.name} proficiency`} />
        <div className="mt-4 flex items-center justify-between gap-2">
          <span className="inline-flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
            {skill.experience > 0 && (
              <>
                <CalendarClock aria-hidden="true" className="size-3.5" />
                {skill.experience} {skill.experience === 1 ? 'year' : 'years'}
              </>
            )}
            <span className="text-zinc-400">#{skill.order_index}</span>
          </span>
          <EditDeleteActions subject={skill.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </article>
  );
}
