// MUI components that only a few screens use (today the listing wizard's address search, photo upload progress
// and step tabs, and the password rule's tooltip), as a federation singleton of their own: `@basera/shared/ui-extra`. Every
// other page loads `@basera/shared/ui` alone, about 80 KB (20 KB brotli) lighter, Popper.js included.
// Like `ui`, the shell provides it (shell/src/provided-shared.ts), so these components and the ones in `ui` come
// from one build and share MUI's internal contexts (FormControl, Popper). Move a component here only when no
// first screen of the site uses it, and only with its whole family (Tabs with Tab).
export { default as Autocomplete } from '@mui/material/Autocomplete';
export { default as LinearProgress } from '@mui/material/LinearProgress';
// The review form's stars (issue 32): only the write-a-review page uses it.
export { default as Rating } from '@mui/material/Rating';
// The results' budget filter: loaded with the filters panel (on phones only once it is opened).
export { default as Slider } from '@mui/material/Slider';
// Notification settings' channel switches (an account page, never a first screen).
export { default as Switch } from '@mui/material/Switch';
export { default as Tab } from '@mui/material/Tab';
export { default as Tabs } from '@mui/material/Tabs';
export { default as Tooltip } from '@mui/material/Tooltip';
