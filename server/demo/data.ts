import type { GenderCode, StoreType } from '../../domain/enums.ts';
import type { StoreRole } from '../../domain/permissions.ts';
import type { Silhouette } from './images.ts';

export const DEMO_PASSWORD = 'Demo-pass-1';

export const DEMO_USERS = {
  admin: { email: 'admin@demo.test', role: 'ADMIN', name: 'Asha Menon', phone: '+91 98450 11001' },
  owner: {
    email: 'owner@demo.test',
    role: 'STORE_OWNER',
    name: 'Ravi Iyer',
    phone: '+91 98450 11002',
  },
  owner2: {
    email: 'owner2@demo.test',
    role: 'STORE_OWNER',
    name: 'Meera Kapoor',
    phone: '+91 98450 11003',
  },
  pending: {
    email: 'pending@demo.test',
    role: 'STORE_OWNER',
    name: 'Kabir Shah',
    phone: '+91 98450 11004',
  },
  customer: {
    email: 'customer@demo.test',
    role: 'CUSTOMER',
    name: 'Priya Nair',
    phone: '+91 98450 11005',
  },
  // Kanchi Looms' team (decision 051): seller accounts that are members, not owners.
  packer: {
    email: 'packer@demo.test',
    role: 'STORE_OWNER',
    name: 'Arjun Das',
    phone: '+91 98450 11006',
  },
  packer2: {
    email: 'packer2@demo.test',
    role: 'STORE_OWNER',
    name: 'Ravi Kumar',
    phone: '+91 98450 11010',
  },
  accountant: {
    email: 'accountant@demo.test',
    role: 'STORE_OWNER',
    name: 'Lakshmi Rao',
    phone: '+91 98450 11007',
  },
  // The platform's staff beside the SUPER_ADMIN (decision 051).
  support: {
    email: 'support@demo.test',
    role: 'ADMIN',
    adminRole: 'SUPPORT',
    name: 'Nisha Verma',
    phone: '+91 98450 11008',
  },
  finance: {
    email: 'finance@demo.test',
    role: 'ADMIN',
    adminRole: 'FINANCE',
    name: 'Vikram Joshi',
    phone: '+91 98450 11009',
  },
} as const;

export interface DemoStore {
  owner: keyof typeof DEMO_USERS;
  name: string;
  type: StoreType;
  approved: boolean;
  city: string;
  stateCode: string;
  pinCode: string;
  /** Members beside the owner, each with a role; `atGodown`, working at the godown (issue 51). */
  members?: { user: keyof typeof DEMO_USERS; role: StoreRole; atGodown?: boolean }[];
  /** A second pickup location in another state (issue 51); its GSTIN is made from the PAN. */
  godown?: {
    name: string;
    address: string;
    stateCode: string;
    pinCode: string;
    contactName: string;
    contactPhone: string;
    hours: string;
  };
}

export const DEMO_STORES: DemoStore[] = [
  {
    owner: 'owner',
    name: 'Kanchi Looms',
    type: 'BRAND',
    approved: true,
    city: 'Chennai',
    stateCode: '33',
    pinCode: '600003',
    members: [
      { user: 'packer', role: 'PACKER' },
      { user: 'packer2', role: 'PACKER', atGodown: true },
      { user: 'accountant', role: 'ACCOUNTANT' },
    ],
    godown: {
      name: 'Godown, Bengaluru',
      address: '14 II Stage, Peenya Industrial Area, Bengaluru',
      stateCode: '29',
      pinCode: '560058',
      contactName: 'Lakshmi Narayan',
      contactPhone: '+91 98450 31234',
      hours: 'Mon–Sat 9 am–6 pm',
    },
  },
  {
    owner: 'owner2',
    name: 'Second Stitch',
    type: 'THRIFT',
    approved: true,
    city: 'Pune',
    stateCode: '27',
    pinCode: '411001',
  },
  {
    owner: 'pending',
    name: 'Indigo Lane',
    type: 'BRAND',
    approved: false,
    city: 'Jaipur',
    stateCode: '08',
    pinCode: '302001',
  },
];

export interface DemoProduct {
  name: string;
  gender: GenderCode;
  category: string;
  sub: string;
  price: number;
  colors: string[];
  sizes: string[];
  stock: number;
  shape: Silhouette;
  tags: string[];
}

const ALL = ['Small', 'Medium', 'Large', 'X-Large'];
const MID = ['Medium', 'Large'];

