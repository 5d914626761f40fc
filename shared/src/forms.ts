// The pieces of @basera/shared that bind to react-hook-form, as a federation singleton of their own
// (`@basera/shared/forms`): the pages without a form (home, results, details, the blog) load neither them nor
// the form library. The shell provides it (shell/src/remotes.ts), so every app's forms use one copy.
export { FormTextField, type FormTextFieldProps } from './components/FormTextField';
// The password and one-time-code fields are here, not in the package's root, which every first visit loads. All
// three draw on TextInput (TextField's outlined parts without its select mode), so a page with a form does not
// download `@basera/shared/ui-more`.
export { OtpField, type OtpFieldProps } from './components/OtpField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
