import {
  CATEGORY_OPTIONS,
  CHOOSE,
  GENDER_OPTIONS,
  type SearchBoxProps,
  type SearchBoxValues,
} from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { Button, Grid, Paper, TextField } from '@basera/shared/ui';
import SearchIcon from '@mui/icons-material/Search';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { loadAutocomplete } from './autocomplete-loader';
import { type Option, ROOM_TYPES, SelectField } from './options';
import { PlacePicker } from './PlacePicker';
import { usePlaces } from './places';

/** Shown under State when Search is pressed without one (the spec marks State required and words no message). */
export const STATE_REQUIRED = 'Please choose a state';

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

/** One of the box's selects in its grid cell. */
function SelectCell(props: Parameters<typeof SelectField>[0] & { size?: typeof WIDE }) {
  const { size = WIDE, ...field } = props;
  return (
    <Grid size={size}>
      <SelectField {...field} />
    </Grid>
  );
}

/**
 * State (its cities load on choice), City, Location, Room Type, Gender, Category and Search. A search needs a
 * state (housing is looked for somewhere; browsing a type anywhere is the home page's type cards): Search without
 * one says so under State. A whole state, or every type, is a fair search: City and Room Type are optional. State
 * and City filter as the seeker types (PlacePicker). A filter bar whose state is the URL: plain React state, so
 * the home and results pages need no form library (react-hook-form loads with the forms that do).
 */
export default function SearchBox({ target = '/PG', initial, onRoomTypeChange }: SearchBoxProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<SearchBoxValues>({ ...empty, ...initial });
  const [stateMissing, setStateMissing] = useState(false);
  const statePicker = useRef<{ focus: () => void }>(null);
  const stateId = values.state_id !== CHOOSE ? values.state_id : undefined;
  const { states, cities, citiesLoading } = usePlaces(stateId);

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
    if (name === 'state_id' && value !== CHOOSE) setStateMissing(false);
    if (name === 'room_type') onRoomTypeChange?.(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.state_id === CHOOSE) {
      setStateMissing(true);
      statePicker.current?.focus();
      return;
    }
    navigate(`${target}?${searchQuery(values)}`);
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      elevation={2}
      sx={{ p: 2 }}
      aria-label="Search properties"
      // The pickers' Autocomplete downloads once a seeker points at, touches or tabs into the box.
      onPointerEnter={loadAutocomplete}
      onPointerDown={loadAutocomplete}
      onFocus={loadAutocomplete}
    >
      <Grid container spacing={1.5}>
        <Grid size={WIDE}>
          <PlacePicker
            ref={statePicker}
            label="State"
            required
            value={values.state_id}
            onChange={set('state_id')}
            options={byId(states)}
            error={stateMissing ? STATE_REQUIRED : undefined}
            noOptionsText="No state matches"
          />
        </Grid>
        <Grid size={WIDE}>
          <PlacePicker
            label="City"
            value={values.city_id}
            onChange={set('city_id')}
            options={byId(cities)}
            loading={citiesLoading}
            noOptionsText={stateId ? 'No city matches' : 'Choose a state first'}
          />
        </Grid>
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
          options={ROOM_TYPES}
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
