// MUI components that the pages use but no first screen of the site needs (home's, under the shell's header,
// with mf-search's search box), and that stay in the page: tables, accordions, chips, dividers, check boxes and
// radios, avatars, pagination, alerts and Collapse, as a federation singleton of their own,
// `@basera/shared/ui-more` (about 14 KB brotli with its library code). What opens over the page (dialogs, the
// drawer, menus, lists, and TextField, whose select mode brings the menu, popover, modal and focus trap) is
// `@basera/shared/ui-overlays` (ui-overlays.ts): the results and detail pages show chips and pagination at once
// but open their dialogs and menus on a tap, so they download the overlays then, not with the page.
// Like `ui` and `ui-extra`, the shell provides it (shell/src/remotes.ts imports it), so these components and
// those of `ui` come from one build and share MUI's internal contexts (FormControl for FormControlLabel and its
// Checkbox or Radio, RadioGroup for Radio). Move a component here only with its whole family (Table with its
// rows and cells, RadioGroup with Radio), and never one that home's first screen uses.
export { default as Accordion } from '@mui/material/Accordion';
export { default as AccordionDetails } from '@mui/material/AccordionDetails';
export { default as AccordionSummary } from '@mui/material/AccordionSummary';
export { default as Alert } from '@mui/material/Alert';
export { default as Avatar } from '@mui/material/Avatar';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Chip } from '@mui/material/Chip';
export { default as Collapse } from '@mui/material/Collapse';
export { default as Divider } from '@mui/material/Divider';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormGroup } from '@mui/material/FormGroup';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
