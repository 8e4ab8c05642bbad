import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../lib/scroll';
import { FEATURES } from '../../lib/site';
import { HomeHead } from '../head/home-head';
import { AboutSection } from './about-section';
import { BlogSection } from './blog-section';
import { HeroSection } from './hero-section';
import { ProjectsSection } from './projects-section';
import { PromotionsSection } from './promotions-section';
import { ShopSection } from './shop-section';
import { SkillsSection } from './skills-section';

/** Spec: a hash in the address scrolls smoothly to that section after 100 ms, on load and on change. */
function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    return scrollToSection(decodeURIComponent(hash.slice(1)));
  }, [hash]);
}

/** `/`: hero, About, Skills, Projects, the Blog and Shop sections once their FEATURES are on, Promotions. */
export function HomePage() {
  useHashScroll();
  return (
    <>
      <HomeHead />
      <HeroSection />
      <AboutSection />
      <SkillsSection />
      <ProjectsSection />
      {FEATURES.blog && <BlogSection />}
      {FEATURES.shop && <ShopSection />}
      <PromotionsSection />
    </>
  );
}
