import { Sparkles } from 'lucide-react';
import { type SkillView, useActiveSkills } from '../../api/content';
import { Skeleton, SkeletonMedia } from '../../components/spinner';
import { SectionEmpty, SectionLoading } from '../shared/section-state';
import { HomeCarousel, HomeSection, SectionQuery } from './home-section';
import { SkillCard } from './skill-card';

function SkillsLoading() {
  return (
    <SectionLoading label="Loading skills...">
      <div className="mt-4 grid grid-cols-1 gap-5 overflow-hidden sm:grid-cols-3 lg:grid-cols-5">
        {['a', 'b', 'c', 'd', 'e'].map((key, index) => (
          <div
            key={key}
            className={`rounded-3xl border border-zinc-200/80 bg-white p-5 dark:border-white/10 dark:bg-zinc-900 ${index > 0 ? 'max-sm:hidden' : ''} ${index > 2 ? 'max-lg:hidden' : ''}`}
          >
            <div className="flex gap-3">
              <SkeletonMedia icon="size-12 rounded-2xl" lines={['h-4 w-3/4', 'h-4 w-1/2 rounded-full']} />
            </div>
            <Skeleton className="mt-8 h-2 w-full rounded-full" />
          </div>
        ))}
      </div>
    </SectionLoading>
  );
}

/** Skills: a continuously moving carousel of the active skills (spec sections 2 and 9). */
export function SkillsSection() {
  const skills = useActiveSkills();
  return (
    <HomeSection
      id="skills"
      eyebrow="Skills"
      title="Tools of the trade"
      description="The languages, frameworks and crafts I work with every week, and how long I have been at each."
    >
      <SectionQuery
        query={skills}
        failure={{
          title: 'Failed to load skills',
          message: (error) => `${error.message} - Please check if the server is running.`,
        }}
        loading={<SkillsLoading />}
      >
        {(active) =>
          active.length === 0 ? (
            <SectionEmpty title="No skills available" icon={<Sparkles aria-hidden="true" />} />
          ) : (
            <HomeCarousel<SkillView>
              section="skills"
              className="mt-10"
              label="Skills"
              items={active}
              renderItem={(skill) => <SkillCard skill={skill} />}
            />
          )
        }
      </SectionQuery>
    </HomeSection>
  );
}
