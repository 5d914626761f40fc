// react-router 7 needs TextEncoder/TextDecoder, which jsdom lacks.
const { TextDecoder, TextEncoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
