import { answerTo, entityTagOf } from './conditional.js';

const info = { size: 100, modified: new Date('2026-12-01T10:00:00.500Z') };
const etag = entityTagOf(info);
const before = new Date('2026-11-30T00:00:00Z').toUTCString();
const same = new Date('2026-12-01T10:00:00Z').toUTCString();

it('answers the conditions in the order RFC 9110 gives them', () => {
  expect(etag).toBe(`W/"64-${info.modified.getTime().toString(16)}"`);
  expect(answerTo({ 'if-unmodified-since': before }, info)).toEqual({ status: 412 });
  expect(answerTo({ 'if-unmodified-since': same }, info)).toEqual({ status: 200 });
  // If-Match wins over If-Unmodified-Since, If-None-Match over If-Modified-Since.
  expect(answerTo({ 'if-match': etag, 'if-unmodified-since': before }, info)).toEqual({
    status: 200,
  });
  expect(answerTo({ 'if-match': '*' }, info)).toEqual({ status: 200 });
  expect(answerTo({ 'if-none-match': '"other"', 'if-modified-since': same }, info)).toEqual({
    status: 200,
  });
  expect(answerTo({ 'if-modified-since': same }, info)).toEqual({ status: 304 });
  expect(answerTo({ 'if-modified-since': 'not a date' }, info)).toEqual({ status: 200 });
  // An object store's own tag is used as it is.
  expect(entityTagOf({ ...info, etag: '"abc-3"' })).toBe('"abc-3"');
});

it('answers one byte range, and the whole file for what it may ignore', () => {
  expect(answerTo({ range: 'bytes=90-200' }, info)).toEqual({ status: 206, start: 90, end: 99 });
  expect(answerTo({ range: 'bytes=-0' }, info)).toEqual({ status: 416 });
  expect(answerTo({ range: 'bytes=100-' }, info)).toEqual({ status: 416 });
  expect(answerTo({ range: 'bytes=5-2' }, info)).toEqual({ status: 200 });
  expect(answerTo({ range: 'items=0-5' }, info)).toEqual({ status: 200 });
  expect(answerTo({ range: 'bytes=-' }, info)).toEqual({ status: 200 });
  expect(answerTo({ range: 'bytes=0-0', 'if-range': same }, info)).toEqual({
    status: 206,
    start: 0,
    end: 0,
  });
  expect(answerTo({ range: 'bytes=0-0', 'if-range': before }, info)).toEqual({ status: 200 });
  expect(answerTo({ range: 'bytes=0-0' }, { ...info, size: 0 })).toEqual({ status: 416 });
});
