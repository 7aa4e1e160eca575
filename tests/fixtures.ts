/** Inputs the API and browser tests share. */

/** A complete store submission (onboarding's three pages). */
export const STORE_INPUT = {
  name: 'Test Threads',
  type: 'BRAND' as const,
  email: 'shop@threads.test',
  phone: '9876543210',
  emergencyPhone: '9876543211',
  addresses: '12 MG Road, Bengaluru 560001',
  pocName: 'Asha',
  pocPhone: '9876543212',
  gstin: '29ABCPE1234F1Z7',
  addhaarNum: '234567890124',
  panNum: 'ABCPE1234F',
  accNum: '123456789012',
  ifsc: 'HDFC0001234',
  branch: 'MG Road',
  upiId: 'asha@okhdfc',
};
