import { apiFetcher } from '@basera/shared';
import useSWR from 'swr';

interface Place {
  id: number;
  name: string;
}

/** States, then the chosen state's cities (public calls: the search box works before login). */
export function usePlaces(stateId: string | undefined) {
  const states = useSWR<{ data: Place[] }>('/states', apiFetcher, { revalidateOnFocus: false });
  const cities = useSWR<{ data: Place[] }>(stateId ? `/cities/${stateId}` : null, apiFetcher, {
    revalidateOnFocus: false,
  });
  return {
    states: states.data?.data ?? [],
    cities: cities.data?.data ?? [],
    citiesLoading: cities.isLoading,
  };
}
