import { ApiError, apiRequest, errorMessage, showFieldErrors, toast } from '@basera/shared';
import { prepareChecks, schemaResolver } from '@basera/shared/checks';
import { FormTextField } from '@basera/shared/forms';
import { OTP_LENGTH } from '@basera/shared/rules';
import type { changeForgotPasswordSchema, forgotPasswordSchema } from '@basera/shared/schemas';
import { Link, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton, UserTypeField } from './fields';

type Step1 = z.infer<typeof forgotPasswordSchema>;
type Step2 = z.input<typeof changeForgotPasswordSchema>;

const requestCheck = schemaResolver<Step1>((schemas) => schemas.forgotPasswordSchema);
const changeCheck = schemaResolver<Step2>((schemas) => schemas.changeForgotPasswordSchema);

/** Step 2 for an account: the code and the new password still to type. */
const step2Values = (email = '', usertype: Step1['usertype'] = 'Customer'): Step2 => ({
  email,
  usertype,
  otp: '',
  new_password: '',
  new_password_confirmation: '',
});

/** Both steps post the form and toast the server's message. */
const post = (path: string, body: unknown) =>
  apiRequest<{ message?: string }>(path, { method: 'POST', body });

interface Props {
  postMode: boolean;
  /** Step 2 succeeded: the caller closes this and opens the login box. */
  onReset: () => void;
  onLogin: () => void;
}

/** Spec 01: step 1 requests a code for email and user type; step 2 takes the code and the new password. */
export function ForgotPasswordForm({ postMode, onReset, onLogin }: Props) {
  const [request, setRequest] = useState<{ email: string; usertype: Step1['usertype'] } | null>(null);
  const step1 = useForm<Step1>({
    resolver: requestCheck,
    defaultValues: { email: '', usertype: postMode ? 'Lister' : 'Customer' },
  });
  const step2 = useForm<Step2>({
    resolver: changeCheck,
    defaultValues: step2Values(),
  });

  const sendCode = step1.handleSubmit(async (values) => {
    try {
      const response = await post('/user-forgot-password', values);
      toast.success(response.message || 'Password reset link sent to your email');
      setRequest(values);
      step2.reset(step2Values(values.email, values.usertype));
    } catch (error) {
      const emailError = error instanceof ApiError ? error.fieldError('email') : undefined;
      toast.error(emailError || errorMessage(error, 'Failed to send reset link'));
    }
  });

  const changePassword = step2.handleSubmit(async (values) => {
    try {
      const response = await post('/change-forgot-password', values);
      toast.success(response.message || 'Password updated successfully');
      step1.reset();
      step2.reset();
      setRequest(null);
      onReset();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        toast.error('An error occurred. Please try again.');
        return;
      }
      showFieldErrors(error, ['otp', 'new_password', 'new_password_confirmation'] as const, step2.setError);
      toast.error(errorMessage(error, 'Failed to update password'));
    }
  });

  if (!request) {
    return (
      <Step
        intro="Enter the email of your account. We will send you a code to set a new password."
        onSubmit={sendCode}
        busy={step1.formState.isSubmitting}
        failure={step1.formState.errors.root?.message}
        submitLabel="Send Reset Code"
        link={{ label: 'Back to Login', onClick: onLogin }}
      >
        <UserTypeField control={step1.control} name="usertype" postMode={postMode} />
        <FormTextField control={step1.control} name="email" label="Email" type="email" autoComplete="email" />
      </Step>
    );
  }

  return (
    <Step
      intro={`Enter the code sent to ${request.email} and choose a new password.`}
      onSubmit={changePassword}
      busy={step2.formState.isSubmitting}
      failure={step2.formState.errors.root?.message}
      submitLabel="Update Password"
      link={{ label: 'Use another email', onClick: () => setRequest(null) }}
    >
      <FormTextField
        control={step2.control}
        name="otp"
        label="OTP"
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { maxLength: OTP_LENGTH, inputMode: 'numeric' } }}
      />
      <FormTextField
        control={step2.control}
        name="new_password"
        type="password"
        label="New Password"
        autoComplete="new-password"
      />
      <FormTextField
        control={step2.control}
        name="new_password_confirmation"
        type="password"
        label="Confirm New Password"
        autoComplete="new-password"
      />
    </Step>
  );
}

/** One step of the reset: what to do, its fields, the button ("Please wait..." while busy) and a way back. */
function Step({
  intro,
  onSubmit,
  busy,
  failure,
  submitLabel,
  link,
  children,
}: {
  intro: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** Why the step could not be checked (its checks did not download). */
  failure?: string;
  submitLabel: string;
  link: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} onFocus={prepareChecks} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
        {children}
        {failure && <Alert severity="error">{failure}</Alert>}
        <SubmitButton busy={busy} label={submitLabel} busyLabel="Please wait..." />
        <Link component="button" type="button" onClick={link.onClick}>
          {link.label}
        </Link>
      </Stack>
    </form>
  );
}
