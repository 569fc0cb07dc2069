export const LOGIN_REQUIRED_MESSAGE = 'You must be logged in to request a verification email.';
export const CODE_SENT_MESSAGE = 'Verification code sent successfully!';
export const VERIFIED_MESSAGE = 'Verification successful! Redirecting...';
export const MISSING_TYPE_MESSAGE =
  'No verification type specified. Please start the process again.';
export const SEND_FAILED_MESSAGE = 'The verification code could not be sent. Please try again.';
export const VERIFY_FAILED_MESSAGE =
  'That code did not work. Please check it or request a new one.';
