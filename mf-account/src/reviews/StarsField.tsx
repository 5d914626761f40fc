import { FormControl, FormHelperText } from '@basera/shared/ui';
import { Rating } from '@basera/shared/ui-extra';
import { FormLabel } from '@basera/shared/ui-more';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

/**
 * 1 to 5 stars bound to a react-hook-form field (MUI Rating: five radio buttons, arrow keys move, the chosen star
 * again clears it), as a fieldset named by its legend, its message under it. `large`: the overall stars.
 */
export function StarsField<T extends FieldValues>({
  control,
  name,
  label,
  large = false,
  readOnly = false,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  large?: boolean;
  readOnly?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = `stars-${name}`;
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ minWidth: 0 }}>
      <FormLabel
        component="legend"
        id={`${id}-label`}
        sx={{ fontWeight: large ? 700 : 600, color: 'text.primary', mb: 0.25 }}
      >
        {label}
      </FormLabel>
      <Rating
        name={id}
        value={typeof field.value === 'number' ? field.value : null}
        onChange={(_event, value) => field.onChange(value)}
        onBlur={field.onBlur}
        readOnly={readOnly}
        // A finger needs a target near 44 px: the overall stars are the big ones, the categories a little smaller.
        sx={{ fontSize: large ? '2.5rem' : '2rem', '& .MuiRating-icon': { px: 0.25 } }}
        // A message sends the focus here: to the checked radio (the "empty" one while none is chosen), as a
        // focused star would otherwise light up as if it were the answer.
        ref={(element: HTMLElement | null) =>
          field.ref(
            element
              ? {
                  focus: () =>
                    (
                      element.querySelector<HTMLInputElement>('input:checked') ??
                      element.querySelector<HTMLInputElement>('input')
                    )?.focus(),
                }
              : null,
          )
        }
      />
      <FormHelperText sx={{ mx: 0, minHeight: '1.25em' }}>{fieldState.error?.message ?? ' '}</FormHelperText>
    </FormControl>
  );
}
