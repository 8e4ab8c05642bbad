import { ADMIN, ApiRouter, parseQuery, sendPrivate } from '../../platform/http/index.ts';
import { problemsQuerySchema } from '../operations.schemas.ts';
import { presentProblem } from './problem.presenter.ts';
import type { ProblemsService } from './problems.service.ts';

/** `GET /api/admin/problems`: the open problems the owner was (or is about to be) alerted about. */
export function problemsRoutes(problems: ProblemsService): ApiRouter {
  return new ApiRouter('/api/admin').get('/problems', ADMIN, async (ctx) => {
    const { limit } = parseQuery(problemsQuerySchema, ctx);
    const open = await problems.listOpen(limit);
    sendPrivate(ctx, { problems: open.map(presentProblem) });
  });
}
