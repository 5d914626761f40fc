import { FormTextField } from '@basera/shared/forms';
import { BED_SHARING_OPTIONS, indiaToday, LISTING_LIMITS } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import { Checkbox, FormControlLabel } from '@basera/shared/ui-more';
import type { SxProps, Theme } from '@mui/material/styles';
import { type Control, get, useController, useFormState, useWatch } from 'react-hook-form';
import { NUMERIC } from './options';
import { RowsEditor, TWO_COLUMNS_ON_PHONE } from './RowsEditor';

/** One row of a beds table, as the form holds it (text until the schema reads it). */
export interface BedValues {
  sharing: string;
  total_beds: string;
  free_beds: string;
  available_from: string;
  /**
   * "Free from a later date" is ticked: the date is shown and sent. Unticked, the row's beds are free now.
   * Absent (a form that does not keep it): ticked when the date is after today.
   */
  later?: boolean;
  /** The rent of one bed of this kind, a month; '' for none. Absent where the form has no rent field. */
  rent?: string;
}

/** Any form with a beds table: the wizard's step 2, the "Update free beds" dialog. */
interface WithBeds {
  beds: BedValues[];
}

export interface BedRowLabels {
  total_beds: string;
  free_beds: string;
  /** The rent field's label; no rent field without it (the "Update free beds" dialog keeps the saved rents). */
  rent?: string;
  remove: (row: number) => string;
  /** The sharing's empty choice; none where every row starts with a kind. */
  choose?: string;
}

/** The wizard's words; the dialog's narrower rows have shorter ones. */
export const STEP_BED_LABELS: BedRowLabels = {
  total_beds: 'Total beds',
  free_beds: 'Free beds',
  rent: 'Rent / month (Rs.)',
  remove: (row) => `Remove beds row ${row}`,
  choose: 'Choose...',
};

// The browser's date picker stops where the shared rule does ('The date must be within 365 days').
const latestDay = () =>
  new Date(Date.now() + LISTING_LIMITS.freeFromDaysMax * 86_400_000).toISOString().slice(0, 10);

/** Whether a saved "free from" date is after today (India): the row opens with "Free from a later date". */
export const isLaterDate = (date: string | null | undefined): boolean => Boolean(date && date > indiaToday());

const isLater = (row: Pick<BedValues, 'later' | 'available_from'>) =>
  row.later ?? isLaterDate(row.available_from);

/**
 * The rows as the shared schema reads them: a row whose beds are free now gets today's date (India), which the
 * rule "free beds need a date" asks for; one with no free beds gets none. `later` is the form's own.
 */
export function withFreeNowDates<R extends BedValues>(rows: readonly R[]): Omit<R, 'later'>[] {
  return rows.map(({ later, ...row }) => {
    if (isLater({ later, available_from: row.available_from })) return row;
    return { ...row, available_from: Number(row.free_beds) > 0 ? indiaToday() : '' };
  });
}

/** A row's "Free from a later date" box, and its date when ticked (or when the date has a message to show). */
function FreeFrom({ control, index }: { control: Control<WithBeds>; index: number }) {
  const { field } = useController({ control, name: `beds.${index}.later` });
  const date = useWatch({ control, name: `beds.${index}.available_from` });
  const { errors } = useFormState({ control, name: `beds.${index}.available_from` });
  const ticked = isLater({ later: field.value, available_from: date });
  const dateError = Boolean(get(errors, `beds.${index}.available_from`));
  return (
    <Box sx={[{ display: 'grid', gap: 0.5 }, TWO_COLUMNS_ON_PHONE]}>
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={ticked}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label="Free from a later date"
        sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.9rem' } }}
      />
      {/* A form that does not keep the box (field.value undefined) still shows a message about the date. */}
      {(ticked || (field.value === undefined && dateError)) && (
        <FormTextField
          control={control}
          name={`beds.${index}.available_from`}
          label="Free from"
          type="date"
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: indiaToday(), max: latestDay() } }}
        />
      )}
    </Box>
  );
}

/**
 * The beds of a listing, a row per sharing kind: sharing, total, free, the rent of a bed (optional) and, for
 * beds that are not free now, "Free from a later date" with its date. A form sends its rows through
 * withFreeNowDates.
 */
export function BedRows<V extends WithBeds, T>({
  control,
  newRow,
  labels = STEP_BED_LABELS,
  disabled,
  sx,
}: {
  control: Control<V, unknown, T>;
  /** The row "Add a sharing kind" appends, given the first kind not listed yet. */
  newRow: (unlisted: string) => BedValues;
  labels?: BedRowLabels;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  // The rows bind only `beds`, whatever else the form holds and whatever its schema outputs.
  const beds = control as unknown as Control<WithBeds>;
  const listed = new Set(useWatch({ control: beds, name: 'beds' }).map((row) => row.sharing));
  const unlisted = BED_SHARING_OPTIONS.find((option) => !listed.has(option)) ?? '';
  return (
    <RowsEditor
      control={beds}
      name="beds"
      label="Beds"
      rowLabel={(row) => `Beds row ${row}`}
      removeLabel={labels.remove}
      addLabel="Add a sharing kind"
      newRow={() => newRow(unlisted)}
      kind={{
        name: 'sharing',
        label: 'Sharing',
        options: BED_SHARING_OPTIONS,
        placeholder: labels.choose ?? null,
      }}
      columns={
        labels.rent
          ? 'minmax(0, 1.1fr) repeat(2, minmax(0, 0.8fr)) minmax(0, 1.1fr) minmax(0, 1.4fr) auto'
          : 'minmax(0, 1.2fr) repeat(2, minmax(0, 0.9fr)) minmax(0, 1.5fr) auto'
      }
      disabled={disabled}
      sx={sx}
    >
      {(index) => (
        <>
          {(['total_beds', 'free_beds'] as const).map((count) => (
            <FormTextField
              key={count}
              control={beds}
              name={`beds.${index}.${count}`}
              label={labels[count]}
              size="small"
              slotProps={NUMERIC}
            />
          ))}
          {labels.rent && (
            <FormTextField
              control={beds}
              name={`beds.${index}.rent`}
              label={labels.rent}
              size="small"
              slotProps={NUMERIC}
              sx={TWO_COLUMNS_ON_PHONE}
            />
          )}
          <FreeFrom control={beds} index={index} />
        </>
      )}
    </RowsEditor>
  );
}
