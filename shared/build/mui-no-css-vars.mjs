// Basera's theme uses no CSS theme variables (shared/src/theme.ts: no `cssVariables`, no `colorSchemes`), so
// MUI's CSS-variables machinery (its theme builder, provider and colour-scheme script) never runs: createTheme
// and ThemeProvider take their plain paths. Webpack swaps this module in for the two files that hold that
// machinery (webpack.cjs), about 5 KiB brotli less on every page. Turning CSS variables on means removing that
// swap first; until then, any call says so.
function cssVariablesAreOff() {
  throw new Error('MUI CSS theme variables are left out of this build (shared/build/mui-no-css-vars.mjs).');
}

export default cssVariablesAreOff;
export const createGetCssVar = cssVariablesAreOff;
export const CssVarsProvider = cssVariablesAreOff;
export const Experimental_CssVarsProvider = cssVariablesAreOff;
export const useColorScheme = cssVariablesAreOff;
export const getInitColorSchemeScript = cssVariablesAreOff;
