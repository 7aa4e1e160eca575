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
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    actorEmail\n    action\n    subjectType\n    subjectId\n    subjectName\n    reason\n    createdAt\n  }\n": typeof types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLog($page: Int, $limit: Int, $after: String) {\n    auditLog(page: $page, limit: $limit, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n        }\n        size {\n          name\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n": typeof types.AdminInventoryDocument,
    "\n  query Organisations($page: Int, $limit: Int, $search: String, $active: Boolean, $after: String) {\n    organisations(page: $page, limit: $limit, search: $search, active: $active, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n": typeof types.OrganisationsDocument,
    "\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n": typeof types.OrganisationDocument,
    "\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateOrganisationDocument,
    "\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateOrganisationDocument,
    "\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": typeof types.DeactivateOrganisationDocument,
    "\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": typeof types.ReactivateOrganisationDocument,
    "\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n": typeof types.SetStoreOrganisationDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n    }\n  }\n": typeof types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours) {\n      unpaidHoldHours\n    }\n  }\n": typeof types.UpdatePlatformSettingsDocument,
    "\n  query AdminStores($status: StoreStatus, $page: Int, $limit: Int) {\n    stores(status: $status, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        type\n        status\n        statusReason\n        isPaused\n        organisationId\n        createdAt\n        kyc {\n          gstin\n          pan\n          aadhaar\n          accountNo\n          ifsc\n          upiId\n        }\n        review {\n          address\n          email\n          phone\n          emergencyPhone\n          pocName\n          pocPhone\n          images\n          storePolicy\n          returnPolicy\n          shippingPolicy\n          ownerEmail\n          otherStores {\n            id\n            name\n            status\n          }\n        }\n      }\n    }\n  }\n": typeof types.AdminStoresDocument,
    "\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveStoreDocument,
    "\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectStoreDocument,
    "\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DeactivateStoreDocument,
    "\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.ReactivateStoreDocument,
    "\n  mutation revealStoreKyc($storeId: ID!, $reason: String!) {\n    revealStoreKyc(storeId: $storeId, reason: $reason) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n": typeof types.RevealStoreKycDocument,
    "\n  query AdminUsers($page: Int!, $limit: Int!, $role: Role, $search: String, $after: String) {\n    users(page: $page, limit: $limit, role: $role, search: $search, after: $after) {\n      total\n      totalPages\n      nextCursor\n      data {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": typeof types.RegisterStoreDocument,
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
    "\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    customReturnPolicy\n    customShippingPolicy\n    version\n    createdAt\n    entries {\n      ...InventoryRow\n    }\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.StoreProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      name\n      subCategory\n    }\n  }\n": typeof types.GetProductCategoriesDocument,
    "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      hexCode\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n": typeof types.CatalogueLookupsDocument,
    "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n    ) {\n      id\n      price\n      totalStock\n      reservedStock\n      availableStock\n      version\n    }\n  }\n": typeof types.UpdateInventoryDocument,
    "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n  }\n": typeof types.InventoryConflictCurrentFragmentDoc,
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CreateStoreDocument,
    "\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": typeof types.ResolveComplaintDocument,
    "\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": typeof types.DismissComplaintDocument,
    "\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    packaging\n    invoiceNumber\n    discountCode\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      color {\n        name\n      }\n      size {\n        name\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n      }\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.StoreOrdersDocument,
    "\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDetailsDocument,
    "\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n      }\n      lines {\n        description\n        hsn\n        quantity\n        unitPrice\n        discount\n        taxableValue\n        taxRate\n        cgst\n        sgst\n        igst\n        total\n      }\n      taxableValue\n      cgst\n      sgst\n      igst\n      packaging\n      total\n      totalInWords\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenue\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenue\n      }\n    }\n  }\n": typeof types.StoreInsightsDocument,
    "\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int) {\n    storeOrderHistory(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packaging\n          totalAmount\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query Complaints($storeId: ID!, $page: Int, $limit: Int) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n": typeof types.ComplaintsDocument,
    "\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n        }\n      }\n    }\n  }\n": typeof types.CrmOrderStatusUpdateDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": typeof types.SupportContactDocument,
    "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n      }\n    }\n  }\n": typeof types.MeDocument,
};
const documents: Documents = {
    "\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n": types.ProfileConflictCurrentFragmentDoc,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    actorEmail\n    action\n    subjectType\n    subjectId\n    subjectName\n    reason\n    createdAt\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLog($page: Int, $limit: Int, $after: String) {\n    auditLog(page: $page, limit: $limit, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n        }\n        size {\n          name\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n": types.AdminInventoryDocument,
    "\n  query Organisations($page: Int, $limit: Int, $search: String, $active: Boolean, $after: String) {\n    organisations(page: $page, limit: $limit, search: $search, active: $active, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n": types.OrganisationsDocument,
    "\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n": types.OrganisationDocument,
    "\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n": types.CreateOrganisationDocument,
    "\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateOrganisationDocument,
    "\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": types.DeactivateOrganisationDocument,
    "\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": types.ReactivateOrganisationDocument,
    "\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n": types.SetStoreOrganisationDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n    }\n  }\n": types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours) {\n      unpaidHoldHours\n    }\n  }\n": types.UpdatePlatformSettingsDocument,
    "\n  query AdminStores($status: StoreStatus, $page: Int, $limit: Int) {\n    stores(status: $status, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        type\n        status\n        statusReason\n        isPaused\n        organisationId\n        createdAt\n        kyc {\n          gstin\n          pan\n          aadhaar\n          accountNo\n          ifsc\n          upiId\n        }\n        review {\n          address\n          email\n          phone\n          emergencyPhone\n          pocName\n          pocPhone\n          images\n          storePolicy\n          returnPolicy\n          shippingPolicy\n          ownerEmail\n          otherStores {\n            id\n            name\n            status\n          }\n        }\n      }\n    }\n  }\n": types.AdminStoresDocument,
    "\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.ApproveStoreDocument,
    "\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectStoreDocument,
    "\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DeactivateStoreDocument,
    "\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.ReactivateStoreDocument,
    "\n  mutation revealStoreKyc($storeId: ID!, $reason: String!) {\n    revealStoreKyc(storeId: $storeId, reason: $reason) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n": types.RevealStoreKycDocument,
    "\n  query AdminUsers($page: Int!, $limit: Int!, $role: Role, $search: String, $after: String) {\n    users(page: $page, limit: $limit, role: $role, search: $search, after: $after) {\n      total\n      totalPages\n      nextCursor\n      data {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n": types.AdminUserDocument,
    "\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": types.UnblockUserDocument,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": types.RegisterStoreDocument,
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
    "\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    customReturnPolicy\n    customShippingPolicy\n    version\n    createdAt\n    entries {\n      ...InventoryRow\n    }\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.StoreProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      name\n      subCategory\n    }\n  }\n": types.GetProductCategoriesDocument,
    "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      hexCode\n    }\n    productSizes {\n      id\n      name\n    }\n  }\n": types.CatalogueLookupsDocument,
    "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n    ) {\n      id\n      price\n      totalStock\n      reservedStock\n      availableStock\n      version\n    }\n  }\n": types.UpdateInventoryDocument,
    "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n  }\n": types.InventoryConflictCurrentFragmentDoc,
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.CreateStoreDocument,
    "\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": types.ResolveComplaintDocument,
    "\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": types.DismissComplaintDocument,
    "\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    packaging\n    invoiceNumber\n    discountCode\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      color {\n        name\n      }\n      size {\n        name\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n      }\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n": types.StoreOrdersDocument,
    "\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n": types.OrderDetailsDocument,
    "\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n      }\n      lines {\n        description\n        hsn\n        quantity\n        unitPrice\n        discount\n        taxableValue\n        taxRate\n        cgst\n        sgst\n        igst\n        total\n      }\n      taxableValue\n      cgst\n      sgst\n      igst\n      packaging\n      total\n      totalInWords\n    }\n  }\n": types.InvoiceDocument,
    "\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenue\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenue\n      }\n    }\n  }\n": types.StoreInsightsDocument,
    "\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int) {\n    storeOrderHistory(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packaging\n          totalAmount\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  query Complaints($storeId: ID!, $page: Int, $limit: Int) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n": types.ComplaintsDocument,
    "\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n        }\n      }\n    }\n  }\n": types.CrmOrderStatusUpdateDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": types.SupportContactDocument,
    "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n      }\n    }\n  }\n": types.MeDocument,
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
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    actorEmail\n    action\n    subjectType\n    subjectId\n    subjectName\n    reason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AuditEntryFields on AuditEntry {\n    id\n    actorEmail\n    action\n    subjectType\n    subjectId\n    subjectName\n    reason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($page: Int, $limit: Int, $after: String) {\n    auditLog(page: $page, limit: $limit, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($page: Int, $limit: Int, $after: String) {\n    auditLog(page: $page, limit: $limit, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n        }\n        size {\n          name\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n        }\n        size {\n          name\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisations($page: Int, $limit: Int, $search: String, $active: Boolean, $after: String) {\n    organisations(page: $page, limit: $limit, search: $search, active: $active, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query Organisations($page: Int, $limit: Int, $search: String, $active: Boolean, $after: String) {\n    organisations(page: $page, limit: $limit, search: $search, active: $active, after: $after) {\n      totalCount\n      nextCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n"): (typeof documents)["\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n    }\n  }\n"): (typeof documents)["\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours) {\n      unpaidHoldHours\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours) {\n      unpaidHoldHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStores($status: StoreStatus, $page: Int, $limit: Int) {\n    stores(status: $status, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        type\n        status\n        statusReason\n        isPaused\n        organisationId\n        createdAt\n        kyc {\n          gstin\n          pan\n          aadhaar\n          accountNo\n          ifsc\n          upiId\n        }\n        review {\n          address\n          email\n          phone\n          emergencyPhone\n          pocName\n          pocPhone\n          images\n          storePolicy\n          returnPolicy\n          shippingPolicy\n          ownerEmail\n          otherStores {\n            id\n            name\n            status\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminStores($status: StoreStatus, $page: Int, $limit: Int) {\n    stores(status: $status, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        name\n        type\n        status\n        statusReason\n        isPaused\n        organisationId\n        createdAt\n        kyc {\n          gstin\n          pan\n          aadhaar\n          accountNo\n          ifsc\n          upiId\n        }\n        review {\n          address\n          email\n          phone\n          emergencyPhone\n          pocName\n          pocPhone\n          images\n          storePolicy\n          returnPolicy\n          shippingPolicy\n          ownerEmail\n          otherStores {\n            id\n            name\n            status\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation revealStoreKyc($storeId: ID!, $reason: String!) {\n    revealStoreKyc(storeId: $storeId, reason: $reason) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n"): (typeof documents)["\n  mutation revealStoreKyc($storeId: ID!, $reason: String!) {\n    revealStoreKyc(storeId: $storeId, reason: $reason) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($page: Int!, $limit: Int!, $role: Role, $search: String, $after: String) {\n    users(page: $page, limit: $limit, role: $role, search: $search, after: $after) {\n      total\n      totalPages\n      nextCursor\n      data {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($page: Int!, $limit: Int!, $role: Role, $search: String, $after: String) {\n    users(page: $page, limit: $limit, role: $role, search: $search, after: $after) {\n      total\n      totalPages\n      nextCursor\n      data {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n"): (typeof documents)["\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n"): (typeof documents)["\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    customReturnPolicy\n    customShippingPolicy\n    version\n    createdAt\n    entries {\n      ...InventoryRow\n    }\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    customReturnPolicy\n    customShippingPolicy\n    version\n    createdAt\n    entries {\n      ...InventoryRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n"): (typeof documents)["\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n"): (typeof documents)["\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n"): (typeof documents)["\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    packaging\n    invoiceNumber\n    discountCode\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      color {\n        name\n      }\n      size {\n        name\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    paymentMethod\n    packaging\n    invoiceNumber\n    discountCode\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      color {\n        name\n      }\n      size {\n        name\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n    ) {\n      totalCount\n      nextCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n"): (typeof documents)["\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n      }\n      lines {\n        description\n        hsn\n        quantity\n        unitPrice\n        discount\n        taxableValue\n        taxRate\n        cgst\n        sgst\n        igst\n        total\n      }\n      taxableValue\n      cgst\n      sgst\n      igst\n      packaging\n      total\n      totalInWords\n    }\n  }\n"): (typeof documents)["\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n      }\n      lines {\n        description\n        hsn\n        quantity\n        unitPrice\n        discount\n        taxableValue\n        taxRate\n        cgst\n        sgst\n        igst\n        total\n      }\n      taxableValue\n      cgst\n      sgst\n      igst\n      packaging\n      total\n      totalInWords\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenue\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenue\n      }\n    }\n  }\n"): (typeof documents)["\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenue\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenue\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int) {\n    storeOrderHistory(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packaging\n          totalAmount\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int) {\n    storeOrderHistory(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packaging\n          totalAmount\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Complaints($storeId: ID!, $page: Int, $limit: Int) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Complaints($storeId: ID!, $page: Int, $limit: Int) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit) {\n      totalCount\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      role\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;