import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('runs with no configuration at all: embedded database in ./data on port 3000', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', SEED_DEMO: 'auto' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('treats empty values (a copied .env.example) as unset', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one clear message', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'sometimes' })).toThrow(EnvError);
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'sometimes' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
      expect(message).toContain('SEED_DEMO');
    }
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(parseEnv({ PUBLIC_URL: 'https://studio.example/' }).publicUrl).toBe('https://studio.example');
  });

  it('configures the answer-bot: built-in by default, an OpenAI-compatible model on request', () => {
    expect(parseEnv({})).toMatchObject({
      CHAT_PROVIDER: 'builtin',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      CHAT_DAILY_MODEL_CALLS: 500,
    });
    const env = parseEnv({
      CHAT_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      CHAT_MODEL: 'llama3.1',
      CHAT_VISION_MODEL: 'llava',
      CHAT_DAILY_MODEL_CALLS: '50',
    });
    expect(env).toMatchObject({
      CHAT_PROVIDER: 'openai',
      CHAT_MODEL: 'llama3.1',
      CHAT_VISION_MODEL: 'llava',
      CHAT_DAILY_MODEL_CALLS: 50,
    });
    expect(env.OPENAI_API_KEY).toBeUndefined();
    try {
      parseEnv({ CHAT_PROVIDER: 'anthropic', OPENAI_BASE_URL: 'ftp://models', CHAT_DAILY_MODEL_CALLS: '-1' });
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('CHAT_PROVIDER');
      expect(message).toContain('OPENAI_BASE_URL');
      expect(message).toContain('CHAT_DAILY_MODEL_CALLS');
    }
  });
});
