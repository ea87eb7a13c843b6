import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '#shared/chat.ts';
import { prepareChatTestApp } from '../testing/chat-test-app.ts';
import { EVALUATION_CASES, type EvaluationCase } from './questions.ts';

const app = prepareChatTestApp();

/** What a failing case prints: the question, the answer and its links, so the miss is obvious. */
function show(testCase: EvaluationCase, answer: ChatResponse): string {
  return `Q: ${testCase.question}\nA: ${answer.message}\nlinks: ${answer.links.map((l) => l.href).join(' ') || '(none)'}`;
}

describe('the answer-bot evaluation set (demo studio)', () => {
  it('has at least 40 questions', () => {
    expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(EVALUATION_CASES.map((c) => [c.question, c] as const))('%s', async (_question, testCase) => {
    const response = await app.post('/api/chat', {
      message: testCase.question,
      messages: testCase.history ?? [],
      context: testCase.context ?? {},
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ChatResponse;
    const text = answer.message.toLowerCase();
    const hrefs = answer.links.map((l) => l.href);
    const context = show(testCase, answer);

    expect(answer.message.length, context).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(answer.timestamp)), context).toBe(false);
    for (const fact of testCase.says ?? []) expect(text, context).toContain(fact.toLowerCase());
    if (testCase.saysOneOf)
      expect(
        testCase.saysOneOf.some((f) => text.includes(f.toLowerCase())),
        context,
      ).toBe(true);
    for (const fact of testCase.neverSays ?? []) expect(text, context).not.toContain(fact.toLowerCase());
    for (const href of testCase.links ?? []) expect(hrefs, context).toContain(href);
    if (testCase.linksOneOf)
      expect(
        testCase.linksOneOf.some((h) => hrefs.includes(h)),
        context,
      ).toBe(true);
    for (const href of testCase.neverLinks ?? []) expect(hrefs, context).not.toContain(href);
    if (testCase.unknown) {
      expect(text, context).toContain("don't know");
      expect(hrefs, context).toEqual(['/contact']);
    } else {
      expect(text, context).not.toContain("don't know");
    }
    // Every link points at one of our pages or a way to reach the studio.
    for (const href of hrefs)
      expect(href, context).toMatch(/^(\/(?!\/)|mailto:|tel:|https:\/\/www\.(instagram|pinterest)\.com\/)/);
  });
});
