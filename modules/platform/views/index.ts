export {
  DailyViewCounter,
  type DailyViewCounterDeps,
  VIEW_COUNT_FRESH_MS,
  type ViewClient,
  type VisitorOf,
} from './daily-view-counter.ts';
