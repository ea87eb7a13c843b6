import { describe, expect, it } from 'vitest';
import {
  classifyAnswer,
  isFailure,
  nthRequest,
  percentile,
  summarizeLatencies,
  type TrafficGroup,
  weightedCycle,
} from './load-mix.ts';

describe('the soak’s weighted mix', () => {
  it('gives each group its weight per cycle, spread out rather than bunched', () => {
    const cycle = weightedCycle([4, 3, 2, 1]);
    expect(cycle).toHaveLength(10);
    expect([0, 1, 2, 3].map((group) => cycle.filter((g) => g === group).length)).toEqual([4, 3, 2, 1]);
    // never the same heavy group three times running
    for (let i = 2; i < cycle.length; i += 1) {
      expect(cycle[i] === cycle[i - 1] && cycle[i] === cycle[i - 2]).toBe(false);
    }
  });

  it('refuses weights that make no mix', () => {
    expect(() => weightedCycle([])).toThrow();
    expect(() => weightedCycle([0, 0])).toThrow();
    expect(() => weightedCycle([1.5])).toThrow();
  });

  it('sends every request of a group in turn', () => {
    const groups: TrafficGroup<string>[] = [
      { name: 'pages', weight: 2, requests: ['/', '/about', '/blog'] },
      { name: 'posts', weight: 1, requests: ['POST /contact'] },
    ];
    const cycle = weightedCycle(groups.map((group) => group.weight));
    const sent = Array.from({ length: 9 }, (_, n) => nthRequest(groups, cycle, n).request);
    expect(sent.filter((request) => request === 'POST /contact')).toHaveLength(3);
    const pages = sent.filter((request) => request !== 'POST /contact');
    expect(pages).toEqual(['/', '/about', '/blog', '/', '/about', '/blog']);
  });
});

describe('what an answer counts as', () => {
  it('counts 429 behind a rate limit as expected, and as a failure anywhere else', () => {
    expect(classifyAnswer(429, [429])).toBe('expected 4xx');
    expect(classifyAnswer(429)).toBe('unexpected 4xx');
    expect(isFailure(classifyAnswer(429, [429]))).toBe(false);
    expect(isFailure(classifyAnswer(429))).toBe(true);
  });

  it('fails on server errors and on answers that never came', () => {
    expect(classifyAnswer(500)).toBe('5xx');
    expect(classifyAnswer(503, [429])).toBe('5xx');
    expect(classifyAnswer(undefined)).toBe('socket error');
    expect(isFailure('5xx')).toBe(true);
    expect(isFailure('socket error')).toBe(true);
  });

  it('passes pages, reads and redirects', () => {
    expect(classifyAnswer(200)).toBe('2xx');
    expect(classifyAnswer(204)).toBe('2xx');
    expect(classifyAnswer(301)).toBe('3xx');
    expect(isFailure('2xx') || isFailure('3xx')).toBe(false);
  });
});

describe('percentiles', () => {
  it('are values that were measured (nearest rank)', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });

  it('sort what they summarize, numerically', () => {
    expect(summarizeLatencies([30, 4, 100, 9])).toEqual({ count: 4, p50: 9, p99: 100, max: 100 });
    expect(summarizeLatencies([])).toBeUndefined();
  });

  it('refuses nonsense', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 0)).toThrow();
  });
});
