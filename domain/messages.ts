/**
 * Every user-visible string of the seed specification, verbatim, plus the few the product adds.
 * One module so that they can be found, tested and translated. `{product}` is the platform name.
 */
export const PRODUCT_NAME = 'Threadline';

export const messages = {
  unauthorizedTitle: '403 - Unauthorized',
  unauthorizedBody: 'You do not have access to this page.',
  loading: 'Loading...',
  errorLoadingData: 'Error loading data!!!',
  onboardYourStore: 'Onboard Your Store',
  onboradYourStore: 'Onborad Your Store',
  noStoreYet: `You don't any store yet with us. Please Create a store to start doing business with ${PRODUCT_NAME}.`,
  storeNotDetected: `Store Not Detected: We can't find your store, it is either not Approved or Deactivated. Please reach to ${PRODUCT_NAME} support for further assistance.`,

  // Validation (seed section 5)
  passwordMin8: 'Password must be at least 8 characters long',
  passwordMax100: 'Password must not exceed 100 characters',
  passwordsDontMatch: "Passwords don't match",
  emailIsRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  otpRequired: 'OTP is required.',
  otpInvalid: 'Invalid OTP. Please try again.',
  passwordRequired: 'Password is required.',
  passwordMin6: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match.',
  itemNameRequired: 'Item Name is required.',
  priceGreaterThanZero: 'Price must be greater than 0.',
  colorRequired: 'At least one color must be selected.',
  descriptionRequired: 'Description is required.',
  categoryRequired: 'Category is required.',
  sizeRequired: 'At least one size must be selected.',
  stockInteger: 'Stock must be an integer greater than 0.',
  shippingPolicyRequired: 'Shipping Policy is required.',
  returnPolicyRequired: 'Return Policy is required.',
  storeIdRequired: 'Store ID is required.',
  uploadImages: 'Please upload images',
  brandNameRequired: 'Brand Name is required.',
  storePhoneRequired: 'Store Phone is required.',
  storeAddressRequired: 'Store Address is required.',
  emergencyPhoneRequired: 'Emergency Phone is required.',
  pocNameRequired: 'POC Name is required.',
  pocPhoneRequired: 'POC Phone is required.',
  invalidEmailAddress: 'Invalid email address',
  uploadAtLeastOneImage: 'Please upload at least one image.',
  gstRequired: 'GST No is required.',
  aadhaarRequired: 'Aadhaar No is required.',
  panRequired: 'PAN No is required.',
  accountNoRequired: 'Account No is required.',
  ifscRequired: 'IFSC Code is required.',
  branchRequired: 'Branch is required.',
  upiRequired: 'UPI ID is required.',
  invalidFile: 'Invalid file provided.',

  // Error catalogue (seed section 8)
  noUserData: 'No user data received.',
  statusUpdateFailed: 'An error occurred while updating the status. Please try again.',
  statusUpdated: 'Status updated successfully!',
  inventoryUpdateFailed: 'An error occurred while updating the inventory. Please try again.',
  inventoryUpdated: 'Inventory updated successfully!',
  productCreateFailed: 'An error occurred while creating the product. Please try again.',
  productCreated: 'Product created successfully!',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationSuccessful: 'Registration successful!',
  failedToFetchOrders: 'Failed to fetch orders',
  somethingWentWrong: 'Something went wrong',
  categoriesLoadError: 'Error loading categories',
  unableToUploadDetails: 'Unable to upload details',
  storeCreated: 'Store created successfully!',
  storeCreateFailed: 'Failed to create store. Please try again.',
  notAvailable: 'Not available',
  storeIdNotAvailable: 'Store ID not available',
  storeNameNotAvailable: 'Store name not available',

  // Added by the product where the seed is silent
  signInFailed: 'The e-mail or password is incorrect.',
  accountBlocked: 'This account has been blocked. Please contact support.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  otpResendWait: 'Please wait before asking for another code.',
  emailNotVerified: 'Please verify your e-mail with the code we sent before registering.',
  emailAlreadyRegistered: 'An account with this e-mail already exists. Please sign in.',
  roleNotAllowedAtSignUp: 'This role cannot be chosen at sign-up.',
  resetLinkInvalid: 'This reset link is invalid or has expired.',
  resetEmailSent:
    'If an account exists for that e-mail, we have sent a link to reset the password.',
  unexpectedError: 'Unexpected error.',
  pageInvalid: 'Page must be a whole number of at least 1.',
  nameTooLong: 'Name must not exceed 80 characters.',
  phoneInvalid: 'Please enter a valid phone number.',
  profileSaved: 'Profile updated.',
  offline:
    'You are offline. Showing saved data; changes you save wait on this device and are sent when you reconnect.',
  updateAvailable: 'A new version of the console is available.',
  reload: 'Reload',
  notificationsEmpty: 'No notifications yet.',
  markAllRead: 'Mark all as read',
  changedElsewhere: 'This was changed somewhere else since you opened it.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID.',
  savedOffline: 'Saved on this device. It will be sent when you are back online.',
  waitingToSync: 'Waiting to sync',
  sending: 'Sending…',
  changesWaiting: '{count} {changes} waiting to sync',
  logoutWithPending:
    'You have {count} {changes} waiting to sync. They stay saved on this device and are sent the next time you sign in. Log out anyway?',
  signInToSync: 'Please sign in again to send your saved changes.',
  syncEmpty: 'Everything is in sync.',
  refused: 'Refused by the server: {message}',
  unknownChange:
    'Saved by another version of the console. Reload the console to send it; later changes to the same item wait for it.',
  notEnoughStock: 'Not enough stock for this item.',
  textTooLong: 'This text is too long.',
  textControlCharacters: 'This text contains characters that are not allowed.',
  searchTooLong: 'Search must not exceed 100 characters.',
  uploadMultipartOnly: 'Send the image as multipart/form-data with folderName and file.',
  uploadTooLarge: 'The image must be at most 10 MB.',
  uploadTooManyPixels: 'The image has too many pixels. Please upload a smaller one.',
  uploadFolderInvalid: 'Choose where the image goes: productImages, storeImages or profileImages.',
  uploadFileMissing: 'Choose an image to upload.',
  methodNotAllowed: 'This address does not answer that method.',
  unsupportedMediaType: 'Send GraphQL requests as application/json.',
  lengthRequired: 'The request needs a Content-Length.',
  requestTooLarge: 'The request is too large.',
  requestTooComplex: 'This request asks for too much at once',
  responseTooLarge: 'The answer to this request is too large. Ask for fewer items at a time.',
  requestTimedOut: 'The server did not answer in time. Please check your connection and try again.',
  supportIntro: `The ${PRODUCT_NAME} seller support team helps with onboarding, approvals, orders and payouts.`,
  supportNotConfigured: 'Support contact details have not been published for this console yet.',
} as const;

export type MessageKey = keyof typeof messages;

/** Replaces `{name}` placeholders, e.g. 'Error: {message}'. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}

/** `{count} {changes}` with the right noun: 1 change, 2 changes. */
export function countChanges(template: string, count: number): string {
  return format(template, { count, changes: count === 1 ? 'change' : 'changes' });
}

export const templates = {
  errorFetchingOrders: 'Error fetching orders: {message}',
  inventoryFetchError: 'Error: {message}',
  profileLoadError: 'Error loading profile data: {message}',
  pageOf: 'Page {page} of {pages}',
  pageSlash: 'Page {page} / {pages}',
  limitRange: 'Limit must be a whole number from 1 to {max}.',
} as const;
