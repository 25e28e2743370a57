// The catalogue area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { catalogueRoutes } from './routes';
export {
  allCustomerProfiles,
  billingReferenceData,
  createProductNames,
  customerCompanyIds,
  customerProfile,
  customerProfilesOf,
  listProducts,
  nonDisplayFeeTable,
  pricesOn,
  productCatalogue,
  productsByCodes,
  salesRepOf,
  variableFeeOf,
  vendorByCode,
} from './service';
export type { CustomerProfileRow, NonDisplayFeeRow, ProductPriceRow, ProductRow, ProductNames } from './service';
// The audit pack's section of this area (decision 081)
export { cataloguePackSection } from './audit-pack';
