import * as v from 'valibot';

/** One OpenID Connect provider the portal offers as 'Continue with {displayName}'. */
export interface ExternalProviderConfig {
  /** The key in URLs (`provider=` of the challenge); letters, digits, '-' and '_'. */
  name: string;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const text = (label: string) =>
  v.pipe(v.string(`${label} must be a string.`), v.trim(), v.nonEmpty(`${label} is required.`));

const ProviderSchema = v.object({
  name: v.pipe(
    text('name'),
    v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'name may hold only A-Z, 0-9, - and _.'),
  ),
  displayName: v.pipe(text('displayName'), v.maxLength(60)),
  issuer: v.pipe(text('issuer'), v.url('issuer must be a URL.')),
  clientId: text('clientId'),
  clientSecret: text('clientSecret'),
});

const ProvidersSchema = v.pipe(
  v.array(ProviderSchema),
  v.check(
    (list) => new Set(list.map((p) => p.name.toLowerCase())).size === list.length,
    'Each provider needs its own name.',
  ),
);

/**
 * Reads OIDC_PROVIDERS: a JSON array of { name, displayName, issuer, clientId, clientSecret }.
 * A mistake stops the start with a message that says which field is wrong.
 */
export function readExternalProviders(json: string | undefined): ExternalProviderConfig[] {
  if (!json?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('OIDC_PROVIDERS is not valid JSON.');
  }
  const result = v.safeParse(ProvidersSchema, parsed);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => {
    const where = issue.path?.map((step) => String(step.key)).join('.') ?? '';
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  throw new Error(`OIDC_PROVIDERS is invalid: ${problems.join('; ')}`);
}
