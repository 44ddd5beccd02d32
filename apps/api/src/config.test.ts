import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig, parseTrustProxy, REPO_ROOT } from './config.ts';

describe('configuration', () => {
  it('has working defaults: embedded database, port 3000, demo data on a local machine, no trusted proxy', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('creates demo accounts by default only outside production and on a local APP_URL', () => {
    const prod = { NODE_ENV: 'production', APP_URL: 'https://rentals.example' };
    expect(loadConfig(prod).seedDemo).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // NODE_ENV left at its default on a deployed server: the public APP_URL says it is not a laptop.
    expect(loadConfig({ APP_URL: 'https://rentals.example' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', APP_URL: 'http://203.0.113.7:3000' }).seedDemo).toBe(false);
    expect(loadConfig({ APP_URL: 'https://rentals.example', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ APP_URL: 'http://localhost:5173' }).seedDemo).toBe(true);
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3000/' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses to start in production without APP_URL, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_URL: required when NODE_ENV is production/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_URL: '' })).toThrow(/APP_URL/);
    expect(() => loadConfig({ APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL/);
  });

  it('names the variable at fault', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty strings as unset and trims the trailing slash of APP_URL', () => {
    const config = loadConfig({ DATABASE_URL: '', APP_URL: 'https://rentals.example/', TRUST_PROXY: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.appUrl).toBe('https://rentals.example');
    expect(config.trustProxy).toBe(false);
  });

  it('reads TRUST_PROXY as Fastify takes it: true, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(parseTrustProxy('proxy.internal')).toBeNull();
    expect(parseTrustProxy('10.0.0.1/8/1')).toBeNull();
    expect(parseTrustProxy(undefined)).toBe(false);
  });
});

describe('.env.example', () => {
  it('names every variable the server reads, and nothing it does not', async () => {
    const text = await readFile(`${REPO_ROOT}/.env.example`, 'utf8');
    const named = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(CONFIG_VARIABLES));
  });
});
