import { apiFetcher, type CatalogItem } from '@basera/shared';
import { LISTER_API } from '@basera/shared/rules';
import useSWR from 'swr';

/** GET /amenities-facilities: what step 5 offers. */
export function useCatalogs() {
  const answer = useSWR<{ data: { amenities: CatalogItem[]; facilities: CatalogItem[] } }>(
    LISTER_API.catalogs,
    apiFetcher,
    { revalidateOnFocus: false },
  );
  return {
    amenities: answer.data?.data.amenities ?? [],
    facilities: answer.data?.data.facilities ?? [],
    isLoading: answer.isLoading,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}
