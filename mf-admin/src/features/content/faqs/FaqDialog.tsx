import { toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { faqCreateSchema } from '@basera/shared/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createFaq } from '../api/createFaq';
import type { AdminFaq } from '../api/types';
import { updateFaq } from '../api/updateFaq';
import { changedOnly, NOTHING_CHANGED } from '../components/changed';
import { EditDialog } from '../components/EditDialog';
import { useSaveFailure } from '../components/failure';

const schema = faqCreateSchema.pick({ question: true, answer: true });
type FaqForm = z.input<typeof schema>;
const FIELDS = ['question', 'answer'] as const;

/** Adds an FAQ (`faq` null; the API puts it last, shown at once) or edits one: question and plain-text answer. */
export function FaqDialog({
  open,
  faq,
  onClose,
  onSaved,
}: {
  open: boolean;
  faq: AdminFaq | null;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const { control, handleSubmit, setError, reset, formState } = useForm<FaqForm>({
    resolver: zodResolver(schema),
    defaultValues: { question: '', answer: '' },
  });
  const { failure, fail, clear } = useSaveFailure(FIELDS, setError);
  const { dirtyFields } = formState;
  useEffect(() => {
    if (!open) return;
    clear();
    reset({ question: faq?.question ?? '', answer: faq?.answer ?? '' });
    // Filled when the dialog opens, not again while it is open.
  }, [open, faq, reset]);

  const submit = handleSubmit(async (values) => {
    clear();
    const changes = changedOnly(values, dirtyFields);
    if (faq && !Object.keys(changes).length) {
      toast.show(NOTHING_CHANGED);
      onClose();
      return;
    }
    try {
      const answer = faq ? await updateFaq(faq.id, changes) : await createFaq({ ...values, active: true });
      toast.success(answer.message || (faq ? 'FAQ saved' : 'FAQ created'));
      await onSaved();
      onClose();
    } catch (error) {
      fail(error);
    }
  });

  return (
    <EditDialog
      open={open}
      title={faq ? 'Edit FAQ' : 'Add an FAQ'}
      submitLabel={faq ? 'Save' : 'Add FAQ'}
      busy={formState.isSubmitting}
      failure={failure}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={control} name="question" label="Question" required autoFocus />
      <FormTextField
        control={control}
        name="answer"
        label="Answer"
        required
        multiline
        minRows={4}
        helperText="Plain text, shown as written on the FAQ page."
      />
    </EditDialog>
  );
}
