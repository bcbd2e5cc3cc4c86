import { whenIdle } from './when-idle';

const readyState = (state: DocumentReadyState) =>
  jest.spyOn(document, 'readyState', 'get').mockReturnValue(state);

beforeEach(() => {
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  });
});
afterEach(() => jest.restoreAllMocks());

it('waits for the page’s load event before waiting for idle time', () => {
  readyState('interactive');
  const callback = jest.fn();
  whenIdle(callback);
  expect(callback).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  expect(window.requestIdleCallback).toHaveBeenCalledWith(callback, { timeout: 3000 });
  expect(callback).toHaveBeenCalledTimes(1);
});

it('asks for idle time at once when the page has already loaded', () => {
  readyState('complete');
  const callback = jest.fn();
  whenIdle(callback);
  expect(callback).toHaveBeenCalledTimes(1);
});
