import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as v from 'valibot';

/**
 * A valibot resolver that checks every rule of a form, even where another has already failed.
 * The plain resolver stops a schema's pipe at its first failure, so the confirmation check that
 * follows the fields (`withConfirmation`) stayed silent while any field was invalid; spec point 5
 * wants each message as soon as its own rule fails. Each field still shows its first message.
 */
export function everyRuleResolver<T extends FieldValues>(
  schema: v.GenericSchema<T, T>,
): Resolver<T> {
  const resolve = valibotResolver(schema) as unknown as Resolver<T>;
  return (values, context, options) =>
    resolve(values, context, { ...options, criteriaMode: 'all' });
}
