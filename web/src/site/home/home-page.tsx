import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Section } from '../../components/container';
import { scrollToSection } from '../../lib/scroll';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';

/** Spec: a hash in the address scrolls smoothly to that section after 100 ms, on load and on change. */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    return scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
}

/** `/`: hero, About, then the anchors that later sections fill (skills, projects, blog, shop, promotions). */
export function HomePage() {
  useHashScroll();
  return (
    <>
      <HeroSection />
      <AboutSection />
      <Section id="skills" />
      <Section id="projects" />
      <Section id="blog" />
      <Section id="shop" />
      <Section id="promotions" />
    </>
  );
}
