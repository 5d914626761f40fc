import { apiFetcher } from '@basera/shared';
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
