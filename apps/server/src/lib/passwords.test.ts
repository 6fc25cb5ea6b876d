import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config/env.ts';
import { configurePasswordCost, hashPassword, needsRehash, PRODUCTION_PASSWORD_COST, verifyPassword } from './passwords.ts';

afterEach(() => configurePasswordCost(testConfig().PASSWORD_HASH_COST));

describe('password hashing', () => {
  // The one test that pays the production cost (128 MiB, a few hundred milliseconds per hash).
  it('hashes at OWASP scrypt cost by default and in production', async () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(PRODUCTION_PASSWORD_COST);
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.PASSWORD_HASH_COST).toBe(17);
    configurePasswordCost(production.PASSWORD_HASH_COST);
    const stored = await hashPassword('Segredo#2025');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('Segredo#2025', stored)).toBe(true);
    expect(await verifyPassword('segredo#2025', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('hashes new passwords at the configured cost and still verifies older hashes', async () => {
    configurePasswordCost(10);
    const cheap = await hashPassword('Segredo#2025');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Segredo#2025', cheap)).toBe(true);
    configurePasswordCost(11);
    expect(needsRehash(cheap)).toBe(true);
    expect(await verifyPassword('Segredo#2025', cheap)).toBe(true);
    expect(await verifyPassword('Segredo#2025', null)).toBe(false);
    expect(await verifyPassword('Segredo#2025', 'bcrypt$x')).toBe(false);
  });

  it('refuses a cost outside the validated range', () => {
    expect(() => configurePasswordCost(4)).toThrow(RangeError);
    expect(() => configurePasswordCost(10.5)).toThrow(RangeError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('never runs below the production cost in production, even for command-line tools', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST: must be at least 17 in production/);
    expect(loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '18' }).PASSWORD_HASH_COST).toBe(18);
    expect(testConfig().PASSWORD_HASH_COST).toBe(10);
  });
});
