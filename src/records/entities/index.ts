/**
 * Every record type the package knows, in the order the reference, the import and the generated
 * program list them. A type is added here and in its own definition file, then `npm run generate`
 * writes its class, Args, record and list types, provider module and page.
 */
import type { EntityDefinition } from "../definitions/entity-definition";
import { countryRegion } from "./country-region";
import { currency } from "./currency";
import { customer } from "./customer";
import { dimension } from "./dimension";
import { dimensionValue } from "./dimension-value";
import { disputeStatus } from "./dispute-status";
import { item } from "./item";
import { itemCategory } from "./item-category";
import { location } from "./location";
import { paymentMethod } from "./payment-method";
import { paymentTerm } from "./payment-term";
import { purchaseCreditMemo } from "./purchase-credit-memo";
import { salespersonPurchaser } from "./salesperson-purchaser";
import { shipmentMethod } from "./shipment-method";
import { taxGroup } from "./tax-group";
import { unitOfMeasure } from "./unit-of-measure";
import { vendor } from "./vendor";

export const ENTITIES: readonly EntityDefinition[] = [
  disputeStatus,
  currency,
  purchaseCreditMemo,
  paymentTerm,
  paymentMethod,
  shipmentMethod,
  countryRegion,
  itemCategory,
  unitOfMeasure,
  location,
  taxGroup,
  salespersonPurchaser,
  customer,
  vendor,
  item,
  dimension,
  dimensionValue,
];
