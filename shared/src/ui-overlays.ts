// MUI components that open over the page or pick from a list: dialogs, the drawer, menus, lists and TextField
// (whose select mode brings MUI's menu, popover, modal and focus trap with it), a federation singleton of their
// own, `@basera/shared/ui-overlays` (about 20 KB brotli with its library code). A page imports them from the
// module that opens them, loaded on the tap or on intent (pointer near, focus), so the page itself does not
// download them (the header's phone menu, the sign-in box, the results' filter sheet).
// Like `ui-more`, the shell provides it (shell/src/remotes.ts imports it): one build of MUI for all components,
// whose families share internal contexts (Menu with MenuItem, List with ListItemText, Dialog with DialogTitle).
// Move a component here only with its whole family.
export { default as Dialog } from '@mui/material/Dialog';
export { default as DialogActions } from '@mui/material/DialogActions';
export { default as DialogContent } from '@mui/material/DialogContent';
export { default as DialogContentText } from '@mui/material/DialogContentText';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as Drawer } from '@mui/material/Drawer';
export { default as List } from '@mui/material/List';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export type { TextFieldProps } from '@mui/material/TextField';
export { default as TextField } from '@mui/material/TextField';
