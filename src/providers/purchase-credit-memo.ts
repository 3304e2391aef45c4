/**
 * The provider object of `bizops:PurchaseCreditMemo`. Pulumi stores it in state as
 * `require("pulumi-bizops/providers/purchase-credit-memo")`, since it is this module's exports: this path is
 * part of every stack's state and never moves (see package.json "exports").
 */
import { providerMethods } from "./provider-methods";

export = providerMethods("records:PurchaseCreditMemo");
