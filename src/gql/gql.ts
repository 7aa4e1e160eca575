/* eslint-disable */
import * as types from './graphql';



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
    "\n  query AuditLog($page: Int, $limit: Int, $after: String, $before: String) {\n    auditLog(page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  mutation AdminAddColor($name: String!, $hexCode: String!) {\n    addColor(name: $name, hexCode: $hexCode) {\n      id\n    }\n  }\n": typeof types.AdminAddColorDocument,
    "\n  mutation AdminAddSizeSystem($code: String!, $name: String!) {\n    addSizeSystem(code: $code, name: $name) {\n      id\n    }\n  }\n": typeof types.AdminAddSizeSystemDocument,
    "\n  mutation AdminAddSize($systemId: ID!, $name: String!) {\n    addSize(systemId: $systemId, name: $name) {\n      id\n    }\n  }\n": typeof types.AdminAddSizeDocument,
    "\n  mutation AdminSetSizeSystems($categoryId: ID!, $subCategoryId: ID, $systemIds: [ID!]!) {\n    setSizeSystems(categoryId: $categoryId, subCategoryId: $subCategoryId, systemIds: $systemIds) {\n      id\n    }\n  }\n": typeof types.AdminSetSizeSystemsDocument,
    "\n  mutation AdminSetCatalogueName(\n    $kind: CatalogueKind!\n    $id: ID!\n    $locale: String!\n    $name: String!\n  ) {\n    setCatalogueName(kind: $kind, id: $id, locale: $locale, name: $name) {\n      locale\n    }\n  }\n": typeof types.AdminSetCatalogueNameDocument,
    "\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n    $before: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n          names {\n            locale\n            name\n          }\n        }\n        size {\n          name\n          names {\n            locale\n            name\n          }\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n": typeof types.AdminInventoryDocument,
    "\n  fragment ListingVersionFields on ListingVersion {\n    name\n    description\n    gender\n    category\n    subCategory\n    mainImage\n    productImages\n    colors {\n      colorId\n      colorName\n      images\n    }\n    mrps {\n      variant\n      mrpPaise\n    }\n  }\n": typeof types.ListingVersionFieldsFragmentDoc,
    "\n  query ListingQueue(\n    $forStore: ID\n    $categoryId: ID\n    $reason: ListingRejectReason\n    $importId: ID\n    $after: String\n    $limit: Int\n  ) {\n    listingReviews(\n      forStore: $forStore\n      categoryId: $categoryId\n      reason: $reason\n      importId: $importId\n      after: $after\n      limit: $limit\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      items {\n        id\n        productId\n        storeId\n        storeName\n        submittedAt\n        changed\n        previousReasons\n        importId\n        version {\n          ...ListingVersionFields\n        }\n        previous {\n          ...ListingVersionFields\n        }\n        refused {\n          ...ListingVersionFields\n        }\n        changedSinceRefusal\n      }\n    }\n  }\n": typeof types.ListingQueueDocument,
    "\n  mutation DecideListing(\n    $reviewId: ID!\n    $approve: Boolean!\n    $reasons: [ListingRejectReason!]\n    $note: String\n  ) {\n    decideListing(reviewId: $reviewId, approve: $approve, reasons: $reasons, note: $note) {\n      id\n      decision\n    }\n  }\n": typeof types.DecideListingDocument,
    "\n  mutation ApproveListings($reviewIds: [ID!]!) {\n    approveListings(reviewIds: $reviewIds) {\n      id\n    }\n  }\n": typeof types.ApproveListingsDocument,
    "\n  query ListingTrust($storeId: ID!) {\n    listingTrust(storeId: $storeId) {\n      storeName\n      trusted\n      override\n      approved\n      rejected\n      minApproved\n      maxRejectedPercent\n    }\n  }\n": typeof types.ListingTrustDocument,
    "\n  mutation SetListingTrust($storeId: ID!, $trusted: Boolean) {\n    setListingTrust(storeId: $storeId, trusted: $trusted) {\n      storeName\n      trusted\n      override\n      approved\n      rejected\n      minApproved\n      maxRejectedPercent\n    }\n  }\n": typeof types.SetListingTrustDocument,
    "\n  query Organisations(\n    $page: Int\n    $limit: Int\n    $search: String\n    $active: Boolean\n    $after: String\n    $before: String\n  ) {\n    organisations(\n      page: $page\n      limit: $limit\n      search: $search\n      active: $active\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n": typeof types.OrganisationsDocument,
    "\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n": typeof types.OrganisationDocument,
    "\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateOrganisationDocument,
    "\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateOrganisationDocument,
    "\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": typeof types.DeactivateOrganisationDocument,
    "\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": typeof types.ReactivateOrganisationDocument,
    "\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n": typeof types.SetStoreOrganisationDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n      operatorGstin\n    }\n  }\n": typeof types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!, $operatorGstin: String) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours, operatorGstin: $operatorGstin) {\n      unpaidHoldHours\n      operatorGstin\n    }\n  }\n": typeof types.UpdatePlatformSettingsDocument,
    "\n  fragment AdminStoreFields on Store {\n    id\n    name\n    type\n    status\n    statusReason\n    isPaused\n    organisationId\n    createdAt\n    kyc {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n    review {\n      address\n      email\n      phone\n      emergencyPhone\n      pocName\n      pocPhone\n      images\n      storePolicy\n      returnPolicy\n      shippingPolicy\n      ownerEmail\n      otherStores {\n        id\n        name\n        status\n      }\n      stateCode\n      stateName\n      pinCode\n      gstinStateCode\n      gstinStateName\n      gstinStateMismatch\n    }\n  }\n": typeof types.AdminStoreFieldsFragmentDoc,
    "\n  query AdminStores(\n    $status: StoreStatus\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    stores(status: $status, page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...AdminStoreFields\n      }\n    }\n  }\n": typeof types.AdminStoresDocument,
    "\n  query GstinStateMismatches {\n    gstinStateMismatches {\n      ...AdminStoreFields\n    }\n  }\n": typeof types.GstinStateMismatchesDocument,
    "\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveStoreDocument,
    "\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.RejectStoreDocument,
    "\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.DeactivateStoreDocument,
    "\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.ReactivateStoreDocument,
    "\n  mutation revealStoreKyc($storeId: ID!, $reason: String!, $passkey: PasskeyProof) {\n    revealStoreKyc(storeId: $storeId, reason: $reason, passkey: $passkey) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n": typeof types.RevealStoreKycDocument,
    "\n  query AdminUsers(\n    $page: Int!\n    $limit: Int!\n    $role: Role\n    $search: String\n    $after: String\n    $before: String\n  ) {\n    users(\n      page: $page\n      limit: $limit\n      role: $role\n      search: $search\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      adminRole\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": typeof types.BlockUserDocument,
    "\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": typeof types.UnblockUserDocument,
    "\n  mutation setAdminRole($userId: ID!, $role: AdminRole!) {\n    setAdminRole(userId: $userId, role: $role) {\n      id\n      adminRole\n    }\n  }\n": typeof types.SetAdminRoleDocument,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        adminPermissions\n        locale\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n          myPermissions\n        }\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": typeof types.RegisterStoreDocument,
    "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n": typeof types.SendRegistrationOtpDocument,
    "\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n": typeof types.VerifyRegistrationOtpDocument,
    "\n  fragment StoreHealthFields on StoreHealth {\n    storeId\n    storeName\n    step\n    overSince\n    holdOn\n    pauseOn\n    overMetrics\n    reviewedOn\n    exemptUntil\n    exemptReason\n    policy {\n      minSample\n      judgedDays\n      holdAfterDays\n      pauseAfterDays\n    }\n    windows {\n      days\n      from\n      figures {\n        metric\n        count\n        outOf\n        basisPoints\n        maxBasisPoints\n        judged\n        over\n      }\n    }\n    steps {\n      id\n      from\n      to\n      metrics\n      byAdmin\n      exemptUntil\n      reason\n      at\n    }\n  }\n": typeof types.StoreHealthFieldsFragmentDoc,
    "\n  query StoreHealth($storeId: ID!) {\n    storeHealth(storeId: $storeId) {\n      ...StoreHealthFields\n    }\n  }\n": typeof types.StoreHealthDocument,
    "\n  query HealthItems($storeId: ID!, $metric: HealthMetric!, $days: Int!) {\n    healthItems(storeId: $storeId, metric: $metric, days: $days) {\n      orderId\n      productId\n      name\n      at\n      status\n    }\n  }\n": typeof types.HealthItemsDocument,
    "\n  query StoresOverLimits {\n    storesOverLimits {\n      storeId\n      storeName\n      step\n      overSince\n      overMetrics\n      exemptUntil\n    }\n  }\n": typeof types.StoresOverLimitsDocument,
    "\n  mutation SetHealthExemption($storeId: ID!, $until: String, $reason: String!) {\n    setHealthExemption(storeId: $storeId, until: $until, reason: $reason) {\n      ...StoreHealthFields\n    }\n  }\n": typeof types.SetHealthExemptionDocument,
    "\n  mutation ReviewStoreHealth($storeId: ID!) {\n    reviewStoreHealth(storeId: $storeId) {\n      ...StoreHealthFields\n    }\n  }\n": typeof types.ReviewStoreHealthDocument,
    "\n  fragment BulkVariant on InventoryEntry {\n    id\n    price\n    mrp\n    sku\n    gtin\n    totalStock\n    reservedStock\n    availableStock\n    lowStock\n    version\n    categoryId\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    size {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    product {\n      id\n      name\n      gender\n      category {\n        id\n        name\n        names {\n          locale\n          name\n        }\n      }\n    }\n  }\n": typeof types.BulkVariantFragmentDoc,
    "\n  query StoreVariants($storeId: ID!, $after: String) {\n    storeVariants(storeId: $storeId, after: $after) {\n      items {\n        ...BulkVariant\n      }\n      nextCursor\n    }\n  }\n": typeof types.StoreVariantsDocument,
    "\n  fragment BulkValues on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    lowStock\n    version\n  }\n  fragment BulkAnswer on BulkInventoryResult {\n    updated {\n      ...BulkValues\n    }\n    conflicts {\n      entryId\n      price\n      quantity\n      current {\n        ...BulkValues\n      }\n      stockNow\n      reservedNow\n    }\n    refused {\n      entryId\n      field\n      message\n    }\n  }\n": typeof types.BulkValuesFragmentDoc,
    "\n  mutation BulkUpdateInventory($storeId: ID!, $changes: [BulkInventoryChange!]!, $location: ID) {\n    bulkUpdateInventory(storeId: $storeId, changes: $changes, location: $location) {\n      ...BulkAnswer\n    }\n  }\n": typeof types.BulkUpdateInventoryDocument,
    "\n  query CatalogueImport($storeId: ID!, $id: ID!, $first: Int) {\n    catalogueImport(storeId: $storeId, id: $id) {\n      id\n      fileName\n      status\n      products\n      variants\n      newProducts\n      toChange\n      errorCount\n      errors(first: $first) {\n        row\n        column\n        message\n      }\n      done\n      created\n      updated\n      unchanged\n      drafts\n      failure\n    }\n  }\n": typeof types.CatalogueImportDocument,
    "\n  mutation ApplyCatalogueImport($storeId: ID!, $id: ID!) {\n    applyCatalogueImport(storeId: $storeId, id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApplyCatalogueImportDocument,
    "\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  query ProductListingReviews($id: ID!) {\n    product(id: $id) {\n      id\n      listingState\n      listingReviews {\n        id\n        submittedAt\n        decision\n        reasons\n        note\n        decidedAt\n        automatic\n      }\n    }\n  }\n": typeof types.ProductListingReviewsDocument,
    "\n  mutation ResubmitListing($productId: ID!) {\n    resubmitListing(productId: $productId) {\n      id\n      listingState\n      listingReasons\n    }\n  }\n": typeof types.ResubmitListingDocument,
    "\n  query StoreLocationStock($storeId: ID!, $location: ID!) {\n    storeLocationStock(storeId: $storeId, location: $location) {\n      entryId\n      totalStock\n      reservedStock\n    }\n  }\n": typeof types.StoreLocationStockDocument,
    "\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n      listingState\n      listingReasons\n      hasLiveVersion\n    }\n  }\n": typeof types.ProductUpdateDocument,
    "\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": typeof types.PauseStoreDocument,
    "\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": typeof types.ResumeStoreDocument,
    "\n  mutation setProductPhotos($productId: ID!, $productImages: [String!]!) {\n    setProductPhotos(productId: $productId, productImages: $productImages) {\n      id\n      mainImage\n      productImages\n      needsPhotos\n      listingState\n      listingReasons\n      version\n    }\n  }\n": typeof types.SetProductPhotosDocument,
    "\n  mutation setColorImages($productId: ID!, $colorId: ID!, $images: [String!]!) {\n    setColorImages(productId: $productId, colorId: $colorId, images: $images) {\n      id\n      version\n      colors {\n        colorId\n        images\n      }\n    }\n  }\n": typeof types.SetColorImagesDocument,
    "\n  # What is free there is totalStock − reservedStock: one field less keeps the list's query\n  # within the API's cost limit (server/graphql/limits.ts).\n  fragment LocationStockRow on LocationStock {\n    locationId\n    name\n    isPrimary\n    totalStock\n    reservedStock\n  }\n\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    mrp\n    sku\n    gtin\n    totalStock\n    reservedStock\n    availableStock\n    version\n    # Only the locations holding or holding back its pieces: the store's others hold none, and\n    # read from its list of locations (everyLocation, src/lib/locations.ts); every location of\n    # every variant made a 500-variant product's answer 970 kB, two thirds of it zeros.\n    locations(held: true) {\n      ...LocationStockRow\n    }\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      names {\n        locale\n        name\n      }\n      hexCode\n    }\n    size {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n": typeof types.LocationStockRowFragmentDoc,
    "\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    needsPhotos\n    listingState\n    listingReasons\n    hasLiveVersion\n    customReturnPolicy\n    hsnCode\n    chosenHsnCode\n    customShippingPolicy\n    version\n    createdAt\n    colors {\n      colorId\n      images\n    }\n    entries {\n      ...InventoryRow\n    }\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n    $before: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": typeof types.StoreProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": typeof types.ProductDetailsDocument,
    "\n  query StoreShades($storeId: ID!) {\n    storeShades(storeId: $storeId) {\n      id\n      name\n      hexCode\n    }\n  }\n": typeof types.StoreShadesDocument,
    "\n  query StorePolicies {\n    me {\n      id\n      stores {\n        id\n        review {\n          shippingPolicy\n          returnPolicy\n        }\n      }\n    }\n  }\n": typeof types.StorePoliciesDocument,
    "\n  mutation AddShade($storeId: ID!, $name: String!, $baseColorId: ID!) {\n    addShade(storeId: $storeId, name: $name, baseColorId: $baseColorId) {\n      id\n      name\n      hexCode\n    }\n  }\n": typeof types.AddShadeDocument,
    "\n  mutation ApplyStockTake($storeId: ID!, $input: StockTakeInput!) {\n    applyStockTake(storeId: $storeId, input: $input) {\n      ...BulkAnswer\n    }\n  }\n": typeof types.ApplyStockTakeDocument,
    "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n    $sku: String\n    $mrp: Float\n    $gtin: String\n    $location: ID\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n      sku: $sku\n      mrp: $mrp\n      gtin: $gtin\n      location: $location\n    ) {\n      id\n      price\n      mrp\n      sku\n      gtin\n      totalStock\n      reservedStock\n      availableStock\n      version\n      locations(held: true) {\n        ...LocationStockRow\n      }\n    }\n  }\n": typeof types.UpdateInventoryDocument,
    "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n    sku\n    mrp\n    gtin\n  }\n": typeof types.InventoryConflictCurrentFragmentDoc,
    "\n  mutation AddStoreLocation($storeId: ID!, $input: LocationInput!) {\n    addStoreLocation(storeId: $storeId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddStoreLocationDocument,
    "\n  mutation UpdateStoreLocation($storeId: ID!, $locationId: ID!, $input: LocationInput!) {\n    updateStoreLocation(storeId: $storeId, locationId: $locationId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.UpdateStoreLocationDocument,
    "\n  mutation ArchiveStoreLocation($storeId: ID!, $locationId: ID!) {\n    archiveStoreLocation(storeId: $storeId, locationId: $locationId) {\n      id\n      archived\n    }\n  }\n": typeof types.ArchiveStoreLocationDocument,
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": typeof types.CreateStoreDocument,
    "\n  query storeNameAvailable($name: String!) {\n    storeNameAvailable(name: $name)\n  }\n": typeof types.StoreNameAvailableDocument,
    "\n  fragment ClaimFields on Claim {\n    id\n    kind\n    status\n    storeId\n    storeName\n    orderId\n    orderItemId\n    productName\n    color {\n      name\n      names {\n        locale\n        name\n      }\n    }\n    size {\n      name\n      names {\n        locale\n        name\n      }\n    }\n    itemAmountPaise\n    returnReason\n    returnNote\n    awb\n    note\n    photos\n    video\n    qcNote\n    qcPhotos\n    amountClaimedPaise\n    amountAcceptedPaise\n    deadline\n    decisionReason\n    createdAt\n    decidedAt\n  }\n": typeof types.ClaimFieldsFragmentDoc,
    "\n  query StoreClaims(\n    $storeId: ID!\n    $status: ClaimStatus\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    storeClaims(\n      storeId: $storeId\n      status: $status\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      items {\n        ...ClaimFields\n      }\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n    }\n  }\n": typeof types.StoreClaimsDocument,
    "\n  query ClaimQueue(\n    $status: ClaimStatus\n    $kind: ClaimKind\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    claimQueue(\n      status: $status\n      kind: $kind\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      items {\n        ...ClaimFields\n      }\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n    }\n  }\n": typeof types.ClaimQueueDocument,
    "\n  mutation DecideClaim(\n    $id: ID!\n    $decision: ClaimDecision!\n    $amountPaise: Paise\n    $reason: String!\n    $restock: Boolean\n  ) {\n    decideClaim(\n      id: $id\n      decision: $decision\n      amountPaise: $amountPaise\n      reason: $reason\n      restock: $restock\n    ) {\n      ...ClaimFields\n    }\n  }\n": typeof types.DecideClaimDocument,
    "\n  mutation FileClaim($orderItemId: ID!, $input: ClaimInput!) {\n    fileClaim(orderItemId: $orderItemId, input: $input) {\n      id\n      kind\n      status\n      amountClaimedPaise\n      amountAcceptedPaise\n      deadline\n      decisionReason\n    }\n  }\n": typeof types.FileClaimDocument,
    "\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": typeof types.ResolveComplaintDocument,
    "\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": typeof types.DismissComplaintDocument,
    "\n  query DispatchCounts($storeId: ID!, $location: ID) {\n    dispatchCounts(storeId: $storeId, location: $location) {\n      toPack\n      toShip\n      breachingToday\n      breached\n    }\n  }\n": typeof types.DispatchCountsDocument,
    "\n  query PickupManifest($storeId: ID!, $day: String!, $after: String, $location: ID) {\n    pickupManifest(storeId: $storeId, day: $day, after: $after, location: $location) {\n      cursor\n      courier\n      awb\n      orderId\n      orderItemId\n      locationId\n      productName\n      quantity\n      customerName\n      pinCode\n      shippedAt\n    }\n  }\n": typeof types.PickupManifestDocument,
    "\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenuePaise\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenuePaise\n      }\n    }\n  }\n": typeof types.StoreInsightsDocument,
    "\n  fragment ItemPlace on StoreLocation {\n    id\n    name\n    isPrimary\n    address\n    stateCode\n    pinCode\n  }\n": typeof types.ItemPlaceFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    totalAmountPaise\n    pricesIncludeTax\n    paymentMethod\n    packagingPaise\n    packagingTaxPaise\n    invoiceNumber\n    discountCode\n    settlement {\n      cancelledPaise\n      refundedPaise\n      paysPaise\n    }\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n      pinCode\n    }\n    sender {\n      name\n      address\n      phone\n      stateCode\n      pinCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      amountPaise\n      taxablePaise\n      taxPaise\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      sku\n      color {\n        name\n        names {\n          locale\n          name\n        }\n      }\n      size {\n        name\n        names {\n          locale\n          name\n        }\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n        receivedAt\n        byName\n      }\n      location {\n        ...ItemPlace\n        contactPhone\n      }\n      returnsTo {\n        ...ItemPlace\n      }\n      dispatchBy\n      breached\n      courier\n      awb\n      shippedAt\n      returnWindowEndsOn\n      returnReason\n      returnNote\n      qcNote\n      qcPhotos\n      claim {\n        id\n        kind\n        status\n        amountClaimedPaise\n        amountAcceptedPaise\n        deadline\n        decisionReason\n      }\n      claimOptions {\n        kind\n        closesOn\n        maxAmountPaise\n        photos\n        video\n        awb\n      }\n    }\n  }\n": typeof types.OrderFieldsFragmentDoc,
    "\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n    $before: String\n    $queue: DispatchQueue\n    $location: ID\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n      before: $before\n      queue: $queue\n      location: $location\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n": typeof types.StoreOrdersDocument,
    "\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n": typeof types.OrderDetailsDocument,
    "\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      stateTaxName\n      reverseCharge\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n        pinCode\n      }\n      lines {\n        description\n        sku\n        hsn\n        quantity\n        unit\n        unitPrice\n        discount\n        taxRate\n        cgstRate\n        sgstRate\n        igstRate\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      taxableValuePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      packagingPaise\n      packagingTaxableValue\n      packagingTaxRate\n      totalPaise\n      totalInWords\n      creditNotes {\n        id\n        number\n        date\n        reason\n        productName\n        quantity\n        taxRatePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n    }\n  }\n": typeof types.InvoiceDocument,
    "\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {\n    storeOrderHistory(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packagingPaise\n          packagingTaxPaise\n          pricesIncludeTax\n          totalAmount\n          totalAmountPaise\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            amountPaise\n            taxablePaise\n            taxPaise\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrderHistoryDocument,
    "\n  query Complaints($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n": typeof types.ComplaintsDocument,
    "\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n    $shipment: ShipmentInput\n    $qc: QcInput\n    $madeAt: Time\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n      shipment: $shipment\n      qc: $qc\n      madeAt: $madeAt\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n          receivedAt\n          byName\n        }\n        breached\n        courier\n        awb\n        shippedAt\n        qcNote\n        qcPhotos\n      }\n    }\n  }\n": typeof types.CrmOrderStatusUpdateDocument,
    "\n  mutation MoveItemLocation($orderItemId: ID!, $locationId: ID!) {\n    moveItemLocation(orderItemId: $orderItemId, locationId: $locationId) {\n      id\n      location {\n        id\n        name\n        isPrimary\n      }\n    }\n  }\n": typeof types.MoveItemLocationDocument,
    "\n  query ItemMoveTargets($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      id\n      items {\n        id\n        moveTargets {\n          id\n          name\n          isPrimary\n        }\n      }\n    }\n  }\n": typeof types.ItemMoveTargetsDocument,
    "\n  query StorePayments($storeId: ID!) {\n    storePayments(storeId: $storeId) {\n      nextPayoutDay\n      nextPayoutPaise\n      waitingPaise\n      recoveringPaise\n      payouts {\n        id\n        cycleDay\n        amountPaise\n        lines\n        status\n        utr\n        paidOn\n      }\n    }\n  }\n": typeof types.StorePaymentsDocument,
    "\n  query StoreLedgerPage(\n    $storeId: ID!\n    $from: String!\n    $to: String!\n    $page: Int\n    $after: String\n    $before: String\n  ) {\n    storeLedgerPage(\n      storeId: $storeId\n      from: $from\n      to: $to\n      page: $page\n      limit: 50\n      after: $after\n      before: $before\n    ) {\n      nextCursor\n      prevCursor\n      items {\n        id\n        orderId\n        orderItemId\n        productName\n        event\n        kind\n        part\n        amountPaise\n        rateBp\n        payableOn\n        createdAt\n        payoutId\n      }\n    }\n  }\n": typeof types.StoreLedgerPageDocument,
    "\n  fragment FilingSupplyFields on FilingSupply {\n    placeOfSupply\n    stateName\n    ratePercent\n    taxableValuePaise\n    cgstPaise\n    sgstPaise\n    igstPaise\n    totalPaise\n  }\n": typeof types.FilingSupplyFieldsFragmentDoc,
    "\n  fragment FilingTcsFields on FilingTcs {\n    suppliesPaise\n    returnsPaise\n    netTaxablePaise\n    cgstPaise\n    sgstPaise\n    igstPaise\n    unsplitPaise\n    tdsPaise\n  }\n": typeof types.FilingTcsFieldsFragmentDoc,
    "\n  query FilingPack($storeId: ID!, $month: String!, $locationId: ID) {\n    filingPack(storeId: $storeId, month: $month, locationId: $locationId) {\n      month\n      gstin\n      hsnDigits\n      invoices\n      creditNoteCount\n      sales {\n        ...FilingSupplyFields\n      }\n      creditNotes {\n        ...FilingSupplyFields\n      }\n      transfers {\n        recipientGstin\n        number\n        date\n        placeOfSupply\n        stateName\n        ratePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      hsn {\n        hsn\n        complete\n        unit\n        quantity\n        ratePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      tcs {\n        ...FilingTcsFields\n      }\n      documents {\n        kind\n        from\n        to\n        total\n        cancelled\n        netIssued\n      }\n      operatorSupplies {\n        operatorGstin\n        netValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n      }\n      reconciliation {\n        gstr1NetPaise\n        gstr8NetPaise\n        suppliesTimingPaise\n        creditsTimingPaise\n        differencePaise\n      }\n      claimsPaidPaise\n      csv\n    }\n  }\n": typeof types.FilingPackDocument,
    "\n  query PlatformFiling($month: String!) {\n    platformFiling(month: $month) {\n      storeId\n      storeName\n      gstin\n      tcs {\n        ...FilingTcsFields\n      }\n    }\n  }\n": typeof types.PlatformFilingDocument,
    "\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      storeId\n      storeName\n      cycleDay\n      amountPaise\n      lines\n      status\n      utr\n      paidOn\n    }\n  }\n": typeof types.AdminPayoutsDocument,
    "\n  mutation MarkPayoutPaid($id: ID!, $utr: String!, $paidOn: String!) {\n    markPayoutPaid(id: $id, utr: $utr, paidOn: $paidOn) {\n      id\n      status\n      utr\n      paidOn\n    }\n  }\n": typeof types.MarkPayoutPaidDocument,
    "\n  mutation RunPayoutBatch {\n    runPayoutBatch {\n      made\n      failedStoreNames\n    }\n  }\n": typeof types.RunPayoutBatchDocument,
    "\n  query CommissionCategories {\n    productCategories {\n      id\n      name\n      gender\n    }\n  }\n": typeof types.CommissionCategoriesDocument,
    "\n  mutation SetCommissionRate($categoryId: ID!, $percent: Float!, $from: String!) {\n    setCommissionRate(categoryId: $categoryId, percent: $percent, from: $from) {\n      categoryId\n      from\n      bp\n    }\n  }\n": typeof types.SetCommissionRateDocument,
    "\n  query PayoutStatement($storeId: ID!, $payoutId: ID!) {\n    payoutStatement(storeId: $storeId, payoutId: $payoutId) {\n      storeName\n      gstin\n      movesTotal\n      payout {\n        id\n        cycleDay\n        amountPaise\n        lines\n        status\n        utr\n        paidOn\n      }\n      totals {\n        kind\n        amountPaise\n        lines\n      }\n      moves {\n        orderId\n        orderItemId\n        productName\n        event\n        byClaim\n        netPaise\n      }\n    }\n  }\n": typeof types.PayoutStatementDocument,
    "\n  query myNotices {\n    me {\n      id\n      stores {\n        id\n        myNotices {\n          topic\n          inConsole\n          byMail\n        }\n      }\n    }\n  }\n": typeof types.MyNoticesDocument,
    "\n  mutation setStoreNotice(\n    $storeId: ID!\n    $topic: StoreNoticeTopic!\n    $inConsole: Boolean!\n    $byMail: Boolean!\n  ) {\n    setStoreNotice(storeId: $storeId, topic: $topic, inConsole: $inConsole, byMail: $byMail) {\n      topic\n      inConsole\n      byMail\n    }\n  }\n": typeof types.SetStoreNoticeDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": typeof types.SupportContactDocument,
    "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n": typeof types.UpdateSettingsDocument,
    "\n  mutation updateDispatchSettings($storeId: ID!, $handlingDays: Int!, $returnWindowDays: Int!) {\n    updateDispatchSettings(\n      storeId: $storeId\n      handlingDays: $handlingDays\n      returnWindowDays: $returnWindowDays\n    ) {\n      id\n      handlingDays\n      returnWindowDays\n    }\n  }\n": typeof types.UpdateDispatchSettingsDocument,
    "\n  query StoreTeam($storeId: ID!) {\n    storeTeam(storeId: $storeId) {\n      members {\n        userId\n        email\n        name\n        role\n        location {\n          id\n          name\n          isPrimary\n        }\n        joinedAt\n        lastActiveAt\n      }\n      invitations {\n        id\n        email\n        role\n        invitedAt\n        expiresAt\n        expired\n      }\n      formerMembers {\n        userId\n        email\n        name\n      }\n    }\n  }\n": typeof types.StoreTeamDocument,
    "\n  mutation InviteMember($storeId: ID!, $email: String!, $role: StoreRole!) {\n    inviteMember(storeId: $storeId, email: $email, role: $role) {\n      id\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation ResendInvitation($storeId: ID!, $invitationId: ID!) {\n    resendInvitation(storeId: $storeId, invitationId: $invitationId) {\n      id\n    }\n  }\n": typeof types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($storeId: ID!, $invitationId: ID!) {\n    revokeInvitation(storeId: $storeId, invitationId: $invitationId)\n  }\n": typeof types.RevokeInvitationDocument,
    "\n  mutation ChangeMemberRole($storeId: ID!, $userId: ID!, $role: StoreRole!) {\n    changeMemberRole(storeId: $storeId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": typeof types.ChangeMemberRoleDocument,
    "\n  mutation SetMemberLocation($storeId: ID!, $userId: ID!, $locationId: ID) {\n    setMemberLocation(storeId: $storeId, userId: $userId, locationId: $locationId) {\n      userId\n    }\n  }\n": typeof types.SetMemberLocationDocument,
    "\n  mutation RemoveMember($storeId: ID!, $userId: ID!) {\n    removeMember(storeId: $storeId, userId: $userId)\n  }\n": typeof types.RemoveMemberDocument,
    "\n  mutation TransferOwnership($storeId: ID!, $userId: ID!) {\n    transferOwnership(storeId: $storeId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.TransferOwnershipDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      storeName\n      email\n      role\n      expiresAt\n      expired\n      accepted\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query StoreActivity($storeId: ID!, $memberId: ID, $before: String) {\n    storeActivity(storeId: $storeId, memberId: $memberId, before: $before) {\n      items {\n        id\n        at\n        kind\n        actorId\n        actorName\n        summary\n      }\n      nextCursor\n    }\n  }\n": typeof types.StoreActivityDocument,
    "\n  fragment TransferPlace on StoreLocation {\n    id\n    name\n    isPrimary\n    address\n    stateCode\n    pinCode\n    gstin\n  }\n\n  fragment TransferSummary on StockTransfer {\n    id\n    status\n    documentKind\n    documentNumber\n    documentDate\n    sentAt\n    receivedAt\n    piecesSent\n    piecesReceived\n    from {\n      ...TransferPlace\n    }\n    to {\n      ...TransferPlace\n    }\n  }\n": typeof types.TransferPlaceFragmentDoc,
    "\n  query StockTransfers($storeId: ID!, $status: TransferStatus) {\n    stockTransfers(storeId: $storeId, status: $status, limit: 100) {\n      ...TransferSummary\n    }\n  }\n": typeof types.StockTransfersDocument,
    "\n  query StockTransfer($transferId: ID!) {\n    stockTransfer(transferId: $transferId) {\n      ...TransferSummary\n      storeId\n      storeName\n      note\n      receiveNote\n      sentByName\n      receivedByName\n      taxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      totalPaise\n      totalInWords\n      stateTaxName\n      needsEwayBill\n      lines {\n        referenceId\n        description\n        sku\n        hsnCode\n        quantitySent\n        quantityReceived\n        shortfall\n        unitPricePaise\n        taxRatePercent\n        taxablePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n      }\n    }\n  }\n": typeof types.StockTransferDocument,
    "\n  query TransferProducts($storeId: ID!, $name: String) {\n    storeProducts(storeId: $storeId, page: 1, limit: 10, name: $name) {\n      items {\n        id\n        name\n        entries {\n          id\n          sku\n          color {\n            name\n            names {\n              locale\n              name\n            }\n          }\n          size {\n            name\n            names {\n              locale\n              name\n            }\n          }\n          locations {\n            locationId\n            totalStock\n            reservedStock\n          }\n        }\n      }\n    }\n  }\n": typeof types.TransferProductsDocument,
    "\n  mutation SendStockTransfer($storeId: ID!, $input: StockTransferInput!) {\n    sendStockTransfer(storeId: $storeId, input: $input) {\n      id\n      documentNumber\n    }\n  }\n": typeof types.SendStockTransferDocument,
    "\n  mutation ReceiveStockTransfer($transferId: ID!, $input: TransferReceiptInput) {\n    receiveStockTransfer(transferId: $transferId, input: $input) {\n      id\n      documentNumber\n      status\n    }\n  }\n": typeof types.ReceiveStockTransferDocument,
    "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      gender\n      name\n      names {\n        locale\n        name\n      }\n      subCategory\n      sizeSystemIds\n      subCategories {\n        id\n        name\n        names {\n          locale\n          name\n        }\n        sizeSystemIds\n      }\n    }\n  }\n": typeof types.GetProductCategoriesDocument,
    "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      names {\n        locale\n        name\n      }\n      hexCode\n    }\n    sizeSystems {\n      id\n      code\n      name\n      names {\n        locale\n        name\n      }\n      sizes {\n        id\n        name\n        names {\n          locale\n          name\n        }\n      }\n    }\n  }\n": typeof types.CatalogueLookupsDocument,
    "\n  mutation SetLocale($locale: String!) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": typeof types.SetLocaleDocument,
    "\n  query StoreLocations($storeId: ID!) {\n    storeLocations(storeId: $storeId) {\n      id\n      name\n      isPrimary\n      address\n      stateCode\n      pinCode\n      gstin\n      contactName\n      contactPhone\n      hours\n      takesReturns\n      handlingDays\n    }\n  }\n": typeof types.StoreLocationsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      adminRole\n      adminPermissions\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      locale\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n        handlingDays\n        returnWindowDays\n        myRole\n        myPermissions\n        myLocationId\n        locationCount\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation startPasskeyRegistration {\n    startPasskeyRegistration {\n      id\n      options\n    }\n  }\n": typeof types.StartPasskeyRegistrationDocument,
    "\n  mutation finishPasskeyRegistration($passkey: PasskeyProof!, $name: String) {\n    finishPasskeyRegistration(passkey: $passkey, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.FinishPasskeyRegistrationDocument,
    "\n  mutation removePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  mutation startPasskeySignIn {\n    startPasskeySignIn {\n      id\n      options\n    }\n  }\n": typeof types.StartPasskeySignInDocument,
    "\n  mutation signInWithPasskey($passkey: PasskeyProof!) {\n    signInWithPasskey(passkey: $passkey) {\n      token\n      user {\n        id\n        email\n        role\n        adminPermissions\n        locale\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n          myPermissions\n        }\n      }\n    }\n  }\n": typeof types.SignInWithPasskeyDocument,
    "\n  mutation startPasskeyConfirmation {\n    startPasskeyConfirmation {\n      id\n      options\n    }\n  }\n": typeof types.StartPasskeyConfirmationDocument,
    "\n  query myPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.MyPasskeysDocument,
};
const documents: Documents = {
    "\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n": types.ProfileConflictCurrentFragmentDoc,
    "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    actorEmail\n    action\n    subjectType\n    subjectId\n    subjectName\n    reason\n    createdAt\n  }\n": types.AuditEntryFieldsFragmentDoc,
    "\n  query AuditLog($page: Int, $limit: Int, $after: String, $before: String) {\n    auditLog(page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  mutation AdminAddColor($name: String!, $hexCode: String!) {\n    addColor(name: $name, hexCode: $hexCode) {\n      id\n    }\n  }\n": types.AdminAddColorDocument,
    "\n  mutation AdminAddSizeSystem($code: String!, $name: String!) {\n    addSizeSystem(code: $code, name: $name) {\n      id\n    }\n  }\n": types.AdminAddSizeSystemDocument,
    "\n  mutation AdminAddSize($systemId: ID!, $name: String!) {\n    addSize(systemId: $systemId, name: $name) {\n      id\n    }\n  }\n": types.AdminAddSizeDocument,
    "\n  mutation AdminSetSizeSystems($categoryId: ID!, $subCategoryId: ID, $systemIds: [ID!]!) {\n    setSizeSystems(categoryId: $categoryId, subCategoryId: $subCategoryId, systemIds: $systemIds) {\n      id\n    }\n  }\n": types.AdminSetSizeSystemsDocument,
    "\n  mutation AdminSetCatalogueName(\n    $kind: CatalogueKind!\n    $id: ID!\n    $locale: String!\n    $name: String!\n  ) {\n    setCatalogueName(kind: $kind, id: $id, locale: $locale, name: $name) {\n      locale\n    }\n  }\n": types.AdminSetCatalogueNameDocument,
    "\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n    $before: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n          names {\n            locale\n            name\n          }\n        }\n        size {\n          name\n          names {\n            locale\n            name\n          }\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n": types.AdminInventoryDocument,
    "\n  fragment ListingVersionFields on ListingVersion {\n    name\n    description\n    gender\n    category\n    subCategory\n    mainImage\n    productImages\n    colors {\n      colorId\n      colorName\n      images\n    }\n    mrps {\n      variant\n      mrpPaise\n    }\n  }\n": types.ListingVersionFieldsFragmentDoc,
    "\n  query ListingQueue(\n    $forStore: ID\n    $categoryId: ID\n    $reason: ListingRejectReason\n    $importId: ID\n    $after: String\n    $limit: Int\n  ) {\n    listingReviews(\n      forStore: $forStore\n      categoryId: $categoryId\n      reason: $reason\n      importId: $importId\n      after: $after\n      limit: $limit\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      items {\n        id\n        productId\n        storeId\n        storeName\n        submittedAt\n        changed\n        previousReasons\n        importId\n        version {\n          ...ListingVersionFields\n        }\n        previous {\n          ...ListingVersionFields\n        }\n        refused {\n          ...ListingVersionFields\n        }\n        changedSinceRefusal\n      }\n    }\n  }\n": types.ListingQueueDocument,
    "\n  mutation DecideListing(\n    $reviewId: ID!\n    $approve: Boolean!\n    $reasons: [ListingRejectReason!]\n    $note: String\n  ) {\n    decideListing(reviewId: $reviewId, approve: $approve, reasons: $reasons, note: $note) {\n      id\n      decision\n    }\n  }\n": types.DecideListingDocument,
    "\n  mutation ApproveListings($reviewIds: [ID!]!) {\n    approveListings(reviewIds: $reviewIds) {\n      id\n    }\n  }\n": types.ApproveListingsDocument,
    "\n  query ListingTrust($storeId: ID!) {\n    listingTrust(storeId: $storeId) {\n      storeName\n      trusted\n      override\n      approved\n      rejected\n      minApproved\n      maxRejectedPercent\n    }\n  }\n": types.ListingTrustDocument,
    "\n  mutation SetListingTrust($storeId: ID!, $trusted: Boolean) {\n    setListingTrust(storeId: $storeId, trusted: $trusted) {\n      storeName\n      trusted\n      override\n      approved\n      rejected\n      minApproved\n      maxRejectedPercent\n    }\n  }\n": types.SetListingTrustDocument,
    "\n  query Organisations(\n    $page: Int\n    $limit: Int\n    $search: String\n    $active: Boolean\n    $after: String\n    $before: String\n  ) {\n    organisations(\n      page: $page\n      limit: $limit\n      search: $search\n      active: $active\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n": types.OrganisationsDocument,
    "\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n": types.OrganisationDocument,
    "\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n": types.CreateOrganisationDocument,
    "\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateOrganisationDocument,
    "\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": types.DeactivateOrganisationDocument,
    "\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n": types.ReactivateOrganisationDocument,
    "\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n": types.SetStoreOrganisationDocument,
    "\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n      operatorGstin\n    }\n  }\n": types.PlatformSettingsDocument,
    "\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!, $operatorGstin: String) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours, operatorGstin: $operatorGstin) {\n      unpaidHoldHours\n      operatorGstin\n    }\n  }\n": types.UpdatePlatformSettingsDocument,
    "\n  fragment AdminStoreFields on Store {\n    id\n    name\n    type\n    status\n    statusReason\n    isPaused\n    organisationId\n    createdAt\n    kyc {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n    review {\n      address\n      email\n      phone\n      emergencyPhone\n      pocName\n      pocPhone\n      images\n      storePolicy\n      returnPolicy\n      shippingPolicy\n      ownerEmail\n      otherStores {\n        id\n        name\n        status\n      }\n      stateCode\n      stateName\n      pinCode\n      gstinStateCode\n      gstinStateName\n      gstinStateMismatch\n    }\n  }\n": types.AdminStoreFieldsFragmentDoc,
    "\n  query AdminStores(\n    $status: StoreStatus\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    stores(status: $status, page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...AdminStoreFields\n      }\n    }\n  }\n": types.AdminStoresDocument,
    "\n  query GstinStateMismatches {\n    gstinStateMismatches {\n      ...AdminStoreFields\n    }\n  }\n": types.GstinStateMismatchesDocument,
    "\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.ApproveStoreDocument,
    "\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.RejectStoreDocument,
    "\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.DeactivateStoreDocument,
    "\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.ReactivateStoreDocument,
    "\n  mutation revealStoreKyc($storeId: ID!, $reason: String!, $passkey: PasskeyProof) {\n    revealStoreKyc(storeId: $storeId, reason: $reason, passkey: $passkey) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n": types.RevealStoreKycDocument,
    "\n  query AdminUsers(\n    $page: Int!\n    $limit: Int!\n    $role: Role\n    $search: String\n    $after: String\n    $before: String\n  ) {\n    users(\n      page: $page\n      limit: $limit\n      role: $role\n      search: $search\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      adminRole\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n": types.AdminUserDocument,
    "\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": types.BlockUserDocument,
    "\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n": types.UnblockUserDocument,
    "\n  mutation setAdminRole($userId: ID!, $role: AdminRole!) {\n    setAdminRole(userId: $userId, role: $role) {\n      id\n      adminRole\n    }\n  }\n": types.SetAdminRoleDocument,
    "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        adminPermissions\n        locale\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n          myPermissions\n        }\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n": types.RegisterStoreDocument,
    "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n": types.SendRegistrationOtpDocument,
    "\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n": types.VerifyRegistrationOtpDocument,
    "\n  fragment StoreHealthFields on StoreHealth {\n    storeId\n    storeName\n    step\n    overSince\n    holdOn\n    pauseOn\n    overMetrics\n    reviewedOn\n    exemptUntil\n    exemptReason\n    policy {\n      minSample\n      judgedDays\n      holdAfterDays\n      pauseAfterDays\n    }\n    windows {\n      days\n      from\n      figures {\n        metric\n        count\n        outOf\n        basisPoints\n        maxBasisPoints\n        judged\n        over\n      }\n    }\n    steps {\n      id\n      from\n      to\n      metrics\n      byAdmin\n      exemptUntil\n      reason\n      at\n    }\n  }\n": types.StoreHealthFieldsFragmentDoc,
    "\n  query StoreHealth($storeId: ID!) {\n    storeHealth(storeId: $storeId) {\n      ...StoreHealthFields\n    }\n  }\n": types.StoreHealthDocument,
    "\n  query HealthItems($storeId: ID!, $metric: HealthMetric!, $days: Int!) {\n    healthItems(storeId: $storeId, metric: $metric, days: $days) {\n      orderId\n      productId\n      name\n      at\n      status\n    }\n  }\n": types.HealthItemsDocument,
    "\n  query StoresOverLimits {\n    storesOverLimits {\n      storeId\n      storeName\n      step\n      overSince\n      overMetrics\n      exemptUntil\n    }\n  }\n": types.StoresOverLimitsDocument,
    "\n  mutation SetHealthExemption($storeId: ID!, $until: String, $reason: String!) {\n    setHealthExemption(storeId: $storeId, until: $until, reason: $reason) {\n      ...StoreHealthFields\n    }\n  }\n": types.SetHealthExemptionDocument,
    "\n  mutation ReviewStoreHealth($storeId: ID!) {\n    reviewStoreHealth(storeId: $storeId) {\n      ...StoreHealthFields\n    }\n  }\n": types.ReviewStoreHealthDocument,
    "\n  fragment BulkVariant on InventoryEntry {\n    id\n    price\n    mrp\n    sku\n    gtin\n    totalStock\n    reservedStock\n    availableStock\n    lowStock\n    version\n    categoryId\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    size {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    product {\n      id\n      name\n      gender\n      category {\n        id\n        name\n        names {\n          locale\n          name\n        }\n      }\n    }\n  }\n": types.BulkVariantFragmentDoc,
    "\n  query StoreVariants($storeId: ID!, $after: String) {\n    storeVariants(storeId: $storeId, after: $after) {\n      items {\n        ...BulkVariant\n      }\n      nextCursor\n    }\n  }\n": types.StoreVariantsDocument,
    "\n  fragment BulkValues on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    lowStock\n    version\n  }\n  fragment BulkAnswer on BulkInventoryResult {\n    updated {\n      ...BulkValues\n    }\n    conflicts {\n      entryId\n      price\n      quantity\n      current {\n        ...BulkValues\n      }\n      stockNow\n      reservedNow\n    }\n    refused {\n      entryId\n      field\n      message\n    }\n  }\n": types.BulkValuesFragmentDoc,
    "\n  mutation BulkUpdateInventory($storeId: ID!, $changes: [BulkInventoryChange!]!, $location: ID) {\n    bulkUpdateInventory(storeId: $storeId, changes: $changes, location: $location) {\n      ...BulkAnswer\n    }\n  }\n": types.BulkUpdateInventoryDocument,
    "\n  query CatalogueImport($storeId: ID!, $id: ID!, $first: Int) {\n    catalogueImport(storeId: $storeId, id: $id) {\n      id\n      fileName\n      status\n      products\n      variants\n      newProducts\n      toChange\n      errorCount\n      errors(first: $first) {\n        row\n        column\n        message\n      }\n      done\n      created\n      updated\n      unchanged\n      drafts\n      failure\n    }\n  }\n": types.CatalogueImportDocument,
    "\n  mutation ApplyCatalogueImport($storeId: ID!, $id: ID!) {\n    applyCatalogueImport(storeId: $storeId, id: $id) {\n      id\n      status\n    }\n  }\n": types.ApplyCatalogueImportDocument,
    "\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  query ProductListingReviews($id: ID!) {\n    product(id: $id) {\n      id\n      listingState\n      listingReviews {\n        id\n        submittedAt\n        decision\n        reasons\n        note\n        decidedAt\n        automatic\n      }\n    }\n  }\n": types.ProductListingReviewsDocument,
    "\n  mutation ResubmitListing($productId: ID!) {\n    resubmitListing(productId: $productId) {\n      id\n      listingState\n      listingReasons\n    }\n  }\n": types.ResubmitListingDocument,
    "\n  query StoreLocationStock($storeId: ID!, $location: ID!) {\n    storeLocationStock(storeId: $storeId, location: $location) {\n      entryId\n      totalStock\n      reservedStock\n    }\n  }\n": types.StoreLocationStockDocument,
    "\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n      listingState\n      listingReasons\n      hasLiveVersion\n    }\n  }\n": types.ProductUpdateDocument,
    "\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": types.PauseStoreDocument,
    "\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n": types.ResumeStoreDocument,
    "\n  mutation setProductPhotos($productId: ID!, $productImages: [String!]!) {\n    setProductPhotos(productId: $productId, productImages: $productImages) {\n      id\n      mainImage\n      productImages\n      needsPhotos\n      listingState\n      listingReasons\n      version\n    }\n  }\n": types.SetProductPhotosDocument,
    "\n  mutation setColorImages($productId: ID!, $colorId: ID!, $images: [String!]!) {\n    setColorImages(productId: $productId, colorId: $colorId, images: $images) {\n      id\n      version\n      colors {\n        colorId\n        images\n      }\n    }\n  }\n": types.SetColorImagesDocument,
    "\n  # What is free there is totalStock − reservedStock: one field less keeps the list's query\n  # within the API's cost limit (server/graphql/limits.ts).\n  fragment LocationStockRow on LocationStock {\n    locationId\n    name\n    isPrimary\n    totalStock\n    reservedStock\n  }\n\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    mrp\n    sku\n    gtin\n    totalStock\n    reservedStock\n    availableStock\n    version\n    # Only the locations holding or holding back its pieces: the store's others hold none, and\n    # read from its list of locations (everyLocation, src/lib/locations.ts); every location of\n    # every variant made a 500-variant product's answer 970 kB, two thirds of it zeros.\n    locations(held: true) {\n      ...LocationStockRow\n    }\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      names {\n        locale\n        name\n      }\n      hexCode\n    }\n    size {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n": types.LocationStockRowFragmentDoc,
    "\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    needsPhotos\n    listingState\n    listingReasons\n    hasLiveVersion\n    customReturnPolicy\n    hsnCode\n    chosenHsnCode\n    customShippingPolicy\n    version\n    createdAt\n    colors {\n      colorId\n      images\n    }\n    entries {\n      ...InventoryRow\n    }\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n    $before: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n": types.StoreProductsDocument,
    "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n": types.ProductDetailsDocument,
    "\n  query StoreShades($storeId: ID!) {\n    storeShades(storeId: $storeId) {\n      id\n      name\n      hexCode\n    }\n  }\n": types.StoreShadesDocument,
    "\n  query StorePolicies {\n    me {\n      id\n      stores {\n        id\n        review {\n          shippingPolicy\n          returnPolicy\n        }\n      }\n    }\n  }\n": types.StorePoliciesDocument,
    "\n  mutation AddShade($storeId: ID!, $name: String!, $baseColorId: ID!) {\n    addShade(storeId: $storeId, name: $name, baseColorId: $baseColorId) {\n      id\n      name\n      hexCode\n    }\n  }\n": types.AddShadeDocument,
    "\n  mutation ApplyStockTake($storeId: ID!, $input: StockTakeInput!) {\n    applyStockTake(storeId: $storeId, input: $input) {\n      ...BulkAnswer\n    }\n  }\n": types.ApplyStockTakeDocument,
    "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n    $sku: String\n    $mrp: Float\n    $gtin: String\n    $location: ID\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n      sku: $sku\n      mrp: $mrp\n      gtin: $gtin\n      location: $location\n    ) {\n      id\n      price\n      mrp\n      sku\n      gtin\n      totalStock\n      reservedStock\n      availableStock\n      version\n      locations(held: true) {\n        ...LocationStockRow\n      }\n    }\n  }\n": types.UpdateInventoryDocument,
    "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n    sku\n    mrp\n    gtin\n  }\n": types.InventoryConflictCurrentFragmentDoc,
    "\n  mutation AddStoreLocation($storeId: ID!, $input: LocationInput!) {\n    addStoreLocation(storeId: $storeId, input: $input) {\n      id\n      name\n    }\n  }\n": types.AddStoreLocationDocument,
    "\n  mutation UpdateStoreLocation($storeId: ID!, $locationId: ID!, $input: LocationInput!) {\n    updateStoreLocation(storeId: $storeId, locationId: $locationId, input: $input) {\n      id\n      name\n    }\n  }\n": types.UpdateStoreLocationDocument,
    "\n  mutation ArchiveStoreLocation($storeId: ID!, $locationId: ID!) {\n    archiveStoreLocation(storeId: $storeId, locationId: $locationId) {\n      id\n      archived\n    }\n  }\n": types.ArchiveStoreLocationDocument,
    "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n": types.CreateStoreDocument,
    "\n  query storeNameAvailable($name: String!) {\n    storeNameAvailable(name: $name)\n  }\n": types.StoreNameAvailableDocument,
    "\n  fragment ClaimFields on Claim {\n    id\n    kind\n    status\n    storeId\n    storeName\n    orderId\n    orderItemId\n    productName\n    color {\n      name\n      names {\n        locale\n        name\n      }\n    }\n    size {\n      name\n      names {\n        locale\n        name\n      }\n    }\n    itemAmountPaise\n    returnReason\n    returnNote\n    awb\n    note\n    photos\n    video\n    qcNote\n    qcPhotos\n    amountClaimedPaise\n    amountAcceptedPaise\n    deadline\n    decisionReason\n    createdAt\n    decidedAt\n  }\n": types.ClaimFieldsFragmentDoc,
    "\n  query StoreClaims(\n    $storeId: ID!\n    $status: ClaimStatus\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    storeClaims(\n      storeId: $storeId\n      status: $status\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      items {\n        ...ClaimFields\n      }\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n    }\n  }\n": types.StoreClaimsDocument,
    "\n  query ClaimQueue(\n    $status: ClaimStatus\n    $kind: ClaimKind\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    claimQueue(\n      status: $status\n      kind: $kind\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      items {\n        ...ClaimFields\n      }\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n    }\n  }\n": types.ClaimQueueDocument,
    "\n  mutation DecideClaim(\n    $id: ID!\n    $decision: ClaimDecision!\n    $amountPaise: Paise\n    $reason: String!\n    $restock: Boolean\n  ) {\n    decideClaim(\n      id: $id\n      decision: $decision\n      amountPaise: $amountPaise\n      reason: $reason\n      restock: $restock\n    ) {\n      ...ClaimFields\n    }\n  }\n": types.DecideClaimDocument,
    "\n  mutation FileClaim($orderItemId: ID!, $input: ClaimInput!) {\n    fileClaim(orderItemId: $orderItemId, input: $input) {\n      id\n      kind\n      status\n      amountClaimedPaise\n      amountAcceptedPaise\n      deadline\n      decisionReason\n    }\n  }\n": types.FileClaimDocument,
    "\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": types.ResolveComplaintDocument,
    "\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n": types.DismissComplaintDocument,
    "\n  query DispatchCounts($storeId: ID!, $location: ID) {\n    dispatchCounts(storeId: $storeId, location: $location) {\n      toPack\n      toShip\n      breachingToday\n      breached\n    }\n  }\n": types.DispatchCountsDocument,
    "\n  query PickupManifest($storeId: ID!, $day: String!, $after: String, $location: ID) {\n    pickupManifest(storeId: $storeId, day: $day, after: $after, location: $location) {\n      cursor\n      courier\n      awb\n      orderId\n      orderItemId\n      locationId\n      productName\n      quantity\n      customerName\n      pinCode\n      shippedAt\n    }\n  }\n": types.PickupManifestDocument,
    "\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenuePaise\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenuePaise\n      }\n    }\n  }\n": types.StoreInsightsDocument,
    "\n  fragment ItemPlace on StoreLocation {\n    id\n    name\n    isPrimary\n    address\n    stateCode\n    pinCode\n  }\n": types.ItemPlaceFragmentDoc,
    "\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    totalAmountPaise\n    pricesIncludeTax\n    paymentMethod\n    packagingPaise\n    packagingTaxPaise\n    invoiceNumber\n    discountCode\n    settlement {\n      cancelledPaise\n      refundedPaise\n      paysPaise\n    }\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n      pinCode\n    }\n    sender {\n      name\n      address\n      phone\n      stateCode\n      pinCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      amountPaise\n      taxablePaise\n      taxPaise\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      sku\n      color {\n        name\n        names {\n          locale\n          name\n        }\n      }\n      size {\n        name\n        names {\n          locale\n          name\n        }\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n        receivedAt\n        byName\n      }\n      location {\n        ...ItemPlace\n        contactPhone\n      }\n      returnsTo {\n        ...ItemPlace\n      }\n      dispatchBy\n      breached\n      courier\n      awb\n      shippedAt\n      returnWindowEndsOn\n      returnReason\n      returnNote\n      qcNote\n      qcPhotos\n      claim {\n        id\n        kind\n        status\n        amountClaimedPaise\n        amountAcceptedPaise\n        deadline\n        decisionReason\n      }\n      claimOptions {\n        kind\n        closesOn\n        maxAmountPaise\n        photos\n        video\n        awb\n      }\n    }\n  }\n": types.OrderFieldsFragmentDoc,
    "\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n    $before: String\n    $queue: DispatchQueue\n    $location: ID\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n      before: $before\n      queue: $queue\n      location: $location\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n": types.StoreOrdersDocument,
    "\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n": types.OrderDetailsDocument,
    "\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      stateTaxName\n      reverseCharge\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n        pinCode\n      }\n      lines {\n        description\n        sku\n        hsn\n        quantity\n        unit\n        unitPrice\n        discount\n        taxRate\n        cgstRate\n        sgstRate\n        igstRate\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      taxableValuePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      packagingPaise\n      packagingTaxableValue\n      packagingTaxRate\n      totalPaise\n      totalInWords\n      creditNotes {\n        id\n        number\n        date\n        reason\n        productName\n        quantity\n        taxRatePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n    }\n  }\n": types.InvoiceDocument,
    "\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {\n    storeOrderHistory(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packagingPaise\n          packagingTaxPaise\n          pricesIncludeTax\n          totalAmount\n          totalAmountPaise\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            amountPaise\n            taxablePaise\n            taxPaise\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n": types.OrderHistoryDocument,
    "\n  query Complaints($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n": types.ComplaintsDocument,
    "\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n    $shipment: ShipmentInput\n    $qc: QcInput\n    $madeAt: Time\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n      shipment: $shipment\n      qc: $qc\n      madeAt: $madeAt\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n          receivedAt\n          byName\n        }\n        breached\n        courier\n        awb\n        shippedAt\n        qcNote\n        qcPhotos\n      }\n    }\n  }\n": types.CrmOrderStatusUpdateDocument,
    "\n  mutation MoveItemLocation($orderItemId: ID!, $locationId: ID!) {\n    moveItemLocation(orderItemId: $orderItemId, locationId: $locationId) {\n      id\n      location {\n        id\n        name\n        isPrimary\n      }\n    }\n  }\n": types.MoveItemLocationDocument,
    "\n  query ItemMoveTargets($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      id\n      items {\n        id\n        moveTargets {\n          id\n          name\n          isPrimary\n        }\n      }\n    }\n  }\n": types.ItemMoveTargetsDocument,
    "\n  query StorePayments($storeId: ID!) {\n    storePayments(storeId: $storeId) {\n      nextPayoutDay\n      nextPayoutPaise\n      waitingPaise\n      recoveringPaise\n      payouts {\n        id\n        cycleDay\n        amountPaise\n        lines\n        status\n        utr\n        paidOn\n      }\n    }\n  }\n": types.StorePaymentsDocument,
    "\n  query StoreLedgerPage(\n    $storeId: ID!\n    $from: String!\n    $to: String!\n    $page: Int\n    $after: String\n    $before: String\n  ) {\n    storeLedgerPage(\n      storeId: $storeId\n      from: $from\n      to: $to\n      page: $page\n      limit: 50\n      after: $after\n      before: $before\n    ) {\n      nextCursor\n      prevCursor\n      items {\n        id\n        orderId\n        orderItemId\n        productName\n        event\n        kind\n        part\n        amountPaise\n        rateBp\n        payableOn\n        createdAt\n        payoutId\n      }\n    }\n  }\n": types.StoreLedgerPageDocument,
    "\n  fragment FilingSupplyFields on FilingSupply {\n    placeOfSupply\n    stateName\n    ratePercent\n    taxableValuePaise\n    cgstPaise\n    sgstPaise\n    igstPaise\n    totalPaise\n  }\n": types.FilingSupplyFieldsFragmentDoc,
    "\n  fragment FilingTcsFields on FilingTcs {\n    suppliesPaise\n    returnsPaise\n    netTaxablePaise\n    cgstPaise\n    sgstPaise\n    igstPaise\n    unsplitPaise\n    tdsPaise\n  }\n": types.FilingTcsFieldsFragmentDoc,
    "\n  query FilingPack($storeId: ID!, $month: String!, $locationId: ID) {\n    filingPack(storeId: $storeId, month: $month, locationId: $locationId) {\n      month\n      gstin\n      hsnDigits\n      invoices\n      creditNoteCount\n      sales {\n        ...FilingSupplyFields\n      }\n      creditNotes {\n        ...FilingSupplyFields\n      }\n      transfers {\n        recipientGstin\n        number\n        date\n        placeOfSupply\n        stateName\n        ratePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      hsn {\n        hsn\n        complete\n        unit\n        quantity\n        ratePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      tcs {\n        ...FilingTcsFields\n      }\n      documents {\n        kind\n        from\n        to\n        total\n        cancelled\n        netIssued\n      }\n      operatorSupplies {\n        operatorGstin\n        netValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n      }\n      reconciliation {\n        gstr1NetPaise\n        gstr8NetPaise\n        suppliesTimingPaise\n        creditsTimingPaise\n        differencePaise\n      }\n      claimsPaidPaise\n      csv\n    }\n  }\n": types.FilingPackDocument,
    "\n  query PlatformFiling($month: String!) {\n    platformFiling(month: $month) {\n      storeId\n      storeName\n      gstin\n      tcs {\n        ...FilingTcsFields\n      }\n    }\n  }\n": types.PlatformFilingDocument,
    "\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      storeId\n      storeName\n      cycleDay\n      amountPaise\n      lines\n      status\n      utr\n      paidOn\n    }\n  }\n": types.AdminPayoutsDocument,
    "\n  mutation MarkPayoutPaid($id: ID!, $utr: String!, $paidOn: String!) {\n    markPayoutPaid(id: $id, utr: $utr, paidOn: $paidOn) {\n      id\n      status\n      utr\n      paidOn\n    }\n  }\n": types.MarkPayoutPaidDocument,
    "\n  mutation RunPayoutBatch {\n    runPayoutBatch {\n      made\n      failedStoreNames\n    }\n  }\n": types.RunPayoutBatchDocument,
    "\n  query CommissionCategories {\n    productCategories {\n      id\n      name\n      gender\n    }\n  }\n": types.CommissionCategoriesDocument,
    "\n  mutation SetCommissionRate($categoryId: ID!, $percent: Float!, $from: String!) {\n    setCommissionRate(categoryId: $categoryId, percent: $percent, from: $from) {\n      categoryId\n      from\n      bp\n    }\n  }\n": types.SetCommissionRateDocument,
    "\n  query PayoutStatement($storeId: ID!, $payoutId: ID!) {\n    payoutStatement(storeId: $storeId, payoutId: $payoutId) {\n      storeName\n      gstin\n      movesTotal\n      payout {\n        id\n        cycleDay\n        amountPaise\n        lines\n        status\n        utr\n        paidOn\n      }\n      totals {\n        kind\n        amountPaise\n        lines\n      }\n      moves {\n        orderId\n        orderItemId\n        productName\n        event\n        byClaim\n        netPaise\n      }\n    }\n  }\n": types.PayoutStatementDocument,
    "\n  query myNotices {\n    me {\n      id\n      stores {\n        id\n        myNotices {\n          topic\n          inConsole\n          byMail\n        }\n      }\n    }\n  }\n": types.MyNoticesDocument,
    "\n  mutation setStoreNotice(\n    $storeId: ID!\n    $topic: StoreNoticeTopic!\n    $inConsole: Boolean!\n    $byMail: Boolean!\n  ) {\n    setStoreNotice(storeId: $storeId, topic: $topic, inConsole: $inConsole, byMail: $byMail) {\n      topic\n      inConsole\n      byMail\n    }\n  }\n": types.SetStoreNoticeDocument,
    "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n": types.SupportContactDocument,
    "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n": types.UpdateSettingsDocument,
    "\n  mutation updateDispatchSettings($storeId: ID!, $handlingDays: Int!, $returnWindowDays: Int!) {\n    updateDispatchSettings(\n      storeId: $storeId\n      handlingDays: $handlingDays\n      returnWindowDays: $returnWindowDays\n    ) {\n      id\n      handlingDays\n      returnWindowDays\n    }\n  }\n": types.UpdateDispatchSettingsDocument,
    "\n  query StoreTeam($storeId: ID!) {\n    storeTeam(storeId: $storeId) {\n      members {\n        userId\n        email\n        name\n        role\n        location {\n          id\n          name\n          isPrimary\n        }\n        joinedAt\n        lastActiveAt\n      }\n      invitations {\n        id\n        email\n        role\n        invitedAt\n        expiresAt\n        expired\n      }\n      formerMembers {\n        userId\n        email\n        name\n      }\n    }\n  }\n": types.StoreTeamDocument,
    "\n  mutation InviteMember($storeId: ID!, $email: String!, $role: StoreRole!) {\n    inviteMember(storeId: $storeId, email: $email, role: $role) {\n      id\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation ResendInvitation($storeId: ID!, $invitationId: ID!) {\n    resendInvitation(storeId: $storeId, invitationId: $invitationId) {\n      id\n    }\n  }\n": types.ResendInvitationDocument,
    "\n  mutation RevokeInvitation($storeId: ID!, $invitationId: ID!) {\n    revokeInvitation(storeId: $storeId, invitationId: $invitationId)\n  }\n": types.RevokeInvitationDocument,
    "\n  mutation ChangeMemberRole($storeId: ID!, $userId: ID!, $role: StoreRole!) {\n    changeMemberRole(storeId: $storeId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n": types.ChangeMemberRoleDocument,
    "\n  mutation SetMemberLocation($storeId: ID!, $userId: ID!, $locationId: ID) {\n    setMemberLocation(storeId: $storeId, userId: $userId, locationId: $locationId) {\n      userId\n    }\n  }\n": types.SetMemberLocationDocument,
    "\n  mutation RemoveMember($storeId: ID!, $userId: ID!) {\n    removeMember(storeId: $storeId, userId: $userId)\n  }\n": types.RemoveMemberDocument,
    "\n  mutation TransferOwnership($storeId: ID!, $userId: ID!) {\n    transferOwnership(storeId: $storeId, userId: $userId) {\n      id\n    }\n  }\n": types.TransferOwnershipDocument,
    "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      storeName\n      email\n      role\n      expiresAt\n      expired\n      accepted\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query StoreActivity($storeId: ID!, $memberId: ID, $before: String) {\n    storeActivity(storeId: $storeId, memberId: $memberId, before: $before) {\n      items {\n        id\n        at\n        kind\n        actorId\n        actorName\n        summary\n      }\n      nextCursor\n    }\n  }\n": types.StoreActivityDocument,
    "\n  fragment TransferPlace on StoreLocation {\n    id\n    name\n    isPrimary\n    address\n    stateCode\n    pinCode\n    gstin\n  }\n\n  fragment TransferSummary on StockTransfer {\n    id\n    status\n    documentKind\n    documentNumber\n    documentDate\n    sentAt\n    receivedAt\n    piecesSent\n    piecesReceived\n    from {\n      ...TransferPlace\n    }\n    to {\n      ...TransferPlace\n    }\n  }\n": types.TransferPlaceFragmentDoc,
    "\n  query StockTransfers($storeId: ID!, $status: TransferStatus) {\n    stockTransfers(storeId: $storeId, status: $status, limit: 100) {\n      ...TransferSummary\n    }\n  }\n": types.StockTransfersDocument,
    "\n  query StockTransfer($transferId: ID!) {\n    stockTransfer(transferId: $transferId) {\n      ...TransferSummary\n      storeId\n      storeName\n      note\n      receiveNote\n      sentByName\n      receivedByName\n      taxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      totalPaise\n      totalInWords\n      stateTaxName\n      needsEwayBill\n      lines {\n        referenceId\n        description\n        sku\n        hsnCode\n        quantitySent\n        quantityReceived\n        shortfall\n        unitPricePaise\n        taxRatePercent\n        taxablePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n      }\n    }\n  }\n": types.StockTransferDocument,
    "\n  query TransferProducts($storeId: ID!, $name: String) {\n    storeProducts(storeId: $storeId, page: 1, limit: 10, name: $name) {\n      items {\n        id\n        name\n        entries {\n          id\n          sku\n          color {\n            name\n            names {\n              locale\n              name\n            }\n          }\n          size {\n            name\n            names {\n              locale\n              name\n            }\n          }\n          locations {\n            locationId\n            totalStock\n            reservedStock\n          }\n        }\n      }\n    }\n  }\n": types.TransferProductsDocument,
    "\n  mutation SendStockTransfer($storeId: ID!, $input: StockTransferInput!) {\n    sendStockTransfer(storeId: $storeId, input: $input) {\n      id\n      documentNumber\n    }\n  }\n": types.SendStockTransferDocument,
    "\n  mutation ReceiveStockTransfer($transferId: ID!, $input: TransferReceiptInput) {\n    receiveStockTransfer(transferId: $transferId, input: $input) {\n      id\n      documentNumber\n      status\n    }\n  }\n": types.ReceiveStockTransferDocument,
    "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      gender\n      name\n      names {\n        locale\n        name\n      }\n      subCategory\n      sizeSystemIds\n      subCategories {\n        id\n        name\n        names {\n          locale\n          name\n        }\n        sizeSystemIds\n      }\n    }\n  }\n": types.GetProductCategoriesDocument,
    "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      names {\n        locale\n        name\n      }\n      hexCode\n    }\n    sizeSystems {\n      id\n      code\n      name\n      names {\n        locale\n        name\n      }\n      sizes {\n        id\n        name\n        names {\n          locale\n          name\n        }\n      }\n    }\n  }\n": types.CatalogueLookupsDocument,
    "\n  mutation SetLocale($locale: String!) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n": types.SetLocaleDocument,
    "\n  query StoreLocations($storeId: ID!) {\n    storeLocations(storeId: $storeId) {\n      id\n      name\n      isPrimary\n      address\n      stateCode\n      pinCode\n      gstin\n      contactName\n      contactPhone\n      hours\n      takesReturns\n      handlingDays\n    }\n  }\n": types.StoreLocationsDocument,
    "\n  query Me {\n    me {\n      id\n      email\n      role\n      adminRole\n      adminPermissions\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      locale\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n        handlingDays\n        returnWindowDays\n        myRole\n        myPermissions\n        myLocationId\n        locationCount\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation startPasskeyRegistration {\n    startPasskeyRegistration {\n      id\n      options\n    }\n  }\n": types.StartPasskeyRegistrationDocument,
    "\n  mutation finishPasskeyRegistration($passkey: PasskeyProof!, $name: String) {\n    finishPasskeyRegistration(passkey: $passkey, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.FinishPasskeyRegistrationDocument,
    "\n  mutation removePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n": types.RemovePasskeyDocument,
    "\n  mutation startPasskeySignIn {\n    startPasskeySignIn {\n      id\n      options\n    }\n  }\n": types.StartPasskeySignInDocument,
    "\n  mutation signInWithPasskey($passkey: PasskeyProof!) {\n    signInWithPasskey(passkey: $passkey) {\n      token\n      user {\n        id\n        email\n        role\n        adminPermissions\n        locale\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n          myPermissions\n        }\n      }\n    }\n  }\n": types.SignInWithPasskeyDocument,
    "\n  mutation startPasskeyConfirmation {\n    startPasskeyConfirmation {\n      id\n      options\n    }\n  }\n": types.StartPasskeyConfirmationDocument,
    "\n  query myPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.MyPasskeysDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateProfile($name: String, $phone: String, $expectedVersion: Int) {\n    updateProfile(name: $name, phone: $phone, expectedVersion: $expectedVersion) {\n      id\n      name\n      phone\n      version\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileConflictCurrent on ProfileConflict {\n    name\n    phone\n    version\n  }\n"): typeof import('./graphql').ProfileConflictCurrentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditEntryFields on AuditEntry {\n    id\n    actorEmail\n    action\n    subjectType\n    subjectId\n    subjectName\n    reason\n    createdAt\n  }\n"): typeof import('./graphql').AuditEntryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($page: Int, $limit: Int, $after: String, $before: String) {\n    auditLog(page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql').AuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddColor($name: String!, $hexCode: String!) {\n    addColor(name: $name, hexCode: $hexCode) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminAddColorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddSizeSystem($code: String!, $name: String!) {\n    addSizeSystem(code: $code, name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminAddSizeSystemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddSize($systemId: ID!, $name: String!) {\n    addSize(systemId: $systemId, name: $name) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminAddSizeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSizeSystems($categoryId: ID!, $subCategoryId: ID, $systemIds: [ID!]!) {\n    setSizeSystems(categoryId: $categoryId, subCategoryId: $subCategoryId, systemIds: $systemIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminSetSizeSystemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCatalogueName(\n    $kind: CatalogueKind!\n    $id: ID!\n    $locale: String!\n    $name: String!\n  ) {\n    setCatalogueName(kind: $kind, id: $id, locale: $locale, name: $name) {\n      locale\n    }\n  }\n"): typeof import('./graphql').AdminSetCatalogueNameDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInventory(\n    $page: Int!\n    $limit: Int!\n    $product: String\n    $store: String\n    $reference: String\n    $lowStockOnly: Boolean\n    $after: String\n    $before: String\n  ) {\n    adminInventory(\n      page: $page\n      limit: $limit\n      product: $product\n      store: $store\n      reference: $reference\n      lowStockOnly: $lowStockOnly\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        price\n        totalStock\n        availableStock\n        lowStock\n        color {\n          name\n          names {\n            locale\n            name\n          }\n        }\n        size {\n          name\n          names {\n            locale\n            name\n          }\n        }\n        product {\n          id\n          name\n          mainImage\n          storeName\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingVersionFields on ListingVersion {\n    name\n    description\n    gender\n    category\n    subCategory\n    mainImage\n    productImages\n    colors {\n      colorId\n      colorName\n      images\n    }\n    mrps {\n      variant\n      mrpPaise\n    }\n  }\n"): typeof import('./graphql').ListingVersionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingQueue(\n    $forStore: ID\n    $categoryId: ID\n    $reason: ListingRejectReason\n    $importId: ID\n    $after: String\n    $limit: Int\n  ) {\n    listingReviews(\n      forStore: $forStore\n      categoryId: $categoryId\n      reason: $reason\n      importId: $importId\n      after: $after\n      limit: $limit\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      items {\n        id\n        productId\n        storeId\n        storeName\n        submittedAt\n        changed\n        previousReasons\n        importId\n        version {\n          ...ListingVersionFields\n        }\n        previous {\n          ...ListingVersionFields\n        }\n        refused {\n          ...ListingVersionFields\n        }\n        changedSinceRefusal\n      }\n    }\n  }\n"): typeof import('./graphql').ListingQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideListing(\n    $reviewId: ID!\n    $approve: Boolean!\n    $reasons: [ListingRejectReason!]\n    $note: String\n  ) {\n    decideListing(reviewId: $reviewId, approve: $approve, reasons: $reasons, note: $note) {\n      id\n      decision\n    }\n  }\n"): typeof import('./graphql').DecideListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveListings($reviewIds: [ID!]!) {\n    approveListings(reviewIds: $reviewIds) {\n      id\n    }\n  }\n"): typeof import('./graphql').ApproveListingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingTrust($storeId: ID!) {\n    listingTrust(storeId: $storeId) {\n      storeName\n      trusted\n      override\n      approved\n      rejected\n      minApproved\n      maxRejectedPercent\n    }\n  }\n"): typeof import('./graphql').ListingTrustDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetListingTrust($storeId: ID!, $trusted: Boolean) {\n    setListingTrust(storeId: $storeId, trusted: $trusted) {\n      storeName\n      trusted\n      override\n      approved\n      rejected\n      minApproved\n      maxRejectedPercent\n    }\n  }\n"): typeof import('./graphql').SetListingTrustDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisations(\n    $page: Int\n    $limit: Int\n    $search: String\n    $active: Boolean\n    $after: String\n    $before: String\n  ) {\n    organisations(\n      page: $page\n      limit: $limit\n      search: $search\n      active: $active\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        name\n        city\n        isActive\n      }\n    }\n  }\n"): typeof import('./graphql').OrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organisation($id: ID!) {\n    organisation(id: $id) {\n      id\n      name\n      phone\n      email\n      address\n      pinCode\n      state\n      locality\n      city\n      gstNo\n      isActive\n      createdAt\n      ownerEmail\n      stores {\n        id\n        name\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').OrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createOrganisation($input: OrganisationInput!) {\n    createOrganisation(input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').CreateOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateOrganisation($id: ID!, $input: OrganisationInput!) {\n    updateOrganisation(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').UpdateOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deactivateOrganisation($id: ID!, $reason: String!) {\n    deactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n"): typeof import('./graphql').DeactivateOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reactivateOrganisation($id: ID!, $reason: String) {\n    reactivateOrganisation(id: $id, reason: $reason) {\n      id\n      isActive\n    }\n  }\n"): typeof import('./graphql').ReactivateOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setStoreOrganisation($storeId: ID!, $organisationId: ID) {\n    setStoreOrganisation(storeId: $storeId, organisationId: $organisationId) {\n      id\n      organisationId\n    }\n  }\n"): typeof import('./graphql').SetStoreOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      pendingStores\n      activeStores\n      usersByRole {\n        role\n        count\n      }\n      ordersToday\n      revenueToday\n      orders30\n      revenue30\n    }\n    auditLog(limit: 10) {\n      totalCount\n      items {\n        ...AuditEntryFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformSettings {\n    platformSettings {\n      unpaidHoldHours\n      operatorGstin\n    }\n  }\n"): typeof import('./graphql').PlatformSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlatformSettings($unpaidHoldHours: Int!, $operatorGstin: String) {\n    updatePlatformSettings(unpaidHoldHours: $unpaidHoldHours, operatorGstin: $operatorGstin) {\n      unpaidHoldHours\n      operatorGstin\n    }\n  }\n"): typeof import('./graphql').UpdatePlatformSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStoreFields on Store {\n    id\n    name\n    type\n    status\n    statusReason\n    isPaused\n    organisationId\n    createdAt\n    kyc {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n    review {\n      address\n      email\n      phone\n      emergencyPhone\n      pocName\n      pocPhone\n      images\n      storePolicy\n      returnPolicy\n      shippingPolicy\n      ownerEmail\n      otherStores {\n        id\n        name\n        status\n      }\n      stateCode\n      stateName\n      pinCode\n      gstinStateCode\n      gstinStateName\n      gstinStateMismatch\n    }\n  }\n"): typeof import('./graphql').AdminStoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStores(\n    $status: StoreStatus\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    stores(status: $status, page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...AdminStoreFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminStoresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GstinStateMismatches {\n    gstinStateMismatches {\n      ...AdminStoreFields\n    }\n  }\n"): typeof import('./graphql').GstinStateMismatchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation approveStore($storeId: ID!, $reason: String!) {\n    approveStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApproveStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation rejectStore($storeId: ID!, $reason: String!) {\n    rejectStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').RejectStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deactivateStore($storeId: ID!, $reason: String!) {\n    deactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DeactivateStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation reactivateStore($storeId: ID!, $reason: String) {\n    reactivateStore(storeId: $storeId, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ReactivateStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation revealStoreKyc($storeId: ID!, $reason: String!, $passkey: PasskeyProof) {\n    revealStoreKyc(storeId: $storeId, reason: $reason, passkey: $passkey) {\n      gstin\n      pan\n      aadhaar\n      accountNo\n      ifsc\n      upiId\n    }\n  }\n"): typeof import('./graphql').RevealStoreKycDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers(\n    $page: Int!\n    $limit: Int!\n    $role: Role\n    $search: String\n    $after: String\n    $before: String\n  ) {\n    users(\n      page: $page\n      limit: $limit\n      role: $role\n      search: $search\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        email\n        name\n        role\n        blocked\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    user(id: $id) {\n      id\n      email\n      name\n      phone\n      role\n      adminRole\n      createdAt\n      blocked\n      blockedReason\n      stores {\n        id\n        name\n        type\n        status\n        statusReason\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation blockUser($userId: ID!, $reason: String!) {\n    blockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n"): typeof import('./graphql').BlockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation unblockUser($userId: ID!, $reason: String) {\n    unblockUser(userId: $userId, reason: $reason) {\n      id\n      blocked\n      blockedReason\n    }\n  }\n"): typeof import('./graphql').UnblockUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setAdminRole($userId: ID!, $role: AdminRole!) {\n    setAdminRole(userId: $userId, role: $role) {\n      id\n      adminRole\n    }\n  }\n"): typeof import('./graphql').SetAdminRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      token\n      user {\n        id\n        email\n        role\n        adminPermissions\n        locale\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n          myPermissions\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').LoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation registerStore(\n    $email: String!\n    $password: String!\n    $role: Role!\n    $org: String\n    $fullName: String\n    $phone: String\n  ) {\n    register(\n      email: $email\n      password: $password\n      role: $role\n      org: $org\n      fullName: $fullName\n      phone: $phone\n    ) {\n      token\n      user {\n        id\n        email\n        role\n      }\n    }\n  }\n"): typeof import('./graphql').RegisterStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation requestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation sendRegistrationOTP($email: String!) {\n    sendRegistrationOTP(email: $email) {\n      success\n      resendAfter\n    }\n  }\n"): typeof import('./graphql').SendRegistrationOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation verifyRegistrationOTP($email: String!, $otp: String!) {\n    verifyRegistrationOTP(email: $email, otp: $otp)\n  }\n"): typeof import('./graphql').VerifyRegistrationOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreHealthFields on StoreHealth {\n    storeId\n    storeName\n    step\n    overSince\n    holdOn\n    pauseOn\n    overMetrics\n    reviewedOn\n    exemptUntil\n    exemptReason\n    policy {\n      minSample\n      judgedDays\n      holdAfterDays\n      pauseAfterDays\n    }\n    windows {\n      days\n      from\n      figures {\n        metric\n        count\n        outOf\n        basisPoints\n        maxBasisPoints\n        judged\n        over\n      }\n    }\n    steps {\n      id\n      from\n      to\n      metrics\n      byAdmin\n      exemptUntil\n      reason\n      at\n    }\n  }\n"): typeof import('./graphql').StoreHealthFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreHealth($storeId: ID!) {\n    storeHealth(storeId: $storeId) {\n      ...StoreHealthFields\n    }\n  }\n"): typeof import('./graphql').StoreHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthItems($storeId: ID!, $metric: HealthMetric!, $days: Int!) {\n    healthItems(storeId: $storeId, metric: $metric, days: $days) {\n      orderId\n      productId\n      name\n      at\n      status\n    }\n  }\n"): typeof import('./graphql').HealthItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoresOverLimits {\n    storesOverLimits {\n      storeId\n      storeName\n      step\n      overSince\n      overMetrics\n      exemptUntil\n    }\n  }\n"): typeof import('./graphql').StoresOverLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHealthExemption($storeId: ID!, $until: String, $reason: String!) {\n    setHealthExemption(storeId: $storeId, until: $until, reason: $reason) {\n      ...StoreHealthFields\n    }\n  }\n"): typeof import('./graphql').SetHealthExemptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewStoreHealth($storeId: ID!) {\n    reviewStoreHealth(storeId: $storeId) {\n      ...StoreHealthFields\n    }\n  }\n"): typeof import('./graphql').ReviewStoreHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkVariant on InventoryEntry {\n    id\n    price\n    mrp\n    sku\n    gtin\n    totalStock\n    reservedStock\n    availableStock\n    lowStock\n    version\n    categoryId\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    size {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    product {\n      id\n      name\n      gender\n      category {\n        id\n        name\n        names {\n          locale\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BulkVariantFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreVariants($storeId: ID!, $after: String) {\n    storeVariants(storeId: $storeId, after: $after) {\n      items {\n        ...BulkVariant\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').StoreVariantsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkValues on InventoryEntry {\n    id\n    price\n    totalStock\n    reservedStock\n    availableStock\n    lowStock\n    version\n  }\n  fragment BulkAnswer on BulkInventoryResult {\n    updated {\n      ...BulkValues\n    }\n    conflicts {\n      entryId\n      price\n      quantity\n      current {\n        ...BulkValues\n      }\n      stockNow\n      reservedNow\n    }\n    refused {\n      entryId\n      field\n      message\n    }\n  }\n"): typeof import('./graphql').BulkValuesFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkUpdateInventory($storeId: ID!, $changes: [BulkInventoryChange!]!, $location: ID) {\n    bulkUpdateInventory(storeId: $storeId, changes: $changes, location: $location) {\n      ...BulkAnswer\n    }\n  }\n"): typeof import('./graphql').BulkUpdateInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueImport($storeId: ID!, $id: ID!, $first: Int) {\n    catalogueImport(storeId: $storeId, id: $id) {\n      id\n      fileName\n      status\n      products\n      variants\n      newProducts\n      toChange\n      errorCount\n      errors(first: $first) {\n        row\n        column\n        message\n      }\n      done\n      created\n      updated\n      unchanged\n      drafts\n      failure\n    }\n  }\n"): typeof import('./graphql').CatalogueImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyCatalogueImport($storeId: ID!, $id: ID!) {\n    applyCatalogueImport(storeId: $storeId, id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').ApplyCatalogueImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createProduct($input: CreateProductInput!) {\n    createProduct(input: $input) {\n      id\n      stock\n      name\n      mainImage\n      productImages\n      sizes {\n        sizeId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductListingReviews($id: ID!) {\n    product(id: $id) {\n      id\n      listingState\n      listingReviews {\n        id\n        submittedAt\n        decision\n        reasons\n        note\n        decidedAt\n        automatic\n      }\n    }\n  }\n"): typeof import('./graphql').ProductListingReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResubmitListing($productId: ID!) {\n    resubmitListing(productId: $productId) {\n      id\n      listingState\n      listingReasons\n    }\n  }\n"): typeof import('./graphql').ResubmitListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreLocationStock($storeId: ID!, $location: ID!) {\n    storeLocationStock(storeId: $storeId, location: $location) {\n      entryId\n      totalStock\n      reservedStock\n    }\n  }\n"): typeof import('./graphql').StoreLocationStockDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation productUpdate($id: ID!, $input: ProductUpdateInput!, $expectedVersion: Int) {\n    productUpdate(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      id\n      name\n      description\n      gender\n      customReturnPolicy\n      customShippingPolicy\n      version\n      listingState\n      listingReasons\n      hasLiveVersion\n    }\n  }\n"): typeof import('./graphql').ProductUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation deleteProduct($id: ID!) {\n    deleteProduct(id: $id)\n  }\n"): typeof import('./graphql').DeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation pauseStore($storeId: ID!) {\n    pauseStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n"): typeof import('./graphql').PauseStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resumeStore($storeId: ID!) {\n    resumeStore(storeId: $storeId) {\n      id\n      isPaused\n    }\n  }\n"): typeof import('./graphql').ResumeStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setProductPhotos($productId: ID!, $productImages: [String!]!) {\n    setProductPhotos(productId: $productId, productImages: $productImages) {\n      id\n      mainImage\n      productImages\n      needsPhotos\n      listingState\n      listingReasons\n      version\n    }\n  }\n"): typeof import('./graphql').SetProductPhotosDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setColorImages($productId: ID!, $colorId: ID!, $images: [String!]!) {\n    setColorImages(productId: $productId, colorId: $colorId, images: $images) {\n      id\n      version\n      colors {\n        colorId\n        images\n      }\n    }\n  }\n"): typeof import('./graphql').SetColorImagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  # What is free there is totalStock − reservedStock: one field less keeps the list's query\n  # within the API's cost limit (server/graphql/limits.ts).\n  fragment LocationStockRow on LocationStock {\n    locationId\n    name\n    isPrimary\n    totalStock\n    reservedStock\n  }\n\n  fragment InventoryRow on InventoryEntry {\n    id\n    price\n    mrp\n    sku\n    gtin\n    totalStock\n    reservedStock\n    availableStock\n    version\n    # Only the locations holding or holding back its pieces: the store's others hold none, and\n    # read from its list of locations (everyLocation, src/lib/locations.ts); every location of\n    # every variant made a 500-variant product's answer 970 kB, two thirds of it zeros.\n    locations(held: true) {\n      ...LocationStockRow\n    }\n    productColorId\n    productSizeId\n    color {\n      id\n      name\n      names {\n        locale\n        name\n      }\n      hexCode\n    }\n    size {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    product {\n      id\n      name\n      description\n      mainImage\n    }\n  }\n"): typeof import('./graphql').LocationStockRowFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    id\n    storeId\n    name\n    description\n    gender\n    category {\n      id\n      name\n      names {\n        locale\n        name\n      }\n    }\n    subCategory\n    tags\n    mainImage\n    productImages\n    needsPhotos\n    listingState\n    listingReasons\n    hasLiveVersion\n    customReturnPolicy\n    hsnCode\n    chosenHsnCode\n    customShippingPolicy\n    version\n    createdAt\n    colors {\n      colorId\n      images\n    }\n    entries {\n      ...InventoryRow\n    }\n  }\n"): typeof import('./graphql').ProductFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreProducts(\n    $storeId: ID!\n    $page: Int!\n    $limit: Int!\n    $name: String\n    $reference: String\n    $after: String\n    $before: String\n  ) {\n    storeProducts(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      name: $name\n      reference: $reference\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...ProductFields\n      }\n    }\n  }\n"): typeof import('./graphql').StoreProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetails($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n    }\n  }\n"): typeof import('./graphql').ProductDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreShades($storeId: ID!) {\n    storeShades(storeId: $storeId) {\n      id\n      name\n      hexCode\n    }\n  }\n"): typeof import('./graphql').StoreShadesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePolicies {\n    me {\n      id\n      stores {\n        id\n        review {\n          shippingPolicy\n          returnPolicy\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').StorePoliciesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShade($storeId: ID!, $name: String!, $baseColorId: ID!) {\n    addShade(storeId: $storeId, name: $name, baseColorId: $baseColorId) {\n      id\n      name\n      hexCode\n    }\n  }\n"): typeof import('./graphql').AddShadeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyStockTake($storeId: ID!, $input: StockTakeInput!) {\n    applyStockTake(storeId: $storeId, input: $input) {\n      ...BulkAnswer\n    }\n  }\n"): typeof import('./graphql').ApplyStockTakeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateInventory(\n    $productId: ID!\n    $size: ID!\n    $color: ID!\n    $quantity: Int\n    $price: Float\n    $expectedVersion: Int\n    $sku: String\n    $mrp: Float\n    $gtin: String\n    $location: ID\n  ) {\n    updateInventory(\n      productId: $productId\n      size: $size\n      color: $color\n      quantity: $quantity\n      price: $price\n      expectedVersion: $expectedVersion\n      sku: $sku\n      mrp: $mrp\n      gtin: $gtin\n      location: $location\n    ) {\n      id\n      price\n      mrp\n      sku\n      gtin\n      totalStock\n      reservedStock\n      availableStock\n      version\n      locations(held: true) {\n        ...LocationStockRow\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateInventoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InventoryConflictCurrent on InventoryConflict {\n    price\n    totalStock\n    reservedStock\n    version\n    sku\n    mrp\n    gtin\n  }\n"): typeof import('./graphql').InventoryConflictCurrentFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStoreLocation($storeId: ID!, $input: LocationInput!) {\n    addStoreLocation(storeId: $storeId, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AddStoreLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStoreLocation($storeId: ID!, $locationId: ID!, $input: LocationInput!) {\n    updateStoreLocation(storeId: $storeId, locationId: $locationId, input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').UpdateStoreLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveStoreLocation($storeId: ID!, $locationId: ID!) {\n    archiveStoreLocation(storeId: $storeId, locationId: $locationId) {\n      id\n      archived\n    }\n  }\n"): typeof import('./graphql').ArchiveStoreLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation markNotificationsRead($ids: [ID!]) {\n    markNotificationsRead(ids: $ids)\n  }\n"): typeof import('./graphql').MarkNotificationsReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($limit: Int) {\n    notifications(limit: $limit) {\n      unreadCount\n      items {\n        id\n        title\n        body\n        read\n        createdAt\n        link\n      }\n    }\n  }\n"): typeof import('./graphql').NotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation createStore($input: CreateStoreInput!) {\n    createStore(input: $input) {\n      id\n      name\n      status\n    }\n  }\n"): typeof import('./graphql').CreateStoreDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query storeNameAvailable($name: String!) {\n    storeNameAvailable(name: $name)\n  }\n"): typeof import('./graphql').StoreNameAvailableDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClaimFields on Claim {\n    id\n    kind\n    status\n    storeId\n    storeName\n    orderId\n    orderItemId\n    productName\n    color {\n      name\n      names {\n        locale\n        name\n      }\n    }\n    size {\n      name\n      names {\n        locale\n        name\n      }\n    }\n    itemAmountPaise\n    returnReason\n    returnNote\n    awb\n    note\n    photos\n    video\n    qcNote\n    qcPhotos\n    amountClaimedPaise\n    amountAcceptedPaise\n    deadline\n    decisionReason\n    createdAt\n    decidedAt\n  }\n"): typeof import('./graphql').ClaimFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreClaims(\n    $storeId: ID!\n    $status: ClaimStatus\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    storeClaims(\n      storeId: $storeId\n      status: $status\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      items {\n        ...ClaimFields\n      }\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n    }\n  }\n"): typeof import('./graphql').StoreClaimsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClaimQueue(\n    $status: ClaimStatus\n    $kind: ClaimKind\n    $page: Int\n    $limit: Int\n    $after: String\n    $before: String\n  ) {\n    claimQueue(\n      status: $status\n      kind: $kind\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      items {\n        ...ClaimFields\n      }\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n    }\n  }\n"): typeof import('./graphql').ClaimQueueDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DecideClaim(\n    $id: ID!\n    $decision: ClaimDecision!\n    $amountPaise: Paise\n    $reason: String!\n    $restock: Boolean\n  ) {\n    decideClaim(\n      id: $id\n      decision: $decision\n      amountPaise: $amountPaise\n      reason: $reason\n      restock: $restock\n    ) {\n      ...ClaimFields\n    }\n  }\n"): typeof import('./graphql').DecideClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileClaim($orderItemId: ID!, $input: ClaimInput!) {\n    fileClaim(orderItemId: $orderItemId, input: $input) {\n      id\n      kind\n      status\n      amountClaimedPaise\n      amountAcceptedPaise\n      deadline\n      decisionReason\n    }\n  }\n"): typeof import('./graphql').FileClaimDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation resolveComplaint($complaintId: ID!, $note: String!) {\n    resolveComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n"): typeof import('./graphql').ResolveComplaintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation dismissComplaint($complaintId: ID!, $note: String!) {\n    dismissComplaint(complaintId: $complaintId, note: $note) {\n      id\n      status\n      resolutionNote\n    }\n  }\n"): typeof import('./graphql').DismissComplaintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DispatchCounts($storeId: ID!, $location: ID) {\n    dispatchCounts(storeId: $storeId, location: $location) {\n      toPack\n      toShip\n      breachingToday\n      breached\n    }\n  }\n"): typeof import('./graphql').DispatchCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickupManifest($storeId: ID!, $day: String!, $after: String, $location: ID) {\n    pickupManifest(storeId: $storeId, day: $day, after: $after, location: $location) {\n      cursor\n      courier\n      awb\n      orderId\n      orderItemId\n      locationId\n      productName\n      quantity\n      customerName\n      pinCode\n      shippedAt\n    }\n  }\n"): typeof import('./graphql').PickupManifestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreInsights($storeId: ID!) {\n    storeRevenue(storeId: $storeId) {\n      totalRevenuePaise\n      totalSales\n    }\n    storeInsights(storeId: $storeId) {\n      todayOrders\n      countedStatuses\n      days {\n        day\n        orders\n        revenuePaise\n      }\n    }\n  }\n"): typeof import('./graphql').StoreInsightsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemPlace on StoreLocation {\n    id\n    name\n    isPrimary\n    address\n    stateCode\n    pinCode\n  }\n"): typeof import('./graphql').ItemPlaceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderFields on Order {\n    id\n    storeId\n    createdAt\n    status\n    totalAmount\n    totalAmountPaise\n    pricesIncludeTax\n    paymentMethod\n    packagingPaise\n    packagingTaxPaise\n    invoiceNumber\n    discountCode\n    settlement {\n      cancelledPaise\n      refundedPaise\n      paysPaise\n    }\n    deliveryType\n    deliveryInstructions\n    shippingInfo {\n      name\n      email\n      phone\n      address\n      stateCode\n      pinCode\n    }\n    sender {\n      name\n      address\n      phone\n      stateCode\n      pinCode\n    }\n    items {\n      id\n      itemStatus\n      price\n      quantity\n      total\n      discountPercent\n      taxRate\n      amountPaise\n      taxablePaise\n      taxPaise\n      productId\n      colorId\n      sizeId\n      referenceId\n      productName\n      sku\n      color {\n        name\n        names {\n          locale\n          name\n        }\n      }\n      size {\n        name\n        names {\n          locale\n          name\n        }\n      }\n      product {\n        id\n        mainImage\n      }\n      statusHistory {\n        status\n        at\n        receivedAt\n        byName\n      }\n      location {\n        ...ItemPlace\n        contactPhone\n      }\n      returnsTo {\n        ...ItemPlace\n      }\n      dispatchBy\n      breached\n      courier\n      awb\n      shippedAt\n      returnWindowEndsOn\n      returnReason\n      returnNote\n      qcNote\n      qcPhotos\n      claim {\n        id\n        kind\n        status\n        amountClaimedPaise\n        amountAcceptedPaise\n        deadline\n        decisionReason\n      }\n      claimOptions {\n        kind\n        closesOn\n        maxAmountPaise\n        photos\n        video\n        awb\n      }\n    }\n  }\n"): typeof import('./graphql').OrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreOrders(\n    $storeId: ID!\n    $page: Int\n    $limit: Int\n    $status: OrderStatus\n    $search: String\n    $after: String\n    $before: String\n    $queue: DispatchQueue\n    $location: ID\n  ) {\n    storeOrdersTC(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      status: $status\n      search: $search\n      after: $after\n      before: $before\n      queue: $queue\n      location: $location\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        ...OrderFields\n      }\n    }\n  }\n"): typeof import('./graphql').StoreOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetails($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      ...OrderFields\n    }\n  }\n"): typeof import('./graphql').OrderDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invoice($orderId: ID!) {\n    orderInvoice(orderId: $orderId) {\n      number\n      date\n      interState\n      stateTaxName\n      reverseCharge\n      seller {\n        name\n        address\n        gstin\n        stateCode\n        stateName\n      }\n      buyer {\n        name\n        address\n        phone\n        email\n        stateCode\n        stateName\n        pinCode\n      }\n      lines {\n        description\n        sku\n        hsn\n        quantity\n        unit\n        unitPrice\n        discount\n        taxRate\n        cgstRate\n        sgstRate\n        igstRate\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      taxableValuePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      packagingPaise\n      packagingTaxableValue\n      packagingTaxRate\n      totalPaise\n      totalInWords\n      creditNotes {\n        id\n        number\n        date\n        reason\n        productName\n        quantity\n        taxRatePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n    }\n  }\n"): typeof import('./graphql').InvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistory($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {\n    storeOrderHistory(\n      storeId: $storeId\n      page: $page\n      limit: $limit\n      after: $after\n      before: $before\n    ) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        nthOrder\n        isFirstOrder\n        order {\n          id\n          createdAt\n          packagingPaise\n          packagingTaxPaise\n          pricesIncludeTax\n          totalAmount\n          totalAmountPaise\n          shippingInfo {\n            name\n          }\n          items {\n            id\n            itemStatus\n            productName\n            price\n            quantity\n            discountPercent\n            taxRate\n            amountPaise\n            taxablePaise\n            taxPaise\n            statusHistory {\n              status\n              at\n            }\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').OrderHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Complaints($storeId: ID!, $page: Int, $limit: Int, $after: String, $before: String) {\n    storeComplaints(storeId: $storeId, page: $page, limit: $limit, after: $after, before: $before) {\n      totalCount\n      totalCapped\n      nextCursor\n      prevCursor\n      items {\n        id\n        orderId\n        customerName\n        productName\n        issue\n        description\n        attachments\n        status\n        resolutionNote\n        createdAt\n        updatedAt\n        history {\n          status\n          note\n          at\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ComplaintsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation crmOrderStatusUpdate(\n    $orderId: ID!\n    $status: OrderStatus!\n    $storeId: ID!\n    $productId: ID!\n    $colorId: ID!\n    $sizeId: ID!\n    $shipment: ShipmentInput\n    $qc: QcInput\n    $madeAt: Time\n  ) {\n    crmOrderStatusUpdate(\n      orderId: $orderId\n      status: $status\n      storeId: $storeId\n      productId: $productId\n      colorId: $colorId\n      sizeId: $sizeId\n      shipment: $shipment\n      qc: $qc\n      madeAt: $madeAt\n    ) {\n      id\n      status\n      items {\n        id\n        itemStatus\n        statusHistory {\n          status\n          at\n          receivedAt\n          byName\n        }\n        breached\n        courier\n        awb\n        shippedAt\n        qcNote\n        qcPhotos\n      }\n    }\n  }\n"): typeof import('./graphql').CrmOrderStatusUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveItemLocation($orderItemId: ID!, $locationId: ID!) {\n    moveItemLocation(orderItemId: $orderItemId, locationId: $locationId) {\n      id\n      location {\n        id\n        name\n        isPrimary\n      }\n    }\n  }\n"): typeof import('./graphql').MoveItemLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemMoveTargets($orderId: ID!) {\n    orderDetails(orderId: $orderId) {\n      id\n      items {\n        id\n        moveTargets {\n          id\n          name\n          isPrimary\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ItemMoveTargetsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePayments($storeId: ID!) {\n    storePayments(storeId: $storeId) {\n      nextPayoutDay\n      nextPayoutPaise\n      waitingPaise\n      recoveringPaise\n      payouts {\n        id\n        cycleDay\n        amountPaise\n        lines\n        status\n        utr\n        paidOn\n      }\n    }\n  }\n"): typeof import('./graphql').StorePaymentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreLedgerPage(\n    $storeId: ID!\n    $from: String!\n    $to: String!\n    $page: Int\n    $after: String\n    $before: String\n  ) {\n    storeLedgerPage(\n      storeId: $storeId\n      from: $from\n      to: $to\n      page: $page\n      limit: 50\n      after: $after\n      before: $before\n    ) {\n      nextCursor\n      prevCursor\n      items {\n        id\n        orderId\n        orderItemId\n        productName\n        event\n        kind\n        part\n        amountPaise\n        rateBp\n        payableOn\n        createdAt\n        payoutId\n      }\n    }\n  }\n"): typeof import('./graphql').StoreLedgerPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilingSupplyFields on FilingSupply {\n    placeOfSupply\n    stateName\n    ratePercent\n    taxableValuePaise\n    cgstPaise\n    sgstPaise\n    igstPaise\n    totalPaise\n  }\n"): typeof import('./graphql').FilingSupplyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FilingTcsFields on FilingTcs {\n    suppliesPaise\n    returnsPaise\n    netTaxablePaise\n    cgstPaise\n    sgstPaise\n    igstPaise\n    unsplitPaise\n    tdsPaise\n  }\n"): typeof import('./graphql').FilingTcsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FilingPack($storeId: ID!, $month: String!, $locationId: ID) {\n    filingPack(storeId: $storeId, month: $month, locationId: $locationId) {\n      month\n      gstin\n      hsnDigits\n      invoices\n      creditNoteCount\n      sales {\n        ...FilingSupplyFields\n      }\n      creditNotes {\n        ...FilingSupplyFields\n      }\n      transfers {\n        recipientGstin\n        number\n        date\n        placeOfSupply\n        stateName\n        ratePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      hsn {\n        hsn\n        complete\n        unit\n        quantity\n        ratePercent\n        taxableValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n        totalPaise\n      }\n      tcs {\n        ...FilingTcsFields\n      }\n      documents {\n        kind\n        from\n        to\n        total\n        cancelled\n        netIssued\n      }\n      operatorSupplies {\n        operatorGstin\n        netValuePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n      }\n      reconciliation {\n        gstr1NetPaise\n        gstr8NetPaise\n        suppliesTimingPaise\n        creditsTimingPaise\n        differencePaise\n      }\n      claimsPaidPaise\n      csv\n    }\n  }\n"): typeof import('./graphql').FilingPackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlatformFiling($month: String!) {\n    platformFiling(month: $month) {\n      storeId\n      storeName\n      gstin\n      tcs {\n        ...FilingTcsFields\n      }\n    }\n  }\n"): typeof import('./graphql').PlatformFilingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayouts($status: PayoutStatus) {\n    adminPayouts(status: $status) {\n      id\n      storeId\n      storeName\n      cycleDay\n      amountPaise\n      lines\n      status\n      utr\n      paidOn\n    }\n  }\n"): typeof import('./graphql').AdminPayoutsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkPayoutPaid($id: ID!, $utr: String!, $paidOn: String!) {\n    markPayoutPaid(id: $id, utr: $utr, paidOn: $paidOn) {\n      id\n      status\n      utr\n      paidOn\n    }\n  }\n"): typeof import('./graphql').MarkPayoutPaidDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunPayoutBatch {\n    runPayoutBatch {\n      made\n      failedStoreNames\n    }\n  }\n"): typeof import('./graphql').RunPayoutBatchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommissionCategories {\n    productCategories {\n      id\n      name\n      gender\n    }\n  }\n"): typeof import('./graphql').CommissionCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCommissionRate($categoryId: ID!, $percent: Float!, $from: String!) {\n    setCommissionRate(categoryId: $categoryId, percent: $percent, from: $from) {\n      categoryId\n      from\n      bp\n    }\n  }\n"): typeof import('./graphql').SetCommissionRateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PayoutStatement($storeId: ID!, $payoutId: ID!) {\n    payoutStatement(storeId: $storeId, payoutId: $payoutId) {\n      storeName\n      gstin\n      movesTotal\n      payout {\n        id\n        cycleDay\n        amountPaise\n        lines\n        status\n        utr\n        paidOn\n      }\n      totals {\n        kind\n        amountPaise\n        lines\n      }\n      moves {\n        orderId\n        orderItemId\n        productName\n        event\n        byClaim\n        netPaise\n      }\n    }\n  }\n"): typeof import('./graphql').PayoutStatementDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query myNotices {\n    me {\n      id\n      stores {\n        id\n        myNotices {\n          topic\n          inConsole\n          byMail\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation setStoreNotice(\n    $storeId: ID!\n    $topic: StoreNoticeTopic!\n    $inConsole: Boolean!\n    $byMail: Boolean!\n  ) {\n    setStoreNotice(storeId: $storeId, topic: $topic, inConsole: $inConsole, byMail: $byMail) {\n      topic\n      inConsole\n      byMail\n    }\n  }\n"): typeof import('./graphql').SetStoreNoticeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportContact {\n    supportContact {\n      email\n      phone\n    }\n  }\n"): typeof import('./graphql').SupportContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateSettings($lowStockThreshold: Int!) {\n    updateSettings(lowStockThreshold: $lowStockThreshold) {\n      id\n      lowStockThreshold\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation updateDispatchSettings($storeId: ID!, $handlingDays: Int!, $returnWindowDays: Int!) {\n    updateDispatchSettings(\n      storeId: $storeId\n      handlingDays: $handlingDays\n      returnWindowDays: $returnWindowDays\n    ) {\n      id\n      handlingDays\n      returnWindowDays\n    }\n  }\n"): typeof import('./graphql').UpdateDispatchSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreTeam($storeId: ID!) {\n    storeTeam(storeId: $storeId) {\n      members {\n        userId\n        email\n        name\n        role\n        location {\n          id\n          name\n          isPrimary\n        }\n        joinedAt\n        lastActiveAt\n      }\n      invitations {\n        id\n        email\n        role\n        invitedAt\n        expiresAt\n        expired\n      }\n      formerMembers {\n        userId\n        email\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').StoreTeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($storeId: ID!, $email: String!, $role: StoreRole!) {\n    inviteMember(storeId: $storeId, email: $email, role: $role) {\n      id\n    }\n  }\n"): typeof import('./graphql').InviteMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvitation($storeId: ID!, $invitationId: ID!) {\n    resendInvitation(storeId: $storeId, invitationId: $invitationId) {\n      id\n    }\n  }\n"): typeof import('./graphql').ResendInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvitation($storeId: ID!, $invitationId: ID!) {\n    revokeInvitation(storeId: $storeId, invitationId: $invitationId)\n  }\n"): typeof import('./graphql').RevokeInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMemberRole($storeId: ID!, $userId: ID!, $role: StoreRole!) {\n    changeMemberRole(storeId: $storeId, userId: $userId, role: $role) {\n      userId\n      role\n    }\n  }\n"): typeof import('./graphql').ChangeMemberRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMemberLocation($storeId: ID!, $userId: ID!, $locationId: ID) {\n    setMemberLocation(storeId: $storeId, userId: $userId, locationId: $locationId) {\n      userId\n    }\n  }\n"): typeof import('./graphql').SetMemberLocationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMember($storeId: ID!, $userId: ID!) {\n    removeMember(storeId: $storeId, userId: $userId)\n  }\n"): typeof import('./graphql').RemoveMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferOwnership($storeId: ID!, $userId: ID!) {\n    transferOwnership(storeId: $storeId, userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').TransferOwnershipDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(token: $token) {\n      storeName\n      email\n      role\n      expiresAt\n      expired\n      accepted\n    }\n  }\n"): typeof import('./graphql').InvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcceptInvitationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreActivity($storeId: ID!, $memberId: ID, $before: String) {\n    storeActivity(storeId: $storeId, memberId: $memberId, before: $before) {\n      items {\n        id\n        at\n        kind\n        actorId\n        actorName\n        summary\n      }\n      nextCursor\n    }\n  }\n"): typeof import('./graphql').StoreActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransferPlace on StoreLocation {\n    id\n    name\n    isPrimary\n    address\n    stateCode\n    pinCode\n    gstin\n  }\n\n  fragment TransferSummary on StockTransfer {\n    id\n    status\n    documentKind\n    documentNumber\n    documentDate\n    sentAt\n    receivedAt\n    piecesSent\n    piecesReceived\n    from {\n      ...TransferPlace\n    }\n    to {\n      ...TransferPlace\n    }\n  }\n"): typeof import('./graphql').TransferPlaceFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockTransfers($storeId: ID!, $status: TransferStatus) {\n    stockTransfers(storeId: $storeId, status: $status, limit: 100) {\n      ...TransferSummary\n    }\n  }\n"): typeof import('./graphql').StockTransfersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockTransfer($transferId: ID!) {\n    stockTransfer(transferId: $transferId) {\n      ...TransferSummary\n      storeId\n      storeName\n      note\n      receiveNote\n      sentByName\n      receivedByName\n      taxablePaise\n      cgstPaise\n      sgstPaise\n      igstPaise\n      totalPaise\n      totalInWords\n      stateTaxName\n      needsEwayBill\n      lines {\n        referenceId\n        description\n        sku\n        hsnCode\n        quantitySent\n        quantityReceived\n        shortfall\n        unitPricePaise\n        taxRatePercent\n        taxablePaise\n        cgstPaise\n        sgstPaise\n        igstPaise\n      }\n    }\n  }\n"): typeof import('./graphql').StockTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferProducts($storeId: ID!, $name: String) {\n    storeProducts(storeId: $storeId, page: 1, limit: 10, name: $name) {\n      items {\n        id\n        name\n        entries {\n          id\n          sku\n          color {\n            name\n            names {\n              locale\n              name\n            }\n          }\n          size {\n            name\n            names {\n              locale\n              name\n            }\n          }\n          locations {\n            locationId\n            totalStock\n            reservedStock\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TransferProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStockTransfer($storeId: ID!, $input: StockTransferInput!) {\n    sendStockTransfer(storeId: $storeId, input: $input) {\n      id\n      documentNumber\n    }\n  }\n"): typeof import('./graphql').SendStockTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveStockTransfer($transferId: ID!, $input: TransferReceiptInput) {\n    receiveStockTransfer(transferId: $transferId, input: $input) {\n      id\n      documentNumber\n      status\n    }\n  }\n"): typeof import('./graphql').ReceiveStockTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProductCategories($gender: GenderCode) {\n    productCategories(gender: $gender) {\n      id\n      gender\n      name\n      names {\n        locale\n        name\n      }\n      subCategory\n      sizeSystemIds\n      subCategories {\n        id\n        name\n        names {\n          locale\n          name\n        }\n        sizeSystemIds\n      }\n    }\n  }\n"): typeof import('./graphql').GetProductCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueLookups {\n    colors {\n      id\n      name\n      names {\n        locale\n        name\n      }\n      hexCode\n    }\n    sizeSystems {\n      id\n      code\n      name\n      names {\n        locale\n        name\n      }\n      sizes {\n        id\n        name\n        names {\n          locale\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CatalogueLookupsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLocale($locale: String!) {\n    setLocale(locale: $locale) {\n      id\n      locale\n    }\n  }\n"): typeof import('./graphql').SetLocaleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreLocations($storeId: ID!) {\n    storeLocations(storeId: $storeId) {\n      id\n      name\n      isPrimary\n      address\n      stateCode\n      pinCode\n      gstin\n      contactName\n      contactPhone\n      hours\n      takesReturns\n      handlingDays\n    }\n  }\n"): typeof import('./graphql').StoreLocationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      role\n      adminRole\n      adminPermissions\n      authProvider\n      createdAt\n      updatedAt\n      name\n      phone\n      profileImage\n      version\n      lowStockThreshold\n      locale\n      stores {\n        id\n        name\n        isApproved\n        isPaused\n        status\n        statusReason\n        createdAt\n        handlingDays\n        returnWindowDays\n        myRole\n        myPermissions\n        myLocationId\n        locationCount\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startPasskeyRegistration {\n    startPasskeyRegistration {\n      id\n      options\n    }\n  }\n"): typeof import('./graphql').StartPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation finishPasskeyRegistration($passkey: PasskeyProof!, $name: String) {\n    finishPasskeyRegistration(passkey: $passkey, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): typeof import('./graphql').FinishPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation removePasskey($id: ID!) {\n    removePasskey(id: $id)\n  }\n"): typeof import('./graphql').RemovePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startPasskeySignIn {\n    startPasskeySignIn {\n      id\n      options\n    }\n  }\n"): typeof import('./graphql').StartPasskeySignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation signInWithPasskey($passkey: PasskeyProof!) {\n    signInWithPasskey(passkey: $passkey) {\n      token\n      user {\n        id\n        email\n        role\n        adminPermissions\n        locale\n        stores {\n          id\n          name\n          logo\n          isDeleted\n          type\n          description\n          createdAt\n          isApproved\n          myPermissions\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SignInWithPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation startPasskeyConfirmation {\n    startPasskeyConfirmation {\n      id\n      options\n    }\n  }\n"): typeof import('./graphql').StartPasskeyConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query myPasskeys {\n    myPasskeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): typeof import('./graphql').MyPasskeysDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
