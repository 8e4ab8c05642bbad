import { clsx } from 'clsx';
import { ExternalLink, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProjectView } from '../../api/content';
import { CategoryPill } from '../shared/category-pill';
import { CardTitle, ChipList, SiteCard, splitVisible } from '../shared/site-card';
import { projectCategoryClasses } from './category-colours';

/** Spec: the first 3 technologies, then '+N more' for the rest. */
export const VISIBLE_TECHNOLOGIES = 3;

export const splitTechnologies = (technologies: readonly string[]) =>
  splitVisible(technologies, VISIBLE_TECHNOLOGIES);

function GithubMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12" />
    </svg>
  );
}

const LINK =
  'inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 font-medium text-sm transition-colors [&_svg]:size-4';

type ProjectLinkProps = { href: string; label: string; className: string; children: ReactNode };

/** A link out of the card, in a new tab (its accessible name says so). */
function ProjectLink({ href, label, className, children }: ProjectLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={clsx(LINK, className)}
    >
      {children}
    </a>
  );
}

export function ProjectCard({ project }: { project: ProjectView }) {
  return (
    <SiteCard
      image={project.image}
      alt={project.title}
      badge={
        project.featured && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 font-semibold text-amber-700 text-xs shadow-sm backdrop-blur dark:bg-zinc-950/80 dark:text-amber-300">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            Featured
          </span>
        )
      }
    >
      <CategoryPill category={project.category} colours={projectCategoryClasses(project.category)} />
      <CardTitle>{project.title}</CardTitle>
      <p className="mt-2 line-clamp-3 text-pretty text-sm text-zinc-600 leading-relaxed dark:text-zinc-400">
        {project.description}
      </p>
      {project.technologies.length > 0 && (
        <ChipList
          label="Technologies"
          items={project.technologies}
          limit={VISIBLE_TECHNOLOGIES}
          moreClassName="rounded-md text-indigo-600 dark:text-indigo-400"
        />
      )}
      {(project.link || project.github_link) && (
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {project.link && (
            <ProjectLink
              href={project.link}
              label={`Live demo of ${project.title}`}
              className="bg-indigo-600 text-white shadow-indigo-600/25 shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400"
            >
              <ExternalLink aria-hidden="true" />
              Live demo
            </ProjectLink>
          )}
          {project.github_link && (
            <ProjectLink
              href={project.github_link}
              label={`Source code of ${project.title}`}
              className="border border-zinc-300 text-zinc-800 hover:bg-zinc-50 dark:border-white/15 dark:text-zinc-100 dark:hover:bg-white/10"
            >
              <GithubMark />
              Source
            </ProjectLink>
          )}
        </div>
      )}
    </SiteCard>
  );
}
