import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DesignPlan } from '#shared/chat.ts';
import { createTestDatabase } from '../../../../tests/support/test-db.ts';
import { createLocalContentEvents } from '../../../platform/content-events.ts';
import type { DatabaseHandle } from '../../../platform/db/client.ts';
import { rateLimits } from '../../../platform/db/schema/index.ts';
import type { ChatModelConfig } from '../chat-config.ts';
import { type ChatEngine, createChatEngine } from '../chat-engine.ts';
import { type FakeChatCompletions, startFakeChatCompletions } from '../testing/fake-chat-completions.ts';
import { bandsImage, dataUrl } from '../testing/test-images.ts';

let handle: DatabaseHandle;
let server: FakeChatCompletions;
const logs: string[] = [];
const engines: ChatEngine[] = [];

beforeAll(async () => {
  handle = await createTestDatabase('seeded');
  server = await startFakeChatCompletions();
});
afterAll(async () => {
  for (const engine of engines) engine.close();
  await server?.close();
  await handle?.close();
});
beforeEach(async () => {
  server.requests.length = 0;
  logs.length = 0;
  // Each test starts with a fresh daily budget.
  await handle.db.delete(rateLimits);
});

function engineWith(config: Partial<ChatModelConfig> = {}, timeoutMs = 2_000): ChatEngine {
  const engine = createChatEngine(handle.db, createLocalContentEvents(), {
    model: {
      baseUrl: server.baseUrl,
      apiKey: 'sk-test-key',
      model: 'gpt-test',
      visionModel: null,
      dailyCalls: 100,
      ...config,
    },
    modelTimeoutMs: timeoutMs,
    log: (line) => logs.push(line),
  });
  engines.push(engine);
  return engine;
}

const hoursTurn = { message: 'What are your hours on Saturday?', messages: [], context: {} };

describe('answers from an OpenAI-compatible model', () => {
  it('sends the question with the retrieved context and answers with the model’s text and the built-in links', async () => {
    server.answerWith({ content: 'We are open 10 am – 4 pm on Saturdays. Come and see us on Alberta Street!' });
    const answer = await engineWith().reply({
      message: 'What are your hours on Saturday?',
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ],
      context: { roomType: 'kitchen' },
    });
    expect(answer.message).toBe('We are open 10 am – 4 pm on Saturdays. Come and see us on Alberta Street!');
    expect(answer.links).toContainEqual({ href: '/contact', label: expect.any(String) });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-key');
    expect(request?.body.model).toBe('gpt-test');
    const messages = request?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = String(messages[0]?.content);
    expect(system).toContain('Use ONLY the facts in the context');
    expect(system).toContain('Saturday 10 am – 4 pm');
    expect(system).toContain('room: kitchen');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What are your hours on Saturday?' });
    expect(logs).toEqual([]);
  });

  it.each([
    [
      'a 500 with an error body',
      { status: 500, error: 'The server had an error while processing your request.' },
      'HTTP 500: The server had an error',
    ],
    [
      'a 429 (the provider’s own rate limit)',
      { status: 429, error: 'Rate limit reached for gpt-test' },
      'HTTP 429: Rate limit reached',
    ],
    ['a 401 (a wrong key)', { status: 401, error: 'Incorrect API key provided' }, 'HTTP 401: Incorrect API key'],
    [
      'an answer without choices',
      { raw: JSON.stringify({ id: 'x', object: 'chat.completion', choices: [] }) },
      'no choices[0].message.content',
    ],
    [
      'an empty message',
      { raw: JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: '' } }] }) },
      'no choices[0].message.content',
    ],
    ['a body that is not JSON', { raw: '<html>Bad Gateway</html>', status: 200 }, 'no choices[0].message.content'],
  ])('falls back to the built-in engine on %s, with one log line', async (_case, answer, reason) => {
    server.answerWith(answer);
    const reply = await engineWith().reply(hoursTurn);
    expect(reply.message).toContain("On Saturdays we're open 10 am – 4 pm.");
    expect(server.requests).toHaveLength(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain('[chat] chat: model gpt-test failed');
    expect(logs[0]).toContain(reason);
    expect(logs[0]).not.toContain('Saturday');
  });

  it('gives up on a slow model after the timeout and answers from the built-in engine', async () => {
    // The server would answer after 20 s; the engine waits 300 ms (at most 30 s in production).
    server.answerWith({ content: 'Too late.', delayMs: 20_000 });
    const started = Date.now();
    const reply = await engineWith({}, 300).reply(hoursTurn);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(reply.message).toContain('10 am – 4 pm');
    expect(reply.message).not.toContain('Too late');
    expect(logs[0]).toContain('no answer within');
  });

  it('falls back when the server cannot be reached at all', async () => {
    const engine = createChatEngine(handle.db, createLocalContentEvents(), {
      model: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: null, model: 'gpt-test', visionModel: null, dailyCalls: 100 },
      modelTimeoutMs: 2_000,
      log: (line) => logs.push(line),
    });
    engines.push(engine);
    expect((await engine.reply(hoursTurn)).message).toContain('10 am – 4 pm');
    expect(logs[0]).toContain('cannot reach the model server');
  });

  it('stops calling the model when the daily budget is spent, and says so once', async () => {
    server.answerWith({ content: 'From the model.' });
    const engine = engineWith({ dailyCalls: 2 });
    expect((await engine.reply(hoursTurn)).message).toBe('From the model.');
    expect((await engine.reply(hoursTurn)).message).toBe('From the model.');
    const third = await engine.reply(hoursTurn);
    const fourth = await engine.reply(hoursTurn);
    expect(third.message).toContain('10 am – 4 pm');
    expect(fourth.message).toContain('10 am – 4 pm');
    expect(server.requests).toHaveLength(2);
    expect(logs).toEqual([expect.stringContaining('daily model budget (2 calls) used up')]);
  });

  it('shares the budget between engines (it lives in the database, not in one process)', async () => {
    server.answerWith({ content: 'From the model.' });
    await engineWith({ dailyCalls: 1 }).reply(hoursTurn);
    expect((await engineWith({ dailyCalls: 1 }).reply(hoursTurn)).message).toContain('10 am – 4 pm');
    expect(server.requests).toHaveLength(1);
  });
});

