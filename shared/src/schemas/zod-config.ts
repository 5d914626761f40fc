import { z } from 'zod';

// In the browser, zod parses without compiling code: the site's Content-Security-Policy forbids eval, and zod's
// probe for it (made when an object schema is built) would be reported as a policy violation on every page
// with a form. Imported first by every schema module, so it runs before any schema exists. (The API, which
// shares these schemas and has no such policy, keeps zod's faster compiled parsers.)
if ('document' in globalThis) z.config({ jitless: true });
