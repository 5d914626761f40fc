import { useCallback, useRef, useState } from 'react';
import { reversePlace } from './suggest-places';

/** What the where box says when the device's location cannot be had (shown under the field). */
export const LOCATION_MESSAGES = {
  denied: 'Location access is blocked. Allow it for this site, or type a place.',
  failed: 'We could not find your location. Please type a place.',
  unsupported: 'This browser cannot share your location. Please type a place.',
} as const;

/** The name of a search near the seeker, when no place near the point is known. */
export const YOUR_LOCATION = 'Your location';
export const LOCATE_TIMEOUT_MS = 10_000;

export interface FoundLocation {
  /** Rounded to 4 decimals (about 11 m), as the URL keeps them. */
  lat: string;
  long: string;
  /** "Near Koramangala", or "Your location" when nothing is near (or the API is down). */
  name: string;
}

const round = (degrees: number) => degrees.toFixed(4);

/**
 * "Use my location": the device's position (a timeout; a refusal or failure becomes an inline message), then the
 * nearest named place for the field to show. A second tap while one runs is ignored; a newer answer wins.
 */
export function useMyLocation() {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useRef(0);

  const locate = useCallback((): Promise<FoundLocation | null> => {
    setError(null);
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setError(LOCATION_MESSAGES.unsupported);
      return Promise.resolve(null);
    }
    const mine = ++run.current;
    setLocating(true);
    return new Promise<GeolocationPosition | null>((resolve) => {
      navigator.geolocation.getCurrentPosition(
        resolve,
        (failure) => {
          if (mine === run.current)
            setError(failure.code === 1 ? LOCATION_MESSAGES.denied : LOCATION_MESSAGES.failed);
          resolve(null);
        },
        { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
      );
    })
      .then(async (position) => {
        if (!position) return null;
        const { latitude, longitude } = position.coords;
        const near = await reversePlace(latitude, longitude).catch(() => null);
        return {
          lat: round(latitude),
          long: round(longitude),
          name: near ? `Near ${near.name}` : YOUR_LOCATION,
        };
      })
      .then((found) => {
        if (mine !== run.current) return null;
        setLocating(false);
        return found;
      });
  }, []);

  const clearError = useCallback(() => setError(null), []);
  return { locate, locating, error, clearError };
}
