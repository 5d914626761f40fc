import { apiFetcher, apiRequest, type PlaceSuggestion } from '@basera/shared';
import { PLACE_KINDS, PLACES_API } from '@basera/shared/rules';
import { useEffect, useState } from 'react';
import useSWR from 'swr';

/** Suggestions wait this long after the last key, and start from this many letters. */
export const SUGGEST_DELAY_MS = 150;
export const SUGGEST_MIN_CHARS = 2;
const SUGGEST_MAX_CHARS = 100;

interface PlaceAnswer {
  status: boolean;
  data: PlaceSuggestion | null;
}

/** GET /places/suggest?q= (every city; the API matches names, other names and typos). */
export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const answer = await apiRequest<{ status: boolean; data: PlaceSuggestion[] }>(PLACES_API.suggest, {
    query: { q: text.slice(0, SUGGEST_MAX_CHARS) },
    signal,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/** GET /places/reverse: the locality (or city) nearest a point, or null when there is none near. */
export async function reversePlace(lat: number, long: number): Promise<PlaceSuggestion | null> {
  const answer = await apiRequest<PlaceAnswer>(PLACES_API.reverse, { query: { lat, long } });
  return answer?.data ?? null;
}

/**
 * Suggestions for what the seeker is typing: asked SUGGEST_DELAY_MS after the last key, from SUGGEST_MIN_CHARS
 * letters. A newer text aborts the older request, so a slow answer never replaces a newer one. The list shown
 * stays until the next answer (no flicker between keys); an error or no network shows no suggestions, quietly.
 */
export function usePlaceSuggestions(text: string | null): {
  suggestions: PlaceSuggestion[];
  loading: boolean;
} {
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const query = text?.trim() ?? '';
  useEffect(() => {
    if (query.length < SUGGEST_MIN_CHARS) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setSuggestions(found);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setSuggestions([]);
          setLoading(false);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return { suggestions, loading };
}

/** One place by id (GET /places/:id): the where box names a place_id of the URL. Quiet on failure. */
export function usePlace(id: string | undefined): PlaceSuggestion | undefined {
  const { data } = useSWR<PlaceAnswer>(id ? PLACES_API.byId(id) : null, apiFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data?.data ?? undefined;
}

/** A suggestion's second line: "Locality · Bengaluru", a city's "City · Karnataka". */
export function placeDetail(place: PlaceSuggestion): string {
  return `${PLACE_KINDS[place.kind] ?? place.kind} · ${place.kind === 'city' ? place.state_name : place.city_name}`;
}
