import * as v from 'valibot';
import {
  ChangePasswordRequestSchema,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  RegisterRequestSchema,
} from './account/index.ts';
import { pathOf } from './endpoint.ts';
import { inputKeyOf, readFieldErrors, serverFieldName } from './errors.ts';
import { PagingQuerySchema } from './paging.ts';
import {
  acceptInvitationPage,
  confirmEmailPage,
  externalLoginErrorPage,
  resetPasswordPage,
  unsubscribePage,
} from './paths.ts';

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]);

it('reports a confirmation that differs on confirmPassword, even while another field is wrong', () => {
  expect(
    issuesOf(RegisterRequestSchema, { email: 'nope', password: 'secret1', confirmPassword: 'x' }),
  ).toEqual([
    ['email', INVALID_EMAIL_MESSAGE],
    ['confirmPassword', PASSWORDS_DO_NOT_MATCH_MESSAGE],
  ]);
});

it('gives each missing password field its own text', () => {
  expect(
    issuesOf(ChangePasswordRequestSchema, {
      currentPassword: '',
      newPassword: 'abc',
      confirmPassword: 'abc',
    }),
  ).toEqual([
    ['currentPassword', CURRENT_PASSWORD_REQUIRED_MESSAGE],
    ['newPassword', PASSWORD_TOO_SHORT_MESSAGE],
  ]);
});

it('fills route parameters, encoded, and refuses a missing one', () => {
  expect(pathOf('/api/projects/:projectId/posts/:id', { projectId: 7, id: 'a/b' })).toBe(
    '/api/projects/7/posts/a%2Fb',
  );
  expect(() => pathOf('/api/projects/:id', {})).toThrow('Missing route parameter "id"');
});

it('names fields as ASP.NET does and back', () => {
  expect(serverFieldName('confirmPassword')).toBe('ConfirmPassword');
  expect(inputKeyOf('ConfirmPassword')).toBe('confirmPassword');
  expect(readFieldErrors({ message: 'x', errors: { Email: ['bad'], '': 'general' } })).toEqual({
    Email: ['bad'],
    '': ['general'],
  });
});

it('pages at 20 by default and at most 100', () => {
  expect(v.parse(PagingQuerySchema, {})).toEqual({ page: 1, pageSize: 20, search: '' });
  expect(issuesOf(PagingQuerySchema, { pageSize: '101' })).toEqual([
    ['pageSize', 'At most 100 per page.'],
  ]);
});

it('writes the e-mailed links as the API always has (encodeURIComponent, in this order)', () => {
  expect(confirmEmailPage(7, 'a-b_c')).toBe('/account/confirm-email?userId=7&token=a-b_c');
  expect(acceptInvitationPage(7, "o'neil+x@example.com", 'a-b_c')).toBe(
    "/account/confirm-email-set-password?userId=7&email=o'neil%2Bx%40example.com&token=a-b_c",
  );
  expect(resetPasswordPage('a b~@example.com', 't')).toBe(
    '/account/reset-password?email=a%20b~%40example.com&token=t',
  );
  expect(unsubscribePage('7.digest.x-y_z')).toBe('/account/unsubscribe?token=7.digest.x-y_z');
  // Not e-mailed: a redirect whose query is form-encoded.
  expect(externalLoginErrorPage('Sign-in failed.')).toBe(
    '/account/external-login?error=Sign-in+failed.',
  );
});
