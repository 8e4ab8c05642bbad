/** Six gradient fills for the About section's decorative circles (spec section 9). */
export const CIRCLE_GRADIENTS = [
  'from-indigo-400 to-violet-500',
  'from-fuchsia-400 to-pink-500',
  'from-sky-400 to-indigo-500',
  'from-violet-400 to-purple-600',
  'from-emerald-300 to-teal-500',
  'from-amber-300 to-orange-500',
] as const;

export const CIRCLE_COUNT = 6;

export type FloatingCircle = {
  /** Diameter in px: 100 + 20 × index. */
  size: number;
  /** Position of the centre, in % of the section. */
  top: number;
  left: number;
  gradient: (typeof CIRCLE_GRADIENTS)[number];
  /** Seconds: delay 2 × index, duration 8 + 2 × index. */
  delay: number;
  duration: number;
};

/** Random positions and colours, fixed sizes and timings; `random` is injectable for tests. */
export function createFloatingCircles(random: () => number = Math.random): FloatingCircle[] {
  return Array.from({ length: CIRCLE_COUNT }, (_, index) => ({
    size: 100 + 20 * index,
    top: Math.round(random() * 100),
    left: Math.round(random() * 100),
    gradient: CIRCLE_GRADIENTS[Math.floor(random() * CIRCLE_GRADIENTS.length)] ?? CIRCLE_GRADIENTS[0],
    delay: 2 * index,
    duration: 8 + 2 * index,
  }));
}
