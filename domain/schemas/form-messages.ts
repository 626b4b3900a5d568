/**
 * The wording of every form message, in one place. Messages the spec gives word for word are constants
 * (quirks included); the helpers produce the house style for rules the spec leaves without a message.
 */

export const required = (label: string): string => `${label} is required`;

export const maxLength = (label: string, n: number): string => `${label} cannot be more than ${n} characters`;

/** Same shape as the spec's 'PAN must have 10 characters' and 'IFSC must have 11 characters'. */
export const exactLength = (label: string, n: number): string => `${label} must have ${n} characters`;

/** The bare style of the repayment, partner and supplier create forms ('maximum length cannot be more than 15'). */
export const maximumLength = (n: number): string => `maximum length cannot be more than ${n}`;
export const minimumLength = (n: number): string => `minimum length cannot be less than ${n}`;

export const lettersAndDigits = (label: string): string => `${label} can contain only letters and digits`;
export const validAmount = (label: string): string =>
  `${label} must be a valid amount with at most 2 decimals`;
export const moreThanZero = (label: string): string => `${label} must be more than 0`;
export const validNumber = (label: string): string => `${label} must be a number`;
export const wholeNumber = (label: string): string => `${label} must be a whole number`;
export const atLeast = (label: string, n: number): string => `${label} cannot be less than ${n}`;
export const atMost = (label: string, n: number): string => `${label} cannot be more than ${n}`;
export const validDate = (label: string): string => `${label} must be a valid date (YYYY-MM-DD)`;
export const validEmail = (label: string): string => `${label} must be a valid email address`;
export const notBefore = (label: string, isoDate: string): string => `${label} cannot be before ${isoDate}`;
export const notAfterToday = (label: string): string => `${label} cannot be after today`;
export const fileTypes = (label: string, types: string): string => `${label} must be a ${types} file`;
const MEGABYTE = 1024 * 1024;
const fileSize = (bytes: number): string =>
  bytes >= MEGABYTE ? `${Number((bytes / MEGABYTE).toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
export const fileTooLarge = (label: string, maxBytes: number): string =>
  `${label} cannot be larger than ${fileSize(maxBytes)}`;

/** Messages the spec states word for word (section 5). */
export const SPEC_MESSAGES = {
  selectOne: "Please select one option",
  panLength: "PAN must have 10 characters",
  gstinLength: "length of GSTIN must be 15",
  ifscLength: "IFSC must have 11 characters",
  pincode: "Enter 6 digit pincode",
  aadhaar: "Enter 12 digit Aadhar number",
  phoneDigits: "Phone number should be 10 digits",
  passwordMin: "Your password must be at least 5 characters long",
  docCount: "Doc Count should be more than 0",
  maximumDays: "maximum days cannot be more than 90",
  minimumDays: "minimum days cannot be less than 0",
} as const;

/** Not in the spec; shared by the admin user create and edit forms. */
export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
