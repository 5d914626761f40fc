import { renderHarness } from '@basera/shared/harness';
import { Button } from '@basera/shared/ui';
import { useState } from 'react';
import KeywordSearchModal from './KeywordSearchModal';
import PropertyDetailPage from './PropertyDetailPage';
import ResultsPage from './ResultsPage';

function KeywordDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Keyword Search</Button>
      <KeywordSearchModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}

void renderHarness('mf-search', [
  ...['/list', '/pg', '/hostel', '/mess', '/room', '/PG'].map((path) => ({ path, element: <ResultsPage /> })),
  { path: '/pgdetails/:pgDetailsId', element: <PropertyDetailPage /> },
  { path: '/keyword', element: <KeywordDemo /> },
]);
