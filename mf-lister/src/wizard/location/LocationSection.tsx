import { ChunkBoundary, lazyWithRetry, type PlaceSuggestion } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { Box, Button, Link, Typography } from '@basera/shared/ui';
import { Accordion, AccordionDetails, AccordionSummary, Alert } from '@basera/shared/ui-more';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MyLocation from '@mui/icons-material/MyLocation';
import { Suspense, useEffect, useState } from 'react';
import { type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import type { AddressValues } from '../AddressForm';
import { useCityPoint } from '../calls/places';
import { WIDE } from '../fields';
import { type Point, parsePoint, pointValues } from './coordinates';
import { LocalitySearch } from './LocalitySearch';

// Leaflet comes with the map's own chunk: step 1's fields show without waiting for it.
const PinMap = lazyWithRetry(() => import('./PinMap'));

export const LOCATION_REFUSED =
  'Location permission was refused. Allow it in your browser, or type the latitude and longitude.';
export const LOCATION_UNAVAILABLE =
  'Your location could not be found. Please type the latitude and longitude.';
export const LOCATION_UNSUPPORTED =
  'This browser cannot share your location. Please type the latitude and longitude.';
export const COORDINATES_TOGGLE = 'Enter coordinates instead';

/** The map's height, kept while Leaflet loads (nothing below it moves). */
const MAP_HEIGHT = { xs: 280, md: 360 };

/** OpenStreetMap at the coordinates, or null when they are not a valid pair. */
export function mapLink(lat: string, long: string): string | null {
  const point = parsePoint(lat, long);
  if (!point) return null;
  const { lat: y, long: x } = point;
  return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=17/${y}/${x}`;
}

/**
 * Step 1's "Location on the map": a map with a pin the owner drags to the building, "Use my location", a locality
 * search, and the typed latitude and longitude under "Enter coordinates instead" (opened by itself when one of
 * them has an error). Every way writes the same two form fields; the pin follows them.
 */
export function LocationSection({
  form,
  cityName,
}: {
  form: UseFormReturn<AddressValues>;
  /** The chosen city's name (the map centres on it while there is no pin). */
  cityName: string | null;
}) {
  const { control, setValue, getValues } = form;
  const [lat, long, cityIdText] = useWatch({ control, name: ['lat', 'long', 'city_id'] });
  const { errors } = useFormState({ control, name: ['lat', 'long'] });
  const cityId = cityIdText ? Number(cityIdText) : null;
  const city = useCityPoint(cityId, cityName);
  const point = parsePoint(lat, long);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const link = mapLink(lat, long);
  const coordinateError = Boolean(errors.lat || errors.long);

  // A wrong coordinate is never hidden in a closed section.
  useEffect(() => {
    if (coordinateError) setTyping(true);
  }, [coordinateError]);

  const place = (to: Point) => {
    const values = pointValues(to);
    const options = { shouldValidate: true, shouldDirty: true };
    setValue('lat', values.lat, options);
    setValue('long', values.long, options);
  };

  const locate = () => {
    setLocationError(null);
    if (!('geolocation' in navigator)) {
      setLocationError(LOCATION_UNSUPPORTED);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        place({ lat: position.coords.latitude, long: position.coords.longitude });
      },
      (error) => {
        setLocating(false);
        setLocationError(error.code === 1 ? LOCATION_REFUSED : LOCATION_UNAVAILABLE);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  /** A place of the locality search: the pin goes there; an empty locality (and place) takes its names. */
  const pick = (found: PlaceSuggestion) => {
    place({ lat: found.lat, long: found.long });
    const options = { shouldValidate: true, shouldDirty: true };
    if (found.kind === 'locality' && !getValues('locality').trim()) setValue('locality', found.name, options);
    if (!getValues('state_id') && !getValues('city_id')) {
      setValue('state_id', String(found.state_id), options);
      setValue('city_id', String(found.city_id), options);
    }
  };

  const cityCentre = city ? { lat: city.lat, long: city.long } : null;

  return (
    <Box sx={{ ...WIDE, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <LocalitySearch cityId={cityId} onPick={pick} />
        <Button
          variant="outlined"
          onClick={locate}
          disabled={locating}
          startIcon={<MyLocation />}
          sx={{ minHeight: 56 }}
        >
          {locating ? 'Finding you...' : 'Use my location'}
        </Button>
      </Box>
      {locationError && (
        <Alert severity="warning" onClose={() => setLocationError(null)}>
          {locationError}
        </Alert>
      )}
      <Box
        sx={{
          position: 'relative',
          height: MAP_HEIGHT,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: '#eef0eb',
          // Leaflet's panes stack up to z-index 1000: keep them under the page's menus and dialogs.
          isolation: 'isolate',
        }}
      >
        <ChunkBoundary
          fallback={
            <Typography variant="body2" sx={{ p: 2 }}>
              The map could not load. Find your locality or enter the coordinates instead.
            </Typography>
          }
        >
          <Suspense
            fallback={
              <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
                Loading the map...
              </Typography>
            }
          >
            <PinMap point={point} cityCentre={cityCentre} onMove={place} />
          </Suspense>
        </ChunkBoundary>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {point
          ? `Pin at ${lat}, ${long}. Drag it, or tap the map, if it is not on your building.`
          : 'Drag the pin to your building, or tap the map where it is.'}
      </Typography>
      <Accordion
        expanded={typing}
        onChange={(_event, open) => setTyping(open)}
        disableGutters
        elevation={0}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '&::before': { display: 'none' } }}
      >
        <AccordionSummary
          expandIcon={<ExpandMore />}
          aria-controls="coordinates-fields"
          id="coordinates-toggle"
        >
          <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
            {COORDINATES_TOGGLE}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="coordinates-fields">
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <FormTextField
              control={control}
              name="lat"
              label="Latitude"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText="For example 12.971599"
            />
            <FormTextField
              control={control}
              name="long"
              label="Longitude"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              helperText="For example 77.594566"
            />
            <Box sx={WIDE}>
              {link ? (
                <Link href={link} target="_blank" rel="noopener noreferrer">
                  Preview on map
                </Link>
              ) : (
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  Give both coordinates to preview them on OpenStreetMap.
                </Box>
              )}
            </Box>
          </Box>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
