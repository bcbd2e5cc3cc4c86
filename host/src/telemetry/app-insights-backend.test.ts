import { scrubSecretHeaders } from './app-insights-backend';

it('drops the anti-forgery token from recorded request headers, as JSON or as an object', () => {
  const asJson: Record<string, unknown> = {
    requestHeaders: JSON.stringify({ accept: 'application/json', 'X-XSRF-TOKEN': 'secret' }),
  };
  scrubSecretHeaders(asJson);
  expect(JSON.parse(asJson.requestHeaders as string)).toEqual({ accept: 'application/json' });
  const asObject: Record<string, unknown> = {
    requestHeaders: { 'x-xsrf-token': 'secret', a: '1' },
  };
  scrubSecretHeaders(asObject);
  expect(asObject.requestHeaders).toEqual({ a: '1' });
  const none: Record<string, unknown> = { other: 'x' };
  scrubSecretHeaders(none);
  expect(none).toEqual({ other: 'x' });
});
