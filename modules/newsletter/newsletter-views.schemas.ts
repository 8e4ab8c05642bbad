/**
 * The newsletter's public answers as the web app reads them: subscribe, verify and unsubscribe all
 * answer `{ success: true, message }`, the kernel's one message answer. zod/mini, so the footer
 * form loads it beside its first request without putting zod in the home page's first load.
 */
export { type MessageAnswer, messageAnswerSchema } from '../platform/answers/index.ts';
