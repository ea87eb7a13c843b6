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
});
