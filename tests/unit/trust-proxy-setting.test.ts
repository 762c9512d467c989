import { describe, expect, it } from 'vitest';
import { readServerEnv } from '../../cli/server-config.js';

// VITRINE_TRUST_PROXY (cli/server-config.ts): as Fastify's trustProxy takes it, checked at start.

describe('VITRINE_TRUST_PROXY', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['false', false],
    ['true', true],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1,fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j is %j', (value, trustProxy) => {
    expect(readServerEnv(value === undefined ? {} : { VITRINE_TRUST_PROXY: value }).VITRINE_TRUST_PROXY).toEqual(trustProxy);
  });

  it.each(['yes', '10.0.0.0/33', '10/8', '0x7f.1', 'proxy.example', '10.0.0.1,,10.0.0.2', '-1', '::1/129'])(
    'refuses %j, naming it',
    (value) => {
      expect(() => readServerEnv({ VITRINE_TRUST_PROXY: value })).toThrow(/VITRINE_TRUST_PROXY/);
    },
  );

  it('refuses a hop count (Fastify 5 trusts nobody for one), saying to name the proxy', () => {
    expect(() => readServerEnv({ VITRINE_TRUST_PROXY: '1' })).toThrow(/hop count is not taken: name the proxy/);
  });
});
