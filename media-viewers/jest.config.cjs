module.exports = require('@portal/shared/jest-preset');
