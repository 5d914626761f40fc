import { apiFetcher } from '@basera/shared';
import useSWR from 'swr';

interface Place {
  id: number;
  name: string;
}

const useCitiesRead = (stateId: string | undefined) =>
  useSWR<{ data: Place[] }>(stateId ? `/cities/${stateId}` : null, apiFetcher, { revalidateOnFocus: false });

/** States, then the chosen state's cities (public calls: the search box works before login). */
export function usePlaces(stateId: string | undefined) {
  const states = useSWR<{ data: Place[] }>('/states', apiFetcher, { revalidateOnFocus: false });
  const cities = useCitiesRead(stateId);
  return {
    states: states.data?.data ?? [],
    cities: cities.data?.data ?? [],
    citiesLoading: cities.isLoading,
  };
}

/**
 * The state's cities alone (none read without a state), for a city's name. Not usePlaces: a component that reads
 * the states list renders again, synchronously, when it comes, and on the results page that was the whole page.
 */
export function useCities(stateId: string | undefined): Place[] {
  return useCitiesRead(stateId).data?.data ?? [];
}
