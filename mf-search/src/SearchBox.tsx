import {
  CATEGORY_OPTIONS,
  CHOOSE,
  GENDER_OPTIONS,
  ROOM_TYPE_OPTIONS,
  type SearchBoxProps,
  type SearchBoxValues,
} from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { Button, Grid, Paper, TextField } from '@basera/shared/ui';
import SearchIcon from '@mui/icons-material/Search';
import { type FormEvent, useEffect, useState } from 'react';
import { menuItems, type Option } from './options';
import { usePlaces } from './places';

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

const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
const byId = (places: Array<{ id: number; name: string }>): Option[] =>
  places.map((place) => ({ value: String(place.id), label: place.name }));
const GENDERS = asOptions(GENDER_OPTIONS);
const CATEGORIES = asOptions(CATEGORY_OPTIONS);

/** Grid cells: the first four fields share a row on large screens with gender, category and the button. */
const WIDE = { xs: 12, sm: 6, lg: 2 };
const NARROW = { xs: 6, sm: 4, lg: 1.5 };

/**
 * One of the box's selects in its grid cell, "Choose..." first. The select is this remote's own TextField, not
 * a shared one: a select and its menu items must come from one copy of MUI (federation shares @basera/shared
 * from the host's bundle, and a host TextField with this remote's MenuItems crashes the menu).
 */
function SelectCell(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  required?: boolean;
  options: Option[];
  size?: typeof WIDE;
}) {
  const { value, onChange, label, required = false, options, size = WIDE } = props;
  return (
    <Grid size={size}>
      <TextField
        value={value}
        onChange={(event) => onChange(event.target.value)}
        label={label}
        required={required}
        select
        fullWidth
        size="small"
      >
        {menuItems([{ value: CHOOSE, label: CHOOSE }, ...options])}
      </TextField>
    </Grid>
  );
}

/**
 * State (its cities load on choice), City, Location, Room Type, Gender, Category and Search. State, city and
 * room type carry the spec's required mark without enforcing it: an unset one means "any". A filter bar whose
 * state is the URL, with nothing to validate or save: plain React state, so the home and results pages need no
 * form library (react-hook-form loads with the forms that do).
 */
export default function SearchBox({ target = '/PG', initial, onRoomTypeChange }: SearchBoxProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchBoxValues>({ ...empty, ...initial });
  const { states, cities } = usePlaces(values.state_id !== CHOOSE ? values.state_id : undefined);

  // The URL is the source of truth: follow it when it changes (back, shared link).
  useEffect(() => {
    setValues({ ...empty, ...initial });
  }, [
    initial?.state_id,
    initial?.city_id,
    initial?.location,
    initial?.room_type,
    initial?.gender,
    initial?.category,
  ]);

  const set = (name: keyof SearchBoxValues) => (value: string) => {
    // A new state clears the city; a picked room type is told at once (the breadcrumb follows it).
    setValues((current) => ({ ...current, [name]: value, ...(name === 'state_id' && { city_id: CHOOSE }) }));
    if (name === 'room_type') onRoomTypeChange?.(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = searchQuery(values);
    navigate(query ? `${target}?${query}` : target);
  };

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
        <SelectCell
          value={values.state_id}
          onChange={set('state_id')}
          label="State"
          required
          options={byId(states)}
        />
        <SelectCell
          value={values.city_id}
          onChange={set('city_id')}
          label="City"
          required
          options={byId(cities)}
        />
        <Grid size={WIDE}>
          <TextField
            value={values.location}
            onChange={(event) => set('location')(event.target.value)}
            name="location"
            label="Location"
            placeholder="Locality or landmark"
            fullWidth
            size="small"
          />
        </Grid>
        <SelectCell
          value={values.room_type}
          onChange={set('room_type')}
          label="Room Type"
          required
          options={ROOM_TYPE_OPTIONS}
        />
        <SelectCell
          value={values.gender}
          onChange={set('gender')}
          label="Gender"
          options={GENDERS}
          size={NARROW}
        />
        <SelectCell
          value={values.category}
          onChange={set('category')}
          label="Category"
          options={CATEGORIES}
          size={NARROW}
        />
        <Grid size={{ xs: 12, sm: 4, lg: 1 }}>
          <Button type="submit" variant="contained" fullWidth startIcon={<SearchIcon />} sx={{ height: 40 }}>
            Search
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}
