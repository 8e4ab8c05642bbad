// `npm run images:variants`: makes the AVIF and WebP variants of every stored raster image that
// has none recorded yet (uploaded before variants existed, or its row lost). Idempotent and
// resumable: each image is recorded once done, so a second run only counts them.
import { withModules } from './with-modules.ts';

const started = performance.now();
const counts = await withModules('image-variants', async ({ media }) => {
  let seen = 0;
  return media.variants.makeMissing((name, outcome) => {
    seen += 1;
    console.log(`${seen}. ${name}: ${outcome}`);
  });
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${counts.total} stored images in ${seconds} s: ${counts.made} given variants, ${counts.none} too small or animated for any, ` +
    `${counts.already} already done, ${counts.missing} gone meanwhile, ${counts.failed} failed.`,
);
if (counts.failed > 0) process.exitCode = 1;
