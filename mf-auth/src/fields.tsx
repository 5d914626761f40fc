import type { UserType } from '@basera/shared';
import { USER_TYPE_LABELS } from '@basera/shared/rules';
import { Button, FormControl } from '@basera/shared/ui';
import { FormControlLabel, FormLabel, Radio, RadioGroup } from '@basera/shared/ui-more';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * Search User / Lister, bound to a form's user type field. In "post" mode only Lister is offered (and
 * preselected by the form's default). `onChange` hears each choice after the form has it.
 */
export function UserTypeField<T extends FieldValues>({
  control,
  name,
  postMode,
  onChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  postMode: boolean;
  onChange?: (value: UserType) => void;
}) {
  const { field } = useController({ control, name });
  const labelId = useId();
  // The group is named by its visible label and each radio by its own (accessible names equal visible text).
  return (
    <FormControl>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        User type
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name={name}
        value={field.value}
        onChange={(event) => {
          field.onChange(event.target.value);
          onChange?.(event.target.value as UserType);
        }}
      >
        {!postMode && (
          <FormControlLabel value="Customer" control={<Radio />} label={USER_TYPE_LABELS.Customer} />
        )}
        <FormControlLabel value="Lister" control={<Radio />} label={USER_TYPE_LABELS.Lister} />
      </RadioGroup>
    </FormControl>
  );
}

/** A form's main button: its busy label (the spec's "Logging in...", "Please wait...") while it is sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
