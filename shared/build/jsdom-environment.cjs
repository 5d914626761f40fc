// The front-end tests' environment: jest-environment-jsdom, with jsdom's selector matching for style rules
// skipping rules that cannot match. Nothing else differs.
//
// Why: testing-library's role queries ask, for every element they look at, whether it is hidden, and for an
// accessible name, whether each descendant is: jsdom's getComputedStyle then tests the element against every
// rule of every style sheet. MUI's emotion sheets hold hundreds of rules, and jsdom's style cache is dropped by
// any change to the page, so a test waiting for a render spent ~40% of its CPU in nwsapi matching `.css-1x2y3z`
// against elements that do not have that class (measured on mf-search's ResultsPage tests).
//
// How: in a selector with no attribute part, escape, quote or namespace outside its parentheses (whose content,
// a :not(...) or a :has(...), is left aside: it only adds conditions), the rightmost compound of each
// comma-separated branch is plain text: a type (div) and class names (.css-1x2y3z). An element that has
// neither the type nor all the classes of any branch cannot match (a class selector matches a whitespace-
// separated token of the class attribute, exactly as nwsapi tests it), so the answer is false without asking
// nwsapi; every other selector, and every element that may match, goes to nwsapi as before. Quirks-mode
// documents (class names case-insensitive) are left to nwsapi entirely.
const fs = require('node:fs');
const path = require('node:path');

const environmentDir = path.dirname(require.resolve('jest-environment-jsdom/package.json'));
const jsdomDir = path.dirname(require.resolve('jsdom/package.json', { paths: [environmentDir] }));
const selectorsFile = path.join(jsdomDir, 'lib', 'jsdom', 'living', 'helpers', 'selectors.js');

// Patched before jsdom loads the modules that take the function by name (style-rules.js): only where the
// helper is where jsdom 26 has it; elsewhere the environment is jest-environment-jsdom as it comes.
if (fs.existsSync(selectorsFile)) {
  const selectors = require(selectorsFile);
  const matchesDontThrow = selectors.matchesDontThrow;
  if (typeof matchesDontThrow === 'function' && !matchesDontThrow.skipsRulesByClass) {
    /**
     * selector -> what the rightmost compound of each of its comma-separated branches requires (a type and
     * class names), or null when that is not plain to read (the selector then always goes to nwsapi).
     */
    const requirements = new Map();
    const IDENT = '-?[_a-zA-Z\u00a0-\uffff][\\w\u00a0-\uffff-]*';
    const COMPOUND = new RegExp(`^(${IDENT}|\\*)?((?:\\.${IDENT}|:{1,2}${IDENT}(?:\\(\\))?|#${IDENT})*)$`);
    /** The selector with each top-level (...) emptied to (): their content never loosens the compound around them. */
    const outside = (selector) => {
      let depth = 0;
      let out = '';
      for (const char of selector) {
        if (char === '(') depth += 1;
        else if (char === ')') {
          depth -= 1;
          if (depth < 0) return null;
          if (depth === 0) out += '()';
        } else if (depth === 0) out += char;
      }
      return depth === 0 ? out : null;
    };
    const requirementsOf = (selector) => {
      let found = requirements.get(selector);
      if (found !== undefined) return found;
      found = null;
      const plain = typeof selector === 'string' && !/["'\\]/.test(selector) ? outside(selector) : null;
      if (plain?.trim() && !/[[\]@|]/.test(plain)) {
        const branches = plain.split(',').map((branch) => {
          const compounds = branch.trim().split(/\s*[>+~]\s*|\s+/);
          const match = COMPOUND.exec(compounds[compounds.length - 1] ?? '');
          if (!match) return null;
          const type = match[1] && match[1] !== '*' ? match[1].toLowerCase() : null;
          const classes = [...match[2].matchAll(new RegExp(`\\.(${IDENT})`, 'g'))].map((m) => m[1]);
          return { type, classes };
        });
        if (branches.every((branch) => branch && (branch.type || branch.classes.length))) found = branches;
      }
      requirements.set(selector, found);
      return found;
    };
    /** An element's class tokens, split as nwsapi's /(^|\s)name(\s|$)/ test reads them. */
    const tokensOf = new Map();
    const tokens = (value) => {
      let set = tokensOf.get(value);
      if (!set) {
        if (tokensOf.size > 5000) tokensOf.clear();
        set = new Set(value.split(/\s+/));
        tokensOf.set(value, set);
      }
      return set;
    };
    /** Whether the element may match one of the branches (type compared case-insensitively: never too strict). */
    const mayMatch = (elImpl, branches) => {
      const value = elImpl.getAttributeNS(null, 'class');
      const has = value === null ? null : tokens(value);
      const type = String(elImpl.localName).toLowerCase();
      return branches.some(
        (branch) => (!branch.type || branch.type === type) && branch.classes.every((name) => has?.has(name)),
      );
    };
    const skipping = (elImpl, selector) => {
      const branches = requirementsOf(selector);
      if (branches && elImpl._ownerDocument?.compatMode === 'CSS1Compat' && !mayMatch(elImpl, branches)) {
        return false;
      }
      return matchesDontThrow(elImpl, selector);
    };
    skipping.skipsRulesByClass = true;
    selectors.matchesDontThrow = skipping;
  }
}

module.exports = require('jest-environment-jsdom');
