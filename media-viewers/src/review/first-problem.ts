/** A contract schema, seen through the Standard Schema interface every valibot schema offers. */
interface StandardSchema {
  readonly '~standard': { readonly validate: (value: unknown) => unknown };
}

/**
 * The first message of the contract's own rule for a value, or null when it passes. Read
 * through Standard Schema, so this package checks with the API's schemas without taking valibot
 * itself (the contract's schemas are synchronous, so the answer is too).
 */
export function firstProblem(schema: StandardSchema, value: unknown): string | null {
  const result = schema['~standard'].validate(value) as {
    issues?: readonly { message: string }[];
  };
  return result.issues?.[0]?.message ?? null;
}
