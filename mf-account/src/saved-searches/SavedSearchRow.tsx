import { formatDateTime, type SavedSearch } from '@basera/shared';
import { SAVED_SEARCH_ALERT_LABELS, SAVED_SEARCH_ALERTS, type SavedSearchAlert } from '@basera/shared/rules';
import { Box, Button, Paper, Stack, Typography } from '@basera/shared/ui';
import { Chip, MenuItem, TextField } from '@basera/shared/ui-more';

/** One change of a saved search (PATCH /saved-searches/:id). */
export interface SearchChange {
  name?: string;
  paused?: boolean;
  alert?: SavedSearchAlert;
  seen?: true;
}

/** "3 new", "No new matches". */
export const newMatchesText = (n: number) => (n > 0 ? `${n} new` : 'No new matches');

/** Short words for the alert select (the long ones are the dialog's). */
const ALERT_SHORT: Record<SavedSearchAlert, string> = { instant: 'As they come', daily: 'Daily digest' };

/** A saved search in My Account: its name and new matches, Open, the alert mode, and its other actions. */
export function SavedSearchRow({
  search,
  busy,
  onOpen,
  onRename,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  busy: boolean;
  onOpen: () => void;
  onRename: () => void;
  onChange: (change: SearchChange) => void;
  onDelete: () => void;
}) {
  const labelId = `saved-search-${search.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={labelId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography id={labelId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {search.name}
            </Typography>
            <Chip
              size="small"
              color={search.new_matches > 0 ? 'success' : 'default'}
              label={newMatchesText(search.new_matches)}
            />
            {search.paused && <Chip size="small" variant="outlined" label="Paused" />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Saved {formatDateTime(search.created_at)}
            {search.paused ? ' · no alerts while paused' : ''}
          </Typography>
        </Box>
        <Button
          variant="contained"
          onClick={onOpen}
          disabled={busy}
          aria-label={`Open ${search.name}`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' }, minHeight: 40 }}
        >
          Open
        </Button>
      </Stack>
      <Stack
        direction="row"
        sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        aria-label={`Actions for ${search.name}`}
      >
        <TextField
          select
          size="small"
          label="Alerts"
          value={search.alert}
          disabled={busy}
          onChange={(event) => onChange({ alert: event.target.value as SavedSearchAlert })}
          sx={{ minWidth: 150, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          slotProps={{ select: { title: SAVED_SEARCH_ALERT_LABELS[search.alert] } }}
        >
          {SAVED_SEARCH_ALERTS.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {ALERT_SHORT[mode]}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="outlined" onClick={onRename} disabled={busy} sx={{ minHeight: 36 }}>
          Rename
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onChange({ paused: !search.paused })}
          disabled={busy}
          sx={{ minHeight: 36 }}
        >
          {search.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={onDelete}
          disabled={busy}
          sx={{ minHeight: 36 }}
        >
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}
