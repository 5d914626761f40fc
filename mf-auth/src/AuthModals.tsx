import type { AuthModalsProps } from '@basera/shared';
import { IconButton, useMediaQuery, useTheme } from '@basera/shared/ui';
import { Alert, Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useId, useState } from 'react';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

export { loginErrorMessage } from './errors';

type View = 'login' | 'signup' | 'forgot';
const TITLES: Record<View, string> = { login: 'Login', signup: 'Sign Up', forgot: 'Forgot Password' };

/**
 * Login, Sign Up and Forgot Password, mounted by the shell on openModalBox. "post" mode preselects Lister and
 * hides the Search User choice in every form. Each opening starts at the login box with empty fields. Opened
 * from an action, the box says why at the top (in every view) and a sign-in or sign-up finishes that action.
 */
export default function AuthModals({ mode, open, onClose, intent = null }: AuthModalsProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [view, setView] = useState<View>('login');
  // A new key per opening remounts the forms, so nothing typed before survives a close.
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (open) {
      setView('login');
      setOpening((n) => n + 1);
    }
  }, [open]);
  const postMode = mode === 'post';
  const reasonId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={view === 'signup' ? 'sm' : 'xs'}
      fullScreen={phone}
      aria-describedby={intent?.reason ? reasonId : undefined}
    >
      <DialogTitle sx={{ pr: 6 }}>
        {TITLES[view]}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent key={`${opening}-${view}-${mode}`}>
        {intent?.reason && (
          <Alert id={reasonId} role="note" severity="info" icon={false} sx={{ mb: 1 }}>
            {intent.reason}
          </Alert>
        )}
        {view === 'login' && (
          <LoginForm
            postMode={postMode}
            intent={intent}
            onDone={onClose}
            onForgot={() => setView('forgot')}
            onSignUp={() => setView('signup')}
          />
        )}
        {view === 'signup' && (
          <SignUpForm postMode={postMode} intent={intent} onDone={onClose} onLogin={() => setView('login')} />
        )}
        {view === 'forgot' && (
          <ForgotPasswordForm
            postMode={postMode}
            onReset={() => setView('login')}
            onLogin={() => setView('login')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
