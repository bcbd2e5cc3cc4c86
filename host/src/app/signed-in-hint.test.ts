import { SIGNED_IN_COOKIE } from '@portal/shared/core';
import { forgetSignedInHint, signedInHint } from './signed-in-hint';

afterEach(() => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = 'other=; Max-Age=0; Path=/';
});

it('reads the hint among other cookies, and only its value 1', () => {
  expect(signedInHint()).toBe(false);
  document.cookie = 'other=1; Path=/';
  document.cookie = `${SIGNED_IN_COOKIE}=0; Path=/`;
  expect(signedInHint()).toBe(false);
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
  expect(signedInHint()).toBe(true);
});

it('forgets a hint the user state proved wrong, leaving other cookies alone', () => {
  document.cookie = 'other=1; Path=/';
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
  forgetSignedInHint();
  expect(signedInHint()).toBe(false);
  expect(document.cookie).toContain('other=1');
});
