import { describe, expect, it } from 'vitest';
import { ChatConfigError, resolveChatModelConfig } from './chat-config.ts';

describe('resolveChatModelConfig', () => {
  it('is null for the built-in engine, configured or by default', () => {
    expect(resolveChatModelConfig({})).toBeNull();
    expect(resolveChatModelConfig({ CHAT_PROVIDER: 'builtin', CHAT_MODEL: 'gpt-4o-mini' })).toBeNull();
  });

  it('describes an OpenAI-compatible server, without a trailing slash', () => {
    expect(
      resolveChatModelConfig({
        CHAT_PROVIDER: 'openai',
        OPENAI_BASE_URL: 'http://localhost:11434/v1/',
        CHAT_MODEL: 'llama3.1',
        CHAT_DAILY_MODEL_CALLS: 50,
      }),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      model: 'llama3.1',
      visionModel: null,
      dailyCalls: 50,
    });
  });

  it('sends photos to CHAT_VISION_MODEL, or to CHAT_MODEL when it is known to see', () => {
    const base = { CHAT_PROVIDER: 'openai' as const, OPENAI_API_KEY: 'sk-x' };
    expect(
      resolveChatModelConfig({ ...base, CHAT_MODEL: 'llama3.1', CHAT_VISION_MODEL: 'llava:13b' })?.visionModel,
    ).toBe('llava:13b');
    expect(resolveChatModelConfig({ ...base, CHAT_MODEL: 'gpt-4o-mini' })?.visionModel).toBe('gpt-4o-mini');
    expect(resolveChatModelConfig({ ...base, CHAT_MODEL: 'qwen2.5vl:7b' })?.visionModel).toBe('qwen2.5vl:7b');
    expect(resolveChatModelConfig({ ...base, CHAT_MODEL: 'mistral-7b-instruct' })?.visionModel).toBeNull();
  });

  it('stops the boot when the model is asked for but not named', () => {
    expect(() => resolveChatModelConfig({ CHAT_PROVIDER: 'openai' })).toThrow(ChatConfigError);
    expect(() => resolveChatModelConfig({ CHAT_PROVIDER: 'openai' })).toThrow('CHAT_PROVIDER=openai needs CHAT_MODEL');
  });
});
