// MUI components that the pages use but no first screen of the site needs (home's, under the shell's header,
// with mf-search's search box): tables, accordions, chips, dividers, check boxes and radios, avatars, pagination,
// alerts, what opens over the page or types into a field: dialogs, the drawer, menus, lists, Collapse and TextField
// (whose select mode brings MUI's menu, popover, modal and focus trap with it), as a federation singleton of
// their own, `@basera/shared/ui-more`. The first visit does not download or evaluate them (about 35 KB brotli); a page that
// uses one gets this chunk with its own, and a first screen that opens one does so lazily (the header's phone
// menu, the sign-in loading box).
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
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Divider } from '@mui/material/Divider';
export { default as Drawer } from '@mui/material/Drawer';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormGroup } from '@mui/material/FormGroup';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Pagination } from '@mui/material/Pagination';
export { default as Radio } from '@mui/material/Radio';
export { default as RadioGroup } from '@mui/material/RadioGroup';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export type { TextFieldProps } from '@mui/material/TextField';
export { default as TextField } from '@mui/material/TextField';
