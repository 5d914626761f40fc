// The MUI components every app uses, as one federation singleton (`@basera/shared/ui`). Shared modules are not
// tree-shaken, so sharing `@mui/material` whole would ship all of it, and sharing its sub-paths lets two apps
// supply parts of one component family (a shell TextField with a remote's MenuItem lost MenuList's context).
// Here each family comes from one bundle, built once by whichever app loads first (the shell), and holds only
// the components listed. An app imports MUI components from here only (Biome enforces it); add a component here
// when an app needs a new one. Theme helpers come from here too; `@mui/material/styles` only for types.
// Components that only a few screens use (the listing wizard's) are in `@basera/shared/ui-extra` instead, so
// that every other page neither downloads nor evaluates them, and those that no first screen of the site uses
// (home's, with the header and the search box) are in `@basera/shared/ui-more`, loaded by the pages that need
// them: the first visit is about 10 KB (brotli) lighter.
export { default as AppBar } from '@mui/material/AppBar';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
// Button's own base, for a control drawn another way (the FAQ's questions): already in every page through Button.
export { default as ButtonBase } from '@mui/material/ButtonBase';
export { default as Card } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export type { GridProps } from '@mui/material/Grid';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputLabel } from '@mui/material/InputLabel';
export { default as Link } from '@mui/material/Link';
export { default as NativeSelect } from '@mui/material/NativeSelect';
export { default as OutlinedInput } from '@mui/material/OutlinedInput';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
// The factory of every @mui/icons-material icon (see build/svg-icon-factory.mjs): one SvgIcon for the page.
export { createSvgIcon } from '@mui/material/SvgIcon';
export { alpha, useTheme } from '@mui/material/styles';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
export { default as useMediaQuery } from '@mui/material/useMediaQuery';
