import { describe, expect, it } from 'vitest';
import { publicOrigin, readServerEnv } from '../../cli/server-config.js';
import type { SiteConfig } from '../../schema/index.js';

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

// VITRINE_PUBLIC_URL (cli/server-config.ts): the public origin every mailed link and the Secure
// cookie come from; it wins over site.json's "url", and neither is a refusal in one sentence.
describe('VITRINE_PUBLIC_URL', () => {
  const site = (url?: string) => ({ ...(url !== undefined && { url }) }) as SiteConfig;
  const origin = (env: NodeJS.ProcessEnv, url?: string) =>
    publicOrigin(readServerEnv(env), site(url), 'data/site/site.json', 'the links it e-mails');

  it('wins over the site configuration’s url, as an origin', () => {
    expect(origin({ VITRINE_PUBLIC_URL: 'https://www.agence.be/' }, 'https://old.agence.be')).toBe('https://www.agence.be');
    expect(origin({}, 'https://www.agence.be/fr/')).toBe('https://www.agence.be');
    expect(origin({ VITRINE_PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
  });

  it.each(['www.agence.be', 'ftp://agence.be', 'javascript:alert(1)'])('refuses %j, naming it', (value) => {
    expect(() => readServerEnv({ VITRINE_PUBLIC_URL: value })).toThrow(/VITRINE_PUBLIC_URL/);
  });

  it('says what is missing and how to give it when neither is set', () => {
    expect(() => origin({})).toThrow(
      'the links it e-mails need the site\'s public address, which is missing: set "url" in data/site/site.json or VITRINE_PUBLIC_URL in the environment (such as https://www.agence.be)',
    );
  });
});
