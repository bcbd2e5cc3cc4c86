// Mantine needs ResizeObserver, which jsdom lacks; everything else is real.
require('@testing-library/jest-dom');

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver = globalThis.ResizeObserver ?? ResizeObserverStub;
