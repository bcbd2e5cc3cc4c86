import { readExternalProviders } from './providers-config.js';

const google = {
  name: 'google',
  displayName: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'id',
  clientSecret: 'secret',
};

it('offers no provider when OIDC_PROVIDERS is unset or blank', () => {
  expect(readExternalProviders(undefined)).toEqual([]);
  expect(readExternalProviders('  ')).toEqual([]);
});

it('reads a JSON list of providers', () => {
  expect(readExternalProviders(JSON.stringify([google]))).toEqual([google]);
});

it('stops the start with a message naming what is wrong', () => {
  expect(() => readExternalProviders('[{')).toThrow('OIDC_PROVIDERS is not valid JSON.');
  expect(() => readExternalProviders(JSON.stringify([{ ...google, issuer: 'nope' }]))).toThrow(
    'OIDC_PROVIDERS is invalid: 0.issuer: issuer must be a URL.',
  );
  expect(() => readExternalProviders(JSON.stringify([{ ...google, clientSecret: '' }]))).toThrow(
    '0.clientSecret: clientSecret is required.',
  );
  expect(() => readExternalProviders(JSON.stringify([google, google]))).toThrow(
    'Each provider needs its own name.',
  );
});
