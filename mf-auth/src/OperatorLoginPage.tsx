import {
  ApiError,
  apiRequest,
  type LoginInput,
  type NoProps,
  showFieldErrors,
  toast,
  type User,
  useAuthStore,
  usePageMeta,
} from '@basera/shared';
import { FormTextField, OtpField } from '@basera/shared/forms';
import { OPERATOR_USER_TYPE, USER_TYPE_LABELS, WRONG_USER_TYPE } from '@basera/shared/rules';
import { loginSchema, otpSchema } from '@basera/shared/schemas';
import { Box, Link, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { loginErrorMessage } from './errors';
import { SubmitButton } from './fields';

/** Words of the operator's sign-in (the contract's step-up). */
export const OPERATOR_LOGIN_TEXT = {
  title: 'Operator sign-in',
  codeLabel: 'Enter the code we emailed you',
  notOperator: 'This account is not an operator account.',
  codeRequired: 'Enter the 6-digit code from the email.',
} as const;

/** What POST /user-login answers an operator: the code step first, then the session. */
type LoginAnswer =
  | { status: true; otp_required: true; message: string }
  | { status: true; otp_required?: false; token: string; user: User; user_type: 'Admin'; message?: string };

type Credentials = Pick<LoginInput, 'email_or_phone' | 'password'>;

/** A failure's words for the box above the button (per-field messages go under their fields). */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { code?: unknown } | null;
    if (body?.code === WRONG_USER_TYPE) return OPERATOR_LOGIN_TEXT.notOperator;
  }
  return loginErrorMessage(error);
}

const send = (credentials: Credentials, otp?: string) =>
  apiRequest<LoginAnswer>('/user-login', {
    method: 'POST',
    body: { ...credentials, user_type: OPERATOR_USER_TYPE, ...(otp ? { otp } : {}) },
  });

/**
 * Step 1: email and password. The API answers `otp_required` and mails a code; nothing is stored yet.
 */
function PasswordStep({ onCodeSent }: { onCodeSent: (credentials: Credentials, message: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email_or_phone: '', password: '', user_type: OPERATOR_USER_TYPE },
  });

  const submit = handleSubmit(async ({ email_or_phone, password }) => {
    setFailure(null);
    try {
      const answer = await send({ email_or_phone, password });
      if (answer.otp_required) onCodeSent({ email_or_phone, password }, answer.message);
      else setFailure(OPERATOR_LOGIN_TEXT.notOperator);
    } catch (error) {
      const shown = showFieldErrors(error, ['email_or_phone', 'password'] as const, setError);
      if (!shown || failureText(error) === OPERATOR_LOGIN_TEXT.notOperator) setFailure(failureText(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Operator sign-in">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="email_or_phone"
          label="Email"
          type="email"
          autoComplete="username"
        />
        <FormTextField
          control={control}
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <SubmitButton busy={isSubmitting} label="Continue" busyLabel="Please wait..." />
      </Stack>
    </form>
  );
}

/**
 * Step 2: the 6-digit code mailed to the operator. A wrong or expired code is the API's 422 `errors.otp`, shown
 * under the field; "Send a new code" repeats step 1 (a new code replaces the old one).
 */
function CodeStep({
  credentials,
  sentMessage,
  onBack,
}: {
  credentials: Credentials;
  sentMessage: string;
  onBack: () => void;
}) {
  const setSession = useAuthStore((state) => state.setSession);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState(sentMessage);
  const [busy, setBusy] = useState<'sign-in' | 'resend' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = otpSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(OPERATOR_LOGIN_TEXT.codeRequired);
      return;
    }
    setCodeError(null);
    setBusy('sign-in');
    try {
      const answer = await send(credentials, parsed.data);
      if (answer.otp_required) {
        setFailure(OPERATOR_LOGIN_TEXT.codeRequired);
        return;
      }
      // The shell's /admin guard sees the operator's session and mounts the console: no reload.
      setSession({ token: answer.token, user: answer.user, usertype: answer.user_type });
      toast.success(answer.message || 'Login success');
    } catch (error) {
      const otpMessage = error instanceof ApiError ? error.fieldError('otp') : undefined;
      if (otpMessage) setCodeError(otpMessage);
      else setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setFailure(null);
    setCodeError(null);
    setBusy('resend');
    try {
      const answer = await send(credentials);
      setCode('');
      setNotice(answer.otp_required ? answer.message : sentMessage);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign-in code">
      <Stack spacing={2}>
        <Alert severity="info">
          {notice} ({credentials.email_or_phone})
        </Alert>
        <OtpField
          label={OPERATOR_LOGIN_TEXT.codeLabel}
          value={code}
          onChange={(value) => {
            setCode(value);
            setCodeError(null);
          }}
          error={Boolean(codeError)}
          helperText={codeError ?? ' '}
          autoFocus
          fullWidth
        />
        {failure && <Alert severity="error">{failure}</Alert>}
        <SubmitButton busy={busy === 'sign-in'} label="Sign in" busyLabel="Signing in..." />
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component="button" type="button" onClick={onBack} disabled={busy !== null}>
            Use another account
          </Link>
          <Link component="button" type="button" onClick={() => void resend()} disabled={busy !== null}>
            {busy === 'resend' ? 'Sending...' : 'Send a new code'}
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * `mf_auth/OperatorLoginPage`: what /admin shows to anyone who is not a signed-in operator. Password first, then
 * the code mailed to the operator (issue 28's step-up). Once the code is right the session is stored, and the
 * shell mounts the console in its place.
 */
export default function OperatorLoginPage(_props: NoProps) {
  usePageMeta(OPERATOR_LOGIN_TEXT.title);
  const signedInAs = useAuthStore((state) => (state.token ? state.usertype : null));
  const [pending, setPending] = useState<{ credentials: Credentials; message: string } | null>(null);

  return (
    <Box sx={{ px: 2, py: { xs: 4, sm: 8 }, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography variant="h2" component="h1" gutterBottom>
          {OPERATOR_LOGIN_TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The console is for Basera's operators. Looking for a room or listing one? Use Login / Sign Up at the
          top of the page.
        </Typography>
        {signedInAs && signedInAs !== OPERATOR_USER_TYPE && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            You are signed in as a {USER_TYPE_LABELS[signedInAs]}. Sign in with an operator account to open
            the console.
          </Alert>
        )}
        {pending ? (
          <CodeStep
            credentials={pending.credentials}
            sentMessage={pending.message}
            onBack={() => setPending(null)}
          />
        ) : (
          <PasswordStep onCodeSent={(credentials, message) => setPending({ credentials, message })} />
        )}
      </Paper>
    </Box>
  );
}
