import { LoadError } from '@basera/shared';
import { prepareChecks } from '@basera/shared/checks';
import { LISTER_API, LISTING_MESSAGES as M } from '@basera/shared/rules';
import { Box, Skeleton } from '@basera/shared/ui';
import { Divider } from '@basera/shared/ui-more';
import { useCatalogs } from './calls/catalogs';
import { usePhotos } from './calls/photos';
import { CheckboxGroupField, FieldGrid, SaveBar } from './fields';
import { PhotoManager } from './PhotoManager';
import { type StepProps, useStepForm } from './useStepForm';

export interface FeaturesValues {
  id: number;
  amenities: number[];
  facilities: number[];
}

/** Step 5: amenities and facilities of the catalog, and the photos (at least one before saving). */
export function FeaturesForm({ listing, onSaved }: StepProps) {
  const postId = listing?.id ?? 0;
  const catalogs = useCatalogs();
  const { photos, answer: photoAnswer } = usePhotos(postId);
  const { form, submit, saving } = useStepForm<FeaturesValues>({
    schema: (schemas) => schemas.featuresSchema,
    defaultValues: {
      id: postId,
      amenities: (listing?.amenities ?? []).map((item) => item.id),
      facilities: (listing?.facilities ?? []).map((item) => item.id),
    },
    path: LISTER_API.features,
    onSaved,
    extraFields: ['photos'],
    beforeSave: () => {
      if (photoAnswer.data && photos.length === 0) {
        form.setError('photos' as never, { type: 'client', message: M.photoRequired });
        return false;
      }
      return true;
    },
  });
  const { control, formState } = form;
  const photosError = (formState.errors as Record<string, { message?: string } | undefined>).photos?.message;
  const options = (items: typeof catalogs.amenities) =>
    items.map((item) => ({ value: item.id, label: item.name }));

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Facilities & Amenities">
      {catalogs.error ? (
        <LoadError message="The amenities could not be loaded." onRetry={catalogs.retry} />
      ) : catalogs.isLoading ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Box>
      ) : (
        <FieldGrid>
          <CheckboxGroupField
            control={control}
            name="amenities"
            label="Amenities"
            options={options(catalogs.amenities)}
          />
          <CheckboxGroupField
            control={control}
            name="facilities"
            label="Facilities"
            options={options(catalogs.facilities)}
          />
        </FieldGrid>
      )}
      <Divider sx={{ my: 3 }} />
      <PhotoManager postId={postId} error={photosError} />
      <SaveBar saving={saving} />
    </form>
  );
}
