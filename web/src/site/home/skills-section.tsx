import { Sparkles } from 'lucide-react';
import { type SkillView, useActiveSkills } from '../../api/content';
import { Container, Section, SectionHeading } from '../../components/container';
import { Skeleton, SkeletonMedia } from '../../components/spinner';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { SectionEmpty, SectionError, SectionLoading } from '../shared/section-state';
import { SkillCard } from './skill-card';

const SKILLS_PER_VIEW: SlidesPerView = { base: 1.3, 640: 2.3, 768: 3, 1024: 4, 1280: 5 };

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
  const { data: skills, isError, error, refetch, isFetching } = useActiveSkills();

  function body() {
    // Cached skills stay on screen even when a background refresh fails.
    if (skills) {
      if (skills.length === 0) {
        return <SectionEmpty title="No skills available" icon={<Sparkles aria-hidden="true" />} />;
      }
      return (
        <AutoCarousel<SkillView>
          className="mt-10"
          label="Skills"
          items={skills}
          getKey={(skill) => skill.id}
          renderItem={(skill) => <SkillCard skill={skill} />}
          speed={CAROUSEL_SPEEDS.skills}
          slidesPerView={SKILLS_PER_VIEW}
        />
      );
    }
    if (isError) {
      return (
        <SectionError
          title="Failed to load skills"
          message={`${error.message} - Please check if the server is running.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return <SkillsLoading />;
  }

  return (
    <Section id="skills" aria-labelledby="skills-title" className="overflow-x-clip py-10 sm:py-24">
      <Container>
        <SectionHeading
          id="skills-title"
          eyebrow="Skills"
          title="Tools of the trade"
          description="The languages, frameworks and crafts I work with every week, and how long I have been at each."
        />
        {body()}
      </Container>
    </Section>
  );
}
