import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Notice } from './Notice';
import { TextInput } from './TextInput';

function Controlled(props: {
  multiline?: boolean;
  error?: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const [value, setValue] = useState('');
  return (
    <TextInput label="City" value={value} onChange={(event) => setValue(event.target.value)} {...props} />
  );
}

describe('TextInput', () => {
  it('is a labelled text box that keeps what is typed', () => {
    render(<Controlled />);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'City' });
    fireEvent.change(box, { target: { value: 'Pune' } });
    expect(box.value).toBe('Pune');
    expect(box.tagName).toBe('INPUT');
  });

  it('reads its helper text as the box description and shows an error as invalid', () => {
    render(<Controlled error helperText="Enter a city" />);
    const box = screen.getByRole('textbox', { name: 'City' });
    const description = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Enter a city');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks a required box and its label', () => {
    render(<Controlled required />);
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: /City/ });
    expect(box.required).toBe(true);
    expect(screen.getByText('*')).toBeTruthy();
  });

  it('is a textarea when multiline, and passes input attributes through', () => {
    render(
      <>
        <Controlled multiline />
        <TextInput label="Code" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'City' }).tagName).toBe('TEXTAREA');
    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
  });
});

describe('Notice', () => {
  it('reads an error out at once and good news as a status', () => {
    render(
      <>
        <Notice severity="error">Could not send</Notice>
        <Notice severity="success" role="status">
          Sent
        </Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Could not send');
    expect(screen.getByRole('status').textContent).toBe('Sent');
  });
});
