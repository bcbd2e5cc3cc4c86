module.exports = require('@portal/tooling/jest-preset');
