import { PageHeader, usePageMeta } from '@basera/shared';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useParams } from 'react-router-dom';

const TYPE_DETAILS: Record<string, { label: string; details: string }> = {
  pg: { label: 'PG', details: 'PG Accommodation Details' },
  hostel: { label: 'Hostel', details: 'Hostel Details' },
  mess: { label: 'Mess', details: 'Mess Details' },
  room: { label: 'Room Sharing', details: 'Room Sharing Details' },
};

export function wizardSteps(roomType: string): string[] {
  const type = TYPE_DETAILS[roomType.toLowerCase()] ?? TYPE_DETAILS.pg!;
  return [
    'Address & Contact No',
    type.details,
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
  const type = TYPE_DETAILS[roomType.toLowerCase()] ?? TYPE_DETAILS.pg!;
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
