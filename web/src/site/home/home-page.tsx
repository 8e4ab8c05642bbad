import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Section } from '../../components/container';
import { scrollToSection } from '../../lib/scroll';
import { FEATURES } from '../../lib/site';
import { AboutSection } from './about-section';
import { BlogSection } from './blog-section';
import { HeroSection } from './hero-section';
import { ProjectsSection } from './projects-section';
import { PromotionsSection } from './promotions-section';
import { SkillsSection } from './skills-section';

// The Shop section (cards, money formatting, copy link) loads beside the page, keeping the home
// page's first load under its budget; its anchor is there at once so '/#shop' still scrolls.
const ShopSection = lazy(() => import('./shop-section').then((module) => ({ default: module.ShopSection })));
const SHOP_PLACEHOLDER = <Section id="shop" aria-label="Shop" className="min-h-[36rem] py-20 sm:py-24" />;

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
      <HeroSection />
      <AboutSection />
      <SkillsSection />
      <ProjectsSection />
      {FEATURES.blog && <BlogSection />}
      {FEATURES.shop && (
        <Suspense fallback={SHOP_PLACEHOLDER}>
          <ShopSection />
        </Suspense>
      )}
      <PromotionsSection />
    </>
  );
}
