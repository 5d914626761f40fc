import {
  ApiError,
  apiRequest,
  type ContactMessageInput,
  isOffline,
  loadOnce,
  Notice,
  OFFLINE_MESSAGE,
  showFieldErrors,
} from '@basera/shared';
import { FormTextField, type FormTextFieldProps } from '@basera/shared/forms';
import { GENERIC_FAILURE } from '@basera/shared/rules';
import { Button, Grid, Stack, Typography } from '@basera/shared/ui';
import { type FormEvent, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';

/** Spec 01 sections 4 and 8, word for word. */
export const CONTACT_TEXTS = {
  heading: 'Any Queries?',
  invitation: 'Please Message us for any feedback or Queries',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message. Try again.',
  wrong: GENERIC_FAILURE,
} as const;

const EMPTY: ContactMessageInput = { name: '', phone_no: '', email: '', city: '', message: '' };
const FIELDS = Object.keys(EMPTY) as Array<keyof ContactMessageInput>;

/**
 * The form's check (the shared schema the API uses too), downloaded when someone starts writing (the form's
 * first focus) or sends: zod and the schemas stay off the pages the form sits on (home, contact) until then,
 * which on a slow phone is a long task less while the page starts. A failed download is tried again next time.
 */
export const loadContactCheck: () => Promise<Resolver<ContactMessageInput>> = loadOnce(() =>
  Promise.all([import('@basera/shared/schemas'), import('@hookform/resolvers/zod')]).then(
    ([schemas, resolvers]) => resolvers.zodResolver(schemas.contactMessageSchema),
  ),
);
const lazyResolver: Resolver<ContactMessageInput> = async (values, context, options) =>
  (await loadContactCheck())(values, context, options);

export interface ContactFormProps {
  heading?: string;
  invitation?: string;
}

/**
 * The "Any Queries?" form (home page and contact page). Checked on submit only, every field at once, with the
 * shared schema the API uses too. A success message stays when a later send fails (spec 01 section 4).
 */
export function ContactForm({
  heading = CONTACT_TEXTS.heading,
  invitation = CONTACT_TEXTS.invitation,
}: ContactFormProps) {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactMessageInput>({
    resolver: lazyResolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: EMPTY,
  });
  const { isSubmitting } = form.formState;

  const send = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await apiRequest<{ status?: unknown }>('/message', { method: 'POST', body: values });
      if (answer?.status) {
        setSent(true);
        form.reset(EMPTY);
      } else setFailure(CONTACT_TEXTS.failed);
    } catch (error) {
      // The server's own words under the field they belong to, as if the form had found them.
      if (showFieldErrors(error, FIELDS, form.setError)) return;
      if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
      } else {
        console.error('Contact message failed', error);
        // No network: say so rather than the spec's "Something went wrong" (README, spec differences).
        setFailure(isOffline() ? OFFLINE_MESSAGE : CONTACT_TEXTS.wrong);
      }
    }
  });

  // The check is loaded before the form library runs it: without a network the visitor reads why, and keeps
  // every field as typed.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await loadContactCheck();
    } catch (error) {
      console.error('Contact form check failed to load', error);
      setFailure(isOffline() ? OFFLINE_MESSAGE : CONTACT_TEXTS.wrong);
      return;
    }
    setFailure(null);
    await send(event);
  };

  const field = (
    name: keyof ContactMessageInput,
    label: string,
    extra: Partial<FormTextFieldProps<ContactMessageInput>> = {},
  ) => (
    <FormTextField
      {...extra}
      control={form.control}
      name={name}
      id={`contact-${name}`}
      label={label}
      fullWidth
    />
  );

  return (
    <Stack
      component="form"
      onSubmit={submit}
      onFocus={() => void loadContactCheck().catch(() => undefined)}
      noValidate
      spacing={2}
      aria-label={heading}
    >
      <div>
        <Typography variant="h2" sx={{ mb: 0.5 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary">{invitation}</Typography>
      </div>
      <Grid container spacing={2}>
        <Grid size={12}>{field('name', 'Name', { autoComplete: 'name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('phone_no', 'Phone No', {
            type: 'tel',
            autoComplete: 'tel-national',
            slotProps: { htmlInput: { inputMode: 'numeric' } },
          })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
        </Grid>
        <Grid size={12}>{field('city', 'City', { autoComplete: 'address-level2' })}</Grid>
        <Grid size={12}>
          {field('message', 'Message', {
            // Spec 01: a fixed 120 px box that the visitor cannot resize (a plain textarea: MUI's multiline
            // box would grow with its text).
            slotProps: {
              input: { inputComponent: 'textarea' },
              htmlInput: { style: { height: 120, resize: 'none', overflow: 'auto' } },
            },
          })}
        </Grid>
      </Grid>
      {sent && (
        <Notice severity="success" role="status">
          {CONTACT_TEXTS.sent}
        </Notice>
      )}
      {failure && <Notice severity="error">{failure}</Notice>}
      <div>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send}
        </Button>
      </div>
    </Stack>
  );
}
