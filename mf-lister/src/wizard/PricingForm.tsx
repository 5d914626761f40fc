import { prepareChecks } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { LISTER_API, LISTING_LIMITS, YES_NO_OPTIONS } from '@basera/shared/rules';
import { InputAdornment } from '@basera/shared/ui-more';
import { FieldGrid, RadioField, SaveBar } from './fields';
import { type StepProps, useStepForm } from './useStepForm';
import { field, text } from './values';

export interface PricingValues {
  id: number;
  monthly_charge_min: string;
  price_with_food: string;
  booking_advance_status: string;
  security_deposit: string;
  deposit_refund_terms: string;
  other_charges: string;
  notice_period_days: string;
}

const NAMES = [
  'monthly_charge_min',
  'price_with_food',
  'booking_advance_status',
  'security_deposit',
  'deposit_refund_terms',
  'other_charges',
  'notice_period_days',
] as const;

const rupeeField = {
  htmlInput: { inputMode: 'numeric' as const },
  input: { startAdornment: <InputAdornment position="start">Rs.</InputAdornment> },
};

/** Step 3: Pricing. */
export function PricingForm({ listing, onSaved }: StepProps) {
  const { form, submit, saving } = useStepForm<PricingValues>({
    schema: (schemas) => schemas.pricingSchema,
    defaultValues: {
      id: listing?.id ?? 0,
      ...(Object.fromEntries(NAMES.map((name) => [name, text(field(listing, name))])) as Omit<
        PricingValues,
        'id'
      >),
    },
    path: LISTER_API.pricing,
    onSaved,
  });
  const { control } = form;
  return (
    <form onSubmit={submit} onFocus={prepareChecks} noValidate aria-label="Pricing">
      <FieldGrid>
        <FormTextField
          control={control}
          name="monthly_charge_min"
          label="Monthly charge from"
          required
          slotProps={rupeeField}
          helperText={`Per bed per month, Rs. ${LISTING_LIMITS.priceMin} or more`}
        />
        <RadioField
          control={control}
          name="price_with_food"
          label="Price includes food"
          options={YES_NO_OPTIONS}
          required
        />
        <FormTextField
          control={control}
          name="booking_advance_status"
          label="Booking amount / advance"
          helperText="For example: One month rent"
        />
        <FormTextField
          control={control}
          name="security_deposit"
          label="Security deposit"
          slotProps={rupeeField}
        />
        <FormTextField
          control={control}
          name="deposit_refund_terms"
          label="Deposit refund terms"
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name="other_charges"
          label="Other charges"
          multiline
          minRows={2}
          helperText="Electricity, laundry, maintenance..."
        />
        <FormTextField
          control={control}
          name="notice_period_days"
          label="Notice period (days)"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FieldGrid>
      <SaveBar saving={saving} />
    </form>
  );
}
