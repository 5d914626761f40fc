import { toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { testimonialCreateSchema } from '@basera/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createTestimonial } from '../api/createTestimonial';
import type { AdminTestimonial } from '../api/types';
import { updateTestimonial } from '../api/updateTestimonial';
import { changedOnly, NOTHING_CHANGED } from '../components/changed';
import { EditDialog } from '../components/EditDialog';
import { useSaveFailure } from '../components/failure';
import { ImageField } from '../components/ImageField';

const schema = testimonialCreateSchema.omit({ active: true, position: true });
type TestimonialForm = z.input<typeof schema>;
type TestimonialValues = z.output<typeof schema>;
const FIELDS = ['name', 'designation', 'say', 'image'] as const;

/** Adds a testimonial (shown at once, last) or edits one: name, designation, what they said, a photo. */
export function TestimonialDialog({
  open,
  testimonial,
  onClose,
  onSaved,
}: {
  open: boolean;
  testimonial: AdminTestimonial | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, setValue, formState } = useForm<
    TestimonialForm,
    unknown,
    TestimonialValues
  >({
    resolver: zodResolver(schema),
    defaultValues: { name: '', designation: '', say: '', image: null },
  });
  const { failure, fail, clear } = useSaveFailure(FIELDS, setError);
  const { dirtyFields } = formState;
  useEffect(() => {
    if (!open) return;
    clear();
    reset({
      name: testimonial?.name ?? '',
      designation: testimonial?.designation ?? '',
      say: testimonial?.say ?? '',
      image: testimonial?.image ?? null,
    });
    setImageUrl(testimonial?.image_url ?? null);
  }, [open, testimonial, reset]);

  const submit = handleSubmit(async (values) => {
    clear();
    const changes = changedOnly(values, dirtyFields);
    if (testimonial && !Object.keys(changes).length) {
      toast.show(NOTHING_CHANGED);
      onClose();
      return;
    }
    try {
      const answer = testimonial
        ? await updateTestimonial(testimonial.id, changes)
        : await createTestimonial({ ...values, active: true });
      toast.success(answer.message || (testimonial ? 'Testimonial saved' : 'Testimonial created'));
      await onSaved();
      onClose();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <EditDialog
      open={open}
      title={testimonial ? 'Edit testimonial' : 'Add a testimonial'}
      submitLabel={testimonial ? 'Save' : 'Add testimonial'}
      busy={formState.isSubmitting}
      failure={failure}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField
        control={control}
        name="designation"
        label="Designation"
        helperText='Shown under the name, for example "Student, Pune".'
      />
      <FormTextField control={control} name="say" label="What they said" required multiline minRows={3} />
      <ImageField
        label="Photo"
        url={imageUrl}
        aspectRatio="1 / 1"
        error={formState.errors.image?.message}
        onUploaded={(path, url) => {
          setValue('image', path, { shouldDirty: true });
          setImageUrl(url);
        }}
        onRemove={() => {
          setValue('image', null, { shouldDirty: true });
          setImageUrl(null);
        }}
      />
    </EditDialog>
  );
}
