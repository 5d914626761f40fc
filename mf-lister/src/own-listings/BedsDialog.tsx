import { ApiError, apiRequest, errorMessage, type OwnListing, toast } from '@basera/shared';
import { BED_SHARING_OPTIONS, LISTER_API } from '@basera/shared/rules';
import { updateBedsSchema } from '@basera/shared/schemas';
import { Button } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type FieldPath, type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { type BedRowLabels, BedRows, type BedValues, withFreeNowDates } from '../components/BedRows';
import { phoneDialogPaper } from './dialog';
import { useLastShown } from './last-shown';

interface BedsForm {
  id: number;
  beds: BedValues[];
}
type BedsPayload = z.output<typeof updateBedsSchema>;

/** The rule, read after the rows whose beds are free now got today's date (BedRows' "Free from a later date"). */
const schema = z.preprocess(
  (values) => ({ ...(values as BedsForm), beds: withFreeNowDates((values as BedsForm).beds) }),
  updateBedsSchema,
);
const resolver = zodResolver(schema as never) as unknown as Resolver<BedsForm, unknown, BedsPayload>;

/** A new row: the next sharing kind, none of its beds free yet; beds it gets are free now unless ticked. */
const blankRow = (sharing: string): BedValues => ({
  sharing,
  total_beds: '',
  free_beds: '0',
  available_from: '',
  later: false,
});

const formOf = (listing: OwnListing): BedsForm => ({
  id: listing.id,
  beds: listing.beds.length
    ? listing.beds.map((row) => ({
        sharing: row.sharing,
        total_beds: String(row.total_beds),
        free_beds: String(row.free_beds),
        // No `later`: BedRows ticks "Free from a later date" for a future date, and shows a date the server
        // refused even when unticked.
        available_from: row.available_from ?? '',
      }))
    : [blankRow(BED_SHARING_OPTIONS[1])],
});

/** The dialog's rows are narrower than the wizard's, so its words are shorter. */
const DIALOG_BED_LABELS: BedRowLabels = {
  total_beds: 'Total',
  free_beds: 'Free',
  remove: (row) => `Remove row ${row}`,
};

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
  const { control, handleSubmit, reset, setError, formState } = useForm<BedsForm, unknown, BedsPayload>({
    resolver,
    defaultValues: { id: 0, beds: [] },
  });
  useEffect(() => {
    if (current) reset(formOf(current));
  }, [current, reset]);

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
        <BedRows control={control} newRow={blankRow} labels={DIALOG_BED_LABELS} disabled={busy} />
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
