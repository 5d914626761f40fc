import type { PlaceSuggestion, SearchBoxProps, SearchBoxValues } from '@basera/shared';
import { useNavigate } from '@basera/shared/router';
import { CATEGORY_OPTIONS, CHOOSE, DEFAULT_RADIUS_KM, GENDER_OPTIONS } from '@basera/shared/rules';
import { Box, Button, Grid, Paper } from '@basera/shared/ui';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { loadAutocomplete } from './autocomplete-loader';
import { OutlinedField } from './fields';
import { type Option, ROOM_TYPES, SelectField } from './options';
import { PlacePicker } from './PlacePicker';
import { useCities, usePlaces } from './places';
import { RadiusSelect } from './where/RadiusSelect';
import { usePlace } from './where/suggest-places';
import { useMyLocation, YOUR_LOCATION } from './where/use-my-location';
import { WhereBox } from './where/WhereBox';

/** The route free text goes to: the keyword results, as the header's Keyword Search. */
export const KEYWORD_ROUTE = '/PG';
export const MORE_OPTIONS = 'More options';
export const FINDING_LOCATION = 'Finding your location...';

/** The box's fields as the URL keeps them: the spec's six, and where the search is near (issue 29). */
export interface BoxValues extends SearchBoxValues {
  place_id: string;
  lat: string;
  long: string;
  radius: string;
  /** Keywords of a free-text search (the results page keeps what its words did not turn into filters). */
  search: string;
}

const NO_WHERE = {
  state_id: CHOOSE,
  city_id: CHOOSE,
  location: '',
  place_id: '',
  lat: '',
  long: '',
  radius: '',
  search: '',
} satisfies Partial<BoxValues>;

const empty: BoxValues = { ...NO_WHERE, room_type: CHOOSE, gender: CHOOSE, category: CHOOSE };
const KEYS = Object.keys(empty) as Array<keyof BoxValues>;

/** The box's values from the page's search (any other key of it is not the box's). */
function fromInitial(initial: Partial<Record<string, string | undefined>> | undefined): BoxValues {
  const values = { ...empty };
  for (const key of KEYS) {
    const value = initial?.[key];
    if (value) values[key] = value;
  }
  return values;
}

/** Near a place or the seeker: a radius applies. */
const hasPoint = (values: BoxValues) => Boolean(values.place_id || (values.lat && values.long));

/**
 * The query string a search submits: "Choose..." and empty fields stay out of the URL, and a radius only goes
 * with a place or a point.
 */
export function searchQuery(values: Partial<BoxValues>): string {
  const params = new URLSearchParams();
  const near = hasPoint({ ...empty, ...values });
  for (const [key, value] of Object.entries(values)) {
    if (key === 'radius' && !near) continue;
    if (value && value !== CHOOSE) params.set(key, value.trim());
  }
  return params.toString();
}

/** What a where choice writes (the contract): a city, a locality, or a named place with a radius. */
export function placeChoice(place: PlaceSuggestion, radius: string): Partial<BoxValues> {
  if (place.kind === 'city')
    return { ...NO_WHERE, state_id: String(place.state_id), city_id: String(place.city_id) };
  if (place.kind === 'locality')
    return {
      ...NO_WHERE,
      state_id: String(place.state_id),
      city_id: String(place.city_id),
      location: place.name,
    };
  return { ...NO_WHERE, place_id: String(place.id), radius: radius || String(DEFAULT_RADIUS_KM) };
}

/** More options opens by itself for a search its fields hold: a state without a where, or a category. */
const wantsMore = (values: BoxValues) =>
  (values.state_id !== CHOOSE && values.city_id === CHOOSE && !values.location && !values.search) ||
  values.category !== CHOOSE;

const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));
const byId = (places: Array<{ id: number; name: string }>): Option[] =>
  places.map((place) => ({ value: String(place.id), label: place.name }));
const GENDERS = asOptions(GENDER_OPTIONS);
const CATEGORIES = asOptions(CATEGORY_OPTIONS);

/**
 * Grid cells. Phones: Where on its own row first, then two fields a row. From md one row: Where takes what the
 * others leave.
 */
