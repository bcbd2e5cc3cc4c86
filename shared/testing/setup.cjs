// Mantine needs ResizeObserver, which jsdom lacks; everything else is real.
require('@testing-library/jest-dom');

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = globalThis.ResizeObserver ?? ResizeObserverStub;

// A test file may run in Node instead (`@jest-environment node`: wasm analysers); then there is
// no page to prepare.
const hasDom = typeof Element !== 'undefined';

// Mantine's combobox scrolls the active option into view; jsdom has no layout to scroll.
if (hasDom && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = function scrollIntoView() {};

// Toasts live in a module-level store, and toasts carried over a reload in sessionStorage: start
// every test with none (before anything is mounted).
beforeEach(() => {
  if (!hasDom) return;
  const { notifications } = require('@mantine/notifications');
  notifications?.clean?.();
  sessionStorage.clear();
});
