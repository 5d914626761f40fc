import { prepareChecks } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import {
  BUILDING_TYPE_OPTIONS,
  CAR_PARKING_OPTIONS,
  LISTER_API,
  OCCUPATION_OPTIONS,
  TOILET_FACILITY_OPTIONS,
  TOILET_TYPE_OPTIONS,
  TWO_WHEELER_PARKING_OPTIONS,
} from '@basera/shared/rules';
import { Box, Typography } from '@basera/shared/ui';
import { BedRows, type BedValues, isLaterDate, withFreeNowDates } from '../components/BedRows';
import { NUMERIC } from '../components/options';
import { AudienceFields } from './AudienceFields';
import { CheckboxGroupField, FieldGrid, RadioField, SaveBar, SectionTitle, WIDE } from './fields';
import { type StepProps, useStepForm } from './useStepForm';
import { field, list, text } from './values';

export interface RoomDetailsValues {
  id: number;
  accommodation_gender: string;
  accommodation_occupation: string[];
  minimum_age: string;
  room_sharing_status: string;
  room_air_conditioning_status: string[];
  room_occupation_status: string[];
  total_rooms_ac: string;
  total_rooms_non_ac: string;
  total_rooms_with_cooler: string;
  toilet_facilities: string;
  toilet_types: string;
  building_type: string;
  total_buildings: string;
  total_floors: string;
  accommodation_in_floors: string;
  two_wheeler_parking: string;
  parking_type: string;
  beds: BedValues[];
}

/** A new row's beds are free now: no date until "Free from a later date" is ticked. */
const EMPTY_BED: BedValues = {
  sharing: '',
  total_beds: '',
  free_beds: '',
  available_from: '',
  later: false,
  rent: '',
};
const TEXTS = [
  'accommodation_gender',
  'minimum_age',
  'room_sharing_status',
  'total_rooms_ac',
  'total_rooms_non_ac',
  'total_rooms_with_cooler',
  'toilet_facilities',
  'toilet_types',
  'building_type',
  'total_buildings',
  'total_floors',
  'accommodation_in_floors',
  'two_wheeler_parking',
  'parking_type',
] as const;

export function roomDetailsDefaults(listing: StepProps['listing']): RoomDetailsValues {
  const beds = (listing?.beds ?? []).map((row) => ({
    sharing: row.sharing,
    total_beds: text(row.total_beds),
    free_beds: text(row.free_beds),
    available_from: text(row.available_from),
    later: isLaterDate(row.available_from),
    rent: text(row.rent),
  }));
  const values = Object.fromEntries(TEXTS.map((name) => [name, text(field(listing, name))]));
  // Room counts of a fresh draft come back as 0: show them empty rather than as three zeros to delete.
  for (const name of ['total_rooms_ac', 'total_rooms_non_ac', 'total_rooms_with_cooler'])
    if (values[name] === '0' && (listing?.wizard_step ?? 0) < 2) values[name] = '';
  return {
    ...(values as Omit<RoomDetailsValues, 'id' | 'beds' | `${string}_status` | 'accommodation_occupation'>),
    id: listing?.id ?? 0,
    room_sharing_status: values.room_sharing_status ?? '',
    accommodation_occupation: list(listing?.accommodation_occupation),
    room_air_conditioning_status: list(listing?.room_air_conditioning_status),
    room_occupation_status: list(listing?.room_occupation_status),
    beds: beds.length ? beds : [{ ...EMPTY_BED }],
  };
}

/** The rows' "free now" get today's date before the step's rule reads them. */
const withTodayForFreeNow = (values: RoomDetailsValues): RoomDetailsValues => ({
  ...values,
  beds: withFreeNowDates(values.beds),
});

/** Step 2 for a PG, Hostel or Room Sharing: who, rooms, toilets, building, parking and the beds table. */
export function RoomDetailsForm({ listing, onSaved }: StepProps) {
  const { form, submit, saving } = useStepForm<RoomDetailsValues>({
    schema: (schemas) => schemas.roomDetailsSchema,
    prepare: withTodayForFreeNow,
    defaultValues: roomDetailsDefaults(listing),
    path: LISTER_API.details,
    onSaved,
  });
  const { control } = form;

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Details">
      <FieldGrid>
        <SectionTitle>Who can stay</SectionTitle>
        <AudienceFields control={control} />
        <FormTextField
          control={control}
          name="minimum_age"
          label="Minimum age"
          slotProps={NUMERIC}
          helperText="Optional, in years"
        />
        <SectionTitle>Rooms</SectionTitle>
        <RadioField
          control={control}
          name="room_sharing_status"
          label="Room sharing"
          options={['Shared', 'Separate']}
          required
        />
        <CheckboxGroupField
          control={control}
          name="room_air_conditioning_status"
          label="Kinds of room"
          options={['AC', 'Non-AC', 'Water Cooler']}
          required
        />
        <CheckboxGroupField
          control={control}
          name="room_occupation_status"
          label="Occupancy"
          options={OCCUPATION_OPTIONS}
          required
          sx={WIDE}
        />
        <Box
          sx={{
            ...WIDE,
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          <FormTextField control={control} name="total_rooms_ac" label="AC rooms" slotProps={NUMERIC} />
          <FormTextField
            control={control}
            name="total_rooms_non_ac"
            label="Non-AC rooms"
            slotProps={NUMERIC}
          />
          <FormTextField
            control={control}
            name="total_rooms_with_cooler"
            label="Rooms with cooler"
            slotProps={NUMERIC}
          />
        </Box>
        <SectionTitle>Toilets and building</SectionTitle>
        <RadioField
          control={control}
          name="toilet_facilities"
          label="Toilet facilities"
          options={TOILET_FACILITY_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="toilet_types"
          label="Toilet types"
          options={TOILET_TYPE_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="building_type"
          label="Building type"
          options={BUILDING_TYPE_OPTIONS}
          required
          sx={WIDE}
        />
        <FormTextField
          control={control}
          name="total_buildings"
          label="Buildings"
          required
          slotProps={NUMERIC}
        />
        <FormTextField
          control={control}
          name="total_floors"
          label="Floors in the building"
          required
          slotProps={NUMERIC}
        />
        <FormTextField
          control={control}
          name="accommodation_in_floors"
          label="Floors used"
          required
          helperText="For example: Ground to 2nd"
        />
        <SectionTitle>Parking</SectionTitle>
        <RadioField
          control={control}
          name="two_wheeler_parking"
          label="Two-wheeler parking"
          options={TWO_WHEELER_PARKING_OPTIONS}
          required
        />
        <RadioField
          control={control}
          name="parking_type"
          label="Car parking"
          options={CAR_PARKING_OPTIONS}
          required
        />
        <SectionTitle>Beds</SectionTitle>
        <Typography variant="body2" color="text.secondary" sx={{ ...WIDE, mt: -1 }}>
          One row per sharing kind: how many beds in all, how many are free, the rent of a bed, and from when.
        </Typography>
        <BedRows control={control} newRow={() => ({ ...EMPTY_BED })} sx={WIDE} />
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
