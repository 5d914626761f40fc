import { toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { slideCreateSchema } from '@basera/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createSlide } from '../api/createSlide';
import type { AdminSlide } from '../api/types';
import { updateSlide } from '../api/updateSlide';
import { changedOnly, NOTHING_CHANGED } from '../components/changed';
import { EditDialog } from '../components/EditDialog';
import { useSaveFailure } from '../components/failure';
import { ImageField } from '../components/ImageField';
import { SlidePreview } from './SlidePreview';

const schema = slideCreateSchema.omit({ active: true });
type SlideForm = z.input<typeof schema>;
type SlideValues = z.output<typeof schema>;
const FIELDS = ['title', 'image', 'position'] as const;

/** Adds a home slide (picture uploaded first, then the slide saved with it) or edits one: title, position, picture. */
export function SlideDialog({
  open,
  slide,
  nextPosition,
  onClose,
  onSaved,
}: {
  open: boolean;
  slide: AdminSlide | null;
  nextPosition: number;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, setValue, formState } = useForm<
    SlideForm,
    unknown,
    SlideValues
  >({
    resolver: zodResolver(schema),
    defaultValues: { title: '', image: '', position: nextPosition },
  });
  const { failure, fail, clear } = useSaveFailure(FIELDS, setError);
  const { dirtyFields } = formState;
  const title = useWatch({ control, name: 'title' });
  useEffect(() => {
    if (!open) return;
    clear();
    reset({
      title: slide?.title ?? '',
      image: slide?.image ?? '',
      position: slide?.position ?? nextPosition,
    });
    setImageUrl(slide?.image_url ?? null);
  }, [open, slide, reset]);

  const submit = handleSubmit(async (values) => {
    clear();
    const changes = changedOnly(values, dirtyFields);
    if (slide && !Object.keys(changes).length) {
      toast.show(NOTHING_CHANGED);
      onClose();
      return;
    }
    try {
      const answer = slide
        ? await updateSlide(slide.id, changes)
        : await createSlide({ ...values, active: true });
      toast.success(answer.message || (slide ? 'Slide saved' : 'Slide created'));
      await onSaved();
      onClose();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <EditDialog
      open={open}
      title={slide ? 'Edit slide' : 'Add a slide'}
      submitLabel={slide ? 'Save' : 'Add slide'}
      busy={formState.isSubmitting}
      failure={failure}
      onClose={onClose}
      onSubmit={submit}
    >
      <ImageField
        label="Picture"
        url={imageUrl}
        aspectRatio="1600 / 568"
        error={formState.errors.image?.message}
        onUploaded={(path, url) => {
          setValue('image', path, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          setImageUrl(url);
        }}
      />
      <FormTextField control={control} name="title" label="Title" required />
      <FormTextField
        control={control}
        name="position"
        label="Position"
        type="number"
        helperText="Slides show from the lowest position up."
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
      <SlidePreview title={title} imageUrl={imageUrl} />
    </EditDialog>
  );
}
