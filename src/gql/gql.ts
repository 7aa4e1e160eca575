/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n": typeof types.ProfileConflictCurrentFragmentDoc,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation registerStore($email: String!, $password: String!, $role: Role!) {\n    register(email: $email, password: $password, role: $role) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": typeof types.RegisterStoreDocument,
    "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n": typeof types.SendRegistrationOtpDocument,
    "\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n": typeof types.VerifyRegistrationOtpDocument,
    "\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n    }\n  }\n": typeof types.ProductUpdateDocument,
    "\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": typeof types.PauseStoreDocument,
    "\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": typeof types.ResumeStoreDocument,
    "\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    version\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      hexCode\n    }\n    size {\n      id\n      name\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n": typeof types.InventoryRowFragmentDoc,
    "\n  query StoreInventory(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n  ) {\n    storeInventoryTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n    ) {\n      totalCount\n      items {\n        ...InventoryRow\n      }\n    }\n  }\n": typeof types.StoreInventoryDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      storeId\n      name\n      description\n      gender\n      category {\n        id\n        name\n      }\n      subCategory\n      tags\n      mainImage\n      productImages\n      customReturnPolicy\n      customShippingPolicy\n      version\n      createdAt\n      entries {\n        ...InventoryRow\n      }\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      name\n      subCategory\n    }\n  }\n": typeof types.GetProductCategoriesDocument,
    "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      hexCode\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n": typeof types.CatalogueLookupsDocument,
    "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n    ) {\n      id\n      price\n      totalStock\n      reservedStock\n      availableStock\n      version\n    }\n  }\n": typeof types.UpdateInventoryDocument,
    "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n  }\n": typeof types.InventoryConflictCurrentFragmentDoc,
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": typeof types.SupportContactDocument,
    "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n      }\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n": types.ProfileConflictCurrentFragmentDoc,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation registerStore($email: String!, $password: String!, $role: Role!) {\n    register(email: $email, password: $password, role: $role) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": types.RegisterStoreDocument,
    "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n": types.SendRegistrationOtpDocument,
    "\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n": types.VerifyRegistrationOtpDocument,
    "\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n    }\n  }\n": types.ProductUpdateDocument,
    "\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": types.PauseStoreDocument,
    "\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": types.ResumeStoreDocument,
    "\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    version\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      hexCode\n    }\n    size {\n      id\n      name\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n": types.InventoryRowFragmentDoc,
    "\n  query StoreInventory(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n  ) {\n    storeInventoryTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n    ) {\n      totalCount\n      items {\n        ...InventoryRow\n      }\n    }\n  }\n": types.StoreInventoryDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      storeId\n      name\n      description\n      gender\n      category {\n        id\n        name\n      }\n      subCategory\n      tags\n      mainImage\n      productImages\n      customReturnPolicy\n      customShippingPolicy\n      version\n      createdAt\n      entries {\n        ...InventoryRow\n      }\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      name\n      subCategory\n    }\n  }\n": types.GetProductCategoriesDocument,
    "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      hexCode\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n": types.CatalogueLookupsDocument,
    "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n    ) {\n      id\n      price\n      totalStock\n      reservedStock\n      availableStock\n      version\n    }\n  }\n": types.UpdateInventoryDocument,
    "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n  }\n": types.InventoryConflictCurrentFragmentDoc,
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": types.SupportContactDocument,
    "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n      }\n    }\n  }\n": types.MeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n"): (typeof documents)["\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registerStore($email: String!, $password: String!, $role: Role!) {\n    register(email: $email, password: $password, role: $role) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation registerStore($email: String!, $password: String!, $role: Role!) {\n    register(email: $email, password: $password, role: $role) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n"): (typeof documents)["\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n"): (typeof documents)["\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n"): (typeof documents)["\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n"): (typeof documents)["\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    version\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      hexCode\n    }\n    size {\n      id\n      name\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n"): (typeof documents)["\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    version\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      hexCode\n    }\n    size {\n      id\n      name\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreInventory(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n  ) {\n    storeInventoryTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n    ) {\n      totalCount\n      items {\n        ...InventoryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreInventory(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n  ) {\n    storeInventoryTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n    ) {\n      totalCount\n      items {\n        ...InventoryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      storeId\n      name\n      description\n      gender\n      category {\n        id\n        name\n      }\n      subCategory\n      tags\n      mainImage\n      productImages\n      customReturnPolicy\n      customShippingPolicy\n      version\n      createdAt\n      entries {\n        ...InventoryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      id\n      storeId\n      name\n      description\n      gender\n      category {\n        id\n        name\n      }\n      subCategory\n      tags\n      mainImage\n      productImages\n      customReturnPolicy\n      customShippingPolicy\n      version\n      createdAt\n      entries {\n        ...InventoryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      name\n      subCategory\n    }\n  }\n"): (typeof documents)["\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      name\n      subCategory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      hexCode\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      hexCode\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n    ) {\n      id\n      price\n      totalStock\n      reservedStock\n      availableStock\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n    ) {\n      id\n      price\n      totalStock\n      reservedStock\n      availableStock\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n  }\n"): (typeof documents)["\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n"): (typeof documents)["\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;