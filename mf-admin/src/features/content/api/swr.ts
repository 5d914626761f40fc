import { apiFetcher } from '@basera/shared';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ItemAnswer, ListAnswer } from './types';

/** A page of a content list (GET {path}?page=); kept on screen while the next page loads. */
export function useContentList<T>(path: string, page = 1) {
  const answer = useSWR<ListAnswer<T>>(`${path}?page=${page}`, apiFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return {
    items: answer.data?.data ?? [],
    total: answer.data?.total ?? 0,
    perPage: answer.data?.per_page ?? 20,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
  };
}

/**
 * One item (GET {path}); `null` asks for nothing (a new item). Not read again on focus: an editor fills its
 * form from the first answer only, so a later read never replaces what the operator is typing.
 */
export function useContentItem<T>(path: string | null) {
  const answer = useSWR<ItemAnswer<T>>(path, apiFetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return {
    item: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
  };
}

/** Reads again every cached answer under `path` (its lists and items), after a write. */
export function useRefresh(path: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          typeof key === 'string' &&
          (key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`)),
      ),
    [mutate, path],
  );
}
