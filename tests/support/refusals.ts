import { expect } from 'vitest';
import type { Answer } from './harness.ts';

/** The API refused: the answer has this status and the error body with this code and message. */
export function expectRefusal(answer: Answer, status: number, code: string, error: string): void {
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ success: false, code, error });
}
