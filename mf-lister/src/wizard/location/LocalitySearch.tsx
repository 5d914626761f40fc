import type { PlaceSuggestion } from '@basera/shared';
import { PLACE_KINDS } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import { Autocomplete } from '@basera/shared/ui-extra';
import { TextField } from '@basera/shared/ui-more';
import { useEffect, useState } from 'react';
import { suggestPlaces } from '../calls/places';

export const LOCALITY_SEARCH_LABEL = 'Find your locality';
/** Suggestions wait this long after the last key, and start from this many letters. */
export const SUGGEST_DELAY_MS = 200;
export const SUGGEST_MIN_CHARS = 2;

/** A suggestion's second line: "Locality · Bengaluru", a city's "City · Karnataka". */
export function placeDetail(place: PlaceSuggestion): string {
  return `${PLACE_KINDS[place.kind] ?? place.kind} · ${place.kind === 'city' ? place.state_name : place.city_name}`;
}

/**
 * The gazetteer's suggestions for the typed text (GET /places/suggest), the chosen city's places first. A newer
 * text aborts the older request; an error or no network shows no suggestions, quietly (the map and the typed
 * coordinates still work).
 */
function useSuggestions(text: string, cityId: number | null) {
  const [found, setFound] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const query = text.trim();
  useEffect(() => {
    if (query.length < SUGGEST_MIN_CHARS) {
      setFound([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      suggestPlaces(query, controller.signal).then(
        (places) => {
          if (controller.signal.aborted) return;
          const inCity = (place: PlaceSuggestion) => Number(place.city_id !== cityId);
          setFound([...places].sort((a, b) => inCity(a) - inCity(b)));
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setFound([]);
          setLoading(false);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, cityId]);
  return { found, loading };
}

/** "Find your locality": a place of the gazetteer, chosen from suggestions as the owner types. */
export function LocalitySearch({
  cityId,
  onPick,
}: {
  /** The form's city: its places come first. */
  cityId: number | null;
  onPick: (place: PlaceSuggestion) => void;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<PlaceSuggestion | null>(null);
  const { found, loading } = useSuggestions(chosen ? '' : text, cityId);
  return (
    <Autocomplete
      options={found}
      value={chosen}
      inputValue={text}
      onInputChange={(_event, value, reason) => {
        setText(value);
        if (reason === 'input') setChosen(null);
      }}
      onChange={(_event, place) => {
        setChosen(place);
        if (place) onPick(place);
      }}
      // The API has matched already (other names, typos): show what it found.
      filterOptions={(options) => options}
      getOptionLabel={(place) => place.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key: _key, ...item }, place) => (
        <li key={place.id} {...item}>
          <Box>
            <Box component="span" sx={{ display: 'block' }}>
              {place.name}
            </Box>
            <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}>
              {placeDetail(place)}
            </Box>
          </Box>
        </li>
      )}
      loading={loading}
      autoHighlight
      // A search, not a list to open: no arrow.
      forcePopupIcon={false}
      noOptionsText={
        text.trim().length < SUGGEST_MIN_CHARS
          ? 'Type a locality or a landmark'
          : loading
            ? 'Searching...'
            : 'No match'
      }
      sx={{ flex: '1 1 240px', minWidth: 0 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={LOCALITY_SEARCH_LABEL}
          placeholder="e.g. Koramangala"
          helperText="Moves the pin to the place you choose"
        />
      )}
    />
  );
}
