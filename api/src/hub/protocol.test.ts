import { closeMessage, handshakeProblem, parseMessage, RecordReader } from './protocol.js';

it('splits records and keeps an unfinished one for the next frame', () => {
  const reader = new RecordReader(100);
  expect(reader.read('{"type":6}\x1e{"type"')).toEqual(['{"type":6}']);
  expect(reader.read(':7}\x1e')).toEqual(['{"type":7}']);
  expect(reader.read('x'.repeat(101))).toBeNull();
});

it('accepts only the JSON protocol, version 1', () => {
  expect(handshakeProblem('{"protocol":"json","version":1}')).toBeNull();
  expect(handshakeProblem('{"protocol":"json","version":2}')).toContain('version 2');
  expect(handshakeProblem('not json')).toContain('not valid JSON');
  expect(handshakeProblem('null')).toContain('invalid');
});

it('reads only objects with a numeric type as messages', () => {
  expect(parseMessage('{"type":1,"target":"X"}')).toEqual({ type: 1, target: 'X' });
  expect(parseMessage('{"target":"X"}')).toBeNull();
  expect(parseMessage('[')).toBeNull();
});

it('writes the close message the client reconnects on', () => {
  expect(closeMessage('Server is shutting down', true)).toBe(
    '{"type":7,"error":"Server is shutting down","allowReconnect":true}\x1e',
  );
  expect(closeMessage()).toBe('{"type":7}\x1e');
});
