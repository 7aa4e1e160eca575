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
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": typeof types.SupportContactDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      stores {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n": typeof types.MeDocument,
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
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": types.SupportContactDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      stores {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n": types.MeDocument,
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      stores {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      stores {\n        id\n        name\n        isApproved\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;