import {
  LISTING_TYPE_INFO,
  type ListingTypeInfo,
  PageHeader,
  toListingType,
  usePageMeta,
} from '@basera/shared';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useParams } from 'react-router-dom';

/** The type a /user/{roomType} address names, in any case ('pg', 'Room'); PG when it names none. */
const typeOf = (roomType: string): ListingTypeInfo => LISTING_TYPE_INFO[toListingType(roomType) ?? 'PG'];

/** The seven steps; the second is the type's own details ('PG Accommodation Details', 'Room Sharing Details'). */
export function wizardSteps(roomType: string): string[] {
  return [
    'Address & Contact No',
    typeOf(roomType).detailsTitle,
    'Pricing',
    'Food',
    'Facilities & Amenities',
    'Other Details',
    'Subscription',
  ];
}

/** /user/{roomType}/{pgId?}: the seven-step listing wizard. Steps open one by one as each is completed. */
export default function ListingWizardPage() {
  const { roomType = 'pg' } = useParams();
  const type = typeOf(roomType);
  usePageMeta(`List your ${type.label}`, null);
  return (
    <>
      <PageHeader title={`List your ${type.label}`} />
      <Container maxWidth="xl" sx={{ py: 3 }}>
        <Tabs value={0} variant="scrollable" scrollButtons="auto" aria-label="Listing steps">
          {wizardSteps(roomType).map((step, index) => (
            <Tab key={step} label={step} disabled={index > 0} />
          ))}
        </Tabs>
      </Container>
    </>
  );
}
