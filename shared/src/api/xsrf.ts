/** Name of the readable anti-forgery cookie the API sets. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that echoes the anti-forgery cookie on every non-GET request. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The current anti-forgery token from the XSRF-TOKEN cookie, or null. */
export function readXsrfToken(cookie: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}
