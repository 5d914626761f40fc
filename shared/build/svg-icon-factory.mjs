// Every @mui/icons-material icon is built by this factory (webpack swaps it in for the package's own
// `utils/createSvgIcon`). It takes MUI's SvgIcon from the shared ui singleton, so no app bundles its own copy
// of SvgIcon and, through it, MUI's default theme (~19 KiB gzip per app on the home page).
export { createSvgIcon as default } from '@basera/shared/ui';