export const DEMO_CATALOGUE: Record<string, DemoProduct[]> = {
  'Kanchi Looms': [
    {
      name: 'Kanjivaram Silk Saree',
      gender: 'FE',
      category: 'Ethnic Wear',
      sub: 'Sarees',
      price: 8499,
      colors: ['Red', 'Green'],
      sizes: ['Medium'],
      stock: 6,
      shape: 'dress',
      tags: ['silk', 'wedding'],
    },
    {
      name: 'Chanderi Cotton Kurti',
      gender: 'FE',
      category: 'Ethnic Wear',
      sub: 'Kurtis',
      price: 1299,
      colors: ['Blue', 'White'],
      sizes: ALL,
      stock: 12,
      shape: 'long',
      tags: ['cotton', 'daily'],
    },
    {
      name: 'Block Print Anarkali Suit',
      gender: 'FE',
      category: 'Ethnic Wear',
      sub: 'Salwar Suits',
      price: 2899,
      colors: ['Red'],
      sizes: ALL,
      stock: 8,
      shape: 'dress',
      tags: ['block print'],
    },
    {
      name: 'Zari Border Dupatta',
      gender: 'FE',
      category: 'Ethnic Wear',
      sub: 'Dupattas',
      price: 749,
      colors: ['Green', 'White'],
      sizes: ['Medium'],
      stock: 20,
      shape: 'long',
      tags: ['zari'],
    },
    {
      name: 'Mirror Work Lehenga',
      gender: 'FE',
      category: 'Ethnic Wear',
      sub: 'Lehengas',
      price: 6999,
      colors: ['Red', 'Blue'],
      sizes: MID,
      stock: 4,
      shape: 'dress',
      tags: ['festive', 'mirror work'],
    },
    {
      name: 'Linen Wrap Dress',
      gender: 'FE',
      category: 'Western Wear',
      sub: 'Dresses',
      price: 2199,
      colors: ['White', 'Black'],
      sizes: ALL,
      stock: 10,
      shape: 'dress',
      tags: ['linen', 'summer'],
    },
    {
      name: 'Handloom Cotton Top',
      gender: 'FE',
      category: 'Western Wear',
      sub: 'Tops',
      price: 899,
      colors: ['Blue', 'Green'],
      sizes: ALL,
      stock: 15,
      shape: 'top',
      tags: ['handloom'],
    },
    {
      name: 'Embroidered Juttis',
      gender: 'FE',
      category: 'Footwear',
      sub: 'Juttis',
      price: 1199,
      colors: ['Red', 'Black'],
      sizes: MID,
      stock: 9,
      shape: 'shoe',
      tags: ['handcrafted'],
    },
    {
      name: 'Ikat Tote Bag',
      gender: 'FE',
      category: 'Bags',
      sub: 'Totes',
      price: 999,
      colors: ['Blue'],
      sizes: ['Medium'],
      stock: 14,
      shape: 'bag',
      tags: ['ikat'],
    },
    {
      name: 'Khadi Straight Kurta',
      gender: 'MA',
      category: 'Ethnic Wear',
      sub: 'Kurtas',
      price: 1499,
      colors: ['White', 'Blue'],
      sizes: ALL,
      stock: 12,
      shape: 'long',
      tags: ['khadi'],
    },
    {
      name: 'Silk Blend Nehru Jacket',
      gender: 'MA',
      category: 'Ethnic Wear',
      sub: 'Nehru Jackets',
      price: 2499,
      colors: ['Black', 'Green'],
      sizes: ALL,
      stock: 7,
      shape: 'top',
      tags: ['festive'],
    },
    {
      name: 'Pure Cotton Veshti',
      gender: 'MA',
      category: 'Ethnic Wear',
      sub: 'Dhotis',
      price: 799,
      colors: ['White'],
      sizes: ['Large'],
      stock: 18,
      shape: 'long',
      tags: ['temple wear'],
    },
    {
      name: 'Oxford Formal Shirt',
      gender: 'MA',
      category: 'Topwear',
      sub: 'Formal Shirts',
      price: 1599,
      colors: ['White', 'Blue'],
      sizes: ALL,
      stock: 11,
      shape: 'top',
      tags: ['office'],
    },
    {
      name: 'Indigo Denim Jeans',
      gender: 'MA',
      category: 'Bottomwear',
      sub: 'Jeans',
      price: 1899,
      colors: ['Blue', 'Black'],
      sizes: ALL,
      stock: 10,
      shape: 'long',
      tags: ['denim'],
    },
    {
      name: 'Tan Leather Kolhapuris',
      gender: 'MA',
      category: 'Footwear',
      sub: 'Kolhapuris',
      price: 1399,
      colors: ['Black'],
      sizes: MID,
      stock: 8,
      shape: 'shoe',
      tags: ['leather'],
    },
    {
      name: 'Organic Cotton Tee',
      gender: 'UN',
      category: 'Topwear',
      sub: 'T-Shirts',
      price: 599,
      colors: ['Black', 'White', 'Green'],
      sizes: ALL,
      stock: 25,
      shape: 'top',
      tags: ['organic', 'basics'],
    },
    {
      name: 'Fleece Hoodie',
      gender: 'UN',
      category: 'Topwear',
      sub: 'Hoodies',
      price: 1799,
      colors: ['Black', 'Blue'],
      sizes: ALL,
      stock: 9,
      shape: 'top',
      tags: ['winter'],
    },
    {
      name: 'Canvas Backpack',
      gender: 'UN',
      category: 'Accessories',
      sub: 'Backpacks',
      price: 1499,
      colors: ['Green', 'Black'],
      sizes: ['Medium'],
      stock: 12,
      shape: 'bag',
      tags: ['travel'],
    },
    {
      name: 'Everyday Sneakers',
      gender: 'UN',
      category: 'Footwear',
      sub: 'Sneakers',
      price: 2299,
      colors: ['White'],
      sizes: ALL,
      stock: 10,
      shape: 'shoe',
      tags: ['casual'],
    },
    {
      name: 'Cargo Joggers',
      gender: 'UN',
      category: 'Bottomwear',
      sub: 'Cargo Pants',
      price: 1399,
      colors: ['Green', 'Black'],
      sizes: ALL,
      stock: 13,
      shape: 'long',
      tags: ['streetwear'],
    },
  ],
  'Second Stitch': [
    {
      name: 'Vintage Denim Jacket',
      gender: 'MA',
      category: 'Topwear',
      sub: 'Jackets',
      price: 1199,
      colors: ['Blue'],
      sizes: ['Large'],
      stock: 2,
      shape: 'top',
      tags: ['pre-loved', 'vintage'],
    },
    {
      name: 'Pre-loved Polo Shirt',
      gender: 'MA',
      category: 'Topwear',
      sub: 'Polos',
      price: 449,
      colors: ['Green'],
      sizes: ['Medium'],
      stock: 3,
      shape: 'top',
      tags: ['pre-loved'],
    },
    {
      name: 'Retro Chinos',
      gender: 'MA',
      category: 'Bottomwear',
      sub: 'Chinos',
      price: 599,
      colors: ['Black'],
      sizes: ['Large'],
      stock: 2,
      shape: 'long',
      tags: ['retro'],
    },
    {
      name: 'Upcycled Patchwork Skirt',
      gender: 'FE',
      category: 'Western Wear',
      sub: 'Skirts',
      price: 699,
      colors: ['Red'],
      sizes: ['Small'],
      stock: 2,
      shape: 'dress',
      tags: ['upcycled'],
    },
    {
      name: 'Thrifted Silk Kurti',
      gender: 'FE',
      category: 'Ethnic Wear',
      sub: 'Kurtis',
      price: 549,
      colors: ['Green'],
      sizes: ['Medium'],
      stock: 3,
      shape: 'long',
      tags: ['silk', 'pre-loved'],
    },
    {
      name: 'Vintage Leather Handbag',
      gender: 'FE',
      category: 'Bags',
      sub: 'Handbags',
      price: 1299,
      colors: ['Black'],
      sizes: ['Medium'],
      stock: 2,
      shape: 'bag',
      tags: ['leather', 'vintage'],
    },
    {
      name: '90s Graphic Tee',
      gender: 'UN',
      category: 'Topwear',
      sub: 'T-Shirts',
      price: 349,
      colors: ['White'],
      sizes: ['Medium', 'Large'],
      stock: 3,
      shape: 'top',
      tags: ['90s'],
    },
    {
      name: 'Oversized Flannel Shirt',
      gender: 'UN',
      category: 'Topwear',
      sub: 'Oversized Shirts',
      price: 499,
      colors: ['Red'],
      sizes: ['X-Large'],
      stock: 2,
      shape: 'top',
      tags: ['flannel'],
    },
    {
      name: 'Worn-in Canvas Slides',
      gender: 'UN',
      category: 'Footwear',
      sub: 'Slides',
      price: 299,
      colors: ['Blue'],
      sizes: ['Large'],
      stock: 3,
      shape: 'shoe',
      tags: ['summer'],
    },
    {
      name: 'Reworked Denim Tote',
      gender: 'UN',
      category: 'Accessories',
      sub: 'Backpacks',
      price: 649,
      colors: ['Blue'],
      sizes: ['Medium'],
      stock: 3,
      shape: 'bag',
      tags: ['upcycled'],
    },
  ],
};

/** Delivery addresses with their GST state codes (the place of supply). */
export const SHIPPING_ADDRESSES = [
  {
    address: '14 Besant Nagar 2nd Avenue, Chennai, Tamil Nadu 600090',
    stateCode: '33',
    pinCode: '600090',
  },
  {
    address: 'Flat 302, Lotus Residency, Koregaon Park, Pune, Maharashtra 411001',
    stateCode: '27',
    pinCode: '411001',
  },
  { address: '7 MG Road, Bengaluru, Karnataka 560001', stateCode: '29', pinCode: '560001' },
  { address: 'B-12 Vasant Kunj, New Delhi, Delhi 110070', stateCode: '07', pinCode: '110070' },
  { address: '22 Park Street, Kolkata, West Bengal 700016', stateCode: '19', pinCode: '700016' },
  {
    address: '5 Banjara Hills Road 3, Hyderabad, Telangana 500034',
    stateCode: '36',
    pinCode: '500034',
  },
];

export const CUSTOMER_NAMES = [
  'Priya Nair',
  'Arjun Rao',
  'Sneha Kulkarni',
  'Vikram Singh',
  'Ananya Das',
  'Rohan Gupta',
];
