import { apiRequest, type ListingPreviewProps, LoadError, useAuthStore } from '@basera/shared';
import useSWR from 'swr';
import { ContactScope } from './contact/ContactScope';
import { ListingBody } from './details/ListingBody';
import type { DetailResponse } from './details/types';
import { ListingPreviewSkeleton } from './skeletons';

/**
 * The details call for a preview. Signed in as the owner, it answers a draft too. `preview=1` asks the API not to
 * count the read as a seeker's view of a live listing.
 */
export const previewPath = (id: number) => `/get-property-details-by-id/${id}?preview=1`;

/**
 * The owner's listing as a seeker will see it (wizard step 7, Renew): the detail page's own body (gallery,
 * heading, sections, contact box, the phone's bottom bar), read afresh each time it opens, with nothing in it that
 * acts: no enquiry, call, shortlist, report or visit, no "Recently viewed" entry on this device. Mounted by
 * mf-lister in its preview dialog (`mf_search/ListingPreview`).
 */
export default function ListingPreview({ id }: ListingPreviewProps) {
  // The answer depends on who reads it (the owner sees a draft): the key names the viewer.
  const viewer = useAuthStore((state) => (state.token ? (state.user?.id ?? 0) : null));
  const { data, error, isLoading, mutate } = useSWR<DetailResponse>(
    `${previewPath(id)}#user=${viewer}`,
    () => apiRequest<DetailResponse>(previewPath(id)),
    // What the owner saved a moment ago, not a copy from earlier in the session; no re-read while looking.
    { revalidateOnMount: true, revalidateOnFocus: false, dedupingInterval: 0 },
  );

  if (isLoading) return <ListingPreviewSkeleton />;
  if (error || !data) {
    const status = (error as { status?: number } | undefined)?.status;
    return (
      <LoadError
        message={
          status === 404
            ? 'We could not find this listing to preview it.'
            : 'We could not load the preview of your listing.'
        }
        onRetry={() => mutate()}
      />
    );
  }
  return (
    <ContactScope>
      <ListingBody property={data.data.property} photoPath={data.data.photoPath} preview />
    </ContactScope>
  );
}
