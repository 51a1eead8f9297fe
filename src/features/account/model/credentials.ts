/** What the login and signup requests send of the form: the email as typed but trimmed, the password as is. */
export const credentials = (values: { email: string; password: string }) => ({
  email: values.email.trim(),
  password: values.password,
});
