import { Island } from '../../islands/island';
import { FEATURES } from '../../lib/site';
import { HomeHead } from '../head/home-head';
import { AboutSection } from './about-section';
import { HeroSection } from './hero-section';

/**
 * `/`: hero, About, Skills, Projects, the Blog and Shop sections once their FEATURES are on,
 * Promotions. The hero and About are the server's HTML; each carousel section is an island woken
 * as it nears the screen (it moves by itself). A hash in the address scrolls there (boot.ts).
 */
export function HomePage() {
  return (
    <>
      <HomeHead />
      <HeroSection />
      <AboutSection />
      <Island name="skills-section" wake="visible" />
      <Island name="projects-section" wake="visible" />
      {FEATURES.blog && <Island name="blog-section" wake="visible" />}
      {FEATURES.shop && <Island name="shop-section" wake="visible" />}
      <Island name="promotions-section" wake="visible" />
    </>
  );
}
