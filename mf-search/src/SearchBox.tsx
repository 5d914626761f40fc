import { CATEGORY_OPTIONS, CHOOSE, GENDER_OPTIONS, ROOM_TYPE_OPTIONS } from '@basera/shared';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePlaces } from './places';

export interface SearchBoxValues {
  state_id: string;
  city_id: string;
  location: string;
  room_type: string;
  gender: string;
  category: string;
}

export interface SearchBoxProps {
  /** Where the search lands (the home page uses /PG). */
  target?: string;
  initial?: Partial<SearchBoxValues>;
  /** Called as the room type changes (the results breadcrumb follows it). */
  onRoomTypeChange?: (roomType: string) => void;
}

const empty: SearchBoxValues = {
  state_id: CHOOSE,
  city_id: CHOOSE,
  location: '',
  room_type: CHOOSE,
  gender: CHOOSE,
  category: CHOOSE,
};

/** The query string a search submits: "Choose..." stays out of the URL (the API would read it as unset anyway). */
export function searchQuery(values: SearchBoxValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value && value !== CHOOSE) params.set(key, value.trim());
  }
  return params.toString();
}

/**
 * State (its cities load on choice), City, Location, Room Type, Gender, Category and Search. State, city and
 * room type carry the spec's required mark without enforcing it: an unset one means "any".
 */
export default function SearchBox({ target = '/PG', initial, onRoomTypeChange }: SearchBoxProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchBoxValues>({ ...empty, ...initial });
  const { states, cities } = usePlaces(values.state_id !== CHOOSE ? values.state_id : undefined);
  useEffect(() => {
    setValues({ ...empty, ...initial });
    // The URL is the source of truth: follow it when it changes (back, shared link).
  }, [
    initial?.state_id,
    initial?.city_id,
    initial?.location,
    initial?.room_type,
    initial?.gender,
    initial?.category,
  ]);

  const set = (key: keyof SearchBoxValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((current) => ({
      ...current,
      [key]: value,
      ...(key === 'state_id' ? { city_id: CHOOSE } : {}),
    }));
    if (key === 'room_type') onRoomTypeChange?.(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = searchQuery(values);
    navigate(query ? `${target}?${query}` : target);
  };

  const select = (
    key: keyof SearchBoxValues,
    label: string,
    required: boolean,
    options: Array<{ value: string; label: string }>,
  ) => (
    <TextField
      select
      fullWidth
      size="small"
      label={label}
      required={required}
      value={values[key]}
      onChange={set(key)}
    >
      <MenuItem value={CHOOSE}>{CHOOSE}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      elevation={2}
      sx={{ p: 2 }}
      aria-label="Search properties"
    >
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, sm: 6, lg: 2 }}>
          {select(
            'state_id',
            'State',
            true,
            states.map((s) => ({ value: String(s.id), label: s.name })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 2 }}>
          {select(
            'city_id',
            'City',
            true,
            cities.map((c) => ({ value: String(c.id), label: c.name })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 2 }}>
          <TextField
            fullWidth
            size="small"
            label="Location"
            value={values.location}
            onChange={set('location')}
            placeholder="Locality or landmark"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 2 }}>
          {select(
            'room_type',
            'Room Type',
            true,
            ROOM_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label })),
          )}
        </Grid>
        <Grid size={{ xs: 6, sm: 4, lg: 1.5 }}>
          {select(
            'gender',
            'Gender',
            false,
            GENDER_OPTIONS.map((g) => ({ value: g, label: g })),
          )}
        </Grid>
        <Grid size={{ xs: 6, sm: 4, lg: 1.5 }}>
          {select(
            'category',
            'Category',
            false,
            CATEGORY_OPTIONS.map((c) => ({ value: c, label: c })),
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 4, lg: 1 }}>
          <Button type="submit" variant="contained" fullWidth startIcon={<SearchIcon />} sx={{ height: 40 }}>
            Search
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
