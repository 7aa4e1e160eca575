import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from './kyc.ts';
import { m } from './messages.ts';
import {
  STORE_INPUT_FIELDS,
  storeDetailsSchema,
  storeFinanceSchema,
  storeFinanceSchemaIn,
  storeInputFromSteps,
  storeInputSchema,
  storePoliciesSchema,
} from './store.ts';

const details = {
  storeType: 'THRIFT' as const,
  brandName: ' Asha Threads ',
  storePhone: '98765 43210',
  businessEmail: 'Shop@Asha.example',
  emergencyPhone: '+91 98765 43211',
  storeAddress: '12 MG Road, Bengaluru',
  stateCode: '29',
  pinCode: '560001',
  pocName: 'Asha',
  pocPhone: '09876543212',
};
const finance = {
  gstNo: '29abcpe1234f1z7',
  aadhaarNo: '2345 6789 0124',
  panNo: 'abcpe1234f',
  accountNo: '123456789012',
  ifscCode: 'hdfc0001234',
  branch: 'MG Road',
  upiId: 'asha@okhdfc',
};
const policies = {
  productType: '' as const,
  storePolicy: 'Hand-made.',
  returnPolicy: 'Within 7 days.',
  shippingPolicy: 'In 2 days.',
};

describe('the onboarding pages and createStore share one set of rules', () => {
  it('maps the three pages to an input the server accepts, normalised the same way', () => {
    const input = storeInputFromSteps(
      v.parse(storeDetailsSchema, details),
      ['https://cdn.example/a.webp'],
      v.parse(storeFinanceSchema, finance),
      v.parse(storePoliciesSchema, policies),
    );
    expect(v.parse(storeInputSchema, input)).toMatchObject({
      name: 'Asha Threads',
      type: 'THRIFT',
      logo: 'https://cdn.example/a.webp',
      email: 'shop@asha.example',
      phone: '+919876543210',
      emergencyPhone: '+919876543211',
      pocPhone: '+919876543212',
      gstin: '29ABCPE1234F1Z7',
      panNum: 'ABCPE1234F',
      addhaarNum: '234567890124',
      ifsc: 'HDFC0001234',
      genderSpecific: null,
    });
  });

  it('reports the PAN that is not the one inside the GSTIN on the PAN field, on the page and the server', () => {
    const page = v.safeParse(storeFinanceSchema, { ...finance, panNo: 'ABCPF1234F' });
    expect(page.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['panNo', m.panGstinMismatch()],
    ]);
  });

  it('says on page 2 a GST No of another state than page 1’s, naming both; the server refuses the pair', () => {
    // 27 is Maharashtra; page 1 chose Karnataka (29). The same PAN, registered there.
    const elsewhere = { ...finance, gstNo: '27ABCPE1234F1Z' };
    const gstNo = elsewhere.gstNo + gstinCheckChar(elsewhere.gstNo);
    const page = v.safeParse(storeFinanceSchemaIn('29'), { ...elsewhere, gstNo });
    expect(page.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['gstNo', m.gstinStateMismatchNamed({ gstState: 'Maharashtra', storeState: 'Karnataka' })],
    ]);
    // Without page 1's state (a draft from before it was kept), page 2 checks what it can.
    expect(v.safeParse(storeFinanceSchemaIn(undefined), { ...elsewhere, gstNo }).success).toBe(
      true,
    );
    expect(v.safeParse(storeFinanceSchemaIn('29'), finance).success).toBe(true);
    const server = v.safeParse(
      storeInputSchema,
      storeInputFromSteps(details, [], { ...finance, gstNo }, policies),
    );
    expect(server.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['gstin', m.gstinStateMismatch()],
    ]);
  });

  it('refuses an empty page 3 with a message on each policy, on the page and the server', () => {
    const empty = {
      productType: '' as const,
      storePolicy: ' ',
      returnPolicy: '',
      shippingPolicy: '',
    };
    const page = v.safeParse(storePoliciesSchema, empty);
    expect(page.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['storePolicy', m.storePolicyRequired()],
      ['returnPolicy', m.returnPolicyRequired()],
      ['shippingPolicy', m.shippingPolicyRequired()],
    ]);
  });

  it('maps every createStore field back to the page that shows it', () => {
    const inputFields = Object.keys(storeInputSchema.entries).filter((f) => f !== 'description');
    expect(Object.keys(STORE_INPUT_FIELDS).sort()).toEqual(inputFields.sort());
    const pageFields = new Set([
      ...Object.keys(storeDetailsSchema.entries).map((f) => `1:${f}`),
      '1:storeImages',
      ...Object.keys(storeFinanceSchema.entries).map((f) => `2:${f}`),
      ...Object.keys(storePoliciesSchema.entries).map((f) => `3:${f}`),
    ]);
    for (const { step, field } of Object.values(STORE_INPUT_FIELDS))
      expect(pageFields.has(`${step}:${field}`), `${step}:${field}`).toBe(true);
  });
});
