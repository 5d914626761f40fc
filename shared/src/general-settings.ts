import useSWR from 'swr';
import { apiFetcher } from './api-client';
import type { GeneralSettings } from './types';

export const GENERAL_SETTINGS_PATH = '/general-settings';

interface GeneralSettingsResponse {
  status: boolean;
  general_settings: GeneralSettings;
}

/** Business contact details and social links (footer, contact and about pages); fetched once per page. */
export function useGeneralSettings() {
  const { data, error, isLoading, mutate } = useSWR<GeneralSettingsResponse>(
    GENERAL_SETTINGS_PATH,
    apiFetcher,
    {
      revalidateOnFocus: false,
    },
  );
  return { settings: data?.general_settings ?? null, error, isLoading, retry: () => mutate() };
}
