import { CodeXml, ExternalLink, Eye, ImageIcon, Star } from 'lucide-react';
import type { ProjectView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { uploadUrl } from '../../lib/api-client';
import { EditDeleteActions } from '../shared/table';
import { UploadedImage } from '../shared/uploaded-image';
import { STATUS_TONES } from './project-rules';

type ProjectCardProps = { project: ProjectView; onEdit: () => void; onDelete: () => void };

const LINK =
  'inline-flex items-center gap-1 rounded-full text-sm text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-400 [&_svg]:size-3.5';

function Cover({ project }: { project: ProjectView }) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-t-3xl bg-zinc-100 dark:bg-white/5">
      <UploadedImage
        path={project.image}
        className="size-full object-cover"
        fallback={
          <div className="grid size-full place-items-center text-zinc-400">
            <ImageIcon aria-hidden="true" className="size-8" />
          </div>
        }
      />
      <div className="absolute top-3 left-3 flex gap-1.5">
        <Badge tone={STATUS_TONES[project.status]} className="capitalize backdrop-blur">
          {project.status}
        </Badge>
        {project.featured && (
          <Badge tone="accent" className="backdrop-blur">
            <Star aria-hidden="true" />
            Featured
          </Badge>
        )}
      </div>
    </div>
  );
}

/** One project in the grid: cover, status, title, category, technologies and links. */
export function ProjectCard({ project, onEdit, onDelete }: ProjectCardProps) {
  return (
    <article className="flex h-full flex-col rounded-3xl border border-zinc-200/80 bg-white/80 shadow-sm transition-shadow hover:shadow-lg hover:shadow-zinc-900/5 dark:border-white/10 dark:bg-zinc-900/70">
      <Cover project={project} />
      <div className="flex flex-1 flex-col p-5">
        <p className="font-medium text-indigo-600 text-xs uppercase tracking-wide dark:text-indigo-400">
          {project.category}
        </p>
        <h3 className="mt-1 font-semibold text-zinc-950 dark:text-white">{project.title}</h3>
        <p className="mt-2 line-clamp-3 text-sm text-zinc-600 dark:text-zinc-400">{project.description}</p>
        {project.technologies.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Technologies">
            {project.technologies.map((tech) => (
              <li key={tech}>
                <Badge>{tech}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {project.link && (
              <a href={uploadUrl(project.link)} target="_blank" rel="noreferrer" className={LINK}>
                <ExternalLink aria-hidden="true" />
                Demo
              </a>
            )}
            {project.github_link && (
              <a href={project.github_link} target="_blank" rel="noreferrer" className={LINK}>
                <CodeXml aria-hidden="true" />
                Source
              </a>
            )}
            <span className="inline-flex items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
              <Eye aria-hidden="true" className="size-3.5" />
              {project.views_count}
              <span className="sr-only">views</span>
            </span>
          </div>
          <EditDeleteActions subject={project.title} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
    </article>
  );
}
