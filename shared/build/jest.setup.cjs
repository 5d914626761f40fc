// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A file's first render pays for transforming its lazy chunks: over testing-library's 1 s default on a busy
// two-core machine (CI once missed "Most Recent Listing" by that). findBy/waitFor still fail on a real miss.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
