import {
  ApiError,
  apiRequest,
  BED_SHARING_OPTIONS,
  errorMessage,
  indiaToday,
  LISTER_API,
  LISTING_LIMITS,
  type OwnListing,
  toast,
  updateBedsSchema,
} from '@basera/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import {
  type Control,
  type FieldPath,
  type Resolver,
  useController,
  useFieldArray,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { phoneDialogPaper } from './dialog';
import { useLastShown } from './last-shown';

interface BedFormRow {
  sharing: string;
  total_beds: string;
  free_beds: string;
  available_from: string;
}
interface BedsForm {
  id: number;
  beds: BedFormRow[];
}
type BedsPayload = z.output<typeof updateBedsSchema>;

const resolver = zodResolver(updateBedsSchema) as unknown as Resolver<BedsForm, unknown, BedsPayload>;

const blankRow = (sharing: string): BedFormRow => ({
  sharing,
  total_beds: '',
  free_beds: '0',
  available_from: indiaToday(),
});

const formOf = (listing: OwnListing): BedsForm => ({
  id: listing.id,
  beds: listing.beds.length
    ? listing.beds.map((row) => ({
        sharing: row.sharing,
        total_beds: String(row.total_beds),
        free_beds: String(row.free_beds),
        available_from: row.available_from ?? '',
      }))
    : [blankRow(BED_SHARING_OPTIONS[1])],
});

/** A text field of this form: its error (ours or the server's) under it. */
function Field({
  control,
  name,
  ...props
}: { control: Control<BedsForm, unknown, BedsPayload>; name: FieldPath<BedsForm> } & Omit<
  TextFieldProps,
  'name'
>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      size="small"
      fullWidth
    />
  );
}

const latestDay = () =>
  new Date(Date.now() + LISTING_LIMITS.freeFromDaysMax * 86_400_000).toISOString().slice(0, 10);

export interface BedsDialogProps {
  listing: OwnListing | null;
  onClose: () => void;
  /** After a save: the server's message is shown and the list refreshed by the page. */
  onSaved: (message: string) => void;
}

/**
 * "Update free beds": the listing's beds per sharing kind (total, free, free from), checked with the shared
 * `bedsSchema` before it is sent; the server's 422 messages land under the fields they name (beds.0.free_beds).
 */
export function BedsDialog({ listing: current, onClose, onSaved }: BedsDialogProps) {
  const listing = useLastShown(current);
  const { control, handleSubmit, reset, setError, formState, watch } = useForm<
    BedsForm,
    unknown,
    BedsPayload
  >({
    resolver,
    defaultValues: { id: 0, beds: [] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'beds' });
  useEffect(() => {
    if (current) reset(formOf(current));
  }, [current, reset]);
  const used = new Set(watch('beds').map((row) => row.sharing));
  const next = BED_SHARING_OPTIONS.find((option) => !used.has(option));
  const rowsError = formState.errors.beds?.root?.message ?? formState.errors.beds?.message;

  const save = handleSubmit(async (payload) => {
    try {
      const answer = await apiRequest<{ message?: string }>(LISTER_API.beds, { body: payload });
      onSaved(answer?.message ?? 'Free beds updated');
      onClose();
    } catch (error) {
      let shown = false;
      if (error instanceof ApiError)
        for (const [field, messages] of Object.entries(error.errors)) {
          const path = field === 'beds' || field.startsWith('beds.') ? field : null;
          if (path && messages[0]) {
            setError((path === 'beds' ? 'beds.root' : path) as FieldPath<BedsForm>, { message: messages[0] });
            shown = true;
          }
        }
      if (!shown) toast.error(errorMessage(error, 'Something went wrong'));
    }
  });

  const busy = formState.isSubmitting;
  return (
    <Dialog
      open={current !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: save, sx: phoneDialogPaper } as object,
      }}
    >
      <DialogTitle>Update free beds</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {listing?.accommodation_name}: beds of each sharing kind, how many are free and from when. Seekers
          see this on the listing and can search for beds free now.
        </DialogContentText>
        {fields.map((row, index) => (
          <Box
            key={row.id}
            role="group"
            aria-label={`Beds row ${index + 1}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, pt: 2, mb: 1.5 }}
          >
            <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 10, sm: 3 }}>
                <Field
                  control={control}
                  name={`beds.${index}.sharing`}
                  label="Sharing"
                  select
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  {BED_SHARING_OPTIONS.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Field>
              </Grid>
              <Grid size={{ xs: 2, sm: 1 }} sx={{ order: { sm: 5 }, textAlign: 'right' }}>
                <IconButton
                  aria-label={`Remove row ${index + 1}`}
                  onClick={() => remove(index)}
                  disabled={fields.length === 1 || busy}
                >
                  <DeleteOutline />
                </IconButton>
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}>
                <Field
                  control={control}
                  name={`beds.${index}.total_beds`}
                  label="Total"
                  type="number"
                  slotProps={{ htmlInput: { min: 1, inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 6, sm: 2 }}>
                <Field
                  control={control}
                  name={`beds.${index}.free_beds`}
                  label="Free"
                  type="number"
                  slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <Field
                  control={control}
                  name={`beds.${index}.available_from`}
                  label="Free from"
                  type="date"
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: latestDay() } }}
                />
              </Grid>
            </Grid>
          </Box>
        ))}
        {rowsError && (
          <Typography color="error" variant="body2" role="alert" sx={{ mb: 1 }}>
            {rowsError}
          </Typography>
        )}
        <Button
          startIcon={<Add />}
          onClick={() => next && append(blankRow(next))}
          disabled={!next || busy}
          size="small"
        >
          Add a sharing kind
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Updating...' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
