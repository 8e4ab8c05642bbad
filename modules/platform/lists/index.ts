export {
  listAnswer,
  listAnswerSchema,
  type PageQuery,
  type Pagination,
  pageQuery,
  paginationSchema,
} from './list-answer.ts';
