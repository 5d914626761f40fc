import { LoadError, toast } from '@basera/shared';
import { FormTextField } from '@basera/shared/forms';
import { ADMIN_API } from '@basera/shared/rules';
import { settingsUpdateSchema } from '@basera/shared/schemas';
import { Button, Grid, Paper, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSettings } from '../api/getSettings';
import { useRefresh } from '../api/swr';
import type { AdminSettings } from '../api/types';
import { updateSettings } from '../api/updateSettings';
import { changedOnly, NOTHING_CHANGED } from '../components/changed';
import { useSaveFailure } from '../components/failure';
import { SectionBar } from '../components/SectionBar';
import { useLeaveWarning } from '../components/useLeaveWarning';

type SettingsForm = z.input<typeof settingsUpdateSchema>;
type SettingsValues = z.output<typeof settingsUpdateSchema>;
const FIELDS = [
  'email',
  'contact_number',
  'address',
  'about',
  'facebook',
  'instagram',
  'twitter',
  'linkedin',
] as const;
type Field = (typeof FIELDS)[number];

const formOf = (settings: AdminSettings | undefined): SettingsForm =>
  Object.fromEntries(FIELDS.map((field) => [field, settings?.[field] ?? ''])) as SettingsForm;

const SOCIAL: Array<[Field, string]> = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['twitter', 'X (Twitter)'],
  ['linkedin', 'LinkedIn'],
];

/**
 * The business's details (/admin/content/settings): email, phone and address on the contact page and in the
 * footer, the footer's about text and social links. An emptied field is removed from the site.
 */
export function SettingsForm() {
  const { item, error, isLoading, retry } = useSettings();
  const refresh = useRefresh(ADMIN_API.settings);
  const { control, handleSubmit, setError, reset, formState } = useForm<
    SettingsForm,
    unknown,
    SettingsValues
  >({
    resolver: zodResolver(settingsUpdateSchema),
    defaultValues: formOf(undefined),
  });
  const { failure, fail, clear } = useSaveFailure(FIELDS, setError);
  const { dirtyFields } = formState;
  useLeaveWarning(formState.isDirty);

  // Filled from the first answer only: a later read never overwrites what is being typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!item || filled.current) return;
    filled.current = true;
    reset(formOf(item));
  }, [item, reset]);

  const submit = handleSubmit(async (values) => {
    clear();
    try {
      const changes = changedOnly(values, dirtyFields);
      if (!Object.keys(changes).length) {
        toast.show(NOTHING_CHANGED);
        return;
      }
      const answer = await updateSettings(changes);
      reset(formOf(answer.data));
      toast.success(answer.message || 'Settings saved');
      await refresh();
    } catch (failed) {
      fail(failed);
    }
  });

  if (error) return <LoadError onRetry={retry} message="We could not load the settings." />;
  if (isLoading || !item)
    return (
      <Stack spacing={2} aria-label="Loading">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} variant="rounded" height={56} />
        ))}
      </Stack>
    );

  return (
    <section aria-labelledby="settings-heading">
      <SectionBar
        id="settings-heading"
        title="Settings"
        hint="The business's contact details and social links, shown in the footer and on /contact."
      />
      <form onSubmit={submit} noValidate>
        <Stack spacing={3} sx={{ maxWidth: 880 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
              Contact
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField control={control} name="email" label="Business email" type="email" fullWidth />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <FormTextField
                  control={control}
                  name="contact_number"
                  label="Phone"
                  type="tel"
                  fullWidth
                  helperText="For example +91 98765 43210"
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="address"
                  label="Address"
                  multiline
                  minRows={2}
                  fullWidth
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={control}
                  name="about"
                  label="About (footer)"
                  multiline
                  minRows={3}
                  fullWidth
                />
              </Grid>
            </Grid>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
              Social links
            </Typography>
            <Grid container spacing={2}>
              {SOCIAL.map(([name, label]) => (
                <Grid key={name} size={{ xs: 12, md: 6 }}>
                  <FormTextField
                    control={control}
                    name={name}
                    label={label}
                    type="url"
                    placeholder="https://"
                    fullWidth
                  />
                </Grid>
              ))}
            </Grid>
          </Paper>
          {failure && <Alert severity="error">{failure}</Alert>}
          <div>
            <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Please wait...' : 'Save settings'}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
