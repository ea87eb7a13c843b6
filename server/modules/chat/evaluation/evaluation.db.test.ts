import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '#shared/chat.ts';
import { prepareChatTestApp } from '../testing/chat-test-app.ts';
import { clausesOf, EVALUATION_CASES, type EvaluationCase, saysAbout } from './questions.ts';

const app = prepareChatTestApp();

/** What a failing case prints: the question, the answer and its links, so the miss is obvious. */
function show(testCase: EvaluationCase, answer: ChatResponse): string {
  return `Q: ${testCase.question}\nA: ${answer.message}\nlinks: ${answer.links.map((l) => l.href).join(' ') || '(none)'}`;
}

describe('a fact is tied to its subject by clause', () => {
  it('finds the day with its hours, not another day’s', () => {
    const answer =
      'On Saturdays we are open 10 am – 4 pm. Our hours are Monday – Friday 9 am – 6 pm, Saturday 10 am – 4 pm and Sunday closed.';
    expect(clausesOf(answer)).toContain('sunday closed.');
    expect(saysAbout(answer, { about: 'Saturday', says: '10 am – 4 pm' })).toBe(true);
    expect(saysAbout(answer, { about: 'Sunday', says: 'closed' })).toBe(true);
    expect(saysAbout(answer, { about: 'Sunday', says: '10 am' })).toBe(false);
    expect(saysAbout(answer, { about: 'Monday', says: '10 am' })).toBe(false);
  });

  it('keeps a colon’s two sides together', () => {
    const answer = 'The portfolio does include work in Lake Oswego: Claret & Cream Dining Room (Forest Hills).';
    expect(saysAbout(answer, { about: 'Lake Oswego', says: 'Claret & Cream' })).toBe(true);
  });
});

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
    for (const fact of testCase.facts ?? [])
      expect(saysAbout(answer.message, fact), `${fact.about}: ${fact.says}\n${context}`).toBe(true);
    for (const fact of testCase.neverFacts ?? [])
      expect(saysAbout(answer.message, fact), `never ${fact.about}: ${fact.says}\n${context}`).toBe(false);
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
