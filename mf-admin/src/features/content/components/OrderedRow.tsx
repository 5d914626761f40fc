import { Box, Button, IconButton, Paper, Stack } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import type { ReactNode } from 'react';

export interface OrderedRowProps {
  /** The row's name for screen readers (the question, the slide's title, the person's name). */
  label: string;
  active: boolean;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** One item of an ordered list: what it shows, then up / down, Edit, Show / Hide and Delete. */
export function OrderedRow({
  label,
  active,
  first,
  last,
  busy,
  onMove,
  onEdit,
  onToggle,
  onDelete,
  children,
}: OrderedRowProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={label}
      sx={{ p: 2, bgcolor: active ? 'background.paper' : 'grey.50' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {!active && <Chip size="small" label="Hidden" sx={{ mb: 1 }} />}
          {children}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: { xs: 0.5, sm: 1 }, alignItems: 'center' }}>
          <IconButton size="small" aria-label="Move up" onClick={() => onMove(-1)} disabled={busy || first}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton size="small" aria-label="Move down" onClick={() => onMove(1)} disabled={busy || last}>
            <ArrowDownwardIcon />
          </IconButton>
          <Button variant="outlined" onClick={onEdit} disabled={busy}>
            Edit
          </Button>
          <Button variant="outlined" color="inherit" onClick={onToggle} disabled={busy}>
            {busy ? 'Please wait...' : active ? 'Hide' : 'Show'}
          </Button>
          <Button color="error" onClick={onDelete} disabled={busy}>
            Delete
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
