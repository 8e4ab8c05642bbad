export { type MessageAnswer, messageAnswerSchema } from './message-answer.ts';
