import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type * as v from 'valibot';
import { applyServerErrors } from '@portal/shared';
import { refusalOr } from './refusal';

/**
 * A dialog's form: its values checked with the contract's schema, then `save`d. A 400's field
 * map lands on the fields; any other failure is said above them (the API's words for a refusal,
 * `failureMessage` otherwise), and what was written stays.
 */
export function useSavingForm<T extends FieldValues>(
  schema: v.GenericSchema<T>,
  failureMessage: string,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
) {
  const [failure, setFailure] = useState<string[]>([]);
  const form = useForm<T>({ resolver: valibotResolver(schema), ...options });
  /** A submit handler that saves the checked values with `save`. */
  const submitWith =
    (save: (values: T) => Promise<unknown>) =>
    (event?: BaseSyntheticEvent): Promise<void> =>
      form.handleSubmit(async (values) => {
        setFailure([]);
        try {
          await save(values);
        } catch (error) {
          setFailure(
            applyServerErrors(form, error, { fallback: refusalOr(error, failureMessage) }),
          );
        }
      })(event);
  return { form, failure, submitWith };
}
