import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormTextField } from './FormTextField';

interface Values {
  email: string;
  password: string;
}

function Form({ onValid }: { onValid: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { email: '', password: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FormTextField control={control} name="email" label="Email" helperText="We never share it" />
      <FormTextField control={control} name="password" label="Password" type="password" />
      <button type="submit">Send</button>
    </form>
  );
}

function FormWithError() {
  const { control, setError } = useForm<Values>({ defaultValues: { email: 'a@b', password: '' } });
  return (
    <>
      <FormTextField control={control} name="email" label="Email" helperText="We never share it" />
      <button type="button" onClick={() => setError('email', { message: 'Enter a valid email address' })}>
        Check
      </button>
    </>
  );
}

describe('FormTextField', () => {
  it('sends what the user typed with the form', async () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.in' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'asha@example.in', password: 'Secret#2026' });
  });

  it('hides the password until asked to show it', () => {
    render(<Form onValid={jest.fn()} />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
  });

  it("shows the field's error instead of its help text, marked invalid", () => {
    render(<FormWithError />);
    expect(screen.getByText('We never share it')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('We never share it')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});
