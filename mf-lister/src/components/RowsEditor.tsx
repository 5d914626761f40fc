import { Box, Button, FormHelperText, IconButton, Paper } from '@basera/shared/ui';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import {
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldPath,
  type FieldValues,
  get,
  type Path,
  useFieldArray,
  useFormState,
} from 'react-hook-form';
import { NativeSelectField } from './NativeSelectField';

/** Fields that span a row's two field columns on a phone, one column each from md. */
export const TWO_COLUMNS_ON_PHONE = { gridColumn: { xs: '1 / 3', md: 'auto' } } as const;

export interface RowsEditorProps<V extends FieldValues, N extends FieldArrayPath<V>> {
  control: Control<V>;
  /** The array field, one row per item. */
  name: N;
  /** The list's name ('Beds'). */
  label: string;
  /** Each row's group name ('Beds row 1') and its remove button's ('Remove beds row 1'), from 1. */
  rowLabel: (row: number) => string;
  removeLabel: (row: number) => string;
  addLabel: string;
  /** The row the add button appends. */
  newRow: () => FieldArray<V, N>;
  /** A row per kind (sharing, meal): the row's first field chooses it, so there are at most as many rows. */
  kind: {
    /** The kind's field in a row ('sharing'). */
    name: string;
    label: string;
    options: readonly string[];
    /** The empty choice of a new row; null where every row starts with a kind. */
    placeholder?: string | null;
  };
  /** A row's grid columns from md, the remove button's last; on a phone: two field columns and the button. */
  columns: string;
  /** While the form is saved: no row added or removed. */
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** The row's other fields, after its kind. */
  children: (index: number) => ReactNode;
}

/**
 * A table of a form, a row per kind (beds per sharing kind, meal timings): rows added and removed, at least
 * one kept, the array's own message (no row, a kind twice) under the rows.
 */
export function RowsEditor<V extends FieldValues, N extends FieldArrayPath<V>>({
  control,
  name,
  label,
  rowLabel,
  removeLabel,
  addLabel,
  newRow,
  kind,
  columns,
  disabled,
  sx,
  children,
}: RowsEditorProps<V, N>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as Path<V> });
  // The schema's message of the whole array sits on it; one set by setError (a 422 on 'beds') on its root.
  const arrayError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const error = arrayError?.root?.message ?? arrayError?.message;
  return (
    <Box sx={[{ display: 'grid', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {/* The list holds the rows only: its message and add button follow it. */}
      <Box role="list" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
        {fields.map((row, index) => (
          <Paper key={row.id} variant="outlined" role="listitem" sx={{ p: 1.5 }}>
            <Box
              role="group"
              aria-label={rowLabel(index + 1)}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', md: columns },
              }}
            >
              <NativeSelectField
                control={control}
                name={`${name}.${index}.${kind.name}` as FieldPath<V>}
                label={kind.label}
                options={kind.options}
                placeholder={kind.placeholder}
                size="small"
                sx={TWO_COLUMNS_ON_PHONE}
              />
              {children(index)}
              <IconButton
                aria-label={removeLabel(index + 1)}
                onClick={() => remove(index)}
                disabled={fields.length === 1 || disabled}
                sx={{
                  justifySelf: 'center',
                  gridColumn: { xs: 3, md: 'auto' },
                  gridRow: { xs: 1, md: 'auto' },
                }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          </Paper>
        ))}
      </Box>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(newRow())}
        disabled={fields.length >= kind.options.length || disabled}
        sx={{ justifySelf: 'start' }}
      >
        {addLabel}
      </Button>
    </Box>
  );
}
