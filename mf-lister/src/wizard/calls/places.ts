import { apiFetcher, apiRequest, type PlaceSuggestion } from '@basera/shared';
import { PLACES_API } from '@basera/shared/rules';
import useSWR from 'swr';

export interface Place {
  id: number;
  name: string;
}

const options = { revalidateOnFocus: false } as const;

/** GET /states, then GET /cities/{state_id} for the chosen state (public calls). */
export function usePlaces(stateId: number | null) {
  const states = useSWR<{ data: Place[] }>('/states', apiFetcher, options);
  const cities = useSWR<{ data: Place[] }>(stateId ? `/cities/${stateId}` : null, apiFetcher, options);
  return {
    states: states.data?.data ?? [],
    statesLoading: states.isLoading,
    cities: cities.data?.data ?? [],
    citiesLoading: cities.isLoading,
  };
}

const SUGGEST_MAX_CHARS = 100;

/** GET /places/suggest?q= : the gazetteer's places matching the text (every city; names, other names, typos). */
export async function suggestPlaces(text: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const answer = await apiRequest<{ status: boolean; data: PlaceSuggestion[] }>(PLACES_API.suggest, {
    query: { q: text.slice(0, SUGGEST_MAX_CHARS) },
    signal,
  });
  return Array.isArray(answer?.data) ? answer.data : [];
}

/**
 * The gazetteer's point of a city (its entry of kind 'city'), for centring step 1's map on the chosen city; null
 * while it loads, and when the gazetteer has no point for it (the map then stays where it is).
 */
export function useCityPoint(cityId: number | null, cityName: string | null): PlaceSuggestion | null {
  const { data } = useSWR(
    cityId && cityName ? ['city-point', cityId, cityName] : null,
    async () =>
      (await suggestPlaces(cityName as string)).find(
        (place) => place.kind === 'city' && place.city_id === cityId,
      ) ?? null,
    { ...options, shouldRetryOnError: false },
  );
  return data ?? null;
}
