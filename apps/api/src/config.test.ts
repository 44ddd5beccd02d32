import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: embedded database, port 3000, demo data outside production', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });

  it('turns demo data off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  it('treats empty strings as unset and trims the trailing slash of APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', APP_URL: 'https://rentals.example/' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.appUrl).toBe('https://rentals.example');
  });
});
