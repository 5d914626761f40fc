import { type ListingType, useAuthStore } from '@basera/shared';
import { prepareChecks } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { LISTER_API, LISTING_LIMITS } from '@basera/shared/rules';
import { Autocomplete } from '@basera/shared/ui-extra';
import { TextField } from '@basera/shared/ui-more';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { type Place, usePlaces } from './calls/places';
import { FieldGrid, SaveBar, SectionTitle, WIDE } from './fields';
import { LocationSection } from './location/LocationSection';
import { accountName, accountPhone } from './location/prefill';
import { type StepProps, useStepForm } from './useStepForm';
import { field, text } from './values';

export {
  LOCATION_REFUSED,
  LOCATION_UNAVAILABLE,
  mapLink,
} from './location/LocationSection';

export interface AddressValues {
  id: string;
  property_type: ListingType;
  accommodation_name: string;
  state_id: string;
  city_id: string;
  locality: string;
  address_line_1: string;
  address_line_2: string;
  landmark: string;
  project_society_building_name: string;
  postal_code: string;
  contact_no_1: string;
  contact_no_2: string;
  contact_name: string;
  lat: string;
  long: string;
}

const TEXT_FIELDS = [
  'accommodation_name',
  'locality',
  'address_line_1',
  'address_line_2',
  'landmark',
  'project_society_building_name',
  'postal_code',
  'contact_no_1',
  'contact_no_2',
  'contact_name',
  'lat',
  'long',
] as const;

/** A searchable list (State, City) bound to an id field. */
function PlaceField({
  control,
  name,
  label,
  options,
  loading,
  disabled,
  onPicked,
}: {
  control: Control<AddressValues>;
  name: 'state_id' | 'city_id';
  label: string;
  options: Place[];
  loading: boolean;
  disabled?: boolean;
  onPicked?: () => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: bound, fieldState }) => (
        <Autocomplete
          options={options}
          value={options.find((place) => String(place.id) === String(bound.value)) ?? null}
          onChange={(_event, place) => {
            bound.onChange(place ? String(place.id) : '');
            onPicked?.();
          }}
          onBlur={bound.onBlur}
          getOptionLabel={(place) => place.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          loading={loading}
          disabled={disabled}
          autoHighlight
          noOptionsText={loading ? 'Loading...' : 'No match'}
          renderInput={(params) => (
            <TextField
              {...params}
              name={bound.name}
              inputRef={bound.ref}
              label={label}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (disabled ? 'Choose the state first' : undefined)}
            />
          )}
        />
      )}
    />
  );
}

/** Step 1: Address & Contact No (spec 01's property address payload). */
export function AddressForm({ listing, onSaved, type }: StepProps & { type: ListingType }) {
  const user = useAuthStore((state) => state.user);
  const defaults: AddressValues = {
    id: text(listing?.id),
    property_type: type,
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(field(listing, name))])) as Omit<
      AddressValues,
      'id' | 'property_type' | 'state_id' | 'city_id'
    >),
    state_id: text(listing?.state_id),
    city_id: text(listing?.city_id),
    // A new listing starts with the account's phone and name (less typing); a saved one keeps its own.
    ...(listing ? {} : { contact_no_1: accountPhone(user), contact_name: accountName(user) }),
  };
  const { form, submit, saving } = useStepForm<AddressValues>({
    schema: (schemas) => schemas.propertyAddressSchema,
    defaultValues: defaults,
    path: LISTER_API.address,
    onSaved,
  });
  const { control, setValue } = form;
  const [stateId, cityId] = useWatch({ control, name: ['state_id', 'city_id'] });
  const places = usePlaces(stateId ? Number(stateId) : null);
  const cityName = places.cities.find((city) => String(city.id) === cityId)?.name ?? null;

  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Address & Contact No">
      <FieldGrid>
        <FormTextField
          control={control}
          name="accommodation_name"
          label="Accommodation name"
          required
          sx={WIDE}
          autoComplete="organization"
        />
        <PlaceField
          control={control}
          name="state_id"
          label="State"
          options={places.states}
          loading={places.statesLoading}
          onPicked={() => setValue('city_id', '')}
        />
        <PlaceField
          control={control}
          name="city_id"
          label="City"
          options={places.cities}
          loading={places.citiesLoading}
          disabled={!stateId}
        />
        <FormTextField control={control} name="locality" label="Locality" required />
        <FormTextField
          control={control}
          name="project_society_building_name"
          label="Society / building name"
        />
        <FormTextField
          control={control}
          name="address_line_1"
          label="Address line 1"
          required
          autoComplete="address-line1"
        />
        <FormTextField
          control={control}
          name="address_line_2"
          label="Address line 2"
          autoComplete="address-line2"
        />
        <FormTextField control={control} name="landmark" label="Landmark" />
        <FormTextField
          control={control}
          name="postal_code"
          label="PIN code"
          required
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <SectionTitle>Contact</SectionTitle>
        <FormTextField
          control={control}
          name="contact_name"
          label="Contact person"
          helperText="Optional: the name seekers ask for"
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: LISTING_LIMITS.nameMax } }}
        />
        <FormTextField
          control={control}
          name="contact_no_1"
          label="Contact number"
          required
          type="tel"
          autoComplete="tel-national"
          helperText="10-digit mobile number"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <FormTextField
          control={control}
          name="contact_no_2"
          label="Second contact number"
          type="tel"
          helperText="Optional"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <SectionTitle>Location on the map</SectionTitle>
        <LocationSection form={form} cityName={cityName} />
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
