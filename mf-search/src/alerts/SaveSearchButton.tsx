import { lazyWithRetry, openModalBox, useAuthStore } from '@basera/shared';
import { Button, IconButton } from '@basera/shared/ui';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import { Suspense, useState } from 'react';

// The dialog (its form and words) loads on the first click: the results page's first screen stays as small.
const SaveSearchDialog = lazyWithRetry(() => import('./SaveSearchDialog'));

/** What the login box says when "Save this search" opens it. */
export const SAVE_SEARCH_REASON = 'Sign in to save this search';
export const SAVE_SEARCH_LABEL = 'Save this search';

/**
 * "Save this search" on the results page: signed in, a small dialog (name, how alerts arrive) saves the URL;
 * signed out, the login box opens with its reason and the dialog follows the sign-in. On a phone an icon.
 */
export function SaveSearchButton({ url, name, compact }: { url: string; name: string; compact?: boolean }) {
  const token = useAuthStore((state) => state.token);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const click = () => {
    if (token) show();
    else openModalBox('login', { reason: SAVE_SEARCH_REASON, resume: show });
  };
  return (
    <>
      {compact ? (
        <IconButton
          onClick={click}
          aria-label={SAVE_SEARCH_LABEL}
          title={SAVE_SEARCH_LABEL}
          aria-haspopup="dialog"
          sx={{
            flexShrink: 0,
            border: 1,
            borderColor: 'primary.main',
            color: 'primary.main',
            bgcolor: 'background.paper',
            width: 36,
            height: 36,
          }}
        >
          <BookmarkAddOutlined />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          onClick={click}
          aria-haspopup="dialog"
          startIcon={<BookmarkAddOutlined />}
          sx={{ flexShrink: 0, minHeight: 40, bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
        >
          {SAVE_SEARCH_LABEL}
        </Button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onClose={() => setOpen(false)} url={url} name={name} />
        </Suspense>
      )}
    </>
  );
}
