import { AC_OPTIONS, OCCUPATION_OPTIONS, SHARING_OPTIONS } from '@basera/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SearchState } from './search-state';

const GROUPS = [
  { key: 'sharing', title: 'Sharing', options: SHARING_OPTIONS },
  { key: 'ac', title: 'Air Conditioning', options: AC_OPTIONS },
  { key: 'occupation', title: 'Room Occupation', options: OCCUPATION_OPTIONS },
] as const;

/** Sharing, Air Conditioning and Room Occupation: each box adds or removes its value from the search. */
export function FilterSidebar({
  search,
  onToggle,
}: {
  search: SearchState;
  onToggle: (key: 'sharing' | 'ac' | 'occupation', value: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="aside" aria-label="Filters">
      {GROUPS.map((group) => {
        const chosen = new Set((search[group.key] ?? '').split(',').filter(Boolean));
        return (
          <fieldset key={group.key} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
              {group.title}
            </Typography>
            <FormGroup>
              {group.options.map((option) => (
                <FormControlLabel
                  key={option}
                  label={option}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.has(option)}
                      onChange={() => onToggle(group.key, option)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </fieldset>
        );
      })}
    </Paper>
  );
}
