import { registerResolver } from './register-schema';
import { PASSWORD_MISMATCH, PASSWORDS_DO_NOT_MATCH_MESSAGE } from '@portal/shared';

it('reports a mismatch on confirmPassword with the passwordMismatch key', async () => {
  const result = await registerResolver(
    { email: 'new@example.com', password: 'secret1', confirmPassword: 'secret2' },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  expect(result.errors.confirmPassword).toMatchObject({
    type: PASSWORD_MISMATCH,
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
  });
});

it('accepts matching passwords of at least six characters', async () => {
  const result = await registerResolver(
    { email: 'new@example.com', password: 'secret', confirmPassword: 'secret' },
    undefined,
    { fields: {}, shouldUseNativeValidation: false },
  );
  expect(result.errors).toEqual({});
});
