// The shared preset, with a longer per-test limit: these tests drive whole forms and comboboxes,
// which on a busy two-core machine can pass Jest's default 5 s without anything being wrong.
module.exports = { ...require('@portal/tooling/jest-preset'), testTimeout: 20_000 };
