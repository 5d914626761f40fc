import { openModalBox } from '@basera/shared';
import { renderHarness } from '@basera/shared/harness';
import { Button, Stack } from '@basera/shared/ui';
import { useState } from 'react';
import AuthModals from './AuthModals';

function AuthDemo() {
  const [state, setState] = useState<{ open: boolean; mode: 'login' | 'post' }>({
    open: false,
    mode: 'login',
  });
  return (
    <Stack direction="row" spacing={2} sx={{ p: 3 }}>
      <Button variant="contained" onClick={() => setState({ open: true, mode: 'login' })}>
        Login / Sign Up
      </Button>
      <Button variant="outlined" onClick={() => setState({ open: true, mode: 'post' })}>
        Post Property
      </Button>
      <Button onClick={() => openModalBox('login')}>Dispatch openModalBox</Button>
      <AuthModals
        mode={state.mode}
        open={state.open}
        onClose={() => setState((s) => ({ ...s, open: false }))}
      />
    </Stack>
  );
}

void renderHarness('mf-auth', [{ path: '/', element: <AuthDemo /> }]);