const WHERE = { xs: 12, md: 'grow' } as const;
const HALF = { xs: 6, md: 2 };
const RADIUS = { xs: 6, md: 1.5 };
const MORE = { xs: 12, sm: 6, md: 3 };

/**
 * One "where" box (a city, a locality, a college or station, "Use my location", or just words), Room Type, Gender
 * and Search; "Within" when the search is near a place or the seeker. "More options" keeps the spec's State,
 * City, Location and Category. Nothing is required: words without a pick search as keywords (/PG?search=...).
 * A filter bar whose state is the URL: plain React state, so the home and results pages need no form library.
 */
export default function SearchBox({ target = '/PG', initial, onRoomTypeChange }: SearchBoxProps) {
  const navigate = useNavigate();
  const page = initial as Partial<Record<string, string>> | undefined;
  const [values, setValues] = useState<BoxValues>(() => fromInitial(page));
  // What the seeker typed into Where since the last choice (null: the field names the current where).
  const [typed, setTyped] = useState<string | null>(null);
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null);
  // The name "Use my location" found for its point ("Near Koramangala"); another point is "Your location".
  const [point, setPoint] = useState<{ lat: string; long: string; name: string } | null>(null);
  const [more, setMore] = useState(() => wantsMore(fromInitial(page)));
  const moreId = useId();
  // The where field names a chosen city: its state's cities alone (the lists for the pickers wait for More options).
  const cities = useCities(
    values.city_id !== CHOOSE && values.state_id !== CHOOSE ? values.state_id : undefined,
  );
  const place = usePlace(
    values.place_id && picked?.id !== Number(values.place_id) ? values.place_id : undefined,
  );
  const location = useMyLocation();

  // The URL is the source of truth: follow it when it changes (back, shared link).
  const followed = KEYS.map((key) => page?.[key] ?? '');
  useEffect(() => {
    const next = fromInitial(page);
    setValues(next);
    setTyped(null);
    if (wantsMore(next)) setMore(true);
    // One string of the keys the box shows: an equal search is no change.
  }, [followed.join('\u0000')]);

  const set = (name: keyof BoxValues) => (value: string) => {
    // A new state clears the city; a picked room type is told at once (the breadcrumb follows it). The spec's
    // fields name a where of their own: a place, a point or words are left.
    const where = name === 'state_id' || name === 'city_id' || name === 'location';
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === 'state_id' && { city_id: CHOOSE }),
      ...(where && { place_id: '', lat: '', long: '', search: '' }),
    }));
    if (where) setTyped(null);
    if (name === 'room_type') onRoomTypeChange?.(value);
  };

  const pick = (choice: PlaceSuggestion) => {
    setPicked(choice);
    setTyped(null);
    location.clearError();
    setValues((current) => ({ ...current, ...placeChoice(choice, current.radius) }));
  };

  const locateMe = async () => {
    setTyped(null);
    const found = await location.locate();
    if (!found) return;
    setPoint(found);
    setValues((current) => ({
      ...current,
      ...NO_WHERE,
      lat: found.lat,
      long: found.long,
      radius: current.radius || String(DEFAULT_RADIUS_KM),
    }));
  };

  const clearWhere = () => {
    setTyped(null);
    setPicked(null);
    location.clearError();
    setValues((current) => ({ ...current, ...NO_WHERE }));
  };

  // The field names the where the box holds.
  const cityName =
    (picked && String(picked.city_id) === values.city_id ? picked.city_name : undefined) ??
    cities.find((city) => String(city.id) === values.city_id)?.name;
  const placeName = picked && String(picked.id) === values.place_id ? picked.name : place ? place.name : '';
  const label = location.locating
    ? FINDING_LOCATION
    : values.place_id
      ? placeName
      : values.lat && values.long
        ? point && point.lat === values.lat && point.long === values.long
          ? point.name
          : YOUR_LOCATION
        : values.location
          ? [values.location.trim(), cityName].filter(Boolean).join(', ')
          : values.city_id !== CHOOSE
            ? (cityName ?? '')
            : values.search;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = typed?.trim();
    const { room_type, gender, category } = values;
    // Words not picked from the list: the keyword search reads them ("girls pg near christ university").
    if (words) {
      navigate(`${KEYWORD_ROUTE}?${searchQuery({ search: words, room_type, gender, category })}`);
      return;
    }
    navigate(`${target}?${searchQuery(typed === '' ? { ...values, ...NO_WHERE } : values)}`);
  };

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      elevation={2}
      sx={{ p: { xs: 1.5, sm: 2 } }}
      aria-label="Search properties"
      // The where box's Autocomplete downloads once a seeker points at, touches or tabs into the box.
      onPointerEnter={loadAutocomplete}
      onPointerDown={loadAutocomplete}
      onFocus={loadAutocomplete}
    >
      <Grid container spacing={1.5}>
        <Grid size={WHERE}>
          <WhereBox
            label={label}
            typed={typed}
            onType={(text) => {
              setTyped(text);
              location.clearError();
            }}
            onPick={pick}
            onLocate={locateMe}
            onClear={clearWhere}
            error={location.error}
          />
        </Grid>
        {hasPoint(values) && (
          <Grid size={RADIUS}>
            <RadiusSelect value={values.radius} onChange={set('radius')} />
          </Grid>
        )}
        <Grid size={HALF}>
          <SelectField
            value={values.room_type}
            onChange={set('room_type')}
            label="Room Type"
            options={ROOM_TYPES}
          />
        </Grid>
        <Grid size={HALF}>
          <SelectField value={values.gender} onChange={set('gender')} label="Gender" options={GENDERS} />
        </Grid>
        <Grid size={hasPoint(values) ? { xs: 6, md: 1.5 } : { xs: 12, md: 1.5 }}>
          <Button type="submit" variant="contained" fullWidth startIcon={<SearchIcon />} sx={{ height: 40 }}>
            Search
          </Button>
        </Grid>
      </Grid>
      <Button
        size="small"
        onClick={() => setMore((open) => !open)}
        aria-expanded={more}
        aria-controls={moreId}
        endIcon={more ? <ExpandLess /> : <ExpandMore />}
        sx={{ mt: 1, mb: -0.5, minHeight: 32 }}
      >
        {MORE_OPTIONS}
      </Button>
      {/* Opens at once, without a slide: MUI's Collapse would be the only transition on home's first screen. */}
      {more && (
        <Box id={moreId}>
          <Grid container spacing={1.5} sx={{ pt: 1 }}>
            <StateAndCity
              stateId={values.state_id}
              cityId={values.city_id}
              onState={set('state_id')}
              onCity={set('city_id')}
            />
            <Grid size={MORE}>
              <OutlinedField
                value={values.location}
                onChange={(event) => set('location')(event.target.value)}
                name="location"
                label="Location"
                placeholder="Locality or landmark"
              />
            </Grid>
            <Grid size={MORE}>
              <SelectField
                value={values.category}
                onChange={set('category')}
                label="Category"
                options={CATEGORIES}
              />
            </Grid>
          </Grid>
        </Box>
      )}
    </Paper>
  );
}

/**
 * State and City under "More options". Their lists are read when the seeker opens it, not with every search box:
 * the answer rendered the box again, synchronously, on every home and results page, for fields nobody saw.
 */
function StateAndCity({
  stateId,
  cityId,
  onState,
  onCity,
}: {
  stateId: string;
  cityId: string;
  onState: (value: string) => void;
  onCity: (value: string) => void;
}) {
  const chosenState = stateId !== CHOOSE ? stateId : undefined;
  const { states, cities, citiesLoading } = usePlaces(chosenState);
  return (
    <>
      <Grid size={MORE}>
        <PlacePicker
          label="State"
          value={stateId}
          onChange={onState}
          options={byId(states)}
          noOptionsText="No state matches"
        />
      </Grid>
      <Grid size={MORE}>
        <PlacePicker
          label="City"
          value={cityId}
          onChange={onCity}
          options={byId(cities)}
          loading={citiesLoading}
          noOptionsText={chosenState ? 'No city matches' : 'Choose a state first'}
        />
      </Grid>
    </>
  );
}
