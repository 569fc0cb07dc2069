/** The spec's validation sentences, shared by the web forms and the server's 400 answers. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters.';
export const PASSWORD_TOO_LONG_MESSAGE = 'Password must be at most 256 characters.';
export const INVALID_CREDENTIAL_MESSAGE = 'Enter a valid e-mail address or phone number.';
export const INVALID_CODE_MESSAGE = 'Please enter a valid 6-digit code.';
export const CONSENT_REQUIRED_MESSAGE = 'You must agree to the terms and tracking conditions.';
export const INVALID_ZIP_MESSAGE = 'Enter a 5-digit US ZIP code.';
