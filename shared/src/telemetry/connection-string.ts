// When the runtime config's Application Insights connection string is usable (spec point 7).

/** Marks of a template placeholder a deployment forgot to replace (`#{Key}#`, `{{key}}`, `__KEY__`, `$(Key)`). */
const PLACEHOLDER_MARKS = ['#{', '{{', '__', '$('];

/**
 * True when the connection string can be given to the SDK: not blank, holds an
 * `InstrumentationKey=` and no template placeholder. Otherwise telemetry stays a no-op.
 */
export function isUsableConnectionString(value: string | null | undefined): value is string {
  const text = (value ?? '').trim();
  if (text === '' || !/(^|;)\s*InstrumentationKey=/i.test(text)) return false;
  return !PLACEHOLDER_MARKS.some((mark) => text.includes(mark));
}

/** The one warning logged when telemetry is off because of the connection string. */
export const TELEMETRY_OFF_WARNING =
  'Telemetry is off: the Application Insights connection string is blank or a placeholder.';