describe('design plans from the model', () => {
  const modelPlan: DesignPlan = {
    overallConcept: 'A calm sage kitchen with warm oak and brass, planned around how you cook.',
    colorPalette: [
      { name: 'Sage', hex: '#9fac92', usage: 'lower cabinets' },
      { name: 'Warm White', hex: '#f3eee4', usage: 'walls and uppers' },
      { name: 'Oak', hex: '#9a7350', usage: 'open shelves and island top' },
    ],
    furnitureRecommendations: [
      'An oak island with seating for two',
      'Counter stools with footrests',
      'Full-height pantry',
    ],
    lightingTips: ['Under-cabinet LED strips over the worktop', 'Two pendants over the island on a dimmer'],
    budgetTips: ['Keep the sink where it is', 'Spend on worktops and hardware'],
  };

  it('asks for a JSON object and returns the model’s plan when it matches the schema', async () => {
    server.answerWith({ content: JSON.stringify(modelPlan) });
    const plan = await engineWith().suggestDesign({ roomType: 'kitchen', style: 'scandinavian' });
    expect(plan).toMatchObject(modelPlan);
    expect(plan.links).toContainEqual({
      href: '/projects/pale-ash-bungalow-kitchen',
      label: 'Pale Ash Bungalow Kitchen',
    });
    expect(server.requests[0]?.body.response_format).toEqual({ type: 'json_object' });
    expect(String(server.requests[0]?.body.messages?.[0]?.content)).toContain('"furnitureRecommendations"');
  });

  it('accepts the plan inside a code fence', async () => {
    server.answerWith({ content: `\`\`\`json\n${JSON.stringify(modelPlan)}\n\`\`\`` });
    expect((await engineWith().suggestDesign({ roomType: 'kitchen' })).overallConcept).toBe(modelPlan.overallConcept);
  });

  it.each([
    ['not JSON at all', 'Here is your plan: a sage kitchen with oak shelves.'],
    ['a field missing', JSON.stringify({ ...modelPlan, lightingTips: undefined })],
    [
      'a color that is not a hex',
      JSON.stringify({
        ...modelPlan,
        colorPalette: [{ name: 'Sage', hex: 'sage', usage: 'walls' }, ...modelPlan.colorPalette],
      }),
    ],
    ['too few furniture ideas', JSON.stringify({ ...modelPlan, furnitureRecommendations: ['A table'] })],
  ])('falls back to the built-in plan when the model’s JSON has %s', async (_case, content) => {
    server.answerWith({ content });
    const plan = await engineWith().suggestDesign({ roomType: 'kitchen', style: 'scandinavian' });
    expect(plan.overallConcept).toContain('This plan is for a Scandinavian kitchen.');
    expect(plan.colorPalette.map((c) => c.name)).toContain('Pale Ash');
    expect(logs).toEqual([expect.stringContaining('did not match the plan schema')]);
  });
});

describe('photo analysis with a vision model', () => {
  const photo = async () =>
    dataUrl(
      await bandsImage([
        ['#2f5fb0', 0.8],
        ['#e8e6e1', 0.2],
      ]),
      'image/png',
    );

  it('sends the photo as an image_url part with the measured palette, and keeps the linked projects', async () => {
    server.answerWith({ content: 'A crisp cobalt bedroom: keep the bedding light and the bulbs warm.' });
    const image = await photo();
    const result = await engineWith({ visionModel: 'gpt-vision-test' }).analyzeImage({ image, roomContext: 'bedroom' });
    expect(
      result.analysis.startsWith(
        'A crisp cobalt bedroom: keep the bedding light and the bulbs warm. From our portfolio, ',
      ),
    ).toBe(true);
    expect(result.links.length).toBeGreaterThanOrEqual(2);
    const request = server.requests[0];
    expect(request?.body.model).toBe('gpt-vision-test');
    const user = request?.body.messages?.at(-1)?.content as Array<{ type: string; image_url?: { url: string } }>;
    expect(user.find((part) => part.type === 'image_url')?.image_url?.url).toBe(image);
    expect(String(request?.body.messages?.[0]?.content)).toContain(result.palette[0]?.name ?? '?');
  });

  it('never sends the photo to a model that cannot see; the built-in analysis answers', async () => {
    server.answerWith({ content: 'should not be asked' });
    const result = await engineWith({ visionModel: null }).analyzeImage({
      image: await photo(),
      roomContext: 'bedroom',
    });
    expect(server.requests).toHaveLength(0);
    expect(result.analysis).toContain('cool');
  });

  it('falls back to the built-in analysis when the vision call fails', async () => {
    server.answerWith({ status: 400, error: 'Invalid image' });
    const result = await engineWith({ visionModel: 'gpt-vision-test' }).analyzeImage({ image: await photo() });
    expect(result.analysis).toContain('Your photo is led by');
    expect(logs[0]).toContain('image analysis: model gpt-vision-test failed (HTTP 400: Invalid image)');
  });
});
